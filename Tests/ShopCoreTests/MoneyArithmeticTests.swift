import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Money arithmetic refuses to mix currencies.
@Suite struct MoneyArithmeticTests {
    @Test func sumsInOneCurrency() throws {
        #expect(try Money(1980, .jpy) + Money(498, .jpy) == Money(2478, .jpy))
        #expect(try Money(100, .jpy) - Money(498, .jpy) == Money(-398, .jpy))
        #expect(try Money(498, .jpy) * 3 == Money(1494, .jpy))
        #expect(try Money.sum([Money(1, .usd), Money(2, .usd)], in: .usd) == Money(3, .usd))
        #expect(try Money(1, .usd).isLess(than: Money(2, .usd)))
    }

    @Test func mixingCurrenciesThrows() {
        #expect(throws: ShopCoreError.mixedCurrencies(.jpy, .usd)) { try Money(1, .jpy) + Money(1, .usd) }
        #expect(throws: ShopCoreError.mixedCurrencies(.usd, .jpy)) { try Money.sum([Money(1, .jpy)], in: .usd) }
        #expect(throws: ShopCoreError.mixedCurrencies(.eur, .jpy)) { try Money(1, .eur).isLess(than: Money(1, .jpy)) }
    }
}
