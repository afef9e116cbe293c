import Bargain
import Cart
import ShopCore
import ShopText
import Tax
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct MoneyTextTests {
    @Test func yenAfterTheNumberInJapanese() throws {
        #expect(Money(6860, .jpy).text(in: .japanese) == "6,860円")
        #expect(Money(6860, .jpy).text(in: .english) == "¥6,860")
        #expect(Money(-50, .jpy).text(in: .japanese) == "-50円")
        #expect(Money(1_234_567, .jpy).text(in: .japanese) == "1,234,567円")
        #expect(Money(try #require(Decimal(string: "68.6")), .usd).text(in: .japanese) == "$68.60")
        #expect(Money(try #require(Decimal(string: "3.499")), .usd).text(in: .japanese) == "$3.499")
        #expect(Money(1000, .krw).text(in: .japanese) == "₩1,000")
    }

    @Test func quotingByLanguage() {
        #expect(Quoting.quoted("abc", in: .english) == "\"abc\"")
        #expect(Quoting.quoted("abc", in: .japanese) == "「abc」")
        #expect(Quoting.quoted("a\nb", in: .japanese) == "「a\\nb」")
    }

    @Test func discountLines() throws {
        var state = try BargainState(price: Money(9800, .jpy))
        try state.setRate(try Percentage(30))
        let discount = try #require(try state.discount())
        #expect(DiscountText.line(discount, in: .english) == "¥9,800 − 30% → ¥6,860 (save ¥2,940)")
        #expect(DiscountText.line(discount, in: .japanese) == "9,800円 − 30% → 6,860円（2,940円お得）")
        var up = try BargainState(price: Money(23450, .jpy), unit: 100, rounding: .awayFromZero)
        try up.setRate(try Percentage(20))
        #expect(
            DiscountText.line(try up.discount(of: Money(23450, .jpy)), in: .japanese)
                == "23,450円 − 20% → 18,800円（4,650円お得、100円単位で切り上げ）")
        var above = try BargainState(price: Money(5, .jpy), unit: 100, rounding: .awayFromZero)
        try above.setRate(try Percentage(1))
        #expect(
            DiscountText.line(try above.discount(of: Money(5, .jpy)), in: .japanese)
                == "5円 − 1% → 100円（元値より95円高くなります: 100円単位で切り上げ）")
    }

    @Test func splitWords() throws {
        let absorb = try Warikan.split(Money(23450, .jpy), among: 7, unit: 100)
        #expect(SplitText.header(absorb, in: .japanese) == "23,450円を7人で割り勘、100円単位で切り捨て（幹事負担: 端数は幹事が払います）")
        #expect(SplitText.organizer(extra: absorb.organizerExtra, in: .japanese) == "幹事（+350円）")
        #expect(SplitText.footer(absorb, in: .japanese) == "集金 23,450円")
        let up = try Warikan.split(Money(23450, .jpy), among: 7, unit: 100, mode: .roundUp)
        #expect(SplitText.footer(up, in: .japanese) == "集金 23,800円（余りの350円は次にまわせるお金です）")
        #expect(SplitText.footer(up, in: .english) == "collected ¥23,800; surplus ¥350 for next time")
    }

    @Test func cartWords() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(2740, .jpy), label: "scarf", quantity: 2))
        let summary = CartSummary(count: cart.count, total: cart.total)
        #expect(CartText.total(summary, in: .japanese) == "合計 5,480円（1件）")
        #expect(CartText.added(cart.items[0], summary, in: .japanese) == "追加: 2 × 2,740円 scarf · 合計 5,480円（1件）")
        #expect(CartText.kept(cart.requestClear(), in: .japanese) == "カートはそのままです（1件、5,480円）")
        #expect(CartText.cleared(cart.requestClear(), in: .english) == "cleared the cart (1 item, ¥5,480)")
    }
}

extension MoneyTextTests {
    /// The budget line reads the summary's remainder, against the receipt the summary was made from.
    @Test func budgetWordsReadTheSummarysRemainder() throws {
        var cart = Cart(currency: .jpy)
        let reduced = TaxCategory(rate: .reduced, basis: .excluded), standard = TaxCategory(rate: .standard, basis: .excluded)
        for amount in [198, 128, 213] { try cart.add(Cart.Item(amount: Money(Decimal(amount), .jpy), tax: reduced)) }
        for amount in [298, 105, 105] { try cart.add(Cart.Item(amount: Money(Decimal(amount), .jpy), tax: standard)) }
        try cart.setBudget(Money(1141, .jpy))
        let down = try CartSummary(of: cart, receipt: cart.receipt(rounding: .towardZero))
        #expect(CartText.budget(down, in: .english) == "budget ¥1,141, ¥1 left")
        #expect(CartText.budget(down, in: .japanese) == "予算 1,141円、残り 1円")
        let up = try CartSummary(of: cart, receipt: cart.receipt(rounding: .awayFromZero))
        #expect(CartText.budget(up, in: .english) == "over the budget ¥1,141 by ¥1")
        #expect(CartText.budget(up, in: .japanese) == "予算 1,141円を1円超過")
        #expect(CartText.budget(CartSummary(count: 1, total: Money(1, .jpy)), in: .english) == nil)
    }
}
