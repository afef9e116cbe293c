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
/// The two ``Mode``s on the same keys:
///
/// ```
/// keys              | phone | desk
/// ------------------+-------+-------
/// 2 + 3 × 4 =       | 14    | 20
/// 2 + × 3 =         | 6     | 6
/// 5 × − 3 =         | -15   | -15
/// 5 + 3 = =         | 11    | 11
/// 2 × 3 = =         | 18    | 18
/// 1 + 2 − 3 =       | 0     | 0
/// 200 + 10 % =      | 220   | 220
/// 9800 − 30 % =     | 6,860 | 6,860
/// 1 ÷ 3 × 3 =       | 1     | 1
/// 1000 税込          | 1,100 | 1,100
/// 1 ÷ 0 =           | Error | Error
/// ```
///
/// ```swift
/// var keypad = Keypad()
/// try keypad.press(keys: "1980 × 3 = M+ 498 × 2 = M+ MR")
/// keypad.readout   // .number("6,936", isRounded: false)
/// keypad.hasMemory // true
/// ```
public struct Keypad: Sendable, Equatable {
    /// How operators combine.
    public enum Mode: String, Sendable, CaseIterable {
        /// As the iPhone calculator: × and ÷ before + and − (`2 + 3 × 4 =` is 14).
        case phone
        /// As a desk calculator (電卓): each operator at once, left to right
        /// (`2 + 3 × 4 =` is 20).
        case desk
    }

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

    /// How operators combine; ``Mode/phone`` by default, as most people's
    /// first calculator is now their phone.
    public var mode: Mode
    /// The rate of the tax keys; 10 % (Japan's standard rate) by default.
    public var taxRate: TaxRate
    /// The currency whose unit the tax keys round to.
    public var currency: Currency
    /// How the tax keys round the tax: `.towardZero` (`down`) by default, as `shoptools tax` does.
    public var taxRounding: RoundingRule

    /// The memory (`M+`, `M−`, `MR`, `MC`); zero when empty.
    public internal(set) var memory: Fraction = .zero
    /// The sum of the results of `=` since `AC` (`GT`).
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
    /// What `=` repeats.
    var lastStep: Step?

    /// A fresh keypad showing 0.
    /// - Parameters:
    ///   - mode: how operators combine (``Mode/phone`` by default).
    ///   - taxRate: the rate of the tax keys (``/Tax/TaxRate/standard``, 10 %, by default).
    ///   - currency: whose unit the tax keys round to (yen by default).
    ///   - taxRounding: how the tax is rounded (`.towardZero` (`down`) by default, as `shoptools tax`).
    public init(
        mode: Mode = .phone, taxRate: TaxRate = .standard, currency: Currency = .jpy, taxRounding: RoundingRule = .towardZero
    ) {
        self.mode = mode
        self.taxRate = taxRate
        self.currency = currency
        self.taxRounding = taxRounding
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
