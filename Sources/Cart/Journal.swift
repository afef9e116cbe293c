import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The cart file's format: a journal of changes, one sealed JSON object a line.
///
/// ```
/// {"shoptools":"cart","version":3,"currency":"JPY","sum":"…"}
/// {"op":"add","id":"9B0F…-…","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860","sum":"…"}
/// {"op":"add","id":"52A1…-…","amount":"2740","qty":2,"label":null,"count":2,"total":"12340","sum":"…"}
/// {"op":"remove","index":1,"count":1,"total":"5480","sum":"…"}
/// {"op":"undo","count":2,"total":"12340","sum":"…"}
/// {"op":"remove-offsets","offsets":"0-1","count":0,"total":"0","sum":"…"}
/// {"op":"clear","count":0,"total":"0","sum":"…"}
/// ```
///
/// Why a journal and not one JSON document rewritten on every change: a
/// change appends one short line (one `write`, one `fsync`), so adding to a
/// cart of 100,000 items costs what adding to an empty one does. Every line
/// carries the count and total after its change, and a full read replays
/// every line and checks it against them. The history is the journal
/// itself, so `undo` works across processes.
///
/// **Sums.** Every line ends with `"sum"`: the FNV-1a 64-bit hash of the
/// line's bytes before `,"sum":`, as 16 lower-case hex digits. A line
/// edited by hand (a total changed in an editor) no longer matches its sum
/// and is caught by itself, even where the figures would still add up.
/// Sums are new in format version 2, so a shoptools that reads only
/// version 1 refuses a version 2 file ("format version 2 is newer") rather
/// than misread it. A version 1 file (no sums) still reads, checked by
/// replay alone; the first change to it rewrites it whole as version 2
/// (after it was verified, through a temporary file and a rename).
///
/// **Item ids.** Version 3 adds `"id"` to every `add` line: the item's
/// ``Cart/Item/id`` (a UUID), so an item is the same item after a reload,
/// and `remove-offsets` (0-based offsets, ascending, runs written `a-b`),
/// which removes several items as one change. A shoptools that reads up to
/// version 2 refuses a version 3 file ("format version 3 is newer"). Lines
/// of a version 1 or 2 file have no ids: each `add` line gets one derived
/// from its bytes and its line number (``derivedID(_:line:salt:)``), so
/// every load of the unchanged file gives the same ids without writing; the
/// first change rewrites the file as version 3 with exactly those ids. An
/// `add` whose id is already in the cart (the summary-only quick add does
/// not look at the items) is given the id derived from its line instead.
///
/// **Damaged files without reading them each time.** Checking every line
/// on every `add` would make it O(n). Instead each change, under the
/// exclusive lock, ends by writing a ``VerifiedState`` record into
/// `PATH.lock`: the file's device, inode, size, modification and change
/// times (ns), where its last line starts, and the count and total after
/// it. The next `add` or `total` compares `fstat` of the file with the
/// record: when they match, no one has touched the file since it was
/// verified, so it reads the last line only (its sum, count and total must
/// agree with the record) and goes on from the record's figures. When they
/// do not match (an editor, `sed -i`, `echo >>`, a crash before the record
/// was written, a version 1 writer) it reads and checks the whole file
/// once; a change then writes a fresh record. Readers never write the record.
/// A store that already holds the cart (the REPL) and finds the file grown
/// along the same chain of records reads only what was appended.
///
/// What this cannot see: an edit that keeps the size and lands within the
/// same timestamp tick as the last change (a few ms on ext4), leaving the
/// last line alone; and whole lines cut off the end of the file, which
/// leave a shorter journal that is itself valid.
///
/// **Crashes.** A `kill -9` stops a writer before or after its single
/// `write`, never inside it, so the file holds the old cart or the new one.
/// A last line without its newline (a write cut short by a crash of the
/// machine) is not part of the cart; the next writer removes it. A missing,
/// torn or stale record only means one full read. Anything else that does
/// not read as this format is reported and the file is never written to.
///
/// **Tax, coupons, budget, sharers.** Version 4 adds to an `add` line the
/// item's tax (`"tax":"8","basis":"included"`, left out for an item outside
/// tax) and who it is for (`"for":"Aki:2,Ren"`, left out for everyone), and
/// the changes `coupon` (`"amount":"1000"` or `"percent":"10"`),
/// `coupons-clear` and `budget` (`"amount":"3000"`, or null to remove it).
/// Their `count` and `total` are those of the items, which they leave alone.
/// A shoptools that reads up to version 3 refuses a version 4 file ("format
/// version 4 is newer") rather than misread a taxed item as untaxed; a
/// version 3 file still reads, and its first change rewrites it as version 4.
/// The record in `PATH.lock` says whether the cart is plain (nothing taxed,
/// no coupon, no budget), and for a cart that is not, keeps its running sums
/// per tax rate and basis, its coupons and its budget (``CartFigures``), so
/// the quick add goes on from them whatever the cart holds: what to pay, the
/// budget and the ranges are checked on the same figures a full read gives.
/// (`summary` skips the items only for a plain cart.) A record without the
/// figures (an older shoptools wrote it, or they would make it longer than
/// ``VerifiedState/maximumLength``) means one full read.
///
/// **Discounts.** Version 5 adds to an `add` line the discount its price
/// came from: `"original":"498","off":"30%,10%"` (the price of one before
/// it, and the steps, a percentage with `%`, an amount in plain digits),
/// left out for an item added without one. A shoptools that reads up to
/// version 4 refuses a version 5 file ("format version 5 is newer") rather
/// than show its items without their discounts; a version 4 file still
/// reads, and its first change rewrites it as version 5.
///
/// **Old lines.** Replay accepts what older versions wrote: items whose line
/// total is not a whole minor unit (now refused by ``Cart/add(_:)``) and
/// clears of an empty cart (no longer written).
enum Journal {
    /// The version this shoptools writes.
    static let formatVersion = 5

