extension LineFile {
    /// Throws when `bytes` are not UTF-8 text, naming the line of the first byte
    /// that is not and what the whole looks like.
    static func checkEncoding(_ bytes: [UInt8]) throws(LineFileError) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw .notUTF8(line: 1, looksLike: .utf16(byteOrderMark: true))
        }
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == 0 { throw .notUTF8(line: line, looksLike: guess(bytes)) }
            if byte < 0x80 {
                index += 1
                continue
            }
            guard let length = Self.sequenceLength(bytes, at: index) else {
                throw .notUTF8(line: line, looksLike: guess(bytes))
            }
            index += length
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or nil.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let first = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        guard (low...high).contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    /// What bytes that are not UTF-8 look like.
    static func guess(_ bytes: [UInt8]) -> LineFileError.Encoding {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .utf16(byteOrderMark: true) }
        let sample = bytes.prefix(4096)
        let zeros = sample.filter { $0 == 0 }.count
        if zeros > 0 {
            // UTF-16 without a mark: text of the first 256 code points has a zero in every other byte.
            let even = stride(from: 0, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
            let odd = stride(from: 1, to: sample.count, by: 2).filter { sample[sample.startIndex + $0] == 0 }.count
            let pairs = sample.count / 2
            if pairs > 0 && ((even * 10 >= pairs * 3 && odd == 0) || (odd * 10 >= pairs * 3 && even == 0)) {
                return .utf16(byteOrderMark: false)
            }
            return .binary
        }
        // EUC-JP first: its pairs (A1–FE) often read as Shift_JIS too, while Shift_JIS kanji (leads 81–9F) never read as EUC-JP.
        if isEUCJP(bytes) { return .eucJP }
        if isShiftJIS(bytes) { return .shiftJIS }
        let controls = sample.filter { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) }.count
        return controls > 0 ? .binary : .other
    }

    /// Whether `bytes` read as Shift_JIS (CP932) text: ASCII, half-width katakana, and two-byte characters.
    private static func isShiftJIS(_ bytes: [UInt8]) -> Bool {
        var index = 0
        var twoByte = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20...0x7E, 0xA1...0xDF:
                index += 1
            case 0x81...0x9F, 0xE0...0xFC:
                guard index + 1 < bytes.count else { return false }
                let trail = bytes[index + 1]
                guard (0x40...0x7E).contains(trail) || (0x80...0xFC).contains(trail) else { return false }
                twoByte += 1
                index += 2
            default:
                return false
            }
        }
        return twoByte > 0
    }

    /// Whether `bytes` read as EUC-JP text: ASCII and pairs of bytes from A1 to FE (or 8E and a half-width katakana).
    private static func isEUCJP(_ bytes: [UInt8]) -> Bool {
        var index = 0
        var pairs = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20...0x7E:
                index += 1
            case 0x8E, 0xA1...0xFE:
                guard index + 1 < bytes.count, (0xA1...0xFE).contains(bytes[index + 1]) else { return false }
                pairs += 1
                index += 2
            default:
                return false
            }
        }
        return pairs > 0
    }
}
