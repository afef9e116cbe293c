import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Warikan {
    /// One person at the table and how their part is decided: ShopCore's one
    /// model of a share (``/ShopCore/Share``), by weight (`Boss:2`, weight 1
    /// unless given) or a fixed amount (`Yui=3000`, ``/ShopCore/Share/Portion/amount(_:)``).
    ///
    /// A percentage has no place in a split of a total
    /// (``WarikanError/malformedPerson(_:)``). Someone given by head count or
    /// weights is ``/ShopCore/Person/number(_:)``, so each language names them its own way.
    public typealias Participant = Share
}

extension Share {
    /// Checks the name: not empty, and without a character that must not
    /// reach a terminal (`DisplayText.firstUnsafeScalar(in:)`); a split
    /// takes no percentage.
    /// - Throws: ``WarikanError/emptyName(_:)``, ``WarikanError/unsafeCharacter(name:scalar:)``,
    ///   ``WarikanError/malformedPerson(_:)`` for a percentage.
    public func validate() throws(WarikanError) {
        if case .named(let name) = person {
            guard !name.isEmpty else { throw .emptyName(name) }
            if let scalar = DisplayText.firstUnsafeScalar(in: name) { throw .unsafeCharacter(name: name, scalar: scalar) }
        }
        if case .percent = portion { throw .malformedPerson(description) }
    }

    /// Reads `NAME`, `NAME:WEIGHT` or `NAME=AMOUNT` (`Boss:2`, `Aki`, `Yui=3000`) as a split's participant.
    /// - Throws: ``WarikanError`` for an empty name, a name with a control
    ///   character, a weight that is not positive, an amount that is not
    ///   an amount, and a percentage.
    public init(parsing text: String, currency: Currency) throws(WarikanError) {
        let spec = try Self.spec(text)
        switch spec.value {
        case .weight(let weight): self.init(spec.name, .weight(try Warikan.weight(weight, person: spec.name)))
        case .amount(let amount):
            do {
                self.init(spec.name, .amount(try AmountParser.amount(amount, currency: currency)))
            } catch {
                throw .money(error)
            }
        case nil, .percent: self.init(spec.name)
        }
    }

    /// `NAME`, `NAME:WEIGHT` or `NAME=AMOUNT` taken apart by the one reader
    /// of a share (``/ShopCore/Share/Spec``), its errors in Warikan's words; a percentage
    /// (`NAME=P%`) has no place in a split.
    /// - Throws: ``WarikanError/malformedPerson(_:)``, ``WarikanError/emptyName(_:)``,
    ///   ``WarikanError/unsafeCharacter(name:scalar:)``.
    public static func spec(_ text: String) throws(WarikanError) -> Share.Spec {
        let spec: Share.Spec
        do {
            spec = try Share.Spec(text)
        } catch .unsafeName(let name, let scalar) {
            throw .unsafeCharacter(name: name, scalar: scalar)
        } catch {
            let trimmed = TextNormalizer.foldedAndTrimmed(text)
            let unnamed = trimmed.isEmpty || trimmed.first == ":" || trimmed.first == "="
            let separators = trimmed.filter { $0 == ":" || $0 == "=" }.count
            throw unnamed && separators <= 1 ? .emptyName(text) : .malformedPerson(text)
        }
        if case .percent = spec.value { throw .malformedPerson(text) }
        return spec
    }
}

extension Warikan {
    /// Who an error is about: someone named, or the Nth of people given by
    /// head count or weights (``/ShopCore/Person``).
    public typealias Person = ShopCore.Person

    /// Reads a weight: a positive plain decimal with at most
    /// ``/ShopCore/Bounds/maximumDecimals`` decimals, below 10^15.
    /// - Throws: ``WarikanError/invalidWeight(_:person:)`` for text that is
    ///   not a number and for zero or less; ``WarikanError/money(_:)`` with
    ///   ``/ShopCore/ShopCoreError/tooManyDecimals(_:limit:)`` or
    ///   ``/ShopCore/ShopCoreError/tooLarge(_:)`` for a number out of bounds.
    public static func weight(_ text: String, person: String) throws(WarikanError) -> Decimal {
        try weight(text, of: .named(person))
    }

    /// Reads the weight of `person`; see ``weight(_:person:)``.
    public static func weight(_ text: String, of person: Person) throws(WarikanError) -> Decimal {
        let weight: Decimal
        do {
            weight = try AmountParser.decimal(text, allowsNegative: true)
        } catch .tooManyDecimals(let number, let limit) {
            throw .money(.tooManyDecimals(number, limit: limit))
        } catch .tooLarge(let number) {
            throw .money(.tooLarge(number))
        } catch {
            throw .invalidWeight(text, person: person)
        }
        guard weight > 0 else { throw .invalidWeight(text, person: person) }
        return weight
    }

    /// Reads `--weights 2,1.5,1`: one positive decimal a person, named person 1 … N.
    /// - Throws: ``WarikanError/invalidWeight(_:person:)``, ``WarikanError/peopleOutOfRange(_:)``.
    public static func participants(weights text: String) throws(WarikanError) -> [Participant] {
        let parts = TextNormalizer.foldedAndTrimmed(text).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= maximumPeople else { throw .peopleOutOfRange(parts.count) }
        var result: [Participant] = []
        result.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            let weight = try weight(String(part), of: .number(index + 1))
            result.append(Participant(number: index + 1, weight: weight))
        }
        return result
    }
}
