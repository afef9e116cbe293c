import Testing

/// Commands that work on a file from the command line, as the REPL takes them:
/// a file is read, standard input is not (the terminal is the REPL's), and a
/// `--no-save` session has no cart file.
@Suite struct REPLSessionCommandTests {
    /// In the REPL the terminal is the session's, so `settle -` would wait for an end of input that never comes.
    @Test func standardInputIsRefusedInTheRepl() {
        let run = Shoptools.run(["repl", "--no-save"], input: "settle -\n")
        #expect(
            run.stderr
                == "shoptools: error: line 1: settle - reads standard input and cannot run inside the REPL; "
                + "give a FILE (see shoptools settle --help)\n")
        #expect(run.status == 64)
    }

    /// A `--no-save` session's cart has no file, so `repair` says so instead of naming a file "".
    @Test func repairInAMemorySession() {
        let run = Shoptools.run(["repl", "--no-save"], input: "repair\n")
        #expect(
            run.stderr
                == "shoptools: error: line 1: this session's cart is in memory only (--no-save); there is no file to repair\n")
        #expect(run.status == 1)
    }

    /// `split --bill FILE` in the REPL splits the bill file, as on the command line; `-` is refused there too.
    @Test func theReplSplitsABillFile() {
        let run = Shoptools.run(
            ["repl", "--no-save"], input: "split --bill Examples/bills/izakaya.bill --round 100 --json\nsplit --bill -\n")
        #expect(run.stdout.hasPrefix(#"{"currency":"JPY","total":"16940","unit":"100","mode":"absorb""#))
        #expect(
            run.stderr
                == "shoptools: error: line 2: split --bill - reads standard input and cannot run inside the REPL; "
                + "give a FILE (see shoptools split --help)\n")
    }

    /// `help cart add` is `cart add --help`; `cart remove`'s errors point to its own page.
    @Test func helpForAnAction() {
        #expect(Shoptools.run(["help", "cart", "add"]) == Shoptools.run(["cart", "add", "--help"]))
        #expect(Shoptools.run(["help", "cart", "add"]).stdout.hasPrefix("Usage: shoptools cart add AMOUNT"))
        #expect(Shoptools.run(["help", "cart", "bogus"]).status == 64)
        let missing = Shoptools.run(["cart", "remove", "--cart", "/nonexistent/shoptools/cart.json"])
        #expect(missing.stderr == "shoptools: error: missing N: which item to remove (see shoptools cart remove --help)\n")
    }
}
