import ShopCore

extension Keypad {
    /// The four operators.
    public enum Operator: String, Sendable, CaseIterable {
        /// `+`.
        case add = "+"
        /// `−`.
        case subtract = "−"
        /// `×`.
        case multiply = "×"
        /// `÷`.
        case divide = "÷"

        /// True for × and ÷, which a phone calculator does before + and −.
        var isMultiplicative: Bool { self == .multiply || self == .divide }
    }

    /// A key of the keypad.
    public enum Key: Sendable, Hashable {
        /// A digit, 0–9; another value does nothing.
        case digit(Int)
        /// `00`: two zeros (as many as still fit).
        case doubleZero
        /// `.`: `0.` on a fresh entry; a second one in an entry is ignored.
        case point
        /// `+ − × ÷`; the last of several in a row counts, except on a phone
        /// `−` after `×` or `÷`, which is the sign of the next number, and on
        /// CASIO式 the same one twice, which sets the constant K.
        case op(Operator)
        /// `=`: completes the calculation; again, it repeats it as the
        /// ``Keypad/Convention`` does (phone: the last operation with its last
        /// operand; SHARP式: the first factor of `×`, the second operand of
        /// `+ − ÷`; CASIO式: only the constant K).
        case equals
        /// `%`: on a phone, after `+` or `−` a percentage of the left operand
        /// (`200 + 10 %` is 20), otherwise the entry ÷ 100; on a desk
        /// calculator it completes the calculation (`200 + 10 %` is 220 in
        /// SHARP式, the mark-up 222.2… in CASIO式).
        case percent
        /// `±`: the sign of the entry or of the result; on a phone, on a fresh
        /// display, the sign of the number typed next (`± 5` is -5).
        case changeSign
        /// `AC`: all clear, the grand total and CASIO式's K included (the memory stays).
        case allClear
        /// `C`: clears only the entry (`5 + 3 C 4 =` is 9).
        case clearEntry
        /// `⌫`: deletes the entry's last digit, keeping its sign; nothing on a result.
        case backspace
        /// `M+`: completes the calculation and adds the display to the memory
        /// (not to the grand total); CASIO式 applies K first to a number typed or recalled.
        case memoryPlus
        /// `M−`: completes the calculation and subtracts the display from the memory.
        case memoryMinus
        /// `MR`: recalls the memory.
        case memoryRecall
        /// `MC`: clears the memory.
        case memoryClear
        /// `GT`: recalls the sum of the results of `=` since `AC`.
        case grandTotal
        /// `税込` (TAX+): completes the calculation and adds the tax at ``Keypad/taxRate``.
        case taxIncluded
        /// `税抜` (TAX−): completes the calculation and takes the tax out.
        case taxExcluded

        /// Every key but the digits, with its symbol and its ASCII spellings.
        static let spellings: [(key: Key, symbol: String, ascii: [String])] = [
            (.doubleZero, "00", []), (.point, ".", []),
            (.op(.add), "+", []), (.op(.subtract), "−", ["-"]),
            (.op(.multiply), "×", ["*", "x", "X"]), (.op(.divide), "÷", ["/"]),
            (.equals, "=", []), (.percent, "%", []), (.changeSign, "±", ["+/-"]),
            (.allClear, "AC", []), (.clearEntry, "C", []), (.backspace, "⌫", ["BS"]),
            (.memoryPlus, "M+", []), (.memoryMinus, "M−", ["M-"]), (.memoryRecall, "MR", []),
            (.memoryClear, "MC", []), (.grandTotal, "GT", []),
            (.taxIncluded, "税込", ["TAX+"]), (.taxExcluded, "税抜", ["TAX-"]),
        ]

        /// The key's symbol, as the keypad prints it: `7`, `×`, `±`, `⌫`, `税込`.
        public var symbol: String {
            if case .digit(let digit) = self { return String(digit) }
            return Self.spellings.first { $0.key == self }?.symbol ?? ""
        }

        /// The key spelt `text`: its symbol (`×`, `±`, `税込`) or an ASCII
        /// spelling (`*`, `x`, `/`, `+/-`, `BS`, `TAX+`, `TAX-`); nil for
        /// anything else.
        public init?(_ text: String) {
            if text.count == 1, let digit = text.first?.wholeNumberValue, text.first?.isASCII == true {
                self = .digit(digit)
                return
            }
            guard let found = Self.spellings.first(where: { $0.symbol == text || $0.ascii.contains(text) }) else {
                return nil
            }
            self = found.key
        }

        /// The keys of `text`: words separated by spaces, each a key's
        /// spelling or a number (`1980`, `0.5`), which stands for its digit
        /// and point keys.
        /// - Throws: ``KeypadError/unknownKey(_:)`` naming the first word that is neither.
        public static func sequence(_ text: String) throws(KeypadError) -> [Key] {
            var keys: [Key] = []
            // Full-width keys (`１ ＋ ２ ＝`) read as their ASCII twins; an unknown word is named as it was typed.
            let separators: Set<Character> = [" ", "\t", "\n", "\u{3000}"]
            for typed in text.split(whereSeparator: { separators.contains($0) }).map(String.init) {
                let word = TextNormalizer.string(TextNormalizer.folded(typed)[...])
                if let key = Key(word) {
                    keys.append(key)
                } else if isNumber(word) {
                    keys += word.map { $0 == "." ? Key.point : Key.digit($0.wholeNumberValue ?? 0) }
                } else {
                    throw .unknownKey(typed)
                }
            }
            return keys
        }

        /// ASCII digits with at most one point: `1980`, `0.5`, `.5`.
        private static func isNumber(_ word: String) -> Bool {
            let digits = word.filter { $0 != "." }
            return !digits.isEmpty && word.count - digits.count <= 1
                && digits.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }
}

/// Why text could not be read as keys.
public enum KeypadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A word that is no key's spelling and no number (`Q`, `1,980`).
    case unknownKey(String)

    /// What is wrong, in one short English sentence with the values the case carries.
    ///
    /// The command line words it in English and Japanese.
    public var description: String {
        switch self {
        case .unknownKey(let word): return "unknown key \(quoted(word))"
        }
    }
}
