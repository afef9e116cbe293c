import ShopCore

/// `settle FILE --expenses --json`, one shape written by ``encode(to:)`` in this order:
///
/// ```
/// {"currency":"JPY","people":["Aki","Ren","Sora"],"expenses":[{"id":"k3f9a2m7","date":"2026-12-01",
///  "line":4,"kind":"expense","label":"dinner","amount":"1000","currency":"JPY","converted":null,
///  "rate":null,"settled_in":"JPY","paid_by":{"Aki":"1000"},"shares":{"Aki":"1000/3","Ren":"1000/3",
///  "Sora":"1000/3"},"rounded_shares":{"Aki":"333","Ren":"334","Sora":"333"}}],"later":0}
/// ```
///
/// `id` and `date` are `null` for a line without them, `converted` and `rate` for an expense not converted.
/// Amounts are decimal strings in their currency's machine form (``/ShopCore/Money/machineText``), never
/// JSON numbers; an exact part or rate is a decimal where it terminates, else `numerator/denominator`
/// (``/ShopCore/Fraction/exactText``). `paid_by`, `shares` and `rounded_shares` are objects keyed by name, in
/// the group's order, in the `settled_in` currency.
///
/// Decoding reads the same shape: a missing or mistyped field is a `DecodingError`, an amount, a rate or a
/// part that is not one of these forms `DecodingError.dataCorrupted` naming it.
extension ExpenseList: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, people, expenses, later
    }

    /// Decodes a list from the form ``encode(to:)`` writes.
    /// - Throws: `DecodingError` as the type's documentation says.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currency = try container.decode(Currency.self, forKey: .currency)
        people = try container.decode([String].self, forKey: .people)
        let places = Dictionary(people.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // An object's keys may come back in any order: the parts are in the group's.
        entries = try container.decode([Entry].self, forKey: .expenses).map { $0.ordered(by: places) }
        later = try container.decode(Int.self, forKey: .later)
    }

    /// Encodes it as the type's documentation shows.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(people, forKey: .people)
        try container.encode(entries, forKey: .expenses)
        try container.encode(later, forKey: .later)
    }
}

extension ExpenseList.Entry: Codable {
    enum CodingKeys: String, CodingKey {
        case id, date, line, kind, label, amount, currency, converted, rate
        case settledIn = "settled_in"
        case paidBy = "paid_by"
        case shares
        case roundedShares = "rounded_shares"
    }

    /// A person's name as a key of `paid_by`, `shares` and `rounded_shares`.
    struct NameKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes an entry from the form ``encode(to:)`` writes.
    /// - Throws: `DecodingError` as ``ExpenseList``'s documentation says.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(EntryID.self, forKey: .id)
        date = try container.decodeIfPresent(CalendarDay.self, forKey: .date)
        line = try container.decode(Int.self, forKey: .line)
        kind = try container.decode(Expense.Kind.self, forKey: .kind)
        label = try container.decode(String.self, forKey: .label)
        let paidIn = try container.decode(Currency.self, forKey: .currency)
        amount = Money(try DecimalCoding.decode(container, .amount), paidIn)
        let settledIn = try container.decode(Currency.self, forKey: .settledIn)
        self.settledIn = settledIn
        converted = try container.decodeIfPresent(String.self, forKey: .converted).map { _ in
            Money(try DecimalCoding.decode(container, .converted), settledIn)
        }
        rate = try container.decodeIfPresent(String.self, forKey: .rate).map { text in
            try Self.exact(text, container, .rate)
        }
        func parts(_ key: CodingKeys) throws -> [ExpenseShares.Part] {
            let object = try container.nestedContainer(keyedBy: NameKey.self, forKey: key)
            return try object.allKeys.map { name in
                let text = try object.decode(String.self, forKey: name)
                do throws(ShopCoreError) {
                    return ExpenseShares.Part(name: name.stringValue, amount: try Fraction(exactText: text))
                } catch {
                    throw DecimalCoding.corrupted(object, name, error)
                }
            }
        }
        paidBy = try parts(.paidBy)
        shares = try parts(.shares)
        roundedShares = try parts(.roundedShares)
    }

    /// The entry with its parts in the order of `places` (a name's place in the group), names not in it last.
    func ordered(by places: [String: Int]) -> Self {
        func sorted(_ parts: [ExpenseShares.Part]) -> [ExpenseShares.Part] {
            parts.sorted { (places[$0.name] ?? .max, $0.name) < (places[$1.name] ?? .max, $1.name) }
        }
        return Self(
            id: id, date: date, line: line, kind: kind, label: label, amount: amount, converted: converted, rate: rate,
            settledIn: settledIn, paidBy: sorted(paidBy), shares: sorted(shares), roundedShares: sorted(roundedShares))
    }

    /// `text` read as an exact value, or `DecodingError.dataCorrupted` at `key`.
    private static func exact(
        _ text: String, _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
    ) throws -> Fraction {
        do throws(ShopCoreError) {
            return try Fraction(exactText: text)
        } catch {
            throw DecimalCoding.corrupted(container, key, error)
        }
    }

    /// Encodes it as ``ExpenseList``'s documentation shows.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id?.text, forKey: .id)
        try container.encode(date?.description, forKey: .date)
        try container.encode(line, forKey: .line)
        try container.encode(kind, forKey: .kind)
        try container.encode(label, forKey: .label)
        try container.encode(amount.machineText, forKey: .amount)
        try container.encode(amount.currency, forKey: .currency)
        try container.encode(converted?.machineText, forKey: .converted)
        try container.encode(rate?.exactText, forKey: .rate)
        try container.encode(settledIn, forKey: .settledIn)
        for (key, parts) in [(CodingKeys.paidBy, paidBy), (.shares, shares), (.roundedShares, roundedShares)] {
            var object = container.nestedContainer(keyedBy: NameKey.self, forKey: key)
            for part in parts {
                try object.encode(ExpenseList.text(part.amount, settledIn), forKey: NameKey(stringValue: part.name))
            }
        }
    }
}

extension ExpenseList {
    /// An exact part as JSON and CSV write it: a decimal in `currency`'s machine form where it terminates
    /// (`3700`, `22.60`), else `numerator/denominator` (``/ShopCore/Fraction/exactText``).
    static func text(_ value: Fraction, _ currency: Currency) -> String {
        value.exactDecimal.map { MoneyFormat.machine($0, currency) } ?? value.exactText
    }
}
