import ShopCore
import Tax

/// A calculator's keypad and display: an app feeds it key presses and reads
/// what the display shows, as on a phone calculator or a desk calculator (電卓).
///
/// Every value is an exact ``/ShopCore/Fraction``, rounded only where it is
/// shown, so `1 ÷ 3 × 3 =` is 1. The display shows at most 12 digits; the
/// whole calculation, memory and grand total survive a restart through
/// `Codable`.
///
/// The three ``Convention``s on the same keys (the whole table, with the
/// sources, is in the Calculator documentation):
///
/// ```
/// keys                 | phone | SHARP式   | CASIO式
/// ---------------------+-------+-----------+-----------------
/// 2 + 3 × 4 =          | 14    | 20        | 20
/// 5 × − 3 =            | -15   | 2         | 2
/// 2 × 3 = =            | 18    | 12        | 6
/// 2 × × 3 = 4 =        | 12    | 8         | 8
/// 200 + 10 %           | 20    | 220       | ≈ 222.222222222
/// 198 − 300 %          | 594   | -396      | -34
/// 1.05 × 10000 = = =   | Error | 11,576.25 | 10,500
/// 10 ÷ 20 % 8 %        | 0.08  | 40        | 0.08
/// 20 ÷ ÷ 10 %          | 0.1   | 200       | 50
/// ± 5                  | -5    | 5         | 5
/// 1000 税込             | 1,100 | 1,100     | 1,100
/// 1 ÷ 0 =              | Error | Error     | Error
/// ```
///
/// ```swift
/// var keypad = Keypad()
/// try keypad.press(keys: "1980 × 3 = M+ 498 × 2 = M+ MR")
/// keypad.readout   // .number("6,936", isRounded: false)
/// keypad.hasMemory // true
/// ```
public struct Keypad: Sendable, Equatable {
    /// How the keys combine: as a phone, or as one of the two families of
    /// Japanese desk calculators (電卓).
    ///
    /// ```
    /// keys                 | phone | sharp     | casio
    /// ---------------------+-------+-----------+-----------------
    /// 2 + 3 × 4 =          | 14    | 20        | 20
    /// 2 × 3 = =            | 18    | 12        | 6
    /// 200 + 10 %           | 20    | 220       | ≈ 222.222222222
    /// 10 ÷ 200 %           | 2     | 5         | 5
    /// ```
    public enum Convention: String, Sendable, CaseIterable {
        /// As the iPhone calculator: × and ÷ before + and − (`2 + 3 × 4 =` is
        /// 14), `%` a percentage waiting for `=` (`200 + 10 % =` is 220).
        case phone
        /// SHARP式, as nearly every maker but Casio: each operator at once
        /// (`2 + 3 × 4 =` is 20), `%` completes the calculation (`200 + 10 %`
        /// is 220), `=` again repeats the calculation with the first factor
        /// of `×` or the second operand of `+ − ÷` kept (`2 × 3 = =` is 12);
        /// `%` keeps the first factor of `×` and the divisor of `÷` for the
        /// next number (`10 ÷ 20 % 8 %` is 40).
        case sharp
        /// CASIO式: each operator at once, `%` completes the calculation with
        /// mark-up on `+` (`198 + 34 %` is 300) and the change on `−`
        /// (`198 − 300 %` is -34); a constant only when an operator is
        /// pressed twice (`2 × × 3 = 4 =` is 8), so `2 × 3 = =` is 6; `%`
        /// takes the constant too (`20 ÷ ÷ 10 %` is 50), and ``Keypad/hasConstant``
        /// lights K.
        case casio

        /// SHARP式: the desk calculator of today's `--desk`.
        @available(*, deprecated, renamed: "sharp")
        public static var desk: Convention { .sharp }

        /// True for the desk calculators (``sharp`` and ``casio``).
        public var isDesk: Bool { self != .phone }
    }

    /// How operators combine.
    @available(*, deprecated, renamed: "Convention")
    public typealias Mode = Convention

    /// Why the display shows an error; only ``Key/allClear`` or
    /// ``Key/clearEntry`` leaves it.
    public enum Failure: String, Sendable, Equatable {
        /// A division by zero (`1 ÷ 0 =`).
        case divisionByZero
        /// A value whose whole part has more than 12 digits (`999999999999 + 1 =`).
        case overflow
    }

    /// What the clear key is labelled, as on a phone: `C` while an entry is
    /// being typed (it clears only the entry), `AC` otherwise.
    public enum ClearLabel: String, Sendable, Equatable {
        /// AC: all clear.
        case allClear = "AC"
        /// C: clear the entry.
        case clearEntry = "C"
    }

    /// What the display shows.
    public enum Readout: Sendable, Equatable {
        /// Digits, grouped (`6,860`, `0.`, `-0`); `isRounded` when the value
        /// needs more than 12 digits and is shown rounded.
        case number(String, isRounded: Bool)
        /// The error state.
        case error(Failure)
    }

    /// The most digits an entry or the display holds.
    public static let maximumDigits = 12

