#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `{"name":"Aki","weight":"2"}`, `{"name":"Yui","amount":"3000"}`,
/// `{"name":"Ren","percent":"75"}`; someone of a head count as
/// `{"number":3,"weight":"1"}`. Numbers are decimal strings, never JSON numbers.
extension Share: Codable {
    enum CodingKeys: String, CodingKey { case name, number, weight, amount, percent }

    /// Decodes a `Share` from the form ``encode(to:)`` writes.
    ///
    /// - Throws: `DecodingError` for a missing or mistyped field, a person
    ///   with neither a name nor a number, a share with no portion or more
    ///   than one, and a number that is not a plain decimal.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let person: Person
        if let number = try container.decodeIfPresent(Int.self, forKey: .number) {
            person = .number(number)
        } else {
            person = .named(try container.decode(String.self, forKey: .name))
        }
        let given = [CodingKeys.weight, .amount, .percent].filter(container.contains)
        guard given.count == 1, let key = given.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .weight, in: container, debugDescription: "a share has one of weight, amount or percent")
        }
        let text = try container.decode(String.self, forKey: key)
        let value: Decimal
        do {
            guard DecimalCoding.isPlain(text) else { throw ShopCoreError.notADecimal(text, reason: nil) }
            value = try DecimalCoding.decimal(text)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(error)")
        }
        switch key {
        case .amount: self.init(person, .amount(value))
        case .percent:
            do { self.init(person, .percent(try Percentage(value))) } catch {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
            }
        default: self.init(person, .weight(value))
        }
    }

    /// Encodes it as its `Codable` conformance says.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch person {
        case .named(let name): try container.encode(name, forKey: .name)
        case .number(let number): try container.encode(number, forKey: .number)
        }
        switch portion {
        case .weight(let weight): try container.encode(MoneyFormat.plain(weight), forKey: .weight)
        case .amount(let amount): try container.encode(MoneyFormat.plain(amount), forKey: .amount)
        case .percent(let percentage): try container.encode(percentage.plainText, forKey: .percent)
        }
    }
}
