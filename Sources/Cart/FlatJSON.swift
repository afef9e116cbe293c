import ShopCore

/// The one JSON shape a cart file holds: a flat object of strings, whole
/// numbers and nulls on one line.
///
/// A small strict reader and writer, so a 100,000-line cart loads quickly and any other shape is reported.
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

    /// Reads one object; nil when the bytes are anything else (a duplicate
    /// key, a string that is not UTF-8, a number beyond `Int`, text after it).
    ///
    /// The object's strings stay in `bytes` until a field is asked for, so
    /// a line costs no dictionary and no `String` for the fields nobody
    /// reads; the object is valid only while `bytes` is.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Object? {
        var reader = Reader(bytes: bytes)
        return reader.object()
    }

    /// One object as read: its fields in order, strings still in the line's bytes.
    struct Object {
        /// A string as found: its bytes in the line (no escapes, UTF-8 already
        /// checked) or, when it had escapes or bytes beyond ASCII, the text.
        fileprivate enum Text {
            case bytes(Range<Int>)
            case decoded(String)
        }

        fileprivate enum Raw {
            case string(Text)
            case integer(Int)
            case null
        }

        fileprivate struct Field {
            let key: Text
            let value: Raw
        }

        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate var fields: [Field] = []

        fileprivate init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            fields.reserveCapacity(12)
        }

        /// The value of `key`; nil when the object has no such field.
        subscript(key: StaticString) -> Value? {
            guard let raw = raw(key) else { return nil }
            switch raw {
            case .string(let text): return .string(string(text))
            case .integer(let number): return .integer(number)
            case .null: return .null
            }
        }

        /// The UTF-8 bytes of the string `key`, for a reader that parses them
        /// itself; nil when the field is missing or is no string.
        func withUTF8<Result>(_ key: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
            guard case .string(let text)? = raw(key) else { return nil }
            switch text {
            case .bytes(let range): return body(UnsafeBufferPointer(rebasing: bytes[range]))
            case .decoded(var string): return string.withUTF8(body)
            }
        }

        private func raw(_ key: StaticString) -> Raw? {
            let wanted = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            for field in fields where equal(field.key, wanted) { return field.value }
            return nil
        }

        private func string(_ text: Text) -> String {
            switch text {
            case .bytes(let range): return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            case .decoded(let string): return string
            }
        }

        fileprivate func equal(_ text: Text, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
            switch text {
            case .bytes(let range):
                // Lengths first, then byte by byte: every field asked for is looked for among a line's keys.
                guard range.count == other.count else { return false }
                var offset = 0
                while offset < other.count {
                    guard bytes[range.lowerBound + offset] == other[offset] else { return false }
                    offset += 1
                }
                return true
            case .decoded(let string): return string.utf8.elementsEqual(other)
            }
        }

        fileprivate func contains(key: Text) -> Bool {
            switch key {
            case .bytes(let range):
                let wanted = UnsafeBufferPointer(rebasing: bytes[range])
                return fields.contains { equal($0.key, wanted) }
            case .decoded(var string):
                return string.withUTF8 { wanted in fields.contains { equal($0.key, wanted) } }
            }
        }
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func object() -> Object? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var result = Object(bytes: bytes)
            skipSpace()
            if take(UInt8(ascii: "}")) { return atEnd() ? result : nil }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value(), !result.contains(key: key) else { return nil }
                result.fields.append(Object.Field(key: key, value: value))
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                return atEnd() ? result : nil
            }
        }

        private mutating func value() -> Object.Raw? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(Object.Raw.string)
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

        private mutating func string() -> Object.Text? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            // Most strings have no escapes and are ASCII: leave them in the buffer.
            var end = index
            var high: UInt8 = 0
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
                high |= bytes[end]
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let range = index..<end
                index = end + 1
                guard high >= 0x80 else { return .bytes(range) }
                return String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).map(Object.Text.decoded)
            }
            var utf8: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: utf8, as: UTF8.self).map(Object.Text.decoded)
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