    /// A file's header, as read.
    struct Header {
        let version: Int
        let currency: Currency
        /// Bytes of the header line with its newline.
        let length: Int
    }

    /// One change as read back, with the count and total recorded after it.
    struct Entry {
        enum Operation {
            case add(Cart.Item)
            case remove(index: Int)
            case removeOffsets([Int])
            case clear
            case undo
            case coupon(Coupon)
            case clearCoupons
            case budget(Money?)
        }
        let operation: Operation
        let count: Int
        let total: ExactDecimal
    }

    // MARK: - Writing

    static func headerLine(_ currency: Currency) -> String {
        sealed([("shoptools", .string("cart")), ("version", .integer(formatVersion)), ("currency", .string(currency.code))])
    }

    /// The line recording `operation`, given the count and total after it.
    static func line(_ operation: Entry.Operation, count: Int, total: ExactDecimal) -> String {
        var fields: [(String, FlatJSON.Value)]
        switch operation {
        case .add(let item):
            fields = [
                ("op", .string("add")), ("id", .string(item.id.uuidString)), ("amount", .string(item.exactAmount.plainText)),
                ("qty", .integer(item.quantity)), ("label", item.label.map(FlatJSON.Value.string) ?? .null),
            ]
            if !item.tax.isOutsideTax {
                fields += [("tax", .string(item.tax.rate.plainText)), ("basis", .string(item.tax.basis.rawValue))]
            }
            if !item.sharers.isEmpty {
                fields.append(("for", .string(item.sharers.map(\.description).joined(separator: ","))))
            }
            if let discount = item.discount {
                fields += [
                    ("original", .string(MoneyFormat.plain(discount.original.amount))),
                    ("off", .string(discount.steps.map(\.description).joined(separator: ","))),
                ]
            }
        case .remove(let index): fields = [("op", .string("remove")), ("index", .integer(index))]
        case .removeOffsets(let offsets):
            fields = [("op", .string("remove-offsets")), ("offsets", .string(OffsetList.text(offsets)))]
        case .clear: fields = [("op", .string("clear"))]
        case .undo: fields = [("op", .string("undo"))]
        case .coupon(let coupon):
            switch coupon.kind {
            case .amount: fields = [("op", .string("coupon")), ("amount", .string(coupon.exact.plainText))]
            case .percent: fields = [("op", .string("coupon")), ("percent", .string(coupon.exact.plainText))]
            }
        case .clearCoupons: fields = [("op", .string("coupons-clear"))]
        case .budget(let budget):
            fields = [
                ("op", .string("budget")),
                ("amount", budget.map { .string(MoneyFormat.plain($0.amount)) } ?? .null),
            ]
        }
        fields.append(("count", .integer(count)))
        fields.append(("total", .string(total.plainText)))
        return sealed(fields)
    }

