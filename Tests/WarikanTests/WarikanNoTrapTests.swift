import ShopCore
import TestSupport
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every public function of Warikan answers every value of its parameters
/// with a result or a `WarikanError`, never a trap; a result keeps the
/// split's invariants.
@Suite struct WarikanNoTrapTests {
    typealias Participant = Warikan.Participant

    /// The invariants of any split: what is paid adds up, nobody pays a
    /// negative amount, exactly one organizer, the surplus as the mode says.
    static func check(_ split: Warikan.Split, _ comment: Comment) {
        let sum = split.payments.reduce(Decimal(0)) { $0 + $1.amount.amount }
        #expect(sum == split.collected.amount, comment)
        #expect(split.payments.allSatisfy { $0.amount.amount >= 0 && $0.amount.currency == split.total.currency }, comment)
        #expect(split.payments.filter(\.isOrganizer).count == 1 && split.organizer.isOrganizer, comment)
        #expect(split.collected.amount - split.total.amount == split.surplus.amount, comment)
        #expect(split.mode == .roundUp || split.surplus.amount == 0, comment)
    }

    @Test(arguments: Extremes.integers)
    func headCounts(_ people: Int) throws {
        guard (1...Warikan.maximumPeople).contains(people) else {
            #expect(throws: WarikanError.peopleOutOfRange(people)) { try Warikan.split(Money(10000, .jpy), among: people) }
            #expect(throws: WarikanError.peopleOutOfRange(people)) { try Warikan.participants(count: people) }
            return
        }
        // The most people once (a split of 100 000 takes about a second in a debug build).
        for mode in people < Warikan.maximumPeople ? Warikan.Mode.allCases : [.roundUp] {
            let split = try Warikan.split(Money(10000, .jpy), among: people, mode: mode)
            #expect(split.people == people)
            Self.check(split, "\(people) people, \(mode)")
        }
        #expect(try Warikan.participants(count: people).count == people)
    }

    @Test(arguments: Extremes.decimals)
    func totalsAndUnits(_ value: Decimal) {
        let ordinary: [Decimal] = [1, 100, Decimal(sign: .plus, exponent: -2, significand: 25)]
        for currency in [Currency.jpy, .usd] {
            for mode in Warikan.Mode.allCases {
                for (total, unit) in [(value, nil)] + ordinary.map({ ($0 * 1000, value) }) + ordinary.map({ (value, $0) }) {
                    let comment: Comment = "\(total) \(currency) by \(unit.map(\.description) ?? "nil"), \(mode)"
                    do {
                        Self.check(try Warikan.split(Money(total, currency), among: 3, unit: unit, mode: mode), comment)
                    } catch {
                        #expect(!error.description.isEmpty, comment)
                    }
                }
            }
        }
    }

    @Test(arguments: Extremes.decimals)
    func weightsAndFixedAmounts(_ value: Decimal) {
        for basis in [Share.Portion.weight(value), .amount(value)] {
            // Encoded whatever it holds; read back only as it was, or refused.
            if let data = try? JSONEncoder().encode(Participant("A", basis)),
                let decoded = try? JSONDecoder().decode(Participant.self, from: data)
            {
                #expect(decoded == Participant("A", basis))
            }
            for organizer in [nil, "A", "B"] {
                let people = [Participant("A", basis), Participant("B")]
                do {
                    Self.check(
                        try Warikan.split(Money(10000, .jpy), among: people, organizer: organizer.map { .named($0) }), "\(basis)")
                } catch {
                    #expect(!error.description.isEmpty)
                }
            }
        }
    }

    @Test(arguments: Extremes.integers)
    func personNumbers(_ number: Int) throws {
        let person = Participant(number: number)
        #expect(person.name == "person \(number)")
        #expect(Warikan.Person.number(number).description == "person \(number)")
        let split = try Warikan.split(Money(100, .jpy), among: [person, Participant("Aki")])
        Self.check(split, "person \(number)")
        #expect(split.payments.map(\.number) == [number, nil])
    }

    @Test(arguments: Extremes.strings)
    func text(_ text: String) {
        let comment: Comment = "\(text.prefix(20))… (\(text.utf8.count) bytes)"
        _ = try? Warikan.weight(text, of: .named(text))
        _ = try? Warikan.Mode(parsing: text)
        _ = Participant(text).name
        #expect(Warikan.Person.named(text).description == text)
        if let people = try? Warikan.participants(weights: text) {
            #expect(!people.isEmpty && people.count <= Warikan.maximumPeople, comment)
        }
        for currency in [Currency.jpy, .usd] {
            _ = try? Participant(parsing: text, currency: currency)
        }
        if let spec = try? Participant.spec(text) { #expect(!spec.name.isEmpty, comment) }
        do {
            try Participant(text).validate()
            Self.check(try Warikan.split(Money(100, .jpy), among: [Participant(text)], organizer: .named(text)), comment)
        } catch {
            #expect(!error.description.isEmpty, comment)
        }
        #expect(throws: WarikanError.self) {
            try Warikan.split(Money(100, .jpy), among: [Participant("Aki\(text)x")], organizer: .named("Ren\(text)"))
        }
    }

    @Test(arguments: Extremes.strings)
    func decodingText(_ text: String) throws {
        let escaped = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        // "-0" is an amount of 0, as AmountParser reads it; every other text is refused.
        let refused = text != "-0"
        let participant = [#"{"name":\#(escaped),"weight":\#(escaped)}"#, #"{"name":"A","fixed":\#(escaped)}"#]
        for document in participant {
            #expect((try? JSONDecoder().decode(Participant.self, from: Data(document.utf8))) == nil || !refused)
        }
        let payment = [
            #"{"name":"A","weight":"1","organizer":true,"amount":\#(escaped),"currency":"JPY"}"#,
            #"{"name":"A","weight":"1","organizer":true,"amount":"1","currency":\#(escaped)}"#,
        ]
        for document in payment {
            #expect((try? JSONDecoder().decode(Warikan.Payment.self, from: Data(document.utf8))) == nil || !refused)
        }
        #expect((try? JSONDecoder().decode(Warikan.Mode.self, from: Data(escaped.utf8))) == nil)
    }

    @Test(arguments: Extremes.integers)
    func decodingNumbers(_ number: Int) {
        let person =
            #"{"name":"person \#(number)","number":\#(number),"weight":"1","amount":"0","currency":"JPY","organizer":false}"#
        let decoded = try? JSONDecoder().decode(Warikan.Payment.self, from: Data(person.utf8))
        #expect((decoded != nil) == (1...Warikan.maximumPeople).contains(number))
    }
}
