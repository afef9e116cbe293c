import Foundation
import TestSupport
import Testing

@testable import ShoptoolsCLI

/// `settle FILE --export hledger|ledger|beancount [--account-prefix PREFIX] [--with-plan]` and
/// `settle FILE --expenses --export csv [--bom]`, as a person runs them; the recorded journals of the examples;
/// and, where the programs are installed, each program's own check of them.
@Suite struct ExportCommandTests {
    static let group = "people Aki Ren\ntea 600 paid by Aki\n"

    @Test func aJournalIsWrittenForEachProgram() {
        let run = Shoptools.run(["settle", "-", "--export", "ledger", "--as-of", "2026-12-01"], input: Self.group)
        #expect(
            run
                == Run.ok(
                    """
                    commodity JPY
                        format 1,000 JPY

                    account Assets:Members:Aki
                        ; person: Aki
                    account Assets:Members:Aki:Paid
                    account Assets:Members:Aki:Share
                    account Assets:Members:Ren
                        ; person: Ren
                    account Assets:Members:Ren:Share

                    2026-12-01 * tea
                        Assets:Members:Aki:Paid    600 JPY
                        Assets:Members:Aki:Share  -300 JPY
                        Assets:Members:Ren:Share  -300 JPY

                    assert account("Assets:Members:Aki").total - (300 JPY) == 0
                    assert account("Assets:Members:Ren").total - (-300 JPY) == 0

                    """))
        let plan = Shoptools.run(
            ["settle", "-", "--export", "hledger", "--as-of", "2026-12-01", "--with-plan", "--account-prefix", "members"],
            input: Self.group)
        #expect(
            plan.stdout.hasSuffix(
                "2026-12-02 ! Ren → Aki\n    members:Ren:Paid-back       300 JPY\n    members:Aki:Received-back  -300 JPY\n"))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let english: String
        let japanese: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Refusal(
            arguments: ["--export", "hledger", "--account-prefix", "a b"],
            english: #"account prefix "a b" is not an account name (parts of letters, digits and -, apart by colons)"#,
            japanese: "勘定科目の接頭辞「a b」は勘定科目名ではありません（英字・数字・- を : で区切ります）"),
        Refusal(
            arguments: ["--export", "beancount", "--account-prefix", "members"],
            english: #"account prefix "members" is not a Beancount account name (Assets, Liabilities, Equity, Income or "#
                + "Expenses, then parts of letters, digits and -, each starting with a capital or a digit, apart by colons)",
            japanese: "勘定科目の接頭辞「members」は Beancount の勘定科目名ではありません（Assets・Liabilities・Equity・Income・"
                + "Expenses のどれかで始め、英字・数字・- の部分を : で区切り、各部分は大文字か数字で始めます）"),
        Refusal(
            arguments: ["--export", "csv", "--with-plan"],
            english: "option --with-plan needs --export hledger|ledger|beancount",
            japanese: "--with-plan は --export hledger|ledger|beancount と一緒に指定してください"),
        Refusal(
            arguments: ["--expenses", "--export", "beancount"],
            english: "conflicting options --expenses and --export beancount; give one of them",
            japanese: "--expenses と --export beancount は同時に指定できません。どちらか1つにしてください"),
    ])
    func aWrongOptionIsAUsageErrorBeforeTheFileIsRead(_ refusal: Refusal) {
        // The file does not exist: the options are refused first.
        let arguments = ["settle", "/nonexistent/trip.txt"] + refusal.arguments
        #expect(
            Shoptools.run(arguments)
                == Run(
                    stdout: "", stderr: "shoptools: error: \(refusal.english) (see shoptools settle --help)\n", status: 64))
        #expect(
            Shoptools.run(arguments + ["--lang", "ja"])
                == Run(
                    stdout: "", stderr: "shoptools: エラー: \(refusal.japanese)（shoptools settle --help を参照）\n",
                    status: 64))
    }

    @Test func theExpensesAsASpreadsheetWithAByteOrderMarkForExcel() {
        let group = "people Aki Ren Sora\n2026-12-01 ^k3f9a2m7 dinner 1000 paid by Aki\n"
        let expected =
            "date,id,line,kind,label,amount,currency,converted,rate,settled_in,paid_by,paid_to,Aki,Aki rounded,Ren,"
            + "Ren rounded,Sora,Sora rounded\r\n2026-12-01,k3f9a2m7,2,expense,dinner,1000,JPY,,,JPY,Aki=1000,,1000/3,"
            + "334,1000/3,333,1000/3,333\r\n"
        #expect(Shoptools.run(["settle", "-", "--expenses", "--export", "csv"], input: group) == Run.ok(expected))
        #expect(
            Shoptools.run(["settle", "-", "--expenses", "--export", "csv", "--bom"], input: group).stdout == "\u{FEFF}" + expected
        )
        #expect(
            Shoptools.run(["settle", "-", "--expenses", "--json"], input: group).stdout
                == #"{"currency":"JPY","people":["Aki","Ren","Sora"],"expenses":[{"id":"k3f9a2m7","date":"2026-12-01","#
                + #""line":2,"kind":"expense","label":"dinner","amount":"1000","currency":"JPY","converted":null,"#
                + #""rate":null,"settled_in":"JPY","paid_by":{"Aki":"1000"},"#
                + #""shares":{"Aki":"1000/3","Ren":"1000/3","Sora":"1000/3"},"#
                + #""rounded_shares":{"Aki":"334","Ren":"333","Sora":"333"}}],"later":0}"# + "\n")
    }

    @Test func aNameIsAKeyOfTheJSONEscapedAsAnyString() {
        let run = Shoptools.run(["settle", "-", "--expenses", "--json"], input: "people O\"Neil a\\b\ntea 600 paid by O\"Neil\n")
        #expect(run.stdout.contains(#""paid_by":{"O\"Neil":"600"},"shares":{"O\"Neil":"300","a\\b":"300"}"#))
    }
}

