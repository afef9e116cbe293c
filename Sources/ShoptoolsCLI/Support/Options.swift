import Bargain
import Calculator
import Cart
import ShopCore
import Warikan

/// Every option of the command line, declared once with its help line in
/// both languages. A command's table lists the ones it takes; a command that
/// says more about an option (`--round` of `tax` rounds the tax) refines the
/// line with ``OptionSpec/described(_:_:)`` and reads it as declared here.
extension OptionSpec {
    // MARK: - Shared

    static let json = flag(
        "json", writesForPrograms: true,
        help: Bilingual("one JSON object instead of text", "テキストの代わりにJSONオブジェクトを一つ出力します"))

    static let currency = value(
        "currency", short: "c", .currency, "CODE",
        help: Bilingual(
            "\(currencies(.english)); also $SHOPTOOLS_CURRENCY", "\(currencies(.japanese))。$SHOPTOOLS_CURRENCY でも指定可"))

    static let round = value(
        "round", .unit, "UNIT",
        help: Bilingual(
            "round to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)",
            "UNIT の倍数に丸めます（既定: 通貨の最小単位。JPY なら 1）"))

    static let rounding = value(
        "rounding", .rounding, "MODE",
        help: Bilingual(
            "down (default, toward zero), up (away from zero), half-up, half-even",
            "down（切り捨て。既定）、up（切り上げ）、half-up（四捨五入）、half-even（偶数丸め）"))

    static let included = flag(
        "included", help: Bilingual("the price includes the tax (税込)", "価格は税込（内税）です"))

    static let off = value(
        "off", .percentOrAmount, "X", repeatable: true,
        help: Bilingual(
            "a further discount step, repeatable: a percentage (10%) or an amount (100, ¥100)",
            "さらに割り引きます（繰り返し可）: パーセント（10%）か値引き額（100、¥100）"))

    static let cart = value(
        "cart", .file, "PATH",
        help: Bilingual(
            "the cart file (default $SHOPTOOLS_CART, else $XDG_STATE_HOME/shoptools/cart.json, "
                + "else ~/.local/state/shoptools/cart.json)",
            "カートファイル（既定: $SHOPTOOLS_CART、なければ $XDG_STATE_HOME/shoptools/cart.json、"
                + "それもなければ ~/.local/state/shoptools/cart.json）"))

    /// `an ISO 4217 code: JPY (default), USD, … KWD …` from the one currency
    /// table, in each language: the seven listed first and three more, never all 165.
    static let currencies = Bilingual(
        "an ISO 4217 code: "
            + (Currency.all.prefix(7).map { $0 == .default ? $0.code + " (default)" : $0.code } + ["CHF", "THB", "KWD …"])
            .joined(separator: ", "),
        "ISO 4217 の通貨コード: "
            + (Currency.all.prefix(7).map { $0 == .default ? $0.code + "（既定）" : $0.code } + ["CHF", "THB", "KWD など"])
            .joined(separator: ", "))

    // MARK: - The program itself

    static let help = flag("help", short: "h", help: Bilingual("show this help", "このヘルプを表示します"))

    static let lang = value(
        "lang", .choice(["en", "ja"]), "LANG",
        help: Bilingual("en (English) or ja (日本語); any command takes it", "en（English）か ja（日本語）。どのコマンドにも付けられます"))

    static let version = flag("version", help: Bilingual("show the version", "バージョンを表示します"))

    static let generateCompletionScript = value(
        "generate-completion-script", .choice(["bash", "zsh", "fish"]), "SHELL",
        help: Bilingual(
            "print a completion script for SHELL: bash, zsh or fish", "SHELL（bash、zsh、fish）の補完スクリプトを出力します"))

    static let generateManual = flag(
        "generate-manual",
        help: Bilingual(
            "print the manual page, shoptools(1), in roff (in the language chosen)",
            "マニュアルページ shoptools(1) を roff で出力します（選んだ言語で）"))

