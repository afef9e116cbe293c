import ShopCore
import Tax

/// Written as its name (`"phone"`, `"sharp"`, `"casio"`); `"desk"`, which
/// keypads wrote before the two conventions, reads as SHARP式.
extension Keypad.Convention: Codable {
    /// Reads a convention's name, or `"desk"` as ``sharp``.
    /// - Throws: `DecodingError` for any other word.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let convention = name == "desk" ? .sharp : Self(rawValue: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown convention \(name)")
        }
        self = convention
    }

    /// Writes the convention's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Keypad.Failure: Codable {}
extension Keypad.Operator: Codable {}

/// A keypad is stored whole, so an app restored from the background shows
/// the same display and finishes the same calculation: values as exact
/// fractions in text (`"1/3"`, `"-6860"`), never as binary numbers. A
/// desk keypad adds what only it keeps, when it keeps it: CASIO式's
/// `"constant"` (K) and `"percent_base"`, `"recalled"`, and SHARP式's
/// `"percent_shown"` just after `%`. A keypad written
/// before the conventions (`"mode":"desk"`) reads as SHARP式.
///
/// ```json
/// {"mode":"phone","tax_rate":"10","currency":"JPY","tax_rounding":"down","memory":"6936",
///  "grand_total":"6936","shown":"6936","pending":[],"phase":"shown"}
/// ```
extension Keypad: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, currency, memory, failure, shown, pending, entry, negative, phase, constant, recalled
        case taxRate = "tax_rate", taxRounding = "tax_rounding", grandTotal = "grand_total", lastStep = "last_step"
        case percentBase = "percent_base", percentShown = "percent_shown"
    }

    /// One step as stored: `{"value":"5","op":"+"}`.
    private struct StoredStep: Codable {
        let value: StoredFraction
        let op: Keypad.Operator

        init(_ step: Step) { (value, op) = (StoredFraction(step.value), step.op) }

        var step: Step { Step(value: value.value, op: op) }
    }

    /// Encodes the keypad's whole state.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(convention, forKey: .mode)
        try container.encode(taxRate, forKey: .taxRate)
        try container.encode(currency, forKey: .currency)
        try container.encode(taxRounding, forKey: .taxRounding)
        try container.encode(StoredFraction(memory), forKey: .memory)
        try container.encode(StoredFraction(grandTotal), forKey: .grandTotal)
        try container.encodeIfPresent(failure, forKey: .failure)
        try container.encode(StoredFraction(shownValue), forKey: .shown)
        try container.encode(pending.map(StoredStep.init), forKey: .pending)
        try container.encodeIfPresent(lastStep.map(StoredStep.init), forKey: .lastStep)
        try container.encodeIfPresent(constant.map(StoredStep.init), forKey: .constant)
        try container.encodeIfPresent(percentBase.map(StoredStep.init), forKey: .percentBase)
        if isRecalled { try container.encode(true, forKey: .recalled) }
        if isPercentShown { try container.encode(true, forKey: .percentShown) }
        switch phase {
        case .entering(let entry):
            try container.encode("entering", forKey: .phase)
            try container.encode(entry, forKey: .entry)
        case .awaitingOperand(let negative):
            try container.encode("operator", forKey: .phase)
            try container.encode(negative, forKey: .negative)
        case .shown:
            try container.encode("shown", forKey: .phase)
        }
    }

    /// Decodes a keypad encoded by ``encode(to:)``.
    /// - Throws: `DecodingError` for a value that is not an exact fraction,
    ///   an unknown phase, or an entry that is not digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            convention: try container.decode(Convention.self, forKey: .mode),
            taxRate: try container.decodeTaxRate(forKey: .taxRate),
            currency: try container.decode(Currency.self, forKey: .currency),
            taxRounding: try container.decode(RoundingRule.self, forKey: .taxRounding))
        memory = try container.decode(StoredFraction.self, forKey: .memory).value
        grandTotal = try container.decode(StoredFraction.self, forKey: .grandTotal).value
        failure = try container.decodeIfPresent(Failure.self, forKey: .failure)
        shownValue = try container.decode(StoredFraction.self, forKey: .shown).value
        let steps = try container.decode([StoredStep].self, forKey: .pending)
        guard steps.count <= 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: .pending, in: container, debugDescription: "more than two pending steps")
        }
        pending = steps.map(\.step)
        lastStep = try container.decodeIfPresent(StoredStep.self, forKey: .lastStep)?.step
        constant = try container.decodeIfPresent(StoredStep.self, forKey: .constant)?.step
        percentBase = try container.decodeIfPresent(StoredStep.self, forKey: .percentBase)?.step
        isRecalled = try container.decodeIfPresent(Bool.self, forKey: .recalled) ?? false
        isPercentShown = try container.decodeIfPresent(Bool.self, forKey: .percentShown) ?? false
        switch try container.decode(String.self, forKey: .phase) {
        case "entering":
            let entry = try container.decode(Entry.self, forKey: .entry)
            guard Self.isValid(entry) else {
                throw DecodingError.dataCorruptedError(forKey: .entry, in: container, debugDescription: "not an entry")
            }
            phase = .entering(entry)
        case "operator": phase = .awaitingOperand(negative: try container.decode(Bool.self, forKey: .negative))
        case "shown": phase = .shown
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .phase, in: container, debugDescription: "unknown phase \(other)")
        }
    }

    /// Digits with at most one point, and no more than the display holds.
    private static func isValid(_ entry: Entry) -> Bool {
        let digits = entry.digits.filter { $0 != "." }
        return entry.digits.count - digits.count <= 1 && digits.count <= maximumDigits
            && digits.allSatisfy { $0.isASCII && $0.isNumber } && (entry.digits.isEmpty || !digits.isEmpty)
    }
}

/// A fraction as text, `numerator/denominator` in lowest terms (`"1/3"`,
/// `"-5/2"`, `"7"`), as ``/ShopCore/Fraction/description`` writes it.
private struct StoredFraction: Codable {
    let value: Fraction

    init(_ value: Fraction) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self.parse(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an exact fraction: \(text)")
        }
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.description)
    }

    private static func parse(_ text: String) -> Fraction? {
        let negative = text.hasPrefix("-")
        let parts = text.dropFirst(negative ? 1 : 0).split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let numerator = digits(parts[0]) else { return nil }
        let denominator = parts.count == 2 ? digits(parts[1]) : .one
        guard let denominator else { return nil }
        return try? Fraction(isNegative: negative, numerator: numerator, denominator: denominator)
    }

    /// ASCII digits as an integer, at most ``/ShopCore/Fraction/maximumDigits`` of them.
    private static func digits(_ text: Substring) -> BigUInt? {
        guard !text.isEmpty, text.count <= Fraction.maximumDigits, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        let ten = BigUInt(10)
        return text.reduce(BigUInt(0)) { $0 * ten + BigUInt($1.wholeNumberValue ?? 0) }
    }
}
