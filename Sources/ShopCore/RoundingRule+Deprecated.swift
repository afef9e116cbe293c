// The names of 0.1.0, kept for one minor version so that code written
// against 0.1 still compiles (with a warning naming the new spelling).

extension RoundingRule {
    /// Toward zero, as 0.1.0 named it.
    @available(*, deprecated, renamed: "towardZero")
    public static var down: RoundingRule { .towardZero }

    /// Away from zero, as 0.1.0 named it.
    @available(*, deprecated, renamed: "awayFromZero")
    public static var up: RoundingRule { .awayFromZero }

    /// To the nearest, half away from zero, as 0.1.0 named it.
    @available(*, deprecated, renamed: "toNearestOrAwayFromZero")
    public static var halfUp: RoundingRule { .toNearestOrAwayFromZero }

    /// To the nearest, half to even, as 0.1.0 named it.
    @available(*, deprecated, renamed: "toNearestOrEven")
    public static var halfEven: RoundingRule { .toNearestOrEven }

    /// Reads a rule as 0.1.0 did: nil for a word that is no rule.
    ///
    /// ``init(parsing:)`` reads the same words and throws
    /// ``ShopCoreError/unknownRoundingMode(_:)`` naming the word instead.
    @available(*, deprecated, message: "use init(parsing:), which throws ShopCoreError.unknownRoundingMode")
    public init?(name: String) {
        guard let rule = try? RoundingRule(parsing: name) else { return nil }
        self = rule
    }
}
