import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libFuzzer's entry: any bytes as a Spliit JSON export, read and settled.
///
/// Never a trap: the reader gives a group or a `SettleError` naming an expense or a participant.
/// A group that reads keeps the properties of `ImportCheck` (names that pass the one name rule,
/// balances that add up to zero, transfers that settle them), read with no currency given and
/// with EUR given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpliit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    for currency in [nil, Currency.eur] {
        let group: Group
        do {
            group = try Group(reading: bytes, from: .spliit, currency: currency)
        } catch {
            _ = error.description
            continue
        }
        ImportCheck.group(group, "spliit", Array(bytes))
    }
    return 0
}
