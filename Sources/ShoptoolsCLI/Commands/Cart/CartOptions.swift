import Bargain
import Cart
import CommandLineKit
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `cart`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var noSave: Self {
        .flag(
            "no-save",
            help: Bilingual(
                "a cart in memory only, starting empty; the cart file is not touched",
                "メモリ上だけの空のカートで始めます。カートファイルには触れません"))
    }

    static var withinBudget: Self {
        .flag(
            "within-budget",
            help: Bilingual(
                "refuse the add if the amount to pay would go over the budget (exit 1, nothing added)",
                "支払額が予算を超えるなら追加しません（終了ステータス 1。何も追加しません）"))
    }

    static var perItem: Self {
        .flag(
            "per-item",
            help: Bilingual(
                "also show the tax rounded per item, to see why a calculator differs",
                "品目ごとに丸めた場合の消費税も表示します（電卓と合わない理由がわかります）"))
    }

    static var clear: Self {
        .flag("clear", help: Bilingual("remove it", "削除します"))
    }

    static var yes: Self {
        .flag("yes", short: "y", help: Bilingual("clear without asking", "確認せずに空にします"))
    }

    static var taxRateIncluded: Self {
        .included.described(
            "the prices of the next adds include the tax", "このあと追加する商品の価格は税込です")
    }

    static var clearCoupons: Self {
        .clear.described("remove every coupon", "クーポンをすべて削除します")
    }

    static var clearBudget: Self {
        .clear.described("remove the budget", "予算を削除します")
    }

    static var totalJSON: Self {
        .json.described(
            #"{"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0","total":"12340"} (total is what "#
                + #"to pay; "budget" and "remaining" when set)"#,
            #"{"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0","total":"12340"}（total は支払額。"#
                + #"予算があれば "budget" と "remaining"）"#)
    }

    static var addJSON: Self {
        .totalJSON
    }

    static var listJSON: Self {
        .json.described(
            #"as cart total --json, with "items" (each item as it was added)"#,
            #"cart total --json と同じで、"items"（追加した各商品）付き"#)
    }

    static var receiptJSON: Self {
        .json.described(
            #"{"currency","items","subtotal","coupons","discount","groups":[{"rate","basis","amount","discount","#
                + #""taxable","tax"}],"tax","total","rounding"}"#,
            #"{"currency","items","subtotal","coupons","discount","groups":[{"rate","basis","amount","discount","#
                + #""taxable","tax"}],"tax","total","rounding"}"#)
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var label: Self {
        .text(
            "label", short: "l", .text, "TEXT", help: Bilingual("what the item is", "商品名などのラベル"))
    }
}

extension OptionDeclaration where Self == TypedOption<Int> {
    static var quantity: Self {
        .count(
            "qty", short: "q", what: .quantity, range: 1...Cart.Item.maximumQuantity,
            help: Bilingual(
                "how many, 1–\(Cart.Item.maximumQuantity) (default 1)", "数量、1〜\(Cart.Item.maximumQuantity)（既定: 1）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Percentage> {
    static var itemTax: Self {
        .taxRate(
            "tax",
            help: Bilingual(
                "the item's tax rate, 0–100 (10 standard, 8 reduced); without it the item is outside tax",
                "商品の税率、0〜100（標準税率 10、軽減税率 8）。なければ課税対象外です"))
    }
}

extension OptionDeclaration where Self == TypedOption<[Cart.Sharer]> {
    static var sharers: Self {
        .reading(
            "for", .text, "NAMES",
            help: Bilingual(
                "who the item is for when the bill is split: Aki,Ren or Aki:2,Ren (weights)",
                "割り勘するときに誰の分か: Aki,Ren、重み付きなら Aki:2,Ren"), Cart.Sharer.list(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<RoundingRule> {
    static var taxRounding: Self {
        .roundingRule(
            "tax-rounding", "MODE",
            help: Bilingual(
                "how each rate's tax is rounded: down (default), up, half-up, half-even",
                "税率ごとの消費税の端数処理: down（既定、切り捨て）、up、half-up、half-even"))
    }
}

extension OptionDeclaration where Self == TypedOption<Currency> {
    static var cartCurrency: Self {
        .currency.described(
            "a new cart's currency (default $SHOPTOOLS_CURRENCY, else JPY); a cart file records its own, and another is refused",
            "新しいカートの通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）。カートファイルは自分の通貨を記録しており、違う通貨は拒否します")
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<DiscountStep>> {
    static var itemOff: Self {
        .off.described(
            "a discount step on the price, repeatable: 30% or 100, each step rounded down to the minor unit "
                + "(as discount --off)",
            "価格をさらに割り引きます（繰り返し可）: 30% か 100。discount --off と同じく段ごとに最小単位へ切り捨てます")
    }
}

/// `cart receipt --export FORMAT`: the forms the receipt is written in for other programs.
enum ReceiptExport: String, CaseIterable, Sendable {
    /// The receipt file that `shoptools receipt` checks.
    case receipt
}

extension OptionDeclaration where Self == TypedOption<ReceiptExport> {
    static var receiptExport: Self {
        .choice(
            "export", "FORMAT", writesForPrograms: true,
            help: Bilingual(
                "receipt: the receipt as a file for shoptools receipt to check (it follows the invoice rule by construction)",
                "receipt: レシートを shoptools receipt で検算できるファイルとして出力します（インボイスの端数処理どおりになります）"))
    }
}
