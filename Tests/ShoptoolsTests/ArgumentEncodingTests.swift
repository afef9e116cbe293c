import Foundation
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// Arguments under a locale whose encoding is not UTF-8 are read in that
/// encoding, as output is written in it; an argument that is not text in it
/// is refused with the argument and the byte named, never repaired to U+FFFD.
@Suite struct ArgumentEncodingTests {
    let folder: TemporaryFolder
    let cart: String

    init() throws {
        folder = try TemporaryFolder()
        cart = folder.path + "/cart.json"
    }

    static let kentaSJIS: [UInt8] = [0x8C, 0x92, 0x91, 0xBE]
    static let misakiSJIS: [UInt8] = [0x94, 0xFC, 0x8D, 0xE7]
    static let kentaEUCJP: [UInt8] = [0xB7, 0xF2, 0xC2, 0xC0]

    /// Runs the bytes in process under `environment`.
    func run(_ arguments: [[UInt8]], _ environment: [String: String]) -> (stdout: [UInt8], stderr: [UInt8], status: Int32) {
        let stdout = StringSink(), stderr = StringSink()
        let context = Context(
            environment: { environment[$0] }, stdout: stdout, stderr: stderr, input: InputSource(text: ""),
            isInteractive: false)
        let status = Program.run(arguments: arguments, context: context)
        return (stdout.bytes, stderr.bytes, status.rawValue)
    }

    func words(_ words: String...) -> [[UInt8]] { words.map { Array($0.utf8) } }

    @Test func aShiftJISLabelIsStoredAsItsCharacters() {
        let add = run(words("cart", "add", "100", "--label") + [Self.kentaSJIS] + words("--cart", cart), ["LANG": "ja_JP.SJIS"])
        #expect(add.status == 0)
        let list = Shoptools.run(["cart", "list", "--json", "--cart", cart])
        #expect(list.stdout.contains(#""label":"健太""#))
        #expect(!list.stdout.contains("\u{FFFD}"))
    }

    @Test func anEUCJPLabelIsStoredAsItsCharacters() {
        let add = run(words("cart", "add", "100", "--label") + [Self.kentaEUCJP] + words("--cart", cart), ["LANG": "ja_JP.eucJP"])
        #expect(add.status == 0)
        #expect(Shoptools.run(["cart", "list", "--json", "--cart", cart]).stdout.contains(#""label":"健太""#))
    }

    /// Two different names, which U+FFFD repair made the same word ("named twice").
    @Test func twoShiftJISNamesStayTwoPeople() {
        let split = run(
            words("split", "1000", "--person") + [Self.kentaSJIS] + words("--person") + [Self.misakiSJIS] + words("--json"),
            ["LANG": "ja_JP.SJIS"])
        #expect(split.status == 0)
        let json = String(decoding: split.stdout, as: UTF8.self)
        #expect(json.contains(#""name":"健太""#) && json.contains(#""name":"美咲""#))
    }

    /// Shift_JIS bytes under a UTF-8 locale: 0x8C cannot begin a UTF-8 character.
    @Test func bytesNotInAUTF8LocaleAreRefusedInBothLanguages() {
        let english = run(
            words("cart", "add", "100", "--label") + [Self.kentaSJIS] + words("--cart", cart), ["LANG": "en_US.UTF-8"])
        #expect(english.status == 64)
        #expect(english.stdout.isEmpty)
        #expect(
            String(decoding: english.stderr, as: UTF8.self)
                == "shoptools: error: argument 5 is not UTF-8 text, the locale's encoding (its byte 1 is 0x8C); "
                + "pass it in UTF-8 or run in a locale of its encoding\n")
        let japanese = run(
            words("cart", "add", "100", "--label") + [Self.kentaSJIS] + words("--cart", cart), ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 64)
        #expect(
            String(decoding: japanese.stderr, as: UTF8.self)
                == "shoptools: エラー: 引数 5 はロケールの文字コード UTF-8 の文字列ではありません（1バイト目が 0x8C）。"
                + "UTF-8 で渡すか、その文字コードのロケールで実行してください\n")
        #expect(!FileManager.default.fileExists(atPath: cart))
    }

    /// 0x81 0x20 is a lead byte without its trail in Shift_JIS; the message is written in Shift_JIS.
    @Test func bytesNotInShiftJISAreRefusedInShiftJIS() {
        let refused = run(
            words("split", "1000", "--person") + [[0x41, 0x81, 0x20]] + words("--person", "B"), ["LANG": "ja_JP.SJIS"])
        #expect(refused.status == 64)
        #expect(
            decoded(refused.stderr, from: "SJIS")
                == "shoptools: エラー: 引数 4 はロケールの文字コード SJIS の文字列ではありません（2バイト目が 0x81）。"
                + "SJIS で渡すか、その文字コードのロケールで実行してください\n")
        let english = run(
            words("split", "1000", "--lang", "en", "--person") + [[0x41, 0x81, 0x20]], ["LANG": "ja_JP.SJIS"])
        #expect(
            String(decoding: english.stderr, as: UTF8.self)
                == "shoptools: error: argument 6 is not SJIS text, the locale's encoding (its byte 2 is 0x81); "
                + "pass it in SJIS or run in a locale of its encoding\n")
    }

    /// An encoding iconv does not know reads ASCII alone, as it writes.
    @Test func anUnknownEncodingReadsASCIIAlone() {
        let ascii = run(words("split", "1000", "--person", "Aki", "--person", "Ben"), ["LANG": "ja_JP.x-unknown"])
        #expect(ascii.status == 0)
        let refused = run(words("split", "1000", "--person") + [Self.kentaEUCJP], ["LANG": "ja_JP.x-unknown"])
        #expect(refused.status == 64)
        #expect(String(decoding: refused.stderr, as: UTF8.self).contains("argument 4 is not x-unknown text"))
    }

    @Test(
        arguments: [
            ([0x41, 0xE5, 0x81], 2), ([0xC0, 0x80], 1), ([0x61, 0x62, 0xFF], 3), ([0xED, 0xA0, 0x80], 1),
        ] as [([UInt8], Int)])
    func theFirstByteThatIsNotUTF8IsNamed(_ bytes: [UInt8], _ byte: Int) {
        #expect(throws: ArgumentText.Undecodable(argument: 2, byte: byte, value: bytes[byte - 1], encoding: "UTF-8")) {
            try ArgumentText.decode([Array("ok".utf8), bytes], encoding: nil)
        }
    }

    /// The built executable reads its argv bytes (passed by a shell: Foundation's Process only passes UTF-8).
    @Test func theExecutableReadsShiftJISArguments() throws {
        let script = #"exec "$0" cart add 100 --label "$(printf '\214\222\221\276')" --cart "$1""#
        let add = try Shoptools.spawn(
            ["-c", script, Shoptools.executable.path, cart], environment: ["LANG": "ja_JP.SJIS"],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(add.status == 0)
        #expect(Shoptools.run(["cart", "list", "--json", "--cart", cart]).stdout.contains(#""label":"健太""#))
    }
}
