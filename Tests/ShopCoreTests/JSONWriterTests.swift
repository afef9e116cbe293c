import Foundation
import ShopCore
import Testing

/// `JSONWriter.encoded` writes a value's `Encodable` form in the order it encodes it, compact,
/// quoted as every JSON of the program is.
@Suite struct JSONEncoderTests {
    struct Entry: Encodable {
        let name: String
        let count: Int64
        let small: UInt8
        let flag: Bool
        let note: String?

        enum CodingKeys: String, CodingKey { case name, count, small, flag, note }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(count, forKey: .count)
            try container.encode(small, forKey: .small)
            try container.encode(flag, forKey: .flag)
            if let note { try container.encode(note, forKey: .note) } else { try container.encodeNil(forKey: .note) }
        }
    }

    @Test func fieldsAreWrittenInTheOrderEncodedWithoutSpaces() throws {
        let entries = [
            Entry(name: "Zoë \"Z\"\n", count: -12, small: 255, flag: true, note: nil),
            Entry(name: "田中", count: 0, small: 0, flag: false, note: "a/b"),
        ]
        #expect(
            try JSONWriter.encoded(entries)
                == #"[{"name":"Zoë \"Z\"\n","count":-12,"small":255,"flag":true,"note":null},"#
                + #"{"name":"田中","count":0,"small":0,"flag":false,"note":"a/b"}]"#)
        #expect(try JSONWriter.encoded(["b": [1, 2]]) == #"{"b":[1,2]}"#)
        #expect(try JSONWriter.encoded([String]()) == "[]")
        #expect(try JSONWriter.encoded(Optional<Int>.none) == "null")
    }

    struct Twice: Encodable {
        enum CodingKeys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .a)
            try container.encode(2, forKey: .b)
            try container.encode(3, forKey: .a)
        }
    }

    @Test func aKeyEncodedTwiceKeepsItsPlaceAndItsLastValue() throws {
        #expect(try JSONWriter.encoded(Twice()) == #"{"a":3,"b":2}"#)
    }

    @Test func aNumberThatIsNotAnIntegerIsRefused() {
        #expect(throws: EncodingError.self) { try JSONWriter.encoded([0.5]) }
        #expect(throws: EncodingError.self) { try JSONWriter.encoded(["x": Decimal(string: "1.5")!]) }
    }

    @Test func aPercentageIsItsNumberAsADecimalString() throws {
        let rate = try Percentage(parsing: "8.875%")
        #expect(try JSONWriter.encoded(rate) == #""8.875""#)
        #expect(try JSONDecoder().decode(Percentage.self, from: Data(#""8.875""#.utf8)) == rate)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Percentage.self, from: Data(#""120""#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Percentage.self, from: Data(#""８""#.utf8)) }
    }

    @Test(arguments: ["", "6860", "Aki \"A\"", "back\\slash", "tab\there", "line\nbreak", "\u{7F}del", "\u{1}", "田中", "🍣/寿司"])
    func textIsQuotedAsJSONStringQuotesIt(_ text: String) {
        var bytes: [UInt8] = []
        JSONWriter.appendQuoted(text, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == JSONString.quoted(text))
    }
}
