import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an `add` line of the one shape ``Journal/line(_:count:total:)`` writes, byte by byte, without
/// the general reader's object of fields; nil for any other line, which ``Journal/entry(_:version:currency:number:path:)``
/// then reads (and refuses, when it must, with the same error as ever).
///
/// The shape, in this order, with nothing between the fields:
///
/// ```
/// {"op":"add","id":"UUID","amount":"DIGITS[.DIGITS]","qty":DIGITS,"label":("TEXT"|null),
///  ["tax":"DIGITS[.DIGITS]","basis":("excluded"|"included"),]"count":DIGITS,"total":"DIGITS[.DIGITS]","sum":"HEX16"}
/// ```
///
/// (one line in the file), where `TEXT` has no escape and no control character, and each number has at most
/// 18 digits. Sharers (`"for"`) and discounts (`"original"`, `"off"`) go the general way, as does a line
/// whose sum does not match or whose item the cart would refuse. So this reader decides nothing the general
/// one would decide otherwise: it only answers sooner the lines a cart of 100,000 items is made of.
/// `JournalAddLineTests` holds the two to the same entries and errors.
struct JournalAddLine {
    /// The tax categories met so far, by the bytes of their rate and their basis: a cart has a handful.
    private var categories: [(key: UInt64, extras: Cart.Item.Extras)] = []

    /// The entry `line` (line `number`, without its newline) records, or nil to read it the general way.
    mutating func entry(_ line: UnsafeBufferPointer<UInt8>, version: Int, currency: Currency, number: Int) -> Journal.Entry? {
        guard version >= 3, let base = line.baseAddress else { return nil }
        var cursor = Cursor(start: base, end: base + line.count)
        guard cursor.skip(#"{"op":"add","id":""#), let id = cursor.uuid(), cursor.skip(#"","amount":""#),
            let amount = cursor.decimal(), cursor.skip(#"","qty":"#), let quantity = cursor.integer(),
            cursor.skip(#","label":"#)
        else { return nil }
        let label: String?
        if cursor.skip("null") {
            label = nil
        } else {
            guard cursor.skip(#"""#), let text = cursor.text() else { return nil }
            label = text
        }
        var extras: Cart.Item.Extras?
        if cursor.skip(#","tax":""#) {
            guard version >= 4, let (rate, rateKey) = cursor.rate(), cursor.skip(#"","basis":""#) else { return nil }
            let basis: TaxBasis
            if cursor.skip(#"excluded""#) {
                basis = .excluded
            } else if cursor.skip(#"included""#) {
                basis = .included
            } else {
                return nil
            }
            // Items of one category share its box (``Cart/Item/Extras``).
            guard let category = category(rate, key: rateKey, basis) else { return nil }
            extras = category
        }
        guard cursor.skip(#","count":"#), let count = cursor.integer(), cursor.skip(#","total":""#),
            let total = cursor.decimal(), cursor.skip(#"","sum":""#), cursor.skipHex(16), cursor.skip(#""}"#),
            cursor.isAtEnd, Journal.hasIntactSum(line),
            let item = try? Cart.Item(
                exact: amount, currency: currency, label: label, quantity: quantity, extras: extras, id: id)
        else { return nil }
        return Journal.Entry(operation: .add(item), count: count, total: total)
    }

    /// The box of the category `rate` % on `basis` (nil, as the general reader reads it, for 0 %
    /// excluded), made once for each (`key`: the rate's bytes).
    private mutating func category(_ rate: ExactDecimal, key: UInt64, _ basis: TaxBasis) -> Cart.Item.Extras?? {
        let key = key | (basis == .included ? 0x80 : 0)
        for known in categories where known.key == key { return .some(known.extras) }
        guard let percentage = try? Percentage(exact: rate) else { return nil }
        let category = TaxCategory(rate: percentage, basis: basis)
        if Cart.Item.isOutsideTaxItself(category) { return .some(nil) }
        let extras = Cart.Item.Extras.taxed(category)
        if categories.count < 16 { categories.append((key, extras)) }
        return .some(extras)
    }

    /// A place in a line's bytes; each read moves it past what it read, or returns nil (or false).
    private struct Cursor {
        var at: UnsafePointer<UInt8>
        let end: UnsafePointer<UInt8>

        init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) { (at, self.end) = (start, end) }

        var isAtEnd: Bool { at == end }

        /// Skips `literal` when the bytes here are it.
        mutating func skip(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard end - at >= count else { return false }
            let bytes = literal.utf8Start
            for offset in 0..<count where at[offset] != bytes[offset] { return false }
            at += count
            return true
        }

        /// 1 to 18 ASCII digits, as a number.
        mutating func integer() -> Int? {
            var value = 0, digits = 0
            while at < end, at.pointee &- UInt8(ascii: "0") < 10 {
                value = value &* 10 &+ Int(at.pointee &- UInt8(ascii: "0"))
                digits += 1
                at += 1
            }
            return digits > 0 && digits <= 18 ? value : nil
        }

        /// Digits, then a point and digits or not (18 digits in all at most), as ``ExactDecimal/init(plain:)`` reads them.
        mutating func decimal() -> ExactDecimal? {
            decimalAndKey()?.value
        }

        /// A rate as ``decimal()`` reads it, with its bytes (at most 7) as a word to know it again by: their
        /// count in the low byte (the top bit of which stays free), then the bytes.
        mutating func rate() -> (ExactDecimal, UInt64)? {
            let start = at
            guard let (value, _) = decimalAndKey(), at - start <= 7 else { return nil }
            var key = UInt64(at - start)
            for offset in 0..<(at - start) { key |= UInt64(start[offset]) << (8 * UInt64(offset + 1)) }
            return (value, key)
        }

        private mutating func decimalAndKey() -> (value: ExactDecimal, digits: Int)? {
            let start = at
            guard let whole = integer() else { return nil }
            var magnitude = UInt64(whole), scale = 0
            if at < end, at.pointee == UInt8(ascii: ".") {
                at += 1
                let fractionStart = at
                guard let fraction = integer() else { return nil }
                scale = at - fractionStart
                guard at - start - 1 <= 18 else { return nil }
                for _ in 0..<scale { magnitude *= 10 }
                magnitude += UInt64(fraction)
            }
            guard let value = try? ExactDecimal(isNegative: false, magnitude: UInt128(magnitude), scale: scale) else {
                return nil
            }
            return (value, at - start)
        }

        /// A UUID as `UUID.uuidString` writes it (any case), then the closing quote is still to come.
        mutating func uuid() -> UUID? {
            guard end - at >= 36, let id = Journal.uuid(utf8: UnsafeBufferPointer(start: at, count: 36)) else { return nil }
            at += 36
            return id
        }

        /// A string's text up to its closing quote (skipped): no escape, no control character, valid UTF-8.
        mutating func text() -> String? {
            let start = at
            var high: UInt8 = 0
            while at < end {
                let byte = at.pointee
                if byte == UInt8(ascii: "\"") { break }
                guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
                high |= byte
                at += 1
            }
            guard at < end else { return nil }
            let bytes = UnsafeBufferPointer(start: start, count: at - start)
            at += 1
            return high < 0x80 ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
        }

        /// `count` lower-case hex digits.
        mutating func skipHex(_ count: Int) -> Bool {
            guard end - at >= count else { return false }
            for offset in 0..<count {
                let byte = at[offset]
                guard byte &- UInt8(ascii: "0") < 10 || byte &- UInt8(ascii: "a") < 6 else { return false }
            }
            at += count
            return true
        }
    }
}
