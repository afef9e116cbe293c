import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// libFuzzer's entry: any bytes as typed text, through every way ShopCore reads an amount.
///
/// Never a trap; and where the fast path for plain ASCII amounts
/// (`ExactDecimal.parseSimple`) accepts the bytes, the full parser must
/// accept them too, with the same value; an amount read shows as text that
/// reads back as the same amount.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAmount(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // Invalid UTF-8 becomes U+FFFD, as in a String read from a file or a pipe.
    let text = String(decoding: bytes, as: UTF8.self)
    let simple = ExactDecimal.parseSimple(bytes)
    if simple != nil, String(validating: bytes, as: UTF8.self) != text { fail("fast path read invalid UTF-8", text) }
    // Any known currency's symbols (nil) and the two currencies whose symbols differ most.
    for (currency, allowsNegative) in [(nil, true), (Currency.jpy, false), (Currency.usd, true)] as [(Currency?, Bool)] {
        let full = try? AmountParser.exactAmountInFull(text, currency: currency, allowsNegative: allowsNegative)
        if let simple, full != simple { fail("fast path \(simple) but full parser \(String(describing: full))", text) }
        guard let currency else { continue }
        readAmount(text, currency: currency, allowsNegative: allowsNegative, expected: full)
        _ = TypedAmount.read(text, currency: currency)
    }
    for allowsNegative in [false, true] {
        do {
            let value = try AmountParser.decimal(text, allowsNegative: allowsNegative)
            let again = try AmountParser.decimal(value.description, allowsNegative: allowsNegative)
            if again != value { fail("decimal \(value) reads back as \(again)", text) }
        } catch {
            _ = error.description
        }
    }
    if let plain = ExactDecimal(plain: text) { _ = plain.plainText }
    return 0
}

/// Reads `text` as `Money` and through ``AmountParser/amount(_:currency:allowsNegative:)``,
/// which must agree with the full parser's `expected`; the amount's text reads back the same.
private func readAmount(_ text: String, currency: Currency, allowsNegative: Bool, expected: ExactDecimal?) {
    do {
        let money = try Money(parsing: text, currency: currency, allowsNegative: allowsNegative)
        let amount = try AmountParser.amount(text, currency: currency, allowsNegative: allowsNegative)
        if money.amount != amount || expected?.decimal != amount { fail("Money, amount and full parser disagree", text) }
        let again = try Money(parsing: money.amount.description, currency: currency, allowsNegative: true)
        if again != money { fail("\(money) reads back as \(again)", text) }
    } catch {
        if expected != nil { fail("full parser accepts what amount refuses: \(error)", text) }
        _ = error.description
    }
}

private func fail(_ message: String, _ text: String) -> Never {
    fatalError("amount: \(message) for \(Array(text.utf8))")
}