    /// The options of `shoptools` before any command.
    static let programOptions: [OptionSpec] = [.help, .version, .lang, .generateCompletionScript, .generateManual]

    // MARK: - discount

    static let discountRate = value(
        "rate", short: "r", .percent, "PCT",
        help: Bilingual("a rate from 0 to 100, e.g. 30 or 30% or 33.5", "0〜100の割引率。例: 30、30%、33.5"))

    static let segment = value(
        "segment", short: "s", .choice(["1", "2", "3", "4"]), "N",
        help: Bilingual("a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%", "プリセット: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%"))

    static let slider = value(
        "slider", .number, "POS",
        help: Bilingual(
            "a slider position from 0 to 1, snapped down to a 5% step (0.37 is 35%); below 0.05 gives 5%, "
                + "above 0.95 gives 95%",
            "0〜1のスライダー位置。5%刻みに切り捨てます（0.37 は 35%）。0.05 未満は 5%、0.95 を超えると 95%"))

    static let sum = flag(
        "sum",
        help: Bilingual(
            "add the percentages into one rate instead (30% + 10% = 40%, as some stores count)",
            "パーセントを足して一つの割引率にします（30% + 10% = 40%。そう数える店もあります）"))

    // MARK: - tax

    static let taxRate = value(
        "rate", short: "r", .percent, "PCT",
        help: Bilingual(
            "the tax rate, 0–100 with up to 4 decimals (default 10; 8.875 for a sales tax)",
            "税率、0〜100、小数4桁まで（既定: 10。売上税なら 8.875 など）"))

    static let reduced = flag(
        "reduced",
        help: Bilingual("Japan's reduced rate, 8% (food and drink to take away)", "軽減税率 8%（飲食料品の持ち帰りなど）"))

    // MARK: - split

    static let people = value(
        "people", short: "n", .count, "N",
        help: Bilingual(
            "N people (1–\(Warikan.maximumPeople)), equal shares; person 1 is the organizer",
            "N人（1〜\(Warikan.maximumPeople)）で均等に割ります。1人目が幹事です"))

    static let weights = value(
        "weights", short: "w", .text, "W,…",
        help: Bilingual(
            "one positive weight a person (傾斜割り勘): 2,1.5,1,1,0.7", "一人ずつの正の比率（傾斜割り勘）: 2,1.5,1,1,0.7"))

    static let person = value(
        "person", short: "p", .text, "SPEC", repeatable: true,
        help: Bilingual(
            "a named person, repeated: NAME (weight 1), NAME:WEIGHT, or NAME=AMOUNT (pays exactly AMOUNT; "
                + "the rest is split among the others)",
            "名前付きの一人。繰り返して指定します: NAME（比率1）、NAME:WEIGHT、NAME=AMOUNT"
                + "（ちょうどAMOUNTを支払い、残りをほかの人で割ります）"))

    static let organizer = value(
        "organizer", .text, "NAME",
        help: Bilingual(
            "who absorbs the rest (default: the first person without a fixed amount)",
            "残りを負担する人（既定: 固定額のない最初の人）"))

    static let mode = value(
        "mode", short: "m", .choice(Warikan.Mode.allCases.map(\.rawValue)), "MODE",
        help: Bilingual(
            "absorb (幹事負担, default): shares rounded down, the organizer pays what is left\n"
                + "up (切り上げ): shares rounded up, the surplus is kept for next time\n"
                + "spread (端数配分): shares rounded down, then one unit each to the largest remainders "
                + "(ties: the first given); the organizer pays the rest",
            "absorb（幹事負担。既定）: 一人分を切り捨て、残りを幹事が払います\n"
                + "up（切り上げ）: 一人分を切り上げ、余りは次にまわします\n"
                + "spread（端数配分）: 一人分を切り捨て、端数の大きい順に1単位ずつ上乗せ"
                + "（同じなら先に書いた人）。残りは幹事が払います"))

    static let bill = value(
        "bill", short: "b", .file, "FILE",
        help: Bilingual(
            "read the bill from FILE (- for standard input); see \"The bill\" below",
            "明細をFILEから読みます（- は標準入力）。下の「明細の書き方」を参照"))

