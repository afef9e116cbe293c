import Foundation
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Output under a locale whose encoding is not UTF-8: JSON and CSV stay UTF-8
/// bytes; text for people is written in the locale's encoding (glibc's
/// `iconv`), or in ASCII where the encoding is unknown, with tables aligned
/// on the text as written and no two names shown alike.
@Suite struct LocaleEncodingTests {
    let folder: TemporaryFolder
    let trip: String, bill: String, cart: String

    init() throws {
        folder = try TemporaryFolder()
        trip = folder.path + "/trip.txt"
        bill = folder.path + "/dinner.bill"
        cart = folder.path + "/cart.json"
        try "people 健太 美咲 Aki\ndinner 54000 paid by Aki\ntaxi 3000 paid by 健太\n".write(
            toFile: trip, atomically: true, encoding: .utf8)
        try "people 健太 美咲\n抹茶 1200 for 健太\nお通し 800\n".write(toFile: bill, atomically: true, encoding: .utf8)
        #expect(Shoptools.run(["cart", "add", "500", "--label", "抹茶", "--cart", cart]).status == 0)
    }

    /// Runs in process with `environment`, giving the bytes written.
    func bytes(_ arguments: [String], _ environment: [String: String]) -> (stdout: [UInt8], stderr: [UInt8], status: Int32) {
        let stdout = StringSink(), stderr = StringSink()
        let context = Context(
            environment: { environment[$0] }, stdout: stdout, stderr: stderr, input: InputSource(text: ""),
            isInteractive: false)
        let status = Program.run(arguments, context: context)
        return (stdout.bytes, stderr.bytes, status.rawValue)
    }

    static let settleJSON =
        #"{"currency":"JPY","unit":"1","optimal":true,"fewest":2,"organizer":"健太","people":[{"name":"健太","#
        + #""paid":"3000","share":"19000","paid_back":"0","received_back":"0","balance":"-16000","#
        + #""exact_balance":"-16000","exact_rounded":false},{"name":"美咲","#
        + #""paid":"0","share":"19000","paid_back":"0","received_back":"0","balance":"-19000","#
        + #""exact_balance":"-19000","exact_rounded":false},{"name":"Aki","#
        + #""paid":"54000","share":"19000","paid_back":"0","received_back":"0","balance":"35000","#
        + #""exact_balance":"35000","exact_rounded":false}],"transfers":["#
        + #"{"from":"健太","to":"Aki","amount":"16000"},{"from":"美咲","to":"Aki","amount":"19000"}],"rest":[],"#
        + #""conversions":[]}"# + "\n"

    static let settleCSV =
        "currency,person,paid,share,paid_back,received_back,balance,exact_balance\r\nJPY,健太,3000,19000,0,0,-16000,-16000\r\n"
        + "JPY,美咲,0,19000,0,0,-19000,-19000\r\nJPY,Aki,54000,19000,0,0,35000,35000\r\n\r\ncurrency,from,to,amount\r\n"
        + "JPY,健太,Aki,16000\r\nJPY,美咲,Aki,19000\r\n"

    static let environments: [[String: String]] = [
        ["LANG": "ja_JP.SJIS"], ["LANG": "ja_JP.eucJP"], ["LC_ALL": "ja_JP.eucJP", "LANG": "ja_JP.UTF-8"],
        ["LANG": "ja_JP.x-unknown"], ["LC_ALL": "C"], ["LANG": "POSIX"], ["LANG": "en_US.ISO-8859-1"],
        ["LANG": "ja_JP.UTF-8"],
    ]

    @Test(arguments: environments)
    func jsonAndCSVAreUTF8InAnyLocale(_ environment: [String: String]) {
        #expect(bytes(["settle", trip, "--json"], environment).stdout == Array(Self.settleJSON.utf8))
        #expect(bytes(["settle", trip, "--export", "csv"], environment).stdout == Array(Self.settleCSV.utf8))
        #expect(
            bytes(["cart", "list", "--json", "--cart", cart], environment).stdout
                == Array(
                    (#"{"currency":"JPY","count":1,"subtotal":"500","discount":"0","tax":"0","total":"500","#
                        + #""items":[{"index":1,"label":"抹茶","qty":1,"amount":"500"}]}"# + "\n").utf8))
        let split = String(decoding: bytes(["split", "--bill", bill, "--json"], environment).stdout, as: UTF8.self)
        #expect(split.hasPrefix(#"{"currency":"JPY","total":"2800","#))
        #expect(split.contains(#"{"name":"健太","items":"1200","charges":["800"],"exact":"2000","pays":"2000""#))
        #expect(split.contains(#""label":"お通し""#))
    }

    @Test func japaneseInEUCJP() {
        let run = bytes(["settle", trip], ["LANG": "ja_JP.eucJP"])
        #expect(run.stderr.isEmpty)
        #expect(
            decoded(run.stdout, from: "EUC-JP") == """
                名前      立替      負担       差額
                健太   3,000円  19,000円  -16,000円
                美咲       0円  19,000円  -19,000円
                Aki   54,000円  19,000円  +35,000円

                精算 2回（最少）:
                  健太 → Aki  16,000円
                  美咲 → Aki  19,000円

                """)
        // 健太 is B7F2 C2C0 in EUC-JP; → is A2AA.
        #expect(run.stdout.starts(with: [0xCC, 0xBE, 0xC1, 0xB0]))  // 名前
        #expect(run.stdout.firstRange(of: [0xB7, 0xF2, 0xC2, 0xC0, 0x20, 0xA2, 0xAA, 0x20, 0x41]) != nil)
    }

    @Test func japaneseInShiftJIS() {
        let run = bytes(["split", "--bill", bill], ["LANG": "ja_JP.SJIS"])
        #expect(
            decoded(run.stdout, from: "SJIS") == """
                2,800円を2人で割り勘、1円単位で切り捨て（幹事負担: 端数は幹事が払います）
                           品目  お通し   支払い
                  健太  1,200円   800円  2,000円  幹事
                  美咲      0円   800円    800円
                品目 1,200円、お通し 1,600円、合計 2,800円
                集金 2,800円

                """)
        #expect(run.stdout.starts(with: Array("2,800".utf8) + [0x89, 0x7E]))  // 円 is 897E in Shift_JIS
    }

