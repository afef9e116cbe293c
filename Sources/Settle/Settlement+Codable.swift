import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A group's settlement in one currency as `shoptools settle --json` prints it: one shape, written
/// by ``encode(to:)`` in this order.
///
/// ```
/// {"currency":"JPY","unit":"100","optimal":true,"fewest":1,"organizer":"Aki",
///  "people":[{"name":"Aki","paid":"1240","share":"620","paid_back":"0","received_back":"0","balance":"620",
///             "exact_balance":"620","exact_rounded":false},…],
///  "transfers":[{"from":"Sora","to":"Aki","amount":"600"}],"rest":[{"name":"Sora","amount":"-20"},…],
///  "conversions":[{"line":5,"label":"taxi","amount":"45.20","amount_currency":"EUR","rate":"160","exact":"7232"}]}
/// ```
///
/// The currency is written once; amounts are decimal strings in its machine form. `fewest` is
/// `null` when the plan is not proved to have the fewest transfers (`"optimal":false`). Each
/// person's exact figures (paid, share, paid back, received back, exact balance) are written
/// rounded two digits past the minor unit when they do not end within 12 decimals, and
/// `exact_rounded` says so; `balance` is the balance rounded to the unit, which the transfers
/// settle. `rest` is what the cash rounding leaves; a conversion is an expense in another
/// currency, with its line, its amount and currency, the rate (`N/D` when it does not end) and
/// what it came to.
///
/// Only `Encodable`: the exact figures are fractions its JSON rounds. An app stores the group
/// (its file or its ``Group``) and settles it again.
extension Settlement: Encodable {
    enum CodingKeys: String, CodingKey {
        case currency, unit, optimal, fewest, organizer, people, transfers, rest, conversions
    }

    enum PersonKeys: String, CodingKey {
        case exactRounded = "exact_rounded"
    }

    enum ConversionKeys: String, CodingKey {
        case line, label, amount
        case amountCurrency = "amount_currency"
        case rate, exact
    }

    /// Encodes it in the shape above, fields in that order: amounts as decimal strings, never JSON numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(MoneyFormat.plain(unit), forKey: .unit)
        try container.encode(isOptimal, forKey: .optimal)
        try container.encode(fewest, forKey: .fewest)
        try container.encode(organizer, forKey: .organizer)
        var people = container.nestedUnkeyedContainer(forKey: .people)
        for person in self.people {
            let entry = people.superEncoder()
            try Self.encode(person, Self.personFields, currency, to: entry)
            var flag = entry.container(keyedBy: PersonKeys.self)
            try flag.encode(!person.exact.isShownExactly(in: currency), forKey: .exactRounded)
        }
        var transfers = container.nestedUnkeyedContainer(forKey: .transfers)
        for transfer in self.transfers { try Self.encode(transfer, Self.transferFields, currency, to: transfers.superEncoder()) }
        var rest = container.nestedUnkeyedContainer(forKey: .rest)
        for each in rests { try Self.encode(each, Self.restFields, currency, to: rest.superEncoder()) }
        var conversions = container.nestedUnkeyedContainer(forKey: .conversions)
        for conversion in self.conversions {
            var entry = conversions.nestedContainer(keyedBy: ConversionKeys.self)
            try entry.encode(conversion.id, forKey: .line)
            try entry.encode(conversion.label, forKey: .label)
            try DecimalCoding.encode(conversion.amount, to: &entry, .amount)
            try entry.encode(conversion.amount.currency, forKey: .amountCurrency)
            try entry.encode(conversion.exactRate.exactText, forKey: .rate)
            try entry.encode(MoneyFormat.plain(conversion.exact.amount), forKey: .exact)
        }
    }

    /// `value` as an object of `fields`, in their order.
    private static func encode<Value>(
        _ value: Value, _ fields: [Field<Value>], _ currency: Currency, to encoder: any Encoder
    )
        throws
    {
        var container = encoder.container(keyedBy: FieldKey.self)
        for field in fields { try container.encode(field.value(value, currency), forKey: FieldKey(field.json)) }
    }

    /// A field's key, from its table.
    private struct FieldKey: CodingKey {
        let stringValue: String
        init(_ key: String) { stringValue = key }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// One field of a settlement as its JSON (the key) and a CSV export (the column) both write
    /// it, from the one value.
    package struct Field<Value>: Sendable {
        /// The JSON key.
        package let json: String
        /// The CSV column's heading.
        package let csv: String
        /// The text written, in the settlement's currency.
        package let value: @Sendable (Value, Currency) -> String

        init(_ json: String, csv: String? = nil, _ value: @escaping @Sendable (Value, Currency) -> String) {
            self.json = json
            self.csv = csv ?? json
            self.value = value
        }
    }

    /// A person's figures.
    ///
    /// A figure that does not terminate is written rounded (two digits past the minor
    /// unit); the JSON flags it (`exact_rounded`).
    package static let personFields: [Field<Balance>] = [
        Field("name", csv: "person") { person, _ in person.name },
        Field("paid") { person, currency in person.exact.paid.machineText(in: currency).text },
        Field("share") { person, currency in person.exact.share.machineText(in: currency).text },
        Field("paid_back") { person, currency in person.exact.paidBack.machineText(in: currency).text },
        Field("received_back") { person, currency in person.exact.receivedBack.machineText(in: currency).text },
        Field("balance") { person, _ in person.balance.machineText },
        Field("exact_balance") { person, currency in person.exact.balance.machineText(in: currency).text },
    ]

    /// A transfer of the plan.
    package static let transferFields: [Field<Transfer>] = [
        Field("from") { transfer, _ in transfer.from },
        Field("to") { transfer, _ in transfer.to },
        Field("amount") { transfer, _ in transfer.amount.machineText },
    ]

    /// What the cash rounding leaves of one person's balance.
    package static let restFields: [Field<Rest>] = [
        Field("name", csv: "person") { rest, _ in rest.name },
        Field("amount", csv: "rest") { rest, _ in rest.amount.machineText },
    ]
}

/// A group settled as `shoptools settle --json` prints it: the one ``Settlement`` of a group
/// settled in one currency, with `"later":N` after its fields when dated lines were left for
/// later; several currencies (`--per-currency`, or currencies without rates) as
/// `{"settlements":[…]}`, `"later"` after them.
///
/// Only `Encodable`, as ``Settlement`` is.
public struct SettlementReport: Sendable, Hashable, Encodable {
    /// The settlements, one a currency, in the group's order of currencies.
    public let settlements: [Settlement]
    /// How many dated lines were left for later (``Group/laterLines``).
    public let later: Int

    /// The report of `settlements`, `later` dated lines left for later.
    /// - Parameters:
    ///   - settlements: what ``Group/settle(_:)`` gives.
    ///   - later: ``Group/laterLines`` of the group settled.
    public init(_ settlements: [Settlement], later: Int = 0) {
        self.settlements = settlements
        self.later = later
    }

    enum CodingKeys: String, CodingKey {
        case settlements, later
    }

    /// Encodes it in the shape above.
    public func encode(to encoder: any Encoder) throws {
        if settlements.count == 1 {
            try settlements[0].encode(to: encoder)
        } else {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(settlements, forKey: .settlements)
        }
        if later > 0 {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(later, forKey: .later)
        }
    }
}
