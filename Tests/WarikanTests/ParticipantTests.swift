import ShopCore
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a participant may be called and weigh.
@Suite struct ParticipantTests {
    typealias Participant = Warikan.Participant

    struct Weight: Sendable, CustomTestStringConvertible {
        let text: String, error: WarikanError
        var testDescription: String { "\(text) → \(error)" }
        init(_ text: String, _ error: WarikanError) { (self.text, self.error) = (text, error) }
    }

    static let badWeights: [Weight] = [
        Weight("33.3333333333333", .money(.tooManyDecimals("33.3333333333333", limit: 12))),
        Weight("0.0000000000001", .money(.tooManyDecimals("0.0000000000001", limit: 12))),
        Weight("1000000000000000", .money(.tooLarge("1000000000000000"))),
        Weight("0", .invalidWeight("0", person: "Ren")),
        Weight("0.000", .invalidWeight("0.000", person: "Ren")),
        Weight("-1", .invalidWeight("-1", person: "Ren")),
        Weight("-0.5", .invalidWeight("-0.5", person: "Ren")),
        Weight("x", .invalidWeight("x", person: "Ren")),
        Weight("1.5.5", .invalidWeight("1.5.5", person: "Ren")),
        Weight("", .invalidWeight("", person: "Ren")),
    ]

    @Test(arguments: badWeights)
    func weightsAreCheckedWithTheRightError(_ row: Weight) {
        #expect(throws: row.error) { try Warikan.weight(row.text, person: "Ren") }
    }

    @Test func weightsWithTrailingZerosAreFine() throws {
        #expect(try Warikan.weight("1.50000000000000000000000000000000000000000", person: "Ren") == Decimal(string: "1.5")!)
        #expect(try Warikan.weight("0.000000000001", person: "Ren") == Decimal(string: "0.000000000001")!)
        #expect(throws: WarikanError.money(.tooManyDecimals("0.3333333333333", limit: 12))) {
            try Participant(parsing: "Ren:0.3333333333333", currency: .jpy)
        }
        #expect(throws: WarikanError.money(.tooManyDecimals("1.0000000000001", limit: 12))) {
            try Warikan.participants(weights: "1,1.0000000000001")
        }
    }

    struct Name: Sendable, CustomTestStringConvertible {
        let spec: String, name: String, scalar: Unicode.Scalar
        var testDescription: String { spec.debugDescription }
        init(_ spec: String, _ name: String, _ scalar: Unicode.Scalar) {
            (self.spec, self.name, self.scalar) = (spec, name, scalar)
        }
    }

    static let unsafeNames: [Name] = [
        Name("nl\nx", "nl\nx", "\n"),
        Name("nl\nx:2", "nl\nx", "\n"),
        Name("esc\u{1B}[31m=500", "esc\u{1B}[31m", "\u{1B}"),
        Name("a\u{85}b", "a\u{85}b", "\u{85}"),
        Name("left\u{202E}right", "left\u{202E}right", "\u{202E}"),
        Name("tab\tin", "tab\tin", "\t"),
    ]

    @Test(arguments: unsafeNames)
    func namesWithControlCharactersAreRefused(_ row: Name) {
        let error = WarikanError.unsafeCharacter(name: row.name, scalar: row.scalar)
        #expect(throws: error) { try Participant(parsing: row.spec, currency: .jpy) }
        #expect(throws: error) { try Participant(row.name).validate() }
        #expect(throws: error) {
            try Warikan.split(Money(1000, .jpy), among: [Participant("Aki"), Participant(row.name)])
        }
    }

    @Test func theMessageNamesTheCodePoint() {
        #expect(
            WarikanError.unsafeCharacter(name: "nl\nx", scalar: "\n").description
                == #"name "nl\nx" has a control character (U+000A)"#)
        #expect(
            WarikanError.unsafeCharacter(name: "x\u{202E}", scalar: "\u{202E}").description
                == #"name "x\u202e" has a control character (U+202E)"#, "the override is escaped, never shown raw")
    }

    @Test func emptyNamesAreRefusedBeforeSplitting() {
        #expect(throws: WarikanError.emptyName("")) { try Participant("").validate() }
        #expect(throws: WarikanError.emptyName("")) { try Warikan.split(Money(1000, .jpy), among: [Participant("")]) }
        #expect(throws: WarikanError.emptyName("  =500")) { try Participant(parsing: "  =500", currency: .jpy) }
        #expect(throws: WarikanError.emptyName("   ")) { try Participant(parsing: "   ", currency: .jpy) }
    }

    @Test func emojiAndCJKNamesAreFine() throws {
        for name in ["田中", "👩‍👩‍👧", "❤️ Aki", "Zoë"] {
            #expect(throws: Never.self) { try Participant(name).validate() }
            #expect(try Participant(parsing: name + ":2", currency: .jpy) == Participant(name, weight: 2))
        }
    }

    @Test func theTooLargeMessageDoesNotPresumeHowTheSplitWasAsked() {
        #expect(
            WarikanError.tooLargeToSplit(Money(999_999_999_999_999, .jpy)).description
                == "splitting ¥999,999,999,999,999 this way needs more than 38 digits to be exact; try a simpler unit or weights with fewer decimals"
        )
    }
}

