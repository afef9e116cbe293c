import Foundation
import Testing

@Suite struct CartCommandTests {
    let temporary: TemporaryFolder
    var folder: String { temporary.path }
    var cart: String { folder + "/cart.json" }

    init() throws { temporary = try TemporaryFolder() }

    func run(_ arguments: [String], input: String? = nil) throws -> Run {
        Shoptools.run(["cart"] + arguments + ["--cart", cart], input: input)
    }

    @Test func addListTotalAcrossProcesses() throws {
        #expect(try run(["add", "6860", "--label", "coat"]) == Run.ok("added ¥6,860 coat · total ¥6,860 (1 item)\n"))
        #expect(try run(["add", "¥2,740", "--qty", "2"]) == Run.ok("added 2 × ¥2,740 · total ¥12,340 (2 items)\n"))
        #expect(
            try run(["add", "980*2", "--json"])
                == Run.ok(#"{"currency":"JPY","count":3,"subtotal":"14300","discount":"0","tax":"0","total":"14300"}"# + "\n"))
        #expect(
            try run(["list"])
                == Run.ok(
                    """
                    1  coat  1 × ¥6,860  ¥6,860
                    2  -     2 × ¥2,740  ¥5,480
                    3  -     1 × ¥1,960  ¥1,960
                    total ¥14,300 (3 items)

                    """))
        #expect(
            try run(["list", "--json"])
                == Run.ok(
                    #"{"currency":"JPY","count":3,"subtotal":"14300","discount":"0","tax":"0","total":"14300","items":[{"index":1,"label":"coat","qty":1,"amount":"6860"},{"index":2,"label":null,"qty":2,"amount":"2740"},{"index":3,"label":null,"qty":1,"amount":"1960"}]}"#
                        + "\n"))
        #expect(try run(["total"]) == Run.ok("total ¥14,300 (3 items)\n"))
        #expect(
            try run(["total", "--json"])
                == Run.ok(#"{"currency":"JPY","count":3,"subtotal":"14300","discount":"0","tax":"0","total":"14300"}"# + "\n"))
    }

    @Test func undoOfEachOperation() throws {
        _ = try run(["add", "100"])
        _ = try run(["add", "200"])
        #expect(try run(["undo"]) == Run.ok("undid add of ¥200 · total ¥100 (1 item)\n"))
        _ = try run(["add", "300"])
        #expect(try run(["remove", "1"]) == Run.ok("removed 1: ¥100 · total ¥300 (1 item)\n"))
        #expect(try run(["undo"]) == Run.ok("undid remove of item 1 (¥100) · total ¥400 (2 items)\n"))
        #expect(try run(["clear", "--yes"]) == Run.ok("cleared the cart (2 items, ¥400)\n"))
        #expect(try run(["undo"]) == Run.ok("undid clear of 2 items · total ¥400 (2 items)\n"))
        #expect(try run(["list"]).stdout.hasPrefix("1  -  1 × ¥100  ¥100\n2  -  1 × ¥300  ¥300\n"))
        _ = try run(["undo"])
        _ = try run(["undo"])
        #expect(try run(["undo"]) == Run(stdout: "", stderr: "shoptools: error: nothing to undo\n", status: 1))
    }

    /// The question and its answer show what the state line and `total` show: the amount to pay.
    @Test func clearShowsTheAmountToPay() throws {
        _ = try run(["add", "1000", "--tax", "10"])
        _ = try run(["add", "2000", "--tax", "8"])
        _ = try run(["coupon", "100"])
        #expect(try run(["total"]).stdout.hasPrefix("total ¥3,150 "))
        #expect(try run(["clear"], input: "n\n") == Run.ok("kept the cart (2 items, ¥3,150)\n"))
        #expect(try run(["clear", "--yes", "--lang", "ja"]) == Run.ok("カートを空にしました（2件、3,150円）\n"))
    }