    static let chargeRounding = value(
        "charge-rounding", .rounding, "R",
        help: Bilingual(
            "round every charge given as a percentage by R: down, up, half-up, half-even (default: half-up for "
                + "service and tip, down for tax)",
            "パーセントで指定した料金をRで丸めます: down, up, half-up, half-even（既定: サービス料とチップは half-up、税は down）"))

    static let fromCart = flag(
        "from-cart",
        help: Bilingual(
            "each item shared by the people of its --for (cart add --for Aki:2,Ren), or by everyone; the people "
                + "are --person NAME[:WEIGHT] … (or --people N) and then every name of an item's --for, in that order",
            "各品目を --for の人（cart add --for Aki:2,Ren）、なければ全員で分けます。人は --person NAME[:WEIGHT] …"
                + "（または --people N）、続いて各品目の --for の名前の順です"))

    static let service = value(
        "service", .percentOrAmount, "X",
        help: Bilingual(
            "a service charge (サービス料): 10% of the items and cover, or an amount", "サービス料: 品目とお通しの 10%、または金額"))

    static let taxCharge = value(
        "tax", .percentOrAmount, "X",
        help: Bilingual(
            "a tax (消費税, sales tax): 10% of items, cover and service, or an amount; a cart whose items carry "
                + "their own tax (cart add --tax) splits that tax instead",
            "消費税・売上税: 品目・お通し・サービス料の 10%、または金額。商品に税率があるカート（cart add --tax）では"
                + "その消費税を分けるので指定しません"))

    static let tip = value(
        "tip", .percentOrAmount, "X",
        help: Bilingual("a tip: 20% of the pre-tax subtotal, or an amount", "チップ: 税抜の小計の 20%、または金額"))

    static let tipOn = value(
        "tip-on", .choice(["subtotal", "total"]), "BASE",
        help: Bilingual(
            "what the tip is a percentage of: subtotal (default) or total (everything, tax included)",
            "チップをかける額: subtotal（税抜の小計。既定）か total（税込の合計）"))

    static let cover = value(
        "cover", .amount, "AMOUNT",
        help: Bilingual("a cover charge (お通し, 席料) for each person", "一人あたりのお通し・席料"))

    // MARK: - settle

    static let add = value(
        "add", .text, "LINE",
        help: Bilingual(
            "append LINE, one expense or repayment, to FILE, then settle: the file with it must read without error; "
                + "written under a lock, nothing written on error",
            "FILE に LINE（立替か返金の1行）を書き足してから精算します。書き足したファイルがエラーなく読めるときだけ、"
                + "ロックして書き込みます（エラーなら何も書きません）"))

    static let via = value(
        "via", .text, "NAME",
        help: Bilingual(
            "everyone pays to, or is paid by, NAME (a treasurer) instead of the fewest transfers",
            "最少の回数ではなく、全員が NAME（会計係）に払う・NAME から受け取る形で精算します"))

    static let perCurrency = flag(
        "per-currency",
        help: Bilingual(
            "settle each currency on its own, converting nothing (one table a currency)",
            "通貨ごとに別々に精算します（換算しません。通貨ごとに表を出します）"))

    static let from = choice(
        "from", ImportApp.self, "APP",
        help: Bilingual(
            "FILE is an export of another app: splitwise (its CSV) or spliit (its JSON)",
            "FILE はほかのアプリの書き出し: splitwise（CSV）か spliit（JSON）"))

    static let importRate = value(
        "rate", .text, "CODE=RATE", repeatable: true,
        help: Bilingual(
            "with --from: the value of one CODE in the group's currency (EUR=162.35), repeatable; amounts in CODE are "
                + "converted instead of settled a currency at a time",
            "--from と一緒に: CODE の1単位がグループの通貨でいくらか（EUR=162.35。繰り返し可）。CODE の金額を換算して"
                + "精算します（通貨ごとに分けません）"))

