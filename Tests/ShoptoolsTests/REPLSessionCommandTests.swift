import Foundation
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

    /// `add` after `off` steps keeps the price before them and every step (the rate first), as `cart add PRICE
    /// --off …` keeps its own: the same line in the list (it stored ¥6,174 alone).
    @Test func addAfterOffStepsKeepsTheOriginalAndTheSteps() throws {
        let folder = try TemporaryFolder()
        let repl = folder.path + "/repl.json", command = folder.path + "/command.json"
        _ = Shoptools.run(["repl", "--cart", repl], input: "price 9800\nrate 30\noff 10%\nadd\noff 100\nadd --off 5%\n")
        _ = Shoptools.run(["cart", "add", "9800", "--off", "30%", "--off", "10%", "--cart", command])
        _ = Shoptools.run([
            "cart", "add", "9800", "--off", "30%", "--off", "10%", "--off", "100", "--off", "5%", "--cart", command,
        ])
        let listed = Shoptools.run(["cart", "list", "--cart", repl]).stdout
        #expect(listed == Shoptools.run(["cart", "list", "--cart", command]).stdout)
        #expect(
            listed == """
                1  -  1 × ¥6,174  ¥6,174  (¥9,800 − 30% − 10%)
                2  -  1 × ¥5,770  ¥5,770  (¥9,800 − 30% − 10% − ¥100 − 5%)
                total ¥11,944 (2 items)

                """)
    }

    /// The REPL starts on a damaged cart, says what is damaged and that its own `repair` rebuilds it; what
    /// reads or changes the cart is refused until then, the rest works, and after `repair` the cart does too.
    @Test func theReplStartsOnADamagedCartAndRepairsIt() throws {
        let folder = try TemporaryFolder()
        let cart = folder.path + "/cart.json"
        _ = Shoptools.run(["cart", "add", "100", "--cart", cart])
        let handle = try #require(FileHandle(forWritingAtPath: cart))
        handle.seekToEndOfFile()
        handle.write(Data("garbage{\n".utf8))
        try handle.close()
        let run = Shoptools.run(["repl", "--cart", cart], input: "price 500\nadd\nrepair\nadd\n")
        let damaged = "cart file \"\(cart)\" cannot be read (line 3 is not a cart change); it was left as it is; "
        #expect(
            run.stderr.hasPrefix(
                "shoptools: error: " + damaged + "type repair to keep it aside and rebuild the cart from what can be "
                    + "read (until then, what reads or changes the cart is refused)\n"
                    + "shoptools: error: line 2: " + damaged))
        #expect(run.stdout.hasPrefix("¥500 − 0% [no preset] → ¥500 · cart unreadable\n"))
        #expect(run.stdout.contains("rebuilt the cart · total ¥100 (1 item)\n"))
        #expect(run.stdout.contains("added ¥500 · total ¥600 (2 items)\n"))
        #expect(FileManager.default.fileExists(atPath: cart + ".damaged"))
        #expect(run.status == 65, "a script's worst line: the add refused before the repair")
    }
}
