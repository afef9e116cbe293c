import Foundation
import Testing

/// One snapshot per command and per language: every text a person reads, in
/// English (`LANG=C`) and Japanese (`LANG=ja_JP.UTF-8`).
///
/// The files are under Snapshots/en and Snapshots/ja; `SHOPTOOLS_RECORD_SNAPSHOTS=1 swift test`
/// writes them anew, to be read by a person before they are committed.
@Suite struct LanguageSnapshotTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        /// Command lines, each with its standard input (nil: none).
        let runs: [([String], String?)]
        var testDescription: String { name }
    }

    static let locales = [("en", "C"), ("ja", "ja_JP.UTF-8")]

    static let trip =
        (try? String(
            contentsOf: Shoptools.packageRoot.appendingPathComponent("Examples/shopping-trip/trip.repl"), encoding: .utf8)) ?? ""

    static let scenarios: [Scenario] = [
        Scenario(
            name: "discount",
            runs: [
                (["discount", "9800", "--rate", "30"], nil),
                (["discount", "9800", "--segment", "4"], nil),
                (["discount", "9800", "--slider", "0.35"], nil),
                (["discount", "$98.50", "--segment", "2", "--currency", "USD"], nil),
                (["discount", "23450", "--rate", "20", "--round", "100", "--rounding", "up"], nil),
                (["discount", "5", "--rate", "1", "--round", "100", "--rounding", "up"], nil),
                (["discount", "1980*3", "--rate", "30"], nil),
                (["discount", "498", "--rate", "30", "--off", "10%"], nil),
                (["discount", "1000", "--off", "¥100", "--off", "20%"], nil),
                (["discount", "498", "--off", "30%", "--off", "10%", "--sum"], nil),
                (["discount", "5", "--off", "1", "--round", "100", "--rounding", "up"], nil),
            ]),
        Scenario(
            name: "compare",
            runs: [
                (["compare", "298/450g", "198/280g"], nil), (["compare", "398/6", "698/12"], nil),
                (["compare", "100/3", "200/6", "300/8"], nil), (["compare", "1280/1.5kg", "2x298/450g", "--per", "1kg"], nil),
                (["compare", "158/500ml", "298/1l", "--currency", "USD"], nil),
                (["compare", "298/450g", "158/500ml"], nil), (["compare", "298/450g"], nil), (["compare", "x", "1/2"], nil),
            ]),
        Scenario(
            name: "split",
            runs: [
                (["split", "23450", "--people", "7", "--round", "100"], nil),
                (["split", "23450", "--people", "7", "--round", "100", "--mode", "up"], nil),
                (["split", "10000", "--people", "2"], nil),
                (
                    [
                        "split", "30000", "--person", "Boss:2", "--person", "Aki", "--person", "Ren", "--person", "Yui=3000",
                        "--round", "100",
                    ], nil
                ),
                (
                    [
                        "split", "30000", "--person", "田中:2", "--person", "Aki", "--person", "Yui=1000*3", "--mode", "up",
                        "--round", "100",
                    ], nil
                ),
                (["split", "1000", "--weights", "2,1,1"], nil),
                (["split", "$120.00", "--people", "3", "--currency", "USD", "--round", "0.25"], nil),
                (["split", "30", "--people", "7", "--currency", "EUR", "--mode", "spread"], nil),
                (
                    ["split", "--bill", "-", "--round", "100", "--mode", "spread"],
                    "参加者 Aki Ren Sora Yui\n幹事 Yui\n刺身 3200\nビール 620 ×5 for Aki Ren:2\nお通し 500\nサービス料 10%\n消費税 10%\n"
                ),
                (
                    ["split", "--bill", "-", "--mode", "up", "--round", "0.25"],
                    "currency USD\npeople A B C\npizza 24\nwine 30 for A B\ncover 2 for C\ntax 8% included\ntip 15% of total\n"
                ),
            ]),
        Scenario(
            name: "calc",
            runs: [
                (["calc", "9800-30%"], nil), (["calc", "(1000+980)*8%"], nil), (["calc", "1/3"], nil),
                (["calc", "0.1+0.2"], nil),
            ]),
        Scenario(
            name: "cart",
            runs: [
                (["cart", "add", "6860", "--label", "コート"], nil),
                (["cart", "add", "2740", "--qty", "2", "--label", "scarf"], nil),
                (["cart", "add", "980"], nil),
                (["cart", "list"], nil),
                (["cart", "total"], nil),
                (["cart", "remove", "1"], nil),
                (["cart", "undo"], nil),
                (["cart", "clear"], "n\n"),
                (["cart", "clear"], "はい\n"),
                (["cart", "undo"], nil),
                (["cart", "clear", "--yes"], nil),
                (["cart", "clear"], nil),
                (["cart", "list"], nil),
                (["cart", "undo"], nil),
            ]),
        Scenario(
            name: "repl",
            runs: [
                (["repl", "--no-save"], trip),
                (["repl", "--no-save"], "help\n価格 9800\n30%\n追加\n一覧\n割り勘 2 --round 100\nfrobnicate\nadd\nclear\ny\n取消\n終了\n"),
            ]),
        Scenario(
            name: "help",
            runs: [
                (["--help"], nil), (["discount", "--help"], nil), (["split", "--help"], nil), (["calc", "--help"], nil),
                (["compare", "--help"], nil),
                (["cart", "--help"], nil), (["cart", "add", "--help"], nil), (["cart", "coupon", "--help"], nil),
                (["repl", "--help"], nil), (["help", "help"], nil),
                (
                    ["repl", "--no-save"],
                    "help\nhelp split\nhelp add\nhelp price\nhelp rate\nhelp segment\nhelp slider\nhelp off\nhelp lang\nhelp quit\n"
                ),
            ]),
        Scenario(
            name: "errors",
            runs: [
                (["discount", "9800"], nil), (["discount", "9800", "--rate", "30", "--segment", "2"], nil),
                (["discount", "--rate", "30"], nil),
                (["discount", "1", "2", "--rate", "30"], nil), (["discount", "9800", "--rate"], nil),
                (["discount", "9800", "--bogus"], nil),
                (["discount", "9800", "--rate", "3", "--rate", "4"], nil), (["frobnicate"], nil),
                (["discount", "abc", "--rate", "30"], nil), (["discount", "-5", "--rate", "30"], nil),
                (["discount", "1e5", "--rate", "30"], nil),
                (["discount", "1000000000000000", "--rate", "30"], nil), (["discount", "9800", "--rate", "120"], nil),
                (["discount", "9800", "--rate", "abc"], nil), (["discount", "9800", "--rate", "33.3333333333333"], nil),
                (["discount", "9800", "--segment", "5"], nil), (["discount", "9800", "--slider", "1.5"], nil),
                (["discount", "9800", "--rate", "30", "--round", "0.5"], nil),
                (["discount", "9800", "--rate", "30", "--rounding", "nearest"], nil),
                (["discount", "9800", "--rate", "30", "--currency", "XYZ"], nil), (["discount", "$5", "--rate", "30"], nil),
                (["discount", "-", "--rate", "30"], "9800\nabc\n"),
                (["split", "100"], nil), (["split", "100", "--people", "2", "--weights", "1,1"], nil),
                (["split", "100", "--people", "0"], nil),
                (["split", "100", "--weights", "1,x"], nil), (["split", "100", "--person", "Aki", "--person", "Aki"], nil),
                (["split", "100", "--person", "Aki=150", "--person", "Ren"], nil),
                (["split", "100", "--people", "2", "--mode", "sideways"], nil),
                (["split", "100", "--person", "Aki", "--organizer", "Kai"], nil),
                (["split", "10.005", "--people", "2", "--currency", "USD"], nil),
                (["split", "1000", "--person", "A:2=5"], nil), (["split", "100", "--person", "nl\nx"], nil),
                (["split", "--bill", "-"], "people A B\nbeer 600 for C\n"), (["split", "--bill", "-"], "people A B\nsashimi\n"),
                (["split", "--bill", "-"], "people A B\nservce 10%\n"), (["split", "--bill", "-"], "people A B\ntax 120%\n"),
                (["split", "--bill", "-"], "people A B\nbeer $5\n"), (["split", "--bill", "-"], "beer 500\n"),
                (["split", "--bill", "/nonexistent/party.bill"], nil), (["split", "100", "--bill", "-"], "people A\n"),
                (["calc", "10/(5-5)"], nil), (["calc", "5+"], nil), (["calc", "$5+¥5"], nil), (["calc"], nil),
                (["calc", "1", "--scale", "99"], nil), (["discount", "1000/3", "--rate", "30"], nil),
                (["cart", "add", "abc"], nil), (["cart", "add", "100.5"], nil), (["cart", "add", "100", "--qty", "0"], nil),
                (["cart", "remove", "5"], nil), (["cart", "undo"], nil), (["cart", "fly"], nil),
                (["cart", "add", "1", "--label", "a\u{2028}b"], nil),
                (["discount", "9800", "--rate", "30", "--lang", "fr"], nil),
                (["discount", "1000", "--rate", "20", "--off", "900"], nil), (["discount", "1000", "--off", "abc"], nil),
                (["discount", "1000", "--off", "60%", "--off", "50%", "--sum"], nil),
                (["compare", "298/450g", "1/2g", "--per", "1l"], nil), (["compare", "298/450kl", "1/2g"], nil),
                (["compare", "0x298/450g", "1/2g"], nil),
            ]),
    ]

    @Test(arguments: scenarios)
    func snapshot(_ scenario: Scenario) throws {
        for (language, locale) in Self.locales {
            let folder = try TemporaryFolder()
            var transcript = ""
            for (arguments, input) in scenario.runs {
                let run = Shoptools.run(
                    arguments, input: input, environment: ["LANG": locale, "SHOPTOOLS_CART": folder.path + "/cart.json"])
                transcript += "$ shoptools " + arguments.joined(separator: " ") + (input == nil ? "" : "  # with input") + "\n"
                transcript += run.stdout + run.stderr + "[exit \(run.status)]\n\n"
            }
            #expect(try matchesSnapshot(transcript, "\(language)/\(scenario.name).txt"), "\(language)/\(scenario.name)")
        }
    }
}
