import ShopCore

extension Keypad {
    /// The number being typed, kept as typed (`0.`, `12.50`) so the display
    /// shows every key.
    struct Entry: Equatable, Sendable, Codable {
        var negative = false
        /// ASCII digits with at most one point; empty before the first key.
        var digits = ""

        /// True before any digit or point was typed.
        var isEmpty: Bool { digits.isEmpty }

        private var digitCount: Int { digits.count { $0 != "." } }

        /// Appends `new` digit by digit; no leading zeros, at most
        /// ``Keypad/maximumDigits`` digits (more are ignored).
        mutating func append(digits new: String) {
            for digit in new where digitCount < Keypad.maximumDigits {
                digits = digits == "0" ? String(digit) : digits + String(digit)
            }
        }

        /// `0.` on a fresh entry; nothing when the entry has a point.
        mutating func appendPoint() {
            guard !digits.contains(".") else { return }
            digits = digits.isEmpty ? "0." : digits + "."
        }

        /// Deletes the last digit or point; an entry left with none is `0`,
        /// and keeps its sign (`5 × − 8 ⌫ 2 =` is -10).
        mutating func deleteLast() {
            guard !digits.isEmpty else { return }
            digits.removeLast()
            if digits == "0" { digits = "" }
        }

        /// The entry as the display shows it: `1,980`, `0.`, `12.50`, `-0`.
        var text: String {
            let parts = (digits.isEmpty ? "0" : digits).split(separator: ".", omittingEmptySubsequences: false)
            let whole = UInt128(parts[0]).map {
                ExactDecimal(magnitude: $0).text(minimumFractionDigits: 0, groupingSeparator: comma)
            }
            return (negative ? "-" : "") + (whole ?? String(parts[0])) + (parts.count > 1 ? "." + parts[1] : "")
        }

        /// The entry's exact value.
        var value: Fraction {
            let plain = digits.filter { $0 != "." }
            let scale = digits.firstIndex(of: ".").map { digits.distance(from: $0, to: digits.endIndex) - 1 } ?? 0
            guard let magnitude = UInt128(plain),
                let exact = try? ExactDecimal(isNegative: negative, magnitude: magnitude, scale: scale)
            else { return .zero }
            return Fraction(exact)
        }
    }

    /// `value` as the display shows it: at most ``maximumDigits`` digits,
    /// grouped; rounded half to even and marked when it needs more, as
    /// `calc` rounds (`246913578025 ÷ 20 =` shows `≈ 12,345,678,901.2`).
    static func shown(_ value: Fraction) -> (text: String, isRounded: Bool) {
        let whole = value.numerator.quotientAndRemainder(dividingBy: value.denominator).quotient
        let decimals = max(0, maximumDigits - max(1, whole.isZero ? 1 : whole.decimalDigits.count))
        if let exact = value.exactDecimal?.normalized, exact.scale <= decimals {
            return (exact.text(minimumFractionDigits: 0, groupingSeparator: comma), false)
        }
        guard let unit = try? ExactDecimal(isNegative: false, magnitude: 1, scale: decimals),
            let rounded = try? value.rounded(toMultipleOf: unit, .toNearestOrEven).normalized
        else { return (value.description, true) }
        let text = rounded.isZero ? "0" : rounded.text(minimumFractionDigits: 0, groupingSeparator: comma)
        return (text, true)
    }
}

private let comma = UInt8(ascii: ",")