    @Test func clearConfirmationInEveryForm() throws {
        let keeps = ["n\n", "no\n", "\n", "", "nope\n", "yess\n"]
        let clears = ["y\n", "Y\n", "yes\n", "YES\n", " yes \n", "はい\n"]
        for answer in keeps {
            _ = try run(["add", "1000"])
            let before = try String(contentsOfFile: cart, encoding: .utf8)
            let result = try run(["clear"], input: answer)
            #expect(result.status == 0 && result.stdout.hasPrefix("kept the cart ("), "\(answer.debugDescription)")
            #expect(try String(contentsOfFile: cart, encoding: .utf8) == before, "kept means untouched")
        }
        #expect(
            Shoptools.run(["cart", "clear", "--cart", cart]).stdout == "kept the cart (6 items, ¥6,000)\n", "</dev/null keeps")
        _ = try run(["clear", "--yes"])
        for answer in clears {
            _ = try run(["add", "1000"])
            #expect(
                try run(["clear"], input: answer).stdout == "cleared the cart (1 item, ¥1,000)\n", "\(answer.debugDescription)")
            #expect(try run(["total"]).stdout == "total ¥0 (0 items)\n")
        }
        #expect(try run(["clear"], input: "y\n") == Run.ok("the cart is already empty\n"))
        _ = try run(["add", "5"])
        #expect(try run(["clear", "--yes"]) == Run.ok("cleared the cart (1 item, ¥5)\n"))
    }

    /// The file records its currency: a dollar cart reads and changes without
    /// `--currency USD`, whatever `SHOPTOOLS_CURRENCY` says; `--currency` that
    /// disagrees is refused, naming both.
    @Test func aCartIsReadInTheCurrencyItsFileRecords() throws {
        #expect(try run(["add", "4.99", "--currency", "USD"]).stdout == "added $4.99 · total $4.99 (1 item)\n")
        #expect(try run(["total"]) == Run.ok("total $4.99 (1 item)\n"))
        #expect(try run(["add", "$1.50"]) == Run.ok("added $1.50 · total $6.49 (2 items)\n"))
        #expect(try run(["list"]).stdout.hasPrefix("1  -  1 × $4.99  $4.99\n"))
        let euro = Shoptools.run(["cart", "total", "--cart", cart], environment: ["SHOPTOOLS_CURRENCY": "EUR"])
        #expect(euro == Run.ok("total $6.49 (2 items)\n"))
        #expect(
            try run(["add", "100", "--currency", "JPY"])
                == Run.failure(
                    #"cart file "\#(cart)" is in USD, not JPY; leave out --currency for the cart in USD, or give another --cart"#)
        )
        #expect(try run(["total", "--currency", "USD"]) == Run.ok("total $6.49 (2 items)\n"))
    }

    @Test func errorsLeaveTheCartAsItWas() throws {
        _ = try run(["add", "100"])
        let before = try String(contentsOfFile: cart, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["add", "abc"], 65, #""abc" is not an amount"#),
            (["add", "-5"], 65, #""-5" is negative; expected an amount of 0 or more"#),
            (["budget", "-5"], 65, "budget -¥5 is not an amount above 0 that can be paid"),
            (["add", "100", "--qty", "0"], 65, #"quantity "0" is not a whole number from 1 to 1000000"#),
            (["remove", "5"], 65, "there is no item 5; the cart has 1 item"),
            (["remove", "x"], 65, #"item number "x" is not a whole number of 1 or more"#),
            (["add"], 64, "missing AMOUNT (see shoptools cart add --help)"),
            (
                ["fly"], 64,
                #"unknown cart action "fly"; expected one of add, list, total, receipt, coupon, budget, undo, remove, clear, repair (see shoptools cart --help)"#
            ),
            (
                ["add", "1", "--currency", "USD"], 65,
                #"cart file "\#(cart)" is in JPY, not USD; leave out --currency for the cart in JPY, or give another --cart"#
            ),
        ]
        for (arguments, status, message) in cases {
            #expect(
                try run(arguments) == Run(stdout: "", stderr: "shoptools: error: \(message)\n", status: status), "\(arguments)")
        }
        #expect(try String(contentsOfFile: cart, encoding: .utf8) == before)
    }

    @Test func aCorruptCartFileIsReportedWithItsPathAndUntouched() throws {
        let garbage = "{\"not\":\"a cart\"}\n"
        try garbage.write(toFile: cart, atomically: true, encoding: .utf8)
        for arguments in [["add", "100"], ["list"], ["total"], ["undo"], ["remove", "1"], ["clear", "--yes"]] {
            let result = try run(arguments)
            #expect(
                result
                    == Run(
                        stdout: "",
                        stderr:
                            "shoptools: error: cart file \"\(cart)\" cannot be read (not a shoptools cart); it was left as it is; "
                            + "shoptools cart repair keeps it aside and rebuilds the cart from what can be read\n",
                        status: 65), "\(arguments)")
        }
        #expect(try String(contentsOfFile: cart, encoding: .utf8) == garbage)
        let repl = Shoptools.run(["repl", "--cart", cart], input: "add 100\n")
        #expect(repl.status == 65)
        #expect(try String(contentsOfFile: cart, encoding: .utf8) == garbage)
    }

    /// `repair` keeps the damaged file beside the cart, rebuilds the cart from
    /// every line it can read, says which it left out, and deletes nothing.
    @Test func repairKeepsTheDamagedFileAndRebuildsWhatCanBeRead() throws {
        _ = try run(["add", "6860", "--label", "coat"])
        _ = try run(["add", "2740", "--label", "scarf"])
        _ = try run(["add", "500", "--label", "socks"])
        let text = try String(contentsOfFile: cart, encoding: .utf8)
        // An edit by hand: the scarf's line no longer matches its checksum.
        let damaged = text.replacingOccurrences(of: #""amount":"2740""#, with: #""amount":"2750""#)
        try damaged.write(toFile: cart, atomically: false, encoding: .utf8)
        #expect(try run(["total"]).status == 65)
        #expect(
            try run(["repair"])
                == Run.ok(
                    """
                    kept the damaged cart file as "\(cart).damaged"
                    left out: line 3 does not match its checksum
                    rebuilt the cart · total ¥7,360 (2 items)

                    """))
        #expect(try String(contentsOfFile: cart + ".damaged", encoding: .utf8) == damaged)
        #expect(
            try run(["list"]).stdout == "1  coat   1 × ¥6,860  ¥6,860\n2  socks    1 × ¥500    ¥500\ntotal ¥7,360 (2 items)\n")
        #expect(
            try run(["repair", "--lang", "ja"])
                == Run(
                    stdout: "", stderr: "shoptools: エラー: カートファイル「\(cart)」は問題なく読めます。修復するものはありません\n",
                    status: 1))
        // Damaged again: kept under the next free name, nothing overwritten.
        try "garbage\n".write(toFile: cart, atomically: false, encoding: .utf8)
        #expect(
            try run(["repair", "--lang", "ja"])
                == Run.ok(
                    """
                    壊れたカートファイルを「\(cart).damaged-2」として残しました
                    読めなかった行: shoptools のカートではありません
                    カートを作り直しました · 合計 0円（0件）

                    """))
        #expect(try String(contentsOfFile: cart + ".damaged", encoding: .utf8) == damaged)
        #expect(try String(contentsOfFile: cart + ".damaged-2", encoding: .utf8) == "garbage\n")
        // A file that never was a cart: ten lines named, the rest counted.
        try (1...25).map { "note \($0)\n" }.joined().write(toFile: cart, atomically: false, encoding: .utf8)
        let notes = try run(["repair"]).stdout.split(separator: "\n")
        #expect(notes.count == 13)
        #expect(notes[1] == "left out: not a shoptools cart")
        #expect(notes[10] == "left out: line 10 is not a cart change")
        #expect(notes[11] == "left out: 15 more lines")
    }

    /// A file of 0 bytes, as `touch` makes it, is an empty cart.
    @Test func anEmptyFileIsAnEmptyCart() throws {
        #expect(FileManager.default.createFile(atPath: cart, contents: Data()))
        #expect(try run(["total"]) == Run.ok("total ¥0 (0 items)\n"))
        #expect(try run(["list"]) == Run.ok("the cart is empty\ntotal ¥0 (0 items)\n"))
        #expect(try run(["add", "100"]) == Run.ok("added ¥100 · total ¥100 (1 item)\n"))
    }

    @Test func theDefaultPathFollowsTheEnvironment() throws {
        let state = folder + "/xdg"
        let result = Shoptools.run(["cart", "add", "100"], environment: ["XDG_STATE_HOME": state])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: state + "/shoptools/cart.json"))
        let explicit = folder + "/explicit.json"
        _ = Shoptools.run(["cart", "add", "7"], environment: ["SHOPTOOLS_CART": explicit, "XDG_STATE_HOME": state])
        #expect(Shoptools.run(["cart", "total"], environment: ["SHOPTOOLS_CART": explicit]).stdout == "total ¥7 (1 item)\n")
    }

    /// A `shoptools cart add 1` process on this test's cart, not yet started.
    func addOne(cart path: String? = nil) -> Process {
        let process = Process()
        process.executableURL = Shoptools.executable
        process.arguments = ["cart", "add", "1", "--cart", path ?? cart]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    /// 50 processes each adding 1 at once leave exactly 50 items.
    @Test func fiftyConcurrentAdds() throws {
        let processes = (0..<50).map { _ in addOne() }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(
            try run(["total", "--json"])
                == Run.ok(#"{"currency":"JPY","count":50,"subtotal":"50","discount":"0","tax":"0","total":"50"}"# + "\n"))
        let list = try run(["list", "--json"])
        #expect(list.stdout.components(separatedBy: "\"index\":").count - 1 == 50)
    }

    /// Writers through a symbolic link and through the file itself wait for each other.
    @Test func concurrentAddsThroughALinkAndTheFile() throws {
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: cart)
        let processes = (0..<40).map { index in addOne(cart: index % 2 == 0 ? cart : link) }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(
            try run(["total", "--json"])
                == Run.ok(#"{"currency":"JPY","count":40,"subtotal":"40","discount":"0","tax":"0","total":"40"}"# + "\n"))
    }

    /// A writer killed at any moment leaves the old cart or the new one.
    @Test func killedWritersNeverBreakTheFile() throws {
        _ = try run(["add", "1"])
        for round in 0..<20 {
            let process = addOne()
            try process.run()
            usleep(UInt32(200 * (round % 10)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let total = try run(["total", "--json"])
            #expect(total.status == 0, "round \(round): \(total.stderr)")
        }
        let list = try run(["list"])
        #expect(list.status == 0)
    }
}