// MARK: - The examples' journals

extension ExportCommandTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let folder: String
        let group: String
        let arguments: [String]
        let format: String
        var journal: String { "Examples/\(folder)/\(group.split(separator: ".")[0]).\(format)" }
        var testDescription: String { journal }
    }

    static let examples = ["hledger", "ledger", "beancount"].flatMap { format in
        [
            Example(folder: "trip", group: "trip.txt", arguments: ["--as-of", "2026-06-30", "--with-plan"], format: format),
            Example(folder: "flat-share", group: "flat.txt", arguments: ["--as-of", "2026-06-30"], format: format),
        ]
    }

    /// `Examples/trip/trip.hledger` and the others are what settle writes (`--as-of 2026-06-30`; the trip with the plan).
    @Test(arguments: examples)
    func theExamplesJournalsAreWhatSettleWrites(_ example: Example) throws {
        let root = Shoptools.packageRoot
        let expected = try String(contentsOf: root.appendingPathComponent(example.journal), encoding: .utf8)
        let group = root.appendingPathComponent("Examples/\(example.folder)/\(example.group)").path
        #expect(Shoptools.run(["settle", group, "--export", example.format] + example.arguments) == Run.ok(expected))
    }
}

// MARK: - The programs themselves

/// hledger, Ledger and Beancount where they are installed (`scripts/check-ledgers` installs them, Beancount
/// in `.build/check-ledgers/venv`); a test whose program is missing is skipped and says so.
enum LedgerPrograms {
    /// The program `name` on `PATH` or in the check's virtual environment, or nil.
    static func find(_ name: String) -> URL? {
        let venv = Shoptools.packageRoot.appendingPathComponent(".build/check-ledgers/venv/bin").path
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [venv]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let hledger = find("hledger")
    static let ledger = find("ledger")
    static let beanCheck = find("bean-check")
}

extension ExportCommandTests {
    @Test(
        .enabled(if: LedgerPrograms.hledger != nil, "hledger is not installed (scripts/check-ledgers installs it)"),
        arguments: examples.filter { $0.format == "hledger" })
    func hledgerChecksTheExamplesJournal(_ example: Example) throws {
        let journal = Shoptools.packageRoot.appendingPathComponent(example.journal).path
        let run = try Shoptools.spawn(
            ["-f", journal, "check", "-s", "ordereddates"], executable: #require(LedgerPrograms.hledger))
        #expect(run == Run(stdout: "", stderr: "", status: 0))
        let changed = try String(contentsOfFile: journal, encoding: .utf8).replacing("=* 24931 JPY", with: "=* 24932 JPY")
            .replacing("=* 349034 JPY", with: "=* 349035 JPY")
        let folder = try TemporaryFolder()
        try changed.write(toFile: folder.path + "/changed.hledger", atomically: true, encoding: .utf8)
        let refused = try Shoptools.spawn(
            ["-f", folder.path + "/changed.hledger", "check"], executable: #require(LedgerPrograms.hledger))
        #expect(refused.status != 0 && refused.stderr.contains("balance assertion"))
    }

    @Test(
        .enabled(if: LedgerPrograms.ledger != nil, "Ledger is not installed (scripts/check-ledgers installs it)"),
        arguments: examples.filter { $0.format == "ledger" })
    func ledgerReadsTheExamplesJournal(_ example: Example) throws {
        let journal = Shoptools.packageRoot.appendingPathComponent(example.journal).path
        let run = try Shoptools.spawn(
            ["-f", journal, "--pedantic", "--unround", "bal", "--flat", "--no-total", "Aki$"],
            executable: #require(LedgerPrograms.ledger))
        #expect(run.status == 0 && run.stderr.isEmpty)
    }

    @Test(
        .enabled(if: LedgerPrograms.beanCheck != nil, "bean-check is not installed (scripts/check-ledgers installs it)"),
        arguments: examples.filter { $0.format == "beancount" })
    func beanCheckAcceptsTheExamplesJournal(_ example: Example) throws {
        let journal = Shoptools.packageRoot.appendingPathComponent(example.journal).path
        let run = try Shoptools.spawn(["--no-cache", journal], executable: #require(LedgerPrograms.beanCheck))
        #expect(run == Run(stdout: "", stderr: "", status: 0))
    }
}
