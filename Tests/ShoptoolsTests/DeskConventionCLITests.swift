import Calculator
import Foundation
import ShopText
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// `calc --keys … --desk [sharp|casio]` and the keypad screen in each
/// convention, from the key table `calc --help` prints.
@Suite struct DeskConventionCLITests {
    /// The rows of the key table in `calc --help` (`--lang`): keys and the
    /// display in phone, SHARP式 and CASIO式.
    static func helpTable(_ language: String) -> [[String]] {
        let help = Shoptools.run(["calc", "--help", "--lang", language]).stdout
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  keys ") || $0.hasPrefix("  キー ") }) else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map { line in
            line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// Every row of the help's table through `calc --keys`, `--desk` and `--desk casio`.
    @Test func theHelpTableIsWhatCalcKeysPrints() throws {
        let rows = Self.helpTable("en")
        #expect(rows.count == 19)
        for row in rows {
            try #require(row.count == 4, "\(row)")
            #expect(Shoptools.run(["calc", "--keys", row[0]]) == Run.ok(row[1] + "\n"), "phone \(row[0])")
            #expect(Shoptools.run(["calc", "--keys", row[0], "--desk"]) == Run.ok(row[2] + "\n"), "sharp \(row[0])")
            #expect(Shoptools.run(["calc", "--keys", row[0], "--desk", "casio"]) == Run.ok(row[3] + "\n"), "casio \(row[0])")
        }
        let japanese = Self.helpTable("ja").map { $0.map { $0 == "エラー" ? "Error" : $0 } }
        #expect(japanese == rows)
    }

    /// The key table of the guide, docs/guide.md and docs/guide.ja.md (`| keys | phone | SHARP式 | CASIO式 |`,
    /// a note in brackets after a figure), is what `calc --keys` prints.
    @Test(arguments: ["docs/guide.md", "docs/guide.ja.md"]) func theGuidesTableIsWhatCalcKeysPrints(_ file: String) throws {
        let readme = try String(decoding: Data(contentsOf: Shoptools.packageRoot.appendingPathComponent(file)), as: UTF8.self)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("| keys | phone |") || $0.hasPrefix("| キー | スマホ式 |") })
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
            .map { line in
                line.split(separator: "|").map { cell in
                    let text = cell.trimmingCharacters(in: .whitespaces)
                    let figure = text.components(separatedBy: " (").first?.components(separatedBy: "（").first ?? text
                    return figure.replacing("`", with: "").replacing("エラー", with: "Error")
                }
            }
            .filter { $0.count == 4 }
        #expect(rows.count == 23, "\(file)")
        for row in rows {
            #expect(Shoptools.run(["calc", "--keys", row[0]]) == Run.ok(row[1] + "\n"), "phone \(row[0])")
            #expect(Shoptools.run(["calc", "--keys", row[0], "--desk"]) == Run.ok(row[2] + "\n"), "sharp \(row[0])")
            #expect(Shoptools.run(["calc", "--keys", row[0], "--desk", "casio"]) == Run.ok(row[3] + "\n"), "casio \(row[0])")
        }
    }

    /// The issue's table, corrected against the manuals, through the command line.
    @Test(arguments: [
        ("200 + 10 %", "220", "≈ 222.222222222"), ("9800 − 30 %", "6,860", "≈ 32,566.6666667"),
        ("198 − 300 %", "-396", "-34"), ("200 × 10 %", "20", "20"), ("10 ÷ 200 %", "5", "5"),
        ("2 × 3 = =", "12", "6"), ("1.05 × 10000 = = =", "11,576.25", "10,500"),
        ("198 + 34 %", "265.32", "300"),
    ])
    func theIssueTable(_ keys: String, _ sharp: String, _ casio: String) {
        #expect(Shoptools.run(["calc", "--keys", keys, "--desk"]) == Run.ok(sharp + "\n"))
        #expect(Shoptools.run(["calc", "--keys", keys, "--desk", "sharp"]) == Run.ok(sharp + "\n"))
        #expect(Shoptools.run(["calc", "--keys", keys, "--desk=casio"]) == Run.ok(casio + "\n"))
        #expect(Shoptools.run(["calc", "--desk", "CASIO", "--keys", keys]) == Run.ok(casio + "\n"))
    }

    @Test func anUnknownConventionIsAUsageErrorNamingTheChoices() {
        #expect(
            Shoptools.run(["calc", "--keys", "1 + 2", "--desk", "abacus"])
                == Run.failure(
                    #"--desk "abacus" is not one of the choices; expected one of sharp, casio (see shoptools calc --help)"#,
                    status: 64))
        #expect(
            Shoptools.run(["calc", "--keys", "1 + 2", "--desk=phone", "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: "shoptools: エラー: --desk に「phone」は指定できません。sharp, casio のいずれかを指定してください"
                        + "（shoptools calc --help を参照）\n", status: 64))
        #expect(
            Shoptools.run(["calc", "1+2", "--desk", "casio"])
                == Run.failure("option --desk needs --keys (see shoptools calc --help)", status: 64))
    }

    @Test func traceAndJSONInCasio() {
        let expected = """
            2                     2
            ×                     2
            ×                     2  K
            3                     3  K
            =                     6  K GT
            4                     4  K GT
            =                     8  K GT
            M+                    8  K M GT

            """
        #expect(Shoptools.run(["calc", "--keys", "2 × × 3 = 4 = M+", "--desk", "casio", "--trace"]) == Run.ok(expected))
        #expect(
            Shoptools.run(["calc", "--keys", "12 + + 19 = 26 = 43 =", "--desk", "casio", "--json"])
                == Run.ok(
                    #"{"display":"55","value":"55","exact":true,"memory":"0","grand_total":"124","clear":"AC","error":false}"#
                        + "\n"))
    }

    /// `calc`'s request for `words`, as its table fills it.
    static func request(_ words: [String]) throws -> CalcRequest {
        let context = Context(
            environment: { _ in nil }, stdout: StringSink(), stderr: StringSink(), input: InputSource(text: ""),
            isInteractive: false, language: .english)
        let invocation = Invocation(context: context, session: nil, commands: [], path: "calc")
        return try CalcCommand.table.fill(
            try Arguments(words, specs: CalcCommand.table.specs), context: invocation, usage: { .usage($0, command: "calc") })
    }

    /// The keypad screen takes the convention of `--desk`, and says which in its title.
    @Test func theKeypadScreenInEachConvention() throws {
        var casio = KeypadScreen(
            keypad: try CalcKeys.keypad(Self.request(["--desk", "casio"])),
            language: .english)
        for typed in "198-300%" {
            _ = casio.press(.character(typed))
        }
        #expect(
            Array(casio.lines(width: 79).prefix(3)) == ["Calculator · desk (Casio) · tax 10%", "", "   GT                  -34"])
        var sharp = KeypadScreen(
            keypad: try CalcKeys.keypad(Self.request(["--desk"])),
            language: .japanese)
        for typed in "198-300%" {
            _ = sharp.press(.character(typed))
        }
        #expect(Array(sharp.lines(width: 79).prefix(3)) == ["電卓 · 卓上式 · 税率 10%", "", "   GT                 -396"])
        let japaneseCasio = KeypadScreen(keypad: Keypad(convention: .casio), language: .japanese)
        #expect(japaneseCasio.lines(width: 79).first == "電卓 · 卓上式（カシオ式） · 税率 10%")
    }

    /// On a terminal, `calc --desk casio` opens the keypad in CASIO式.
    @Test func calcDeskCasioOnATerminal() throws {
        let session = try TerminalSession(["calc", "--desk", "casio"], ready: "clear key: AC")
        defer { session.close() }
        session.type("198+34%")
        #expect(
            session.waitUntil { $0.screen.lines.count > 2 && $0.screen.lines[2] == "   GT                  300" },
            "\(session.screen.lines)")
        session.type("q")
        #expect(session.finish().status == 0)
    }
}
