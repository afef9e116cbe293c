import Testing

@testable import Cart

/// The cart file's JSON reader finds each key a line is read for by its bytes, refuses a key twice however
/// it is written, and keeps any other key apart.
@Suite struct FlatJSONTests {
    private static func decoded<Result>(_ text: String, _ body: (FlatJSON.Object?) -> Result) -> Result {
        var text = text
        return text.withUTF8 { body(FlatJSON.decode($0)) }
    }

    @Test(arguments: FlatJSON.Key.allCases)
    func eachKeyIsFoundByItsNameAndNoOther(_ key: FlatJSON.Key) {
        var name = key.name
        #expect(name.withUTF8(FlatJSON.Key.named) == key)
        for var other in [String(name.dropLast()), name + "s", String(name.dropLast()) + "_", name.uppercased(), "\0" + name] {
            #expect(other.withUTF8(FlatJSON.Key.named) == nil, "\(other)")
        }
        // Its value is found whatever its place among the others.
        let line = #"{"zz":1,"\#(name)":"v","a":null}"#
        #expect(Self.decoded(line) { $0?[key] } == .string("v"))
    }

    @Test func aKeyTwiceIsRefusedHoweverItIsWritten() {
        #expect(Self.decoded(#"{"op":"add","op":"undo"}"#) { $0 == nil })
        #expect(Self.decoded(#"{"op":"add","\u006fp":"undo"}"#) { $0 == nil })
        #expect(Self.decoded(#"{"x":1,"x":2}"#) { $0 == nil })
        #expect(Self.decoded(#"{"x":1,"\u0078":2}"#) { $0 == nil })
        #expect(
            Self.decoded(#"{"\u006fp":"undo","x":1,"count":2}"#) { [$0?[.op], $0?[.count], $0?[.total]] }
                == [.string("undo"), .integer(2), nil])
    }
}
