import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libFuzzer's entry: any bytes as a Splitwise CSV export, read and settled.
///
/// Never a trap: the reader gives a group or a `SettleError` naming a row. A group that reads has
/// names that pass the one name rule, all different; settled a currency at a time, each
/// settlement's balances add up to zero exactly and its transfers move every balance to zero.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSplitwise(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for currency in [nil, Currency.usd] {
        let group: Group
        do {
            group = try Group(reading: Data(text.utf8), from: .splitwise, currency: currency)
        } catch {
            _ = error.description
            continue
        }
        ImportCheck.group(group, "splitwise", Array(text.utf8))
    }
    return 0
}