    // MARK: - Sums

    /// `fields` as one JSON object with its `"sum"` last, and a newline.
    static func sealed(_ fields: [(String, FlatJSON.Value)]) -> String {
        let body = String(FlatJSON.encode(fields).dropLast())
        let sum = body.utf8.withContiguousStorageIfAvailable(checksum) ?? checksum(Array(body.utf8))
        let hex = String(sum, radix: 16)
        return body + #","sum":""# + String(repeating: "0", count: 16 - hex.count) + hex + "\"}\n"
    }

    /// True when `line` ends with a `"sum"` that matches the bytes before it.
    static func hasIntactSum(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix: StaticString = #","sum":""#
        let tail = suffix.utf8CodeUnitCount + 16 + 2
        guard line.count > tail, line[line.count - 2] == UInt8(ascii: "\""), line[line.count - 1] == UInt8(ascii: "}") else {
            return false
        }
        let start = line.count - tail
        let suffixBytes = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        for offset in suffixBytes.indices where line[start + offset] != suffixBytes[offset] { return false }
        var sum: UInt64 = 0
        for byte in line[start + suffixBytes.count..<line.count - 2] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sum = sum << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): sum = sum << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return false
            }
        }
        // FNV-1a as `checksum`, on the buffer itself: the loop every line of a full read goes through.
        var hash = StableHash.empty
        for index in 0..<start { hash = (hash ^ UInt64(line[index])) &* 0x0000_0100_0000_01B3 }
        return hash == sum
    }

    /// FNV-1a, 64 bits.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt64 { StableHash.fnv1a(bytes) }

    /// A version 8 (RFC 9562, custom) UUID made from a line's bytes, its
    /// number and `salt`: the id of an item from a file without ids, the same
    /// on every read of the same line.
    static func derivedID(_ line: UnsafeBufferPointer<UInt8>, line number: Int, salt: Int = 0) -> UUID {
        func hash(_ seed: String) -> UInt64 {
            StableHash.fnv1a(line, from: StableHash.fnv1a("\(seed):\(salt):\(number):".utf8))
        }
        let high = hash("shoptools-cart-item-a"), low = hash("shoptools-cart-item-b")
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
        bytes += (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x80  // version 8
        bytes[8] = bytes[8] & 0x3F | 0x80  // RFC 9562 variant
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    // MARK: - Reading

    /// The UUID `text` writes as `UUID.uuidString` does (36 characters, any
    /// case); nil for anything else.
    ///
    /// Foundation's parser goes through `sscanf`, a twentieth of a 100,000-item cart's full read.
    static func uuid(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8(uuid(utf8:))
    }

    /// The UUID in `bytes`, read as ``uuid(_:)`` reads text, without making a `String` of them.
    static func uuid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        let dash = UInt8(ascii: "-")
        guard bytes.count == 36, bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash else {
            return nil
        }
        /// The 16 hex digits from `start` (skipping the dashes), as a word; nil at any other byte.
        func word(from start: Int) -> UInt64? {
            var value: UInt64 = 0, index = start, digits = 0
            while digits < 16 {
                let byte = bytes[index]
                index += 1
                if byte == dash && (index == 9 || index == 14 || index == 19 || index == 24) { continue }
                let nibble: UInt8
                if byte &- UInt8(ascii: "0") < 10 {
                    nibble = byte &- UInt8(ascii: "0")
                } else if (byte | 0x20) &- UInt8(ascii: "a") < 6 {  // `A`–`F` and `a`–`f` alone
                    nibble = (byte | 0x20) &- UInt8(ascii: "a") + 10
                } else {
                    return nil
                }
                value = value << 4 | UInt64(nibble)
                digits += 1
            }
            return value
        }
        // The first 16 digits are bytes 0–18 (three dashes among them), the last 16 bytes 19–35 (one).
        guard let high = word(from: 0), let low = word(from: 19) else { return nil }
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6),
                byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5),
                byte(low, 6), byte(low, 7)
            ))
    }

    /// Reads the header line (without its newline).
    static func header(_ line: UnsafeBufferPointer<UInt8>, path: String) throws(CartError) -> Header {
        guard let object = FlatJSON.decode(line), object[.shoptools] == .string("cart"),
            case .integer(let version) = object[.version], version >= 1
        else { throw .unreadable(path: path, damage: .notACart) }
        guard version <= formatVersion else {
            throw .unreadable(path: path, damage: .newerFormat(found: version, reads: formatVersion))
        }
        guard version < 2 || hasIntactSum(line) else {
            throw .unreadable(path: path, damage: .checksum(line: 1))
        }
        guard case .string(let code) = object[.currency], let currency = try? Currency(code: code) else {
            throw .unreadable(path: path, damage: .unknownCurrency)
        }
        return Header(version: version, currency: currency, length: line.count + 1)
    }

    /// Reads one change line (without its newline) of a file of `version`.
    static func entry(
        _ line: UnsafeBufferPointer<UInt8>, version: Int, currency: Currency, number: Int, path: String
    ) throws(CartError) -> Entry {
        let damaged = CartError.unreadable(path: path, damage: .notAChange(line: number))
        guard let object = FlatJSON.decode(line),
            case .string(let op) = object[.op],
            case .integer(let count) = object[.count], count >= 0,
            case .string(let totalText) = object[.total],
            let total = ExactDecimal(plain: totalText)
        else { throw damaged }
        guard version < 2 || hasIntactSum(line) else {
            throw .unreadable(path: path, damage: .checksum(line: number))
        }
        let operation: Entry.Operation
        switch op {
        case "add":
            guard case .string(let amountText) = object[.amount],
                let amount = ExactDecimal(plain: amountText),
                case .integer(let quantity) = object[.qty]
            else { throw damaged }
            let label: String?
            switch object[.label] {
            case .string(let text): label = text
            case .null, nil: label = nil
            default: throw damaged
            }
            let id: UUID
            if version < 3 {
                id = derivedID(line, line: number)
            } else {
                guard let parsed = object.withUTF8(.id, uuid(utf8:)) else { throw damaged }
                id = parsed
            }
            var tax = TaxCategory.outsideTax
            var sharers: [Cart.Sharer] = []
            if version >= 4 {
                switch (object[.tax], object[.basis]) {
                case (nil, nil): break
                case (.string(let rateText)?, .string(let basisText)?):
                    guard let rate = ExactDecimal(plain: rateText), let basis = TaxBasis(rawValue: basisText),
                        let taxRate = try? Percentage(exact: rate)
                    else { throw damaged }
                    tax = TaxCategory(rate: taxRate, basis: basis)
                default: throw damaged
                }
                switch object[.for] {
                case nil: break
                case .string(let text)?:
                    guard let list = try? Cart.Sharer.list(parsing: text) else { throw damaged }
                    sharers = list
                default: throw damaged
                }
            }
            var discount: Cart.Item.Discount?
            if version >= 5 {
                switch (object[.original], object[.off]) {
                case (nil, nil): break
                case (.string(let originalText)?, .string(let offText)?):
                    let steps = offText.split(separator: ",").map(Cart.Item.Discount.Step.init(plain:))
                    guard let original = ExactDecimal(plain: originalText), !steps.isEmpty, !steps.contains(nil) else {
                        throw damaged
                    }
                    discount = .init(original: Money(original.decimal, currency), steps: steps.compactMap { $0 })
                default: throw damaged
                }
            }
            do {
                operation = .add(
                    try Cart.Item(
                        exact: amount, currency: currency, label: label, quantity: quantity, tax: tax, sharers: sharers,
                        discount: discount, id: id))
            } catch {
                throw .unreadable(path: path, damage: .change(line: number, error))
            }
        case "remove":
            guard case .integer(let index) = object[.index] else { throw damaged }
            operation = .remove(index: index)
        case "remove-offsets" where version >= 3:
            guard case .string(let text) = object[.offsets], let offsets = OffsetList.offsets(text) else { throw damaged }
            operation = .removeOffsets(offsets)
        case "clear": operation = .clear
        case "undo": operation = .undo
        case "coupon" where version >= 4:
            let coupon: Coupon?
            switch (object[.amount], object[.percent]) {
            case (.string(let text)?, nil):
                coupon = ExactDecimal(plain: text).flatMap { try? Coupon(amount: Money($0.decimal, currency)) }
            case (nil, .string(let text)?):
                coupon = ExactDecimal(plain: text).flatMap { try? Coupon(checkedPercent: $0.decimal) }
            default: coupon = nil
            }
            guard let coupon else { throw damaged }
            operation = .coupon(coupon)
        case "coupons-clear" where version >= 4: operation = .clearCoupons
        case "budget" where version >= 4:
            switch object[.amount] {
            case .null?: operation = .budget(nil)
            case .string(let text)?:
                guard let amount = ExactDecimal(plain: text) else { throw damaged }
                operation = .budget(Money(amount.decimal, currency))
            default: throw damaged
            }
        default: throw damaged
        }
        return Entry(operation: operation, count: count, total: total)
    }

    /// `lhs == rhs`, told at once when the two are held alike (a total read from a line and the same total
    /// summed: every line of a full read).
    static func isSame(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Bool {
        (lhs.magnitude == rhs.magnitude && lhs.scale == rhs.scale && lhs.isNegative == rhs.isNegative) || lhs == rhs
    }

    /// Applies a read change (`line`, number `number`) to `cart`, checks the
    /// count and total it recorded, and returns the change as applied (an
    /// `add` whose id was already in the cart with the id derived from its line).
    ///
    /// A repair (`checkingFigures: false`) replays what it can read and does
    /// not hold a line to figures that lines left out before it have changed.
    static func apply(
        _ entry: Entry, to cart: inout Cart, line: UnsafeBufferPointer<UInt8>, number: Int, path: String,
        checkingFigures: Bool = true
    ) throws(CartError) -> Entry.Operation {
        // The item given another id, if it needed one; else the change as read (not copied on every line).
        var renamed: Cart.Item?
        do throws(CartError) {
            switch entry.operation {
            case .add(let item):
                // One look-up for the id of nearly every line, whose id is new: the append's own.
                if try !cart.append(replayed: item) {
                    var item = item
                    for salt in 0..<2 where cart.ids.contains(Cart.ItemKey(item.id)) {
                        item = item.with(id: derivedID(line, line: number, salt: salt))
                    }
                    guard try cart.append(replayed: item) else { throw CartError.duplicateItem(id: item.id) }
                    renamed = item
                }
            case .remove(let index): try cart.remove(at: index)
            case .removeOffsets(let offsets): try cart.remove(atOffsets: offsets)
            case .clear: cart.clearConfirmed()
            case .undo: try cart.undo()
            case .coupon(let coupon): try cart.add(coupon)
            // A writer records these only when they change something.
            case .clearCoupons: cart.clearCoupons()
            case .budget(let budget): try cart.setBudget(budget)
            }
        } catch {
            throw .unreadable(path: path, damage: .change(line: number, error))
        }
        guard !checkingFigures || (cart.count == entry.count && isSame(cart.totalExact, entry.total)) else {
            throw .unreadable(path: path, damage: .doesNotAddUp(line: number))
        }
        return renamed.map(Entry.Operation.add) ?? entry.operation
    }
}
