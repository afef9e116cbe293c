import Cart
import Settle
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libFuzzer's entry: any bytes as a group file, through the one line-file reader.
///
/// Never a trap: the reader gives a group or a `SettleError` at a place (`LocatedError`). Properties:
/// - a place names a line of the input (1 … its number of lines) and a column within that line;
///   a bill's place (the same bytes, which every `bill FILE` of the input names) likewise; the line
///   an error shows is that line of the input, as it is written;
/// - a group that reads settles or refuses with an error; its balances add up to zero and its
///   transfers clear them;
/// - an expense without `for` is shared by the people present at its line, a subset of the group.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGroup(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for currency in [Currency.jpy, .eur] {
        let group: Group
        do {
            group = try Group(
                reading: bytes, named: "trip.txt", currency: currency, attachment: { _ throws(SettleError) in bytes },
                asOf: CalendarDay(daysSince1970: 20_788))
        } catch {
            check(error, lines, bytes)
            continue
        }
        for expense in group.expenses {
            let sharers = group.sharers(of: expense).map(\.name)
            if !Set(sharers).isSubset(of: group.people) { fail("sharers \(sharers) outside \(group.people)", bytes) }
        }
        for perCurrency in [false, true] {
            let settlements: [Settlement]
            do { settlements = try group.settle(SettleOptions(perCurrency: perCurrency)) } catch {
                _ = error.description
                continue
            }
            for settlement in settlements { check(settlement, bytes) }
        }
    }
    return 0
}

/// The places an error names lie within the input, and the line it shows is the input's line.
private func check(_ error: LocatedError<SettleError>, _ lines: [ArraySlice<UInt8>], _ bytes: [UInt8]) {
    _ = error.description
    for place in error.places {
        guard let line = place.line else { continue }
        if line < 1 || line > lines.count { fail("line \(line) of \(lines.count)", bytes) }
        guard let column = place.column else { continue }
        // A column counts characters, each at least one byte.
        let text = String(decoding: lines[line - 1], as: UTF8.self)
        if column < 1 || column > text.count { fail("column \(column) of a line of \(text.count)", bytes) }
    }
    guard let excerpt = error.excerpt else { return }
    // The line shown is a line of the input (every bill it names is the input too), its break left out.
    let shown = lines.map { String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self) }
    if excerpt.line < 1 || excerpt.line > lines.count { fail("shows line \(excerpt.line) of \(lines.count)", bytes) }
    // A byte-order mark is no text at the start of the file; on any other line it is.
    var text = shown[excerpt.line - 1]
    if excerpt.line == 1, text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    if excerpt.text != text { fail("shows \(Array(excerpt.text.utf8)) for line \(excerpt.line)", bytes) }
    if excerpt.column > text.count + 1 { fail("marks column \(excerpt.column) of \(text.count)", bytes) }
}

private func check(_ settlement: Settlement, _ bytes: [UInt8]) {
    let total = settlement.people.reduce(Decimal(0)) { $0 + $1.balance.amount }
    if total != 0 { fail("balances add up to \(total)", bytes) }
    var left = Dictionary(settlement.people.map { ($0.name, $0.balance.amount) }, uniquingKeysWith: +)
    for transfer in settlement.transfers {
        left[transfer.from, default: 0] += transfer.amount.amount
        left[transfer.to, default: 0] -= transfer.amount.amount
    }
    let rests = Dictionary(settlement.rests.map { ($0.name, $0.amount.amount) }, uniquingKeysWith: +)
    for (name, amount) in left where amount != rests[name, default: 0] {
        fail("\(name) is left with \(amount) after the transfers, not \(rests[name, default: 0])", bytes)
    }
}

private func fail(_ message: String, _ bytes: [UInt8]) -> Never {
    fatalError("group: \(message) for \(bytes)")
}