    /// `¥` is byte 5C in EUC-JP's ASCII half, a backslash: it is written `￥` (A1EF), two columns wide, and
    /// the columns still line up.
    @Test func yenInEUCJPIsFullWidthAndAligned() {
        let run = bytes(["settle", trip, "--lang", "en"], ["LANG": "ja_JP.eucJP"])
        #expect(
            decoded(run.stdout, from: "EUC-JP") == """
                person      paid     share    balance
                健太     ￥3,000  ￥19,000  -￥16,000
                美咲         ￥0  ￥19,000  -￥19,000
                Aki     ￥54,000  ￥19,000  +￥35,000

                2 transfers, the fewest possible:
                  健太 → Aki  ￥16,000
                  美咲 → Aki  ￥19,000

                """)
    }

    /// An encoding iconv does not know: English in ASCII, every column aligned after `¥` becomes `JPY `,
    /// names as escapes that keep them apart, never `?`.
    @Test func asciiWhereTheEncodingIsUnknown() {
        let run = Shoptools.run(["settle", trip], environment: ["LANG": "ja_JP.x-unknown"])
        #expect(
            run.stdout == #"""
                person              paid       share      balance
                \u5065\u592A   JPY 3,000  JPY 19,000  -JPY 16,000
                \u7F8E\u54B2       JPY 0  JPY 19,000  -JPY 19,000
                Aki           JPY 54,000  JPY 19,000  +JPY 35,000

                2 transfers, the fewest possible:
                  \u5065\u592A -> Aki  JPY 16,000
                  \u7F8E\u54B2 -> Aki  JPY 19,000

                """#)
        #expect(
            run.stderr
                == "shoptools: note: the locale \"ja_JP.x-unknown\" names an encoding this system cannot convert to, "
                + "so the output is in English and ASCII; set LANG=ja_JP.UTF-8 for Japanese\n")
        #expect(!run.stdout.contains("?"))
    }

    @Test func langChoosesWithoutANotice() {
        #expect(bytes(["discount", "1000", "--rate", "10", "--lang", "en"], ["LANG": "ja_JP.x-unknown"]).stderr.isEmpty)
        #expect(
            Shoptools.run(["discount", "1000", "--rate", "10"], environment: ["LANG": "ja_JP.eucJP"]).stderr.isEmpty)
    }

    @Test func standInsAndEscapes() throws {
        let ascii = LocaleCharset.ascii
        #expect(ascii.shown("健太 ¥1,000 → ≈ 🥕") == #"\u5065\u592A JPY 1,000 -> ~ \U0001F955"#)
        #expect(ascii.shown("美咲") != ascii.shown("健太"))
        #expect(ascii.columns("¥1,000") == 9)
        let eucJP = try #require(LocaleCharset.named("eucJP"))
        #expect(eucJP.shown("¥1,000 ≈ 健太 €") == #"￥1,000 ≒ 健太 EUR "#)
        #expect(eucJP.columns("¥1 → 健") == 9)  // ￥ 2, 1, space, → 2, space, 健 2
        #expect(eucJP.encode("健") == [0xB7, 0xF2])
        let shiftJIS = try #require(LocaleCharset.named("SJIS"))
        #expect(shiftJIS.encode("¥") == [0x5C])
        #expect(shiftJIS.columns("¥1") == 2)
        #expect(shiftJIS.columns("支払い") == 6)  // 支 is 8E78, a lead byte in Shift_JIS
        #expect(eucJP.columns("ｶﾀ") == 2)  // half-width katakana, 8EB6 8EC0 in EUC-JP
        #expect(LocaleCharset.named("x-unknown") == nil)
    }

    /// A UTF-8 character cut between two writes is converted whole.
    @Test func aCharacterCutBetweenWrites() throws {
        let eucJP = try #require(LocaleCharset.named("eucJP"))
        let bytes = Array("健太".utf8)
        var pending: [UInt8] = []
        #expect(eucJP.encode(utf8: Array(bytes[..<4]), pending: &pending) == [0xB7, 0xF2])
        #expect(pending == Array(bytes[3..<4]))
        #expect(eucJP.encode(utf8: Array(bytes[4...]), pending: &pending) == [0xC2, 0xC0])
        #expect(pending.isEmpty)
    }

    /// The built, statically linked executable finds glibc's converters too.
    @Test func theExecutableWritesEUCJPAndUTF8JSON() throws {
        let human = try spawned(["settle", trip], ["LANG": "ja_JP.eucJP"])
        #expect(human.firstRange(of: [0xB7, 0xF2, 0xC2, 0xC0, 0x20, 0xA2, 0xAA, 0x20, 0x41]) != nil)  // 健太 → A
        #expect(try spawned(["settle", trip, "--json"], ["LANG": "ja_JP.SJIS"]) == Array(Self.settleJSON.utf8))
    }

    /// What the built `shoptools` writes on standard output, as bytes.
    func spawned(_ arguments: [String], _ environment: [String: String]) throws -> [UInt8] {
        let out = folder.path + "/out-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        let process = Process()
        process.executableURL = Shoptools.executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Array(try Data(contentsOf: URL(fileURLWithPath: out)))
    }
}
