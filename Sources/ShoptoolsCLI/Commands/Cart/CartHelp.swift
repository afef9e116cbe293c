import Cart
import CommandLineKit
import ShopCore
import ShopText

/// `shoptools cart --help` and the page of each action, English beside Japanese.
extension HelpContent {
    static let cart = HelpContent(
        summary: Bilingual("a running total of what you buy; with no action, the REPL", "カートで買い物の合計を管理する。ACTION を省くと対話モード"),
        blocks: [
            .usage,
            .actions(Bilingual("Actions (shoptools cart ACTION --help for each):", "アクション（それぞれ shoptools cart ACTION --help）:")),
            .paragraph(
                Bilingual(
                    """
                    shoptools cart alone starts the interactive REPL (see shoptools repl --help), where each action is a
                    verb of its own: add 198, total, undo.

                    AMOUNT is an amount or an expression: 6860, ¥6,860, 980*2. The cart keeps exact totals; each line
                    (amount × quantity) must come to a whole number of the currency's minor unit (¥1, $0.01).
                    """,
                    """
                    shoptools cart だけなら対話モードを始めます（shoptools repl --help を参照）。対話モードでは各アクションが
                    そのままコマンドです: add 198、total、undo。

                    AMOUNT は金額か式です: 6860, ¥6,860, 980*2。カートの合計は正確です。各行（金額 × 数量）は
                    通貨の最小単位（1円、0.01ドル）で割り切れる金額でなければなりません。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    /// What every cart page ends with: how changes are kept, and the exit statuses.
    static let cartFooter = HelpBlock.paragraph(
        Bilingual(
            """
            Every change is on disk when the command returns; concurrent commands wait for each other; a
            cart file that cannot be read is reported and left as it is (cart repair rebuilds it), one
            you may not write (chmod 444) is refused.

            Exit status: 0 success, 64 usage error, 65 bad value or damaged cart, 74 I/O error,
            1 nothing to undo or an add over the budget with --within-budget.
            """,
            """
            変更はコマンドが終わった時点でディスクに保存されています。同時に実行したコマンドは互いに順番を待ちます。
            読めないカートファイルはそう報告し、ファイルはそのままです（cart repair で作り直せます）。書き込み権限の
            ないもの（chmod 444）は誤りとします。

            終了ステータス: 0 成功、64 使い方の誤り、65 値の誤りまたは壊れたカート、74 入出力エラー、
            1 取り消せるものがない、または --within-budget で予算を超える追加
            """))

    static let cartAdd = HelpContent(
        summary: Bilingual(
            "add an item; in the REPL the discounted price when no AMOUNT is given",
            "商品を追加する。対話モードで AMOUNT を省くと割引後の価格を追加"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    Adds an item and prints the new total. AMOUNT is an amount or an expression: 6860, ¥6,860, 980*2;
                    the line (amount × quantity) must come to a whole number of the minor unit. In the REPL, add
                    without AMOUNT adds the discounted price.

                    Tax: an item with --tax PCT belongs to the group of its rate, its price tax-excluded (税抜), or
                    tax-included (税込) with --included; without --tax it is outside tax and its price is what is paid
                    (--tax 0 says so in the REPL, where taxrate sets the tax of the next adds). The tax is rounded once
                    per rate on the whole receipt: see shoptools cart receipt --help.

                    --off applies discount steps to AMOUNT before it is added, as discount --off does: add 498 --off 30%
                    --off 10% adds 313. --for names who the item is for when the bill is split (split --from-cart).
                    """,
                    """
                    商品を追加し、新しい合計を表示します。AMOUNT は金額か式です: 6860, ¥6,860, 980*2。
                    行（金額 × 数量）は通貨の最小単位で割り切れる金額でなければなりません。対話モードでは、AMOUNT を
                    省くと割引後の価格を追加します。

                    消費税: --tax PCT を付けた商品はその税率のグループに入ります。価格は税抜（外税）、--included なら
                    税込（内税）です。--tax がなければ課税対象外で、価格がそのまま支払額です（対話モードでは taxrate で
                    このあとの商品の税率を決められ、--tax 0 で対象外にできます）。消費税の端数処理はレシート全体で
                    税率ごとに1回です: shoptools cart receipt --help を参照。

                    --off は追加する前に AMOUNT を discount --off と同じく段ごとに割り引きます: add 498 --off 30%
                    --off 10% は 313 を追加します。--for は割り勘するとき（split --from-cart）誰の分かを示します。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartList = HelpContent(
        summary: Bilingual("the items and the total", "商品の一覧と合計"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    "The items, numbered as remove counts them, with their tax and who they are for when any has one, "
                        + "then the total to pay.",
                    "商品を番号付きで一覧し（番号は remove で使います）、税率や誰の分かがあればそれも示し、"
                        + "最後に支払う合計を表示します。")),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartTotal = HelpContent(
        summary: Bilingual("what to pay: the items, less coupons, plus tax added on top", "支払う合計（商品 − クーポン + 外税）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    What to pay: the items, less the coupons, plus the tax added on top (rounded down once per rate).
                    With a budget it says what is left (budget ¥3,000, ¥1,860 left) or by how much the cart is over.
                    """,
                    """
                    支払う合計: 商品の合計からクーポンを引き、外税を足した額です（消費税は税率ごとに1回切り捨て）。
                    予算があれば残り（予算 3,000円、残り 1,860円）か超過額も表示します。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartUndo = HelpContent(
        summary: Bilingual(
            "take back the last change (add, remove, clear, coupon, budget)", "直前の変更（追加・削除・クリア・クーポン・予算）を取り消す"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    "Takes back the last change: an add, remove, clear, coupon or budget. With nothing to undo it says so "
                        + "and exits with 1.",
                    "直前の変更（追加・削除・クリア・クーポン・予算）を取り消します。取り消せるものがなければそう表示し、"
                        + "終了ステータス 1 で終わります。")),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartRemove = HelpContent(
        summary: Bilingual("remove item N (as list numbers them)", "N番目の商品を削除する（番号は list のとおり）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    "Removes item N, as list numbers them. A remove that would leave the coupons above the subtotal is "
                        + "refused; undo brings the item back.",
                    "N番目の商品を削除します（番号は list の表示どおり）。削除でクーポンが小計を超える場合は削除しません。"
                        + "undo で元に戻せます。")),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartClear = HelpContent(
        summary: Bilingual("empty the cart, after a y/N question", "確認（y/N）のあとでカートを空にする"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    clear asks "Clear the cart (3 items, ¥12,340)? [y/N]"; y, yes or はい clears, anything else
                    (an empty line, end of input) keeps it. Without a terminal the answer is read from standard
                    input: echo y | shoptools cart clear. --yes skips the question; undo brings the items back.
                    """,
                    """
                    clear は「カートを空にしますか（3件、12,340円）？ [y/N]」と確認します。y、yes、はい で空にし、
                    それ以外（空行、入力の終わり）ではそのまま残します。端末がないときは答えを標準入力から読みます:
                    echo y | shoptools cart clear。--yes を付けると確認しません。undo で元に戻せます。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartReceipt = HelpContent(
        summary: Bilingual("the cart as a till's receipt: tax rounded once per rate", "カートをレシートとして表示する（消費税は税率ごとに1回だけ端数処理）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    The cart as a till's receipt: the items, the coupons, and each tax rate's group with its tax. As
                    Japan's invoice rules ask (NTA Q&A 問57), the tax is rounded once per rate and basis on the whole
                    receipt, never per item: 8% items 198 + 128 + 213 = 539 → tax 43 (43.12 rounded down), where
                    rounding each item gives 42. The tax is rounded down unless --tax-rounding says otherwise, and
                    --per-item adds what rounding each item would have given, to see why a calculator differs.
                    """,
                    """
                    カートをレシートとして表示します: 商品、クーポン、税率ごとのグループとその消費税。インボイス制度の
                    とおり（国税庁 Q&A 問57）、端数処理はレシート全体で税率・税込/税抜ごとに1回だけで、品目ごとには
                    行いません: 8%の 198 + 128 + 213 = 539 → 消費税 43（43.12 を切り捨て）。品目ごとに丸めると 42 に
                    なります。端数処理は --tax-rounding で変えない限り切り捨てです。--per-item は品目ごとに丸めた場合の
                    金額も表示し、電卓と合わない理由がわかります。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartCoupon = HelpContent(
        summary: Bilingual("a coupon off the whole receipt: an amount or PCT%", "会計全体から引くクーポン（金額か PCT%）"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    coupon 1000 takes ¥1,000 off the receipt; coupon 10% takes 10% of the subtotal, rounded down.
                    Several coupons combine into one discount: their sum, each % coupon a percentage of the
                    subtotal (not of what the coupons before it left), so 10% and 10% take 20% of the subtotal.
                    Across tax rates the discount is split by the groups' amounts as given (NTA 問69), each part
                    rounded down except the lowest rate's, which takes the rest; then each group's tax is computed.
                    Coupons may not pass the subtotal (nor may a remove leave them above it). coupon --clear removes
                    them all.
                    """,
                    """
                    coupon 1000 でレシートから1,000円引き、coupon 10% で小計の10%（切り捨て）を引きます。
                    クーポンが複数あれば合計して一つの値引きになります。% のクーポンはどれも小計に対する割合で
                    （前のクーポンを引いた残りに対してではありません）、10% と 10% なら小計の20%を引きます。
                    税率が複数あるときは、各グループの金額（税抜なら税抜、税込なら税込）の比で按分し（国税庁 問69）、
                    それぞれ切り捨て、最も低い税率のグループが残りを引き受けます。そのあとで各グループの消費税を計算します。
                    クーポンは小計を超えられません（削除でクーポンが小計を超える場合も同じ）。coupon --clear ですべて削除します。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartBudget = HelpContent(
        summary: Bilingual("set, show or clear a budget for the cart", "カートの予算を設定・表示・解除する"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    budget 3000 sets a budget; every total then says what is left (budget ¥3,000, ¥1,860 left) or by
                    how much the cart is over (over the budget ¥3,000 by ¥140). budget alone shows it. Being over is
                    not an error, but add --within-budget refuses an item that would take the cart over (exit 1,
                    nothing added).
                    """,
                    """
                    budget 3000 で予算を設定すると、合計の表示に残り（予算 3,000円、残り 1,860円）か超過額
                    （予算 3,000円を140円超過）が付きます。budget だけなら予算を表示します。超過してもエラーには
                    なりませんが、add --within-budget は予算を超える商品を追加しません（終了ステータス 1、何も追加しません）。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])

    static let cartRepair = HelpContent(
        summary: Bilingual(
            "keep a damaged cart file aside and rebuild the cart from what can be read",
            "壊れたカートファイルを残したまま、読める部分からカートを作り直す"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    repair keeps the damaged file beside the cart (cart.json.damaged, then -2, -3 …), rebuilds the
                    cart from every change it can still read and says which lines it left out; nothing is deleted.
                    A cart that reads fine is left alone (exit 1).
                    """,
                    """
                    repair は壊れたファイルをカートの横に残し（cart.json.damaged、次は -2、-3 …）、読める変更すべてから
                    カートを作り直し、読めなかった行を表示します。何も削除しません。問題なく読めるカートはそのままです
                    （終了ステータス 1）。
                    """)),
            .otherOptions([]),
            cartFooter,
        ])
}
