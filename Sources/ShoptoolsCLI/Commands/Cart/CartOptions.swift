import Cart
import CommandLineKit

/// The options of `cart`, declared once with their help lines in both languages (a shared
/// option refined with ``OptionSpec/described(_:_:)`` is read as the shared one).
extension OptionSpec {
    static let noSave = flag(
        "no-save",
        help: Bilingual(
            "a cart in memory only, starting empty; the cart file is not touched",
            "メモリ上だけの空のカートで始めます。カートファイルには触れません"))

    static let label = value(
        "label", short: "l", .text, "TEXT", help: Bilingual("what the item is", "商品名などのラベル"))

    static let quantity = value(
        "qty", short: "q", .count, "N",
        help: Bilingual(
            "how many, 1–\(Cart.Item.maximumQuantity) (default 1)", "数量、1〜\(Cart.Item.maximumQuantity)（既定: 1）"))

    static let itemTax = value(
        "tax", .percent, "PCT",
        help: Bilingual(
            "the item's tax rate, 0–100 (10 standard, 8 reduced); without it the item is outside tax",
            "商品の税率、0〜100（標準税率 10、軽減税率 8）。なければ課税対象外です"))

    static let sharers = value(
        "for", .text, "NAMES",
        help: Bilingual(
            "who the item is for when the bill is split: Aki,Ren or Aki:2,Ren (weights)",
            "割り勘するときに誰の分か: Aki,Ren、重み付きなら Aki:2,Ren"))

    static let withinBudget = flag(
        "within-budget",
        help: Bilingual(
            "refuse the add if the amount to pay would go over the budget (exit 1, nothing added)",
            "支払額が予算を超えるなら追加しません（終了ステータス 1。何も追加しません）"))

    static let taxRounding = value(
        "tax-rounding", .rounding, "MODE",
        help: Bilingual(
            "how each rate's tax is rounded: down (default), up, half-up, half-even",
            "税率ごとの消費税の端数処理: down（既定、切り捨て）、up、half-up、half-even"))

    static let perItem = flag(
        "per-item",
        help: Bilingual(
            "also show the tax rounded per item, to see why a calculator differs",
            "品目ごとに丸めた場合の消費税も表示します（電卓と合わない理由がわかります）"))

    static let clear = flag("clear", help: Bilingual("remove it", "削除します"))

    static let yes = flag("yes", short: "y", help: Bilingual("clear without asking", "確認せずに空にします"))

    static let taxRateIncluded = included.described(
        "the prices of the next adds include the tax", "このあと追加する商品の価格は税込です")

    static let cartCurrency = currency.described(
        "a new cart's currency (default $SHOPTOOLS_CURRENCY, else JPY); a cart file records its own, and another is refused",
        "新しいカートの通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）。カートファイルは自分の通貨を記録しており、違う通貨は拒否します")

    static let itemOff = off.described(
        "a discount step on the price, repeatable: 30% or 100, each step rounded down to the minor unit "
            + "(as discount --off)",
        "価格をさらに割り引きます（繰り返し可）: 30% か 100。discount --off と同じく段ごとに最小単位へ切り捨てます")

    static let clearCoupons = clear.described("remove every coupon", "クーポンをすべて削除します")

    static let clearBudget = clear.described("remove the budget", "予算を削除します")

    static let totalJSON = json.described(
        #"{"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0","total":"12340"} (total is what "#
            + #"to pay; "budget" and "remaining" when set)"#,
        #"{"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0","total":"12340"}（total は支払額。"#
            + #"予算があれば "budget" と "remaining"）"#)

    static let addJSON = totalJSON

    static let listJSON = json.described(
        #"as cart total --json, with "items" (each item as it was added)"#,
        #"cart total --json と同じで、"items"（追加した各商品）付き"#)

    static let receiptJSON = json.described(
        #"{"currency","items","subtotal","coupons","discount","groups":[{"rate","basis","amount","discount","#
            + #""taxable","tax"}],"tax","total","rounding"}"#,
        #"{"currency","items","subtotal","coupons","discount","groups":[{"rate","basis","amount","discount","#
            + #""taxable","tax"}],"tax","total","rounding"}"#)
}