    static let export = choice(
        "export", ExportFormat.self, "FORMAT", writesForPrograms: true,
        help: Bilingual(
            "csv: the balances, the transfers and any rests for a spreadsheet (RFC 4180, UTF-8; formula-like cells "
                + "start with ')",
            "csv: 差額と精算と端数を表計算ソフト向けに出力します（RFC 4180、UTF-8。数式に見えるセルは ' で始めます）"))

    static let bom = flag(
        "bom",
        help: Bilingual(
            "with --export csv: start with a UTF-8 byte-order mark, for Microsoft Excel, which without one reads "
                + "the file in the system's code page (Shift_JIS on Japanese Windows) and garbles names like 健太; "
                + "leave it out for scripts and other programs",
            "--export csv で: 先頭に UTF-8 のバイトオーダーマーク（BOM）を付けます。Microsoft Excel は BOM がないと"
                + "システムの文字コード（日本語の Windows では Shift_JIS）で読み、健太 のような名前が文字化けします。"
                + "スクリプトなどほかのプログラムで読むときは付けないでください"))

    // MARK: - calc and compare

    static let scale = value(
        "scale", .count, "N",
        help: Bilingual(
            "decimals for an inexact result, 0–\(Calculator.maximumScale) (default \(Calculator.defaultScale))",
            "割り切れない結果の小数点以下の桁数、0〜\(Calculator.maximumScale)（既定: \(Calculator.defaultScale)）"))

    static let keys = value(
        "keys", .text, "KEYS",
        help: Bilingual(
            "press KEYS on a calculator's keypad and print its display: '1980 × 3 = M+ MR' (see Keys above)",
            "電卓のキー KEYS を押して表示を出力します: '1980 × 3 = M+ MR'（上の「キー」を参照）"))

    static let desk = optionalChoice(
        "desk", DeskConvention.self,
        help: Bilingual(
            "a desk calculator (電卓): each operator at once (2 + 3 × 4 = is 20, not 14), % completes the "
                + "calculation; sharp (SHARP式, the default) or casio (CASIO式); see the key table above",
            "卓上電卓として計算します: 演算子をすぐに実行し（2 + 3 × 4 = は 14 でなく 20）、% で計算を終えます。"
                + "sharp（SHARP式。既定）か casio（CASIO式）。上のキーの表を参照"))

    static let keysTaxRate = value(
        "tax-rate", .percent, "PCT",
        help: Bilingual(
            "with --keys: the rate of the 税込 and 税抜 keys, 0–100 (default 10)",
            "--keys で: 税込・税抜キーの税率、0〜100（既定: 10）"))

    static let trace = flag(
        "trace",
        help: Bilingual("with --keys: the display after each key", "--keys で: キーを押すたびの表示を出力します"))

    static let per = value(
        "per", .text, "QUANTITY",
        help: Bilingual(
            "the basis: 1kg, 100g, 1l, 10 (pieces) (default: 100g, 100ml or 1 piece)",
            "比べる単位: 1kg, 100g, 1l, 10（個）（既定: 100g、100ml、1個）"))

    // MARK: - cart

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

    // MARK: points

    static let pointRule = value(
        "rule", .text, "RULE", repeatable: true,
        help: Bilingual(
            "a points programme, as RULE above: 1%, 0.5%,base=excl, 1/200,per=item,cap=1000; give it again to "
                + "stack programmes, each counted, rounded and capped on its own",
            "ポイントのプログラム（上の RULE）: 1%、0.5%,base=excl、1/200,per=item,cap=1000。繰り返すとプログラムを"
                + "重ね、それぞれ別に数え、端数処理し、上限を当てます"))

    static let pointRules = value(
        "rules", .file, "FILE",
        help: Bilingual(
            "a file of programmes, one RULE a line (# starts a comment): see Examples/points",
            "プログラムのファイル。1行に1つの RULE（# からはコメント）: Examples/points を参照"))

