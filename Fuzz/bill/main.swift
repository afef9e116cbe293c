import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libFuzzer's entry: any bytes as a bill file, read by the one line-file reader and split in every mode.
///
/// Never a trap: the reader gives a bill or a `BillError` at a place, whose line and column lie
/// within the input and whose line shown is the input's line (text that is not UTF-8 is refused, never read as `�`). A bill
/// that reads is split by every mode at two units, and each split must keep
/// the rule: the exact shares add up to the total; absorb and spread collect
/// exactly the total; up collects the total plus a surplus below one unit a person.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBill(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    for currency in [Currency.jpy, .usd] {
        let bill: Warikan.Bill
        do {
            bill = try Warikan.Bill(reading: bytes, named: "party.bill", currency: currency)
        } catch {
            _ = error.description
            for place in error.places { check(place, bytes, text) }
            if let excerpt = error.excerpt { check(excerpt, bytes, text) }
            continue
        }
        for unit in [nil, bill.currency.minorUnit * 100] as [Decimal?] {
            for mode in Warikan.Mode.allCases {
                let split: Warikan.BillSplit
                do {
                    split = try Warikan.split(bill, unit: unit, mode: mode)
                } catch {
                    _ = error.description
                    continue
                }
                check(split, text)
            }
        }
    }
    return 0
}

private func check(_ split: Warikan.BillSplit, _ text: String) {
    let total = split.total.amount
    // Exact shares are fractions (a third of ¥100): they add up to the total exactly.
    var exact = Fraction.zero
    for share in split.shares {
        guard let sum = try? exact + share.exact else { fail("exact shares overflow", text) }
        exact = sum
    }
    let paid = split.shares.reduce(Decimal(0)) { $0 + $1.pays.amount }
    if (try? Fraction(total)) != exact { fail("exact shares \(exact) against the total \(total)", text) }
    if paid != split.collected.amount { fail("payments \(paid) against collected \(split.collected)", text) }
    switch split.mode {
    case .organizerAbsorbs, .spread:
        if split.collected.amount != total { fail("\(split.mode) collected \(split.collected) of \(total)", text) }
    case .roundUp:
        let surplus = split.collected.amount - total
        let limit = split.unit * Decimal(split.shares.count)
        if surplus != split.surplus.amount || surplus < 0 || surplus >= limit {
            fail("up: surplus \(surplus) with \(split.shares.count) people at \(split.unit)", text)
        }
    }
    for share in split.shares where share.pays.amount < 0 { fail("\(share.name) pays \(share.pays)", text) }
}

/// A place names a line of the input and a column within it.
private func check(_ place: SourceLocation, _ bytes: [UInt8], _ text: String) {
    guard let line = place.line else { return }
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if line < 1 || line > lines.count { fail("line \(line) of \(lines.count)", text) }
    guard let column = place.column else { return }
    let characters = String(decoding: lines[line - 1], as: UTF8.self).count
    if column < 1 || column > characters { fail("column \(column) of a line of \(characters)", text) }
}

/// The line an error shows is the input's line, as written, and its mark starts within it.
private func check(_ excerpt: SourceExcerpt, _ bytes: [UInt8], _ text: String) {
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if excerpt.line < 1 || excerpt.line > lines.count { fail("shows line \(excerpt.line) of \(lines.count)", text) }
    let raw = lines[excerpt.line - 1]
    var line = String(decoding: raw.last == 0x0D ? raw.dropLast() : raw, as: UTF8.self)
    if excerpt.line == 1, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
    if excerpt.text != line { fail("shows \(Array(excerpt.text.utf8)) for line \(excerpt.line)", text) }
    if excerpt.column > line.count + 1 { fail("marks column \(excerpt.column) of \(line.count)", text) }
}

private func fail(_ message: String, _ text: String) -> Never {
    fatalError("bill: \(message) for \(Array(text.utf8))")
}