@Suite struct PreciseSplitInputTests {
    @Test func totalsAndWeightsWithTooManyDecimals() {
        let third = Decimal(1) / 3
        #expect(throws: WarikanError.money(.tooManyDecimals(MoneyFormat.plain(third), limit: 12))) {
            try Warikan.split(Money(third, .usd), among: 2)
        }
        let people = [Warikan.Participant("A", weight: third), Warikan.Participant("B")]
        #expect(throws: WarikanError.money(.tooManyDecimals(MoneyFormat.plain(third), limit: 12))) {
            try Warikan.split(Money(100, .jpy), among: people)
        }
    }
}

@Suite struct UnnamedParticipantTests {
    @Test func headCountsOutsideTheRangeAreRefusedNotAllocated() throws {
        #expect(try Warikan.participants(count: 3).map(\.name) == ["person 1", "person 2", "person 3"])
        for count in [0, -1, Warikan.maximumPeople + 1, Int.max, Int.min] {
            #expect(throws: WarikanError.peopleOutOfRange(count)) { try Warikan.participants(count: count) }
        }
    }
}

@Suite struct ParticipantSpecTests {
    @Test(arguments: ["A:2=5", "A=5=6", "A:2:3", "=5:2"])
    func moreThanOneSeparatorIsRefused(_ text: String) {
        #expect(throws: WarikanError.malformedPerson(text)) { try Warikan.Participant.spec(text) }
        #expect(throws: WarikanError.malformedPerson(text)) { try Warikan.Participant(parsing: text, currency: .jpy) }
    }

    @Test func theThreeForms() throws {
        #expect(try Warikan.Participant.spec("Aki") == Warikan.Participant.spec("  Aki "))
        #expect(try Warikan.Participant.spec("Boss:2").value == .weight("2"))
        #expect(try Warikan.Participant.spec("Yui=1000*3").value == .amount("1000*3"))
        #expect(try Warikan.Participant.spec("Yui=1000*3").name == "Yui")
        #expect(throws: WarikanError.emptyName(":2")) { try Warikan.Participant.spec(":2") }
    }
}

@Suite struct StoredFormTests {
    @Test func aStoredSplitTakesOnlyPlainDecimals() throws {
        let split = try Warikan.split(Money(1000, .jpy), among: 2, unit: 100)
        let json = String(decoding: try JSONEncoder().encode(split), as: UTF8.self)
        #expect(try JSONDecoder().decode(Warikan.Split.self, from: Data(json.utf8)) == split)
        for (plain, typed) in [(#""unit":"100""#, #""unit":"１００""#), (#""weight":"1""#, #""weight":"１""#)] {
            let edited = json.replacing(plain, with: typed)
            #expect(edited != json, "\(plain) is in the JSON")
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Warikan.Split.self, from: Data(edited.utf8)) }
        }
    }
}