    static let pointsTax = value(
        "tax", .percent, "PCT",
        help: Bilingual(
            "the consumption tax on PRICE (10, 8): base=excl counts the price without it",
            "PRICE の消費税率（10、8）。base=excl は税抜の額で数えます"))

    static let pointsIncluded = included.described("PRICE includes the tax (needs --tax)", "PRICE は税込です（--tax と一緒に）")

    static let usePoints = value(
        "use-points", .amount, "N",
        help: Bilingual(
            "points spent as payment (worth 1 each): they reduce what is paid, and the base of base=paid",
            "支払いに使うポイント（1ポイント1円）。支払額と base=paid の対象額を減らします"))

    static let against = value(
        "against", .percentOrAmount, "OFFER",
        help: Bilingual(
            "compare with a discount on the same goods: 20% (off the price) or a price; says which is cheaper",
            "同じ商品の値引きと比べます: 20%（価格から）か価格。どちらが安いかを示します"))

    static let pointsJSON = json.described(
        "write one JSON object: programs, points, value, effective_price, effective_rate",
        "JSON オブジェクトを1つ書きます: programs、points、value、effective_price、effective_rate")

    static let clear = flag("clear", help: Bilingual("remove it", "削除します"))

    static let yes = flag("yes", short: "y", help: Bilingual("clear without asking", "確認せずに空にします"))
}

/// The lines some commands give a shared option (`--round` of `tax` rounds the tax).
extension OptionSpec {
    static let roundPrice = round.described(
        "round the price to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)",
        "価格を UNIT の倍数に丸めます（既定: 通貨の最小単位。JPY なら 1）")

    static let roundTax = round.described(
        "round the tax to a multiple of UNIT (default: the currency's minor unit)",
        "消費税を UNIT の倍数に丸めます（既定: 通貨の最小単位）")

    static let roundShare = round.described(
        "round each share to a multiple of UNIT: 100, 500, 0.25 (default: the minor unit)",
        "一人分を UNIT の倍数に丸めます: 100, 500, 0.25（既定: 通貨の最小単位）")

    static let taxRoundingRule = rounding.described(
        "how the tax is rounded: down (default, what most Japanese stores do), up, half-up, half-even",
        "消費税の端数処理: down（既定、切り捨て。多くの店の方法）、up（切り上げ）、half-up（四捨五入）、half-even（偶数丸め）")

    static let priceIncluded = included.described("PRICE includes the tax", "PRICE は税込です")

    static let taxRateIncluded = included.described(
        "the prices of the next adds include the tax", "このあと追加する商品の価格は税込です")

    static let calcCurrency = currency.described(
        "whose currency symbols numbers may carry (default: any)", "数値に付けてよい通貨記号の通貨（既定: どの通貨でも可）")

    static let cartCurrency = currency.described(
        "a new cart's currency (default $SHOPTOOLS_CURRENCY, else JPY); a cart file records its own, and another is refused",
        "新しいカートの通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）。カートファイルは自分の通貨を記録しており、違う通貨は拒否します")

    static let itemOff = off.described(
        "a discount step on the price, repeatable: 30% or 100, each step rounded down to the minor unit "
            + "(as discount --off)",
        "価格をさらに割り引きます（繰り返し可）: 30% か 100。discount --off と同じく段ごとに最小単位へ切り捨てます")

    static let clearCoupons = clear.described("remove every coupon", "クーポンをすべて削除します")

    static let clearBudget = clear.described("remove the budget", "予算を削除します")

