import Foundation
import TestSupport
import Testing

/// Every value a command line gives is read once, by the table that binds it to the command's
/// request, before the command reads any file: a value that is bad whatever a file says is
/// refused (64 or 65) even when the file beside it does not exist.
@Suite struct ParseOnceTests {
    static let cases: [ErrorCase] = [
        ErrorCase(
            arguments: ["points", "1000", "--rule", "1%", "--rules", "/nonexistent/r.txt", "--use-points", "abc"],
            status: 65, message: #"shoptools: error: --use-points: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["points", "1000", "--rules", "/nonexistent/r.txt", "--tax", "abc"], status: 65,
            message: #"shoptools: error: tax rate "abc" is not a percentage; expected a number from 0 to 100, like 10 or 8%"#),
        ErrorCase(
            arguments: ["points", "abc", "--rules", "/nonexistent/r.txt"], status: 65,
            message: #"shoptools: error: price: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["settle", "/nonexistent/g.txt", "--round", "abc"], status: 65,
            message: #"shoptools: error: rounding unit: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["settle", "/nonexistent/g.txt", "--as-of", "2026-13-01"], status: 65,
            message: #"shoptools: error: "2026-13-01" is not a date; expected YYYY-MM-DD, a day the calendar has (2026-12-01)"#),
        ErrorCase(
            arguments: ["settle", "/nonexistent/g.txt", "--export", "xlsx"], status: 64,
            message: #"shoptools: error: --export "xlsx" is not one of the choices; expected one of csv, hledger, ledger, "#
                + "beancount (see shoptools settle --help)"),
        ErrorCase(
            arguments: ["split", "--bill", "/nonexistent/b.bill", "--round", "abc"], status: 65,
            message: #"shoptools: error: rounding unit: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["split", "--bill", "/nonexistent/b.bill", "--mode", "nosuch"], status: 64,
            message: #"shoptools: error: unknown split mode "nosuch"; expected absorb, up or spread (see shoptools split --help)"#
        ),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--service", "abc"], status: 65,
            message: #"shoptools: error: --service: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--people", "0"], status: 65,
            message: #"shoptools: error: people "0" is not a whole number from 1 to 100000"#),
        ErrorCase(
            arguments: ["cart", "add", "abc", "--cart", "/nonexistent/c.json"], status: 65,
            message: #"shoptools: error: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["cart", "add", "100", "--qty", "-1", "--cart", "/nonexistent/c.json"], status: 65,
            message: #"shoptools: error: quantity "-1" is not a whole number from 1 to 1000000"#),
        ErrorCase(
            arguments: ["cart", "add", "100", "--off", "abc", "--cart", "/nonexistent/c.json"], status: 65,
            message:
                #"shoptools: error: discount step "abc" is neither a percentage (10%) nor an amount off (100, ¥100)"#),
        ErrorCase(
            arguments: ["cart", "receipt", "--cart", "/nonexistent/c.json", "--tax-rounding", "nosuch"], status: 64,
            message:
                #"shoptools: error: unknown rounding mode "nosuch"; expected one of down, up, half-up, half-even (see shoptools cart receipt --help)"#
        ),
        ErrorCase(
            arguments: [
                "cart", "receipt", "--cart", "/nonexistent/c.json", "--rules", "/nonexistent/r.txt", "--use-points", "abc",
            ],
            status: 65, message: #"shoptools: error: --use-points: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["cart", "coupon", "abc", "--cart", "/nonexistent/c.json"], status: 65,
            message: #"shoptools: error: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["cart", "budget", "abc", "--cart", "/nonexistent/c.json"], status: 65,
            message: #"shoptools: error: "abc" is not an amount"#),
        ErrorCase(
            arguments: ["cart", "remove", "x", "--cart", "/nonexistent/c.json"], status: 65,
            message: #"shoptools: error: item number "x" is not a whole number of 1 or more"#),
        ErrorCase(
            arguments: ["settle", "--from", "splitwise", "/nonexistent/e.csv", "--rate", "EUR=abc"], status: 65,
            message: #"shoptools: error: rate "abc" is not a positive number"#),
        ErrorCase(
            arguments: ["settle", "--from", "splitwise", "/nonexistent/e.csv", "--rate", "abc"], status: 65,
            message: #"shoptools: error: expected a currency code and a rate: EUR 162.35, found "abc""#),
        ErrorCase(
            arguments: ["settle", "/nonexistent/g.txt", "--organizer", ""], status: 65,
            message: "shoptools: error: --organizer: a name is empty"),
        ErrorCase(
            arguments: ["settle", "/nonexistent/g.txt", "--via", "A\u{1B}B"], status: 65,
            message: #"shoptools: error: --via: name "A\u001bB" has a control character (U+001B)"#),
        ErrorCase(
            arguments: ["split", "--bill", "/nonexistent/b.bill", "--organizer", " "], status: 65,
            message: #"shoptools: error: --organizer: name " " is blank"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--person", "A:-1"], status: 65,
            message: #"shoptools: error: weight "-1" for A is not a positive number"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--person", "A=abc"], status: 65,
            message: #"shoptools: error: amount for "A": "abc" is not an amount"#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--person", "A=100"], status: 65,
            message: #"shoptools: error: person "A=100" is not NAME, NAME:WEIGHT or NAME=AMOUNT; a name cannot hold : or ="#),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--person", "A", "--person", "Ａ"],
            status: 65, message: #"shoptools: error: person "A" and person "Ａ" are both read as "A"; names must differ"#),
        ErrorCase(
            arguments: ["settle", "--from", "splitwise", "/nonexistent/e.csv", "--rate", "EUR=5", "--rate", "eur 6"],
            status: 65, message: "shoptools: error: a rate for EUR is given twice"),
        ErrorCase(
            arguments: ["split", "--from-cart", "--cart", "/nonexistent/c.json", "--person", "A", "--person", "a"],
            status: 65,
            message: #"shoptools: error: "A" and "a" differ only in case; write one person's name the same way everywhere"#),
        ErrorCase(
            arguments: ["points", "1000", "--rules", "/nonexistent/r.txt", "--use-points", "2000"], status: 65,
            message: "shoptools: error: the points spent (¥2,000) are more than the total (¥1,000)"),
        ErrorCase(
            arguments: ["points", "1000", "--rules", "/nonexistent/r.txt", "--use-points", "1.5"], status: 65,
            message: "shoptools: error: the points spent (¥1.5) are not an amount of JPY that can be paid"),
        ErrorCase(
            arguments: ["cart", "add", "500%", "--cart", "/nonexistent/c.json"], status: 65,
            message: #"shoptools: error: "500%" is not an amount: a percentage is a rate"#),
    ]

    @Test(arguments: cases)
    func aBadValueIsRefusedBeforeTheFileBesideItIsOpened(_ error: ErrorCase) {
        let run = Shoptools.run(error.arguments, environment: ["SOURCE_DATE_EPOCH": "1796083200"])
        #expect(run.status == error.status)
        #expect(run.stderr == error.message + "\n")
        #expect(run.stdout.isEmpty)
    }

    /// An amount whose currency a file decides is read once that file is read: `0.5` is a
    /// rounding unit in dollars but not in yen, so only the group file can say.
    @Test func anAmountInTheFilesCurrencyIsReadOnceTheFileIsRead() throws {
        let folder = try temporaryFolder("parse-once")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dollars = folder + "/usd.txt", yen = folder + "/jpy.txt"
        try "people Aki Ren\ncurrency USD\nlunch 10.00 paid by Aki\n".write(toFile: dollars, atomically: true, encoding: .utf8)
        try "people Aki Ren\nlunch 1000 paid by Aki\n".write(toFile: yen, atomically: true, encoding: .utf8)
        let dollarsRun = Shoptools.run(["settle", dollars, "--round", "0.5"])
        #expect(dollarsRun.status == 0)
        #expect(dollarsRun.stdout.contains("Transfers in $0.50 steps"))
        let refused = Shoptools.run(["settle", yen, "--round", "0.5"])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("0.5"))
        // The file's currency line decides over --currency, which stands in only for a file without one.
        let overCurrency = Shoptools.run(["settle", dollars, "--round", "0.5", "--currency", "JPY"])
        #expect(overCurrency.status == 0)
        #expect(overCurrency.stdout == dollarsRun.stdout)
        let bill = folder + "/usd.bill"
        try "currency USD\npeople Aki Ren\nAki: coffee 4.50\nRen: tea 3.25\n".write(
            toFile: bill, atomically: true, encoding: .utf8)
        let billRun = Shoptools.run(["split", "--bill", bill, "--round", "0.5", "--currency", "JPY"])
        #expect(billRun.status == 0)
        #expect(billRun.stdout == Shoptools.run(["split", "--bill", bill, "--round", "0.5"]).stdout)
    }

    /// No command sees the sorted words: each runs with its request, filled by its table.
    ///
    /// The words are read by the table alone (`RequestTable.fill`), and the rules between options.
    @Test func onlyTheTableReadsTheWords() throws {
        let root = Shoptools.packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var readers: [String] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            if text.contains("arguments.given") || text.contains("texts(of:") { readers.append(path) }
        }
        #expect(readers == ["CommandLineKit/Arguments/RequestTable.swift"])
        let commands = root.appendingPathComponent("ShoptoolsCLI/Commands")
        let files = FileManager.default.enumerator(atPath: commands.path)
        while let path = files?.nextObject() as? String {
            // Command.swift is where a table's request type is erased; it hands the words to the table.
            guard path.hasSuffix(".swift"), path != "Command.swift" else { continue }
            let text = try String(contentsOf: commands.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("arguments.") && !text.contains(": Arguments"), "\(path) reads the words itself")
        }
    }
}