    /// How the keys combine; ``Convention/phone`` by default, as most
    /// people's first calculator is now their phone.
    public var convention: Convention

    /// How the keys combine.
    @available(*, deprecated, renamed: "convention")
    public var mode: Convention {
        get { convention }
        set { convention = newValue }
    }
    /// The rate of the tax keys; 10 % (Japan's standard rate) by default.
    public var taxRate: Percentage
    /// The currency whose unit the tax keys round to.
    public var currency: Currency
    /// How the tax keys round the tax: `.towardZero` (`down`) by default, as `shoptools tax` does.
    public var taxRounding: RoundingRule

    /// The memory (`M+`, `M−`, `MR`, `MC`); zero when empty.
    public internal(set) var memory: Fraction = .zero
    /// The sum of the results of `=` since `AC` (`GT`); on a desk calculator
    /// of `%` too, and not of a `=` that computes nothing.
    public internal(set) var grandTotal: Fraction = .zero
    /// Why the display shows an error, or nil.
    public internal(set) var failure: Failure?

    /// What is being typed, or what the display holds.
    enum Phase: Equatable, Sendable {
        /// An entry is being typed.
        case entering(Entry)
        /// An operator was just pressed; `negative` after `−` following `×`/`÷` or `±`.
        case awaitingOperand(negative: Bool)
        /// A result or a recalled value is shown: a digit starts a new number.
        case shown
    }

    var phase: Phase = .shown
    /// The value shown when no entry is being typed.
    var shownValue: Fraction = .zero
    /// Operands waiting for their right-hand side, at most two (phone mode:
    /// a sum waiting for a product).
    var pending: [Step] = []
    /// What `=` repeats: the value kept and its operator; `=` computes
    /// `value × display` for `×` and `display op value` for the others.
    var lastStep: Step?
    /// CASIO式: the constant (K) an operator pressed twice sets, applied as
    /// ``lastStep`` is, until another operator or `AC`.
    var constant: Step?
    /// CASIO式, just after `a × b %` or `a + b %`: `a` and the operator, so
    /// `+` and `−` can add or take the percentage (`100 × 10 % +` is 110).
    var percentBase: Step?
    /// CASIO式: the display shows the memory or the grand total (`MR`, `GT`),
    /// or a `%` through K, which `M+` takes through K as it takes a number typed.
    var isRecalled = false
    /// SHARP式, just after `%`: the display shows its result, which `=` leaves
    /// as it is (as `M+` adds it as shown: `10 ÷ 20 % M+` stores 50), though
    /// the constant `%` kept applies to the next number (`10 ÷ 20 % 8 %` is 40).
    var isPercentShown = false

    /// A fresh keypad showing 0.
    /// - Parameters:
    ///   - convention: how the keys combine (``Convention/phone`` by default).
    ///   - taxRate: the rate of the tax keys (``/Tax/ShopCore/Percentage/standard``, 10 %, by default).
    ///   - currency: whose unit the tax keys round to (yen by default).
    ///   - taxRounding: how the tax is rounded (`.towardZero` (`down`) by default, as `shoptools tax`).
    public init(
        convention: Convention = .phone, taxRate: Percentage = .standard, currency: Currency = .jpy,
        taxRounding: RoundingRule = .towardZero
    ) {
        self.convention = convention
        self.taxRate = taxRate
        self.currency = currency
        self.taxRounding = taxRounding
    }

    /// A fresh keypad showing 0.
    @available(*, deprecated, renamed: "init(convention:taxRate:currency:taxRounding:)")
    public init(
        mode: Convention, taxRate: Percentage = .standard, currency: Currency = .jpy, taxRounding: RoundingRule = .towardZero
    ) {
        self.init(convention: mode, taxRate: taxRate, currency: currency, taxRounding: taxRounding)
    }

    /// The value on the display, exactly; nil in the error state.
    public var value: Fraction? {
        guard failure == nil else { return nil }
        if case .entering(let entry) = phase { return entry.value }
        return shownValue
    }

    /// True when the memory holds a value other than zero (the M indicator).
    public var hasMemory: Bool { !memory.isZero }

    /// True when the grand total is not zero (the GT indicator).
    public var hasGrandTotal: Bool { !grandTotal.isZero }

    /// True while CASIO式's constant is set (the K indicator): from an
    /// operator pressed twice (`2 × ×`) until another operator or `AC`.
    public var hasConstant: Bool { constant != nil }

    /// The label of the clear key now.
    public var clearLabel: ClearLabel {
        if failure == nil, case .entering(let entry) = phase, !entry.isEmpty { return .clearEntry }
        return .allClear
    }

    /// What the display shows now.
    public var readout: Readout {
        if let failure { return .error(failure) }
        switch phase {
        case .entering(let entry): return .number(entry.text, isRounded: false)
        case .awaitingOperand(let negative) where negative: return .number("-0", isRounded: false)
        case .awaitingOperand, .shown:
            let shown = Keypad.shown(shownValue)
            return .number(shown.text, isRounded: shown.isRounded)
        }
    }
}
