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

    /// Every key a cart file's lines and its lock record are read for: each is found by a one-byte
    /// comparison, not by comparing names, on every look-up of every line.
    enum Key: UInt8, CaseIterable {
        case shoptools, version, currency, sum
        case op, id, amount, qty, label, tax, basis, `for`, original, off, count, total, index, offsets, percent
        case device, inode, size, mtime, mtimeNanoseconds, ctime, ctimeNanoseconds, lines, last, baseline, plain
        case taxes, coupons, budget

        /// The key as a line writes it.
        var name: String {
            switch self {
            case .mtimeNanoseconds: return "mtime_ns"
            case .ctimeNanoseconds: return "ctime_ns"
            default: return String(describing: self)
            }
        }

        /// The key whose name is `bytes`; nil for any other name.
        ///
        /// By the name's first eight bytes as one little-endian word (zeros past its end), then its length and,
        /// for `shoptools`, its ninth byte: one `switch`, no table and no comparison of names. `FlatJSONTests`
        /// holds each word to its key's ``name``.
        static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
            guard bytes.count <= 9 else { return nil }
            var word: UInt64 = 0
            for index in 0..<min(8, bytes.count) { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
            let key: Key, length: Int
            switch word {
            case 0x6C6F_6F74_706F_6873: (key, length) = (.shoptools, 9)
            case 0x006E_6F69_7372_6576: (key, length) = (.version, 7)
            case 0x7963_6E65_7272_7563: (key, length) = (.currency, 8)
            case 0x0000_0000_006D_7573: (key, length) = (.sum, 3)
            case 0x0000_0000_0000_706F: (key, length) = (.op, 2)
            case 0x0000_0000_0000_6469: (key, length) = (.id, 2)
            case 0x0000_746E_756F_6D61: (key, length) = (.amount, 6)
            case 0x0000_0000_0079_7471: (key, length) = (.qty, 3)
            case 0x0000_006C_6562_616C: (key, length) = (.label, 5)
            case 0x0000_0000_0078_6174: (key, length) = (.tax, 3)
            case 0x0000_0073_6973_6162: (key, length) = (.basis, 5)
            case 0x0000_0000_0072_6F66: (key, length) = (.for, 3)
            case 0x6C61_6E69_6769_726F: (key, length) = (.original, 8)
            case 0x0000_0000_0066_666F: (key, length) = (.off, 3)
            case 0x0000_0074_6E75_6F63: (key, length) = (.count, 5)
            case 0x0000_006C_6174_6F74: (key, length) = (.total, 5)
            case 0x0000_0078_6564_6E69: (key, length) = (.index, 5)
            case 0x0073_7465_7366_666F: (key, length) = (.offsets, 7)
            case 0x0074_6E65_6372_6570: (key, length) = (.percent, 7)
            case 0x0000_6563_6976_6564: (key, length) = (.device, 6)
            case 0x0000_0065_646F_6E69: (key, length) = (.inode, 5)
            case 0x0000_0000_657A_6973: (key, length) = (.size, 4)
            case 0x0000_0065_6D69_746D: (key, length) = (.mtime, 5)
            case 0x736E_5F65_6D69_746D: (key, length) = (.mtimeNanoseconds, 8)
            case 0x0000_0065_6D69_7463: (key, length) = (.ctime, 5)
            case 0x736E_5F65_6D69_7463: (key, length) = (.ctimeNanoseconds, 8)
            case 0x0000_0073_656E_696C: (key, length) = (.lines, 5)
            case 0x0000_0000_7473_616C: (key, length) = (.last, 4)
            case 0x656E_696C_6573_6162: (key, length) = (.baseline, 8)
            case 0x0000_006E_6961_6C70: (key, length) = (.plain, 5)
            case 0x0000_0073_6578_6174: (key, length) = (.taxes, 5)
            case 0x0073_6E6F_7075_6F63: (key, length) = (.coupons, 7)
            case 0x0000_7465_6764_7562: (key, length) = (.budget, 6)
            default: return nil
            }
            guard bytes.count == length, length < 9 || bytes[8] == UInt8(ascii: "s") else { return nil }
            return key
        }
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
            /// The key, when it is one of ``Key``; nil for any other (kept to refuse it twice).
            let known: Key?
            let key: Text
            let value: Raw
        }

        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        fileprivate var fields: [Field] = []
        /// The known keys read so far, a bit each (by ``Key/rawValue``).
        fileprivate var present: UInt64 = 0
        /// Where each known key read is among ``fields``, a byte each by ``Key/rawValue`` (255: look for it).
        private var places: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)

        private func place(of key: Key) -> Int {
            let word: UInt64
            switch key.rawValue / 8 {
            case 0: word = places.0
            case 1: word = places.1
            case 2: word = places.2
            case 3: word = places.3
            default: word = places.4
            }
            return Int(truncatingIfNeeded: word >> (8 * UInt64(key.rawValue % 8)) & 0xFF)
        }

        private mutating func setPlace(_ place: Int, of key: Key) {
            let bits = UInt64(min(place, 255)) << (8 * UInt64(key.rawValue % 8))
            switch key.rawValue / 8 {
            case 0: places.0 |= bits
            case 1: places.1 |= bits
            case 2: places.2 |= bits
            case 3: places.3 |= bits
            default: places.4 |= bits
            }
        }

        fileprivate init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            fields.reserveCapacity(12)
        }

        /// The value of `key`; nil when the object has no such field.
        subscript(key: Key) -> Value? {
            guard let raw = raw(key) else { return nil }
            switch raw {
            case .string(let text): return .string(string(text))
            case .integer(let number): return .integer(number)
            case .null: return .null
            }
        }

        /// The UTF-8 bytes of the string `key`, for a reader that parses them
        /// itself; nil when the field is missing or is no string.
        func withUTF8<Result>(_ key: Key, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
            guard case .string(let text)? = raw(key) else { return nil }
            switch text {
            case .bytes(let range): return body(UnsafeBufferPointer(rebasing: bytes[range]))
            case .decoded(var string): return string.withUTF8(body)
            }
        }

        private func raw(_ key: Key) -> Raw? {
            guard present & 1 << key.rawValue != 0 else { return nil }
            let place = place(of: key)
            if place < 255 { return fields[place].value }
            for index in fields.indices where fields[index].known == key { return fields[index].value }
            return nil
        }

        /// Adds a field read; false when its key was read before.
        fileprivate mutating func add(key: Text, value: Raw) -> Bool {
            let known: Key?
            switch key {
            case .bytes(let range): known = Key.named(UnsafeBufferPointer(rebasing: bytes[range]))
            case .decoded(var string): known = string.withUTF8(Key.named)
            }
            if let known {
                guard present & 1 << known.rawValue == 0 else { return false }
                present |= 1 << known.rawValue
                setPlace(fields.count, of: known)
            } else if contains(key: key) {
                return false
            }
            fields.append(Field(known: known, key: key, value: value))
            return true
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
                return fields.contains { $0.known == nil && equal($0.key, wanted) }
            case .decoded(var string):
                return string.withUTF8 { wanted in fields.contains { $0.known == nil && equal($0.key, wanted) } }
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
                guard let value = value(), result.add(key: key, value: value) else { return nil }
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
