/// Text as a terminal shows it: how many columns it takes, and which
/// characters must never reach a terminal inside a name or a label.
///
/// Column widths follow Unicode's East Asian Width (UAX #11): wide and
/// full-width characters (`コート`, `田中`, `９`) take two columns, emoji
/// shown as pictures (`🥕`, `❤️`) two, combining marks and joiners none,
/// everything else one. Tables line up when every cell is measured with
/// ``columns(_:)``.
///
/// ```
/// text    | characters | columns
/// --------+------------+--------
/// coat    | 4          | 4
/// コート  | 3          | 6
/// 🥕x2    | 3          | 4
/// é (e+◌́) | 1          | 1
/// ```
public enum DisplayText {
    /// The columns `text` takes on a terminal.
    public static func columns(_ text: String) -> Int {
        // ASCII and Latin-1 (a list's numbers and amounts, `×`, `¥`, `£`), and the arrows and mathematical
        // operators U+2180–U+22FF (`→`, `≈`, `−`): no character there joins another or is wide, so each is
        // a column, control characters and the soft hyphen none, as below. Anything else, a mark or a
        // variation selector after them too, is counted a character at a time.
        var count = 0
        var lead: UInt8 = 0
        // The lead byte's stand-in once `E2 86`–`E2 8B` is read: one continuation byte to go.
        let arrowOrOperator: UInt8 = 1
        for byte in text.utf8 {
            switch byte {
            case 0x20..<0x7F: count += 1
            case 0..<0x80: break
            case 0xC2, 0xC3, 0xE2: lead = byte
            case 0x80..<0xC0 where lead == 0xC2:
                if byte >= 0xA0 && byte != 0xAD { count += 1 }  // U+0080–U+009F control, U+00AD soft hyphen
                lead = 0
            case 0x80..<0xC0 where lead == 0xC3:
                count += 1
                lead = 0
            case 0x86...0x8B where lead == 0xE2: lead = arrowOrOperator
            case 0x80..<0xC0 where lead == arrowOrOperator:
                count += 1
                lead = 0
            default: return text.reduce(0) { $0 + columns(of: $1) }
            }
        }
        return count
    }

    /// The columns one character (a grapheme cluster) takes: 0, 1 or 2.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation selector
        return columns(ofLead: first)
    }

    /// The columns of a character that is `scalar` alone: those of ``columns(of:)`` for
    /// `Character(scalar)`, without making the character.
    ///
    /// Inlinable, so that a caller folding text a scalar at a time counts ASCII without a call.
    @inlinable package static func columns(ofScalar scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        if scalar.value == 0xFE0F { return 2 }
        return columns(ofLead: scalar)
    }

    /// The columns a character takes by its first scalar, once ASCII and an emoji presentation selector are ruled out.
    @usableFromInline static func columns(ofLead scalar: Unicode.Scalar) -> Int {
        if isWide(scalar) || scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    /// The widest a padded cell gets: 10,000 columns, far wider than any
    /// terminal, so that a width of `Int.max` is padded rather than a crash.
    public static let maximumWidth = 10_000

    /// `text` padded with spaces on the right to `width` columns (at most
    /// ``maximumWidth``); text already as wide or a width of 0 or less stays as it is.
    public static func padded(_ text: String, to width: Int) -> String {
        text + padding(text, width)
    }

    /// `text` padded with spaces on the left to `width` columns (at most
    /// ``maximumWidth``); text already as wide or a width of 0 or less stays as it is.
    public static func rightAligned(_ text: String, to width: Int) -> String {
        padding(text, width) + text
    }

    /// The spaces that bring `text` to `width` columns, computed without overflow for any `width`.
    private static func padding(_ text: String, _ width: Int) -> String {
        let target = min(width, maximumWidth)
        let used = columns(text)
        return target > used ? String(repeating: " ", count: target - used) : ""
    }

    /// The first character of `text` that must not reach a terminal inside a
    /// name or a label, or nil when there is none.
    ///
    /// Refused: control characters (C0 such as a newline or an escape, DEL,
    /// and C1 such as U+0085), the line and paragraph separators U+2028 and
    /// U+2029, and the bidirectional overrides, embeddings and isolates that
    /// can make text read in another order than it is stored, and the
    /// invisible characters (soft hyphen, zero-width space, word joiner,
    /// U+FEFF) that would let two names look alike. Joiners and variation
    /// selectors, which emoji need, are fine.
    public static func firstUnsafeScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isUnsafe)
    }

    /// Whether `scalar` is one that ``firstUnsafeScalar(in:)`` refuses.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        // Invisible: two names that differ only by one look alike (`Ren` and `Re\u{200B}n`).
        case 0x00AD, 0x200B, 0x2060...0x2064, 0xFEFF: return true
        default: return false
        }
    }

    /// `text` safe to show on a terminal as it is.
    ///
    /// Each scalar ``isUnsafe(_:)`` refuses is written as a quoted value in a message writes it (`\t`, `\n`, `\u001b`, `\u202e`), everything else, quotes and
    /// backslashes included, as it is. `beer\t600` (with a tab) is `beer\\t600`.
    /// - Parameter text: text from a file (a line an error shows).
    /// - Returns: the text with its unsafe scalars escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += JSONString.quoted(String(scalar), escaping: isUnsafe).dropFirst().dropLast()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `U+0085`: how an unsafe scalar is named in messages.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// East Asian Width W or F (UAX #11), the ranges that occur in practice.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
            0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
            0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
            0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
            0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
            0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
            0x2B50, 0x2B55,
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul Jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
            0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
            0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, Kana supplement
            0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B,
            0x1F240...0x1F248, 0x1F250...0x1F251, 0x1F260...0x1F265,
            0x1F300...0x1F64F,  // pictographs and emoticons
            0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions B and beyond
            return true
        default:
            return false
        }
    }
}

extension DisplayText {
    /// The one rule for a person's name or a label, whatever it was read from (a group file, a bill,
    /// a Splitwise header, a Spliit participant): `text` trimmed of white space at either end, which
    /// must not be empty and must hold no character that ``firstUnsafeScalar(in:)`` finds.
    ///
    /// ```
    /// text               | result
    /// -------------------+------------------------------------------
    /// " Aki "            | "Aki"
    /// "健太"              | "健太"
    /// ""  or  "  "        | blankName
    /// "Aki\u{1B}[31m"     | unsafeName (U+001B)
    /// "\u{202E}ikA"       | unsafeName (U+202E)
    /// ```
    ///
    /// - Returns: the trimmed name.
    /// - Throws: ``ShopCoreError/blankName(_:)``, ``ShopCoreError/unsafeName(_:scalar:)``.
    public static func checkedName(_ text: String) throws(ShopCoreError) -> String {
        let name = TextNormalizer.trimmed(text)
        if let scalar = firstUnsafeScalar(in: text) { throw .unsafeName(text, scalar: scalar) }
        guard !name.isEmpty else { throw .blankName(text) }
        return name
    }
}
