import ShopCore

/// The one JSON shape a cart file holds: a flat object of strings, whole
/// numbers and nulls on one line. A small strict reader and writer, so a
/// 100,000-line cart loads quickly and any other shape is reported.
enum FlatJSON {
    enum Value: Equatable {
        case string(String)
        case integer(Int)
        case null
    }

    /// Writes `fields` in order as one JSON object.
    static func encode(_ fields: [(String, Value)]) -> String {
        var text = "{"
        for (index, (key, value)) in fields.enumerated() {
            if index > 0 { text += "," }
            text += quoted(key) + ":"
            switch value {
            case .string(let string): text += quoted(string)
            case .integer(let number): text += String(number)
            case .null: text += "null"
            }
        }
        return text + "}"
    }

    /// Reads one object; nil when the bytes are anything else.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: Value]? {
        var reader = Reader(bytes: bytes)
        return reader.object()
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func object() -> [String: Value]? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var result: [String: Value] = [:]
            result.reserveCapacity(8)
            skipSpace()
            if take(UInt8(ascii: "}")) { return atEnd() ? result : nil }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value(), result.updateValue(value, forKey: key) == nil else { return nil }
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return atEnd() ? result : nil
            }
        }

        private mutating func value() -> Value? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "n"):
                for expected in "null".utf8 { guard take(expected) else { return nil } }
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let negative = take(UInt8(ascii: "-"))
                var number = 0, digits = 0
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    let (times10, o1) = number.multipliedReportingOverflow(by: 10)
                    let (next, o2) = times10.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
                    if o1 || o2 { return nil }
                    number = next
                    digits += 1
                    index += 1
                }
                return digits == 0 ? nil : .integer(negative ? -number : number)
            default: return nil
            }
        }

        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            // Most strings have no escapes: take them straight from the buffer.
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let text = String(validating: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                index = end + 1
                return text
            }
            var utf8: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                            let code = UInt32(
                                String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 4]), as: UTF8.self),
                                radix: 16),
                            let scalar = Unicode.Scalar(code)
                        else { return nil }
                        index += 4
                        utf8.append(contentsOf: String(scalar).utf8)
                    default: return nil
                    }
                default:
                    if byte < 0x20 { return nil }
                    utf8.append(byte)
                }
            }
            return nil
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipSpace() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }

        private mutating func atEnd() -> Bool {
            skipSpace()
            return index == bytes.count
        }
    }
}