    static let discountJSON = json.described(
        #"one JSON object: {"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","#
            + #""price":"6860","saved":"2940","unit":"1","rounding":"down"}; with steps also "effective_rate", "#
            + #""effective_rate_exact", "sum" and "steps":[{"off":"30%","price":"348"},…]"#,
        #"JSONで出力します: {"currency":"JPY","original":"9800","rate":"30","segment":2,"slider":"0.3","#
            + #""price":"6860","saved":"2940","unit":"1","rounding":"down"}。重ねての割引では "effective_rate"、"#
            + #""effective_rate_exact"、"sum" と "steps":[{"off":"30%","price":"348"},…] も出力します"#)

    static let taxJSON = json.described(
        #"{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217","#
            + #""rounding":"down","unit":"1"}"#,
        #"{"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19","included":"217","#
            + #""rounding":"down","unit":"1"}"#)

    static let splitJSON = json.described(
        "one JSON object with every payment, the organizer first (a bill: everyone in its order, with their items, "
            + "charges and exact share)",
        "全員の支払いを幹事から順に並べたJSONオブジェクトを一つ出力します（明細では明細の順に、各自の品目・料金・正確な負担額も）")

    static let roundCash = round.described(
        "every transfer a multiple of UNIT (100 for ¥100 coins); everyone but the organizer is settled to the "
            + "nearest UNIT, the organizer carries the rest (default: the minor unit; with --per-currency, the "
            + "group's currency only)",
        "精算額をすべて UNIT の倍数にします（100円単位なら 100）。幹事以外は最も近い UNIT の倍数で精算し、"
            + "端数は幹事が持ちます（既定: 通貨の最小単位。--per-currency ではグループの通貨だけ）")

    static let settleOrganizer = organizer.described(
        "who carries the cash rounding (default: the file's organizer, else the first person)",
        "端数を持つ人（既定: ファイルの organizer、なければ最初の人）")

    static let groupCurrency = currency.described(
        "the group's currency unless the file has a currency line (default $SHOPTOOLS_CURRENCY, else JPY)",
        "ファイルに currency の行がないときのグループの通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）")

    static let settleJSON = json.described(
        #"{"currency":"JPY","unit":"1","optimal":true,"fewest":3,"organizer":"Aki","people":[{"name":"Aki","#
            + #""paid":"54000","share":"24069.11","paid_back":"0","received_back":"5000","balance":"24931","#
            + #""exact_balance":"24930.89","exact_rounded":false},…],"#
            + #""transfers":[{"from":"Ren","to":"Aki","amount":"11469"},…],"rest":[],"conversions":[…]}; "#
            + #"several currencies: {"settlements":[…]}"#,
        #"{"currency":"JPY","unit":"1","optimal":true,"fewest":3,"organizer":"Aki","people":[{"name":"Aki","#
            + #""paid":"54000","share":"24069.11","paid_back":"0","received_back":"5000","balance":"24931","#
            + #""exact_balance":"24930.89","exact_rounded":false},…],"#
            + #""transfers":[{"from":"Ren","to":"Aki","amount":"11469"},…],"rest":[],"conversions":[…]}。"#
            + #"複数の通貨では {"settlements":[…]}"#)

    static let calcJSON = json.described(
        #"{"expression":"9800-30%","result":"6860","exact":true}"#, #"{"expression":"9800-30%","result":"6860","exact":true}"#)

    static let compareJSON = json.described(
        #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","#
            + #""unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}, the offers in the order given"#,
        #"{"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,"price":"298","quantity":"450","#
            + #""unit":"g","per_basis":"66.22","exact":false,"rank":1},…]}（商品は指定した順）"#)

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

/// `settle --from APP`: the apps whose exports settle reads.
enum ImportApp: String, CaseIterable, Sendable {
    /// Splitwise's CSV export.
    case splitwise
    /// Spliit's JSON export.
    case spliit
}

/// `settle --export FORMAT`: the formats the balances are written in.
enum ExportFormat: String, CaseIterable, Sendable {
    /// RFC 4180 CSV in UTF-8 (with `--bom`, a byte-order mark first).
    case csv
}

/// The value of `--desk`: which desk calculator's rules (`--desk` alone is SHARP式).
enum DeskConvention: String, CaseIterable {
    /// SHARP式, as nearly every maker but Casio.
    case sharp
    /// CASIO式.
    case casio

    /// The keypad's convention.
    var convention: Keypad.Convention {
        switch self {
        case .sharp: return .sharp
        case .casio: return .casio
        }
    }
}
