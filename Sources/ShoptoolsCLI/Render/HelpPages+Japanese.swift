import Calculator
import Cart
import ShopText
import Warikan

extension HelpPage {
    /// 日本語のヘルプの一行説明。
    var japaneseSummary: String {
        switch self {
        case .discount: return "割引後の価格を求める（バーゲン教師）"
        case .split: return "会計を割り勘する（割勘奉行）"
        case .splitInSession: return "カートの合計をN人で割り勘する（--weights、--person も可）"
        case .calc: return "買い物の電卓: 1980*3, 9800-30%, (1000+980)*8%"
        case .compare: return "どれが割安か比べる: 298/450g と 198/280g を100g・100ml・1個あたりで"
        case .cart: return "カートで買い物の合計を管理する。ACTION を省くと対話モード"
        case .cartAdd: return "商品を追加する。対話モードで AMOUNT を省くと割引後の価格を追加"
        case .cartList: return "商品の一覧と合計"
        case .cartTotal: return "支払う合計（商品 − クーポン + 外税）"
        case .cartUndo: return "直前の変更（追加・削除・クリア・クーポン・予算）を取り消す"
        case .cartRemove: return "N番目の商品を削除する（番号は list のとおり）"
        case .cartClear: return "確認（y/N）のあとでカートを空にする"
        case .cartReceipt: return "カートをレシートとして表示する（消費税は税率ごとに1回だけ端数処理）"
        case .cartCoupon: return "会計全体から引くクーポン（金額か PCT%）"
        case .cartBudget: return "カートの予算を設定・表示・解除する"
        case .tax: return "消費税込みの価格を求める（10%、軽減税率8%、任意の税率）"
        case .taxRate: return "このあと追加する商品の税率: taxrate 8 --included、taxrate off"
        case .repl: return "対話モード（REPL）。shoptools cart でも同じ"
        case .help: return "このヘルプ、またはコマンドのヘルプ"
        case .price: return "価格を設定する。金額や式だけの行でも同じ: 9800, 1980*3"
        case .rate: return "割引率を設定する（0〜100）。30% だけの行でも同じ"
        case .segment: return "プリセットを選ぶ: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%"
        case .slider: return "スライダーを動かす（0〜1、5%刻み）"
        case .off: return "割引率のあとにさらに割り引く: off 10%, off 100。off clear で取り消し"
        case .quit: return "終了する（Ctrl-D でも可）。カートの変更はすべて保存済み"
        case .lang: return "英語（lang en）か日本語（lang ja）で表示する"
        }
    }

    /// 日本語のヘルプ全文。
    var japaneseText: String {
        switch self {
        case .discount:
            return """
                使い方: shoptools discount PRICE (--rate PCT | --segment N | --slider POS) [--off X …] [オプション]
                        shoptools discount PRICE --off X [--off X …] [オプション]

                割引後の価格を求めます: PRICE × (1 − 割引率/100) を単位に丸めた金額です。
                計算は正確な10進数で行うので、9800の30%引きは必ず6860になり、6859にはなりません。

                引数:
                  PRICE              割引前の価格: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50、
                                     または式: 1980*3
                                     - を指定すると標準入力から一行に一つ価格を読み、一行に一つ結果を書きます

                割引（どれか一つ。--off だけでも可）:
                  -r, --rate PCT     0〜100の割引率。例: 30、30%、33.5
                  -s, --segment N    プリセット: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%
                      --slider POS   0〜1のスライダー位置。5〜95%の範囲で5%刻みに切り捨てます

                重ねての割引:
                      --off X        さらに割り引きます（繰り返し可）: パーセント（10%）か値引き額（100、¥100）。
                                     割引率のあと、指定した順に、前の段の価格に対して適用し、レジと同じく段ごとに
                                     価格を丸めます: 498 --rate 30 --off 10% は 348.6 → 348、313.2 → 313（合計 ≈37.1%引き）。
                                     その時点の価格を超える値引き額はエラーです。価格は0未満になりません
                      --sum          パーセントを足して一つの割引率にします（30% + 10% = 40%。そう数える店もあります）

                オプション:
                      --round UNIT       価格をUNITの倍数に丸めます（既定: 通貨の最小単位。JPYなら1）
                      --rounding MODE    down（切り捨て。既定）、up（切り上げ）、half-up（四捨五入）、half-even（偶数丸め）
                  -c, --currency CODE    通貨: \(HelpText.currencies(in: .japanese))。$SHOPTOOLS_CURRENCY でも指定可
                      --json             JSONで出力します: {"currency":"JPY","original":"9800","rate":"30","segment":2,
                                         "slider":"0.3","price":"6860","saved":"2940","unit":"1","rounding":"down"}。
                                         重ねての割引では "effective_rate"、"effective_rate_exact"、"sum" と
                                         "steps":[{"off":"30%","price":"348"},{"off":"10%","price":"313"}] も出力します
                  -h, --help             このヘルプを表示します

                例:
                  shoptools discount 9800 --rate 30          9,800円 − 30% → 6,860円（2,940円お得）
                  shoptools discount 9800 --segment 4        9,800円 − 50% → 4,900円（4,900円お得）
                  shoptools discount '$98.50' --slider 0.37 --currency USD
                  shoptools discount 498 --rate 30 --off 10%
                  shoptools discount 1000 --off ¥100 --off 20%
                  printf '9800\\n1980\\n' | shoptools discount - --rate 30

                終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り（一括処理では「N行目: …」）、74 入出力エラー
                """
        case .split:
            return """
                使い方: shoptools split TOTAL (--people N | --weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) [オプション]
                        shoptools split --bill FILE [オプション]
                        shoptools split --from-cart [--person NAME[:WEIGHT] … | --people N] [料金] [オプション]

                会計を割り勘します。一人分は単位に丸め、その差額を誰が負担するかはモードで決まります。

                引数:
                  TOTAL                    会計の金額: 23450, ¥23,450, $120.50, ２３４５０、または式: 12000+3450

                \(Self.japaneseWhoPays)

                明細で割る（TOTAL と支払い方の代わりに）:
                  -b, --bill FILE          明細をFILEから読みます（- は標準入力）。下の「明細の書き方」を参照
                      --charge-rounding R  パーセントで指定した料金をRで丸めます: down, up, half-up, half-even
                                           （既定: サービス料とチップは half-up、税は down）

                \(HelpPage.fromCart(in: .japanese))

                オプション:
                \(Self.japaneseRoundingOptions)
                  -c, --currency CODE      通貨: \(HelpText.currencies(in: .japanese))。$SHOPTOOLS_CURRENCY でも指定可
                      --json               全員の支払いを幹事から順に並べたJSONオブジェクトを一つ出力します（明細では
                                           明細の順に、各自の品目・料金・正確な負担額も）
                  -h, --help               このヘルプを表示します

                例:
                  shoptools split 23450 --people 7 --round 100             6人が3,300円、幹事が3,650円
                  shoptools split 23450 --people 7 --round 100 --mode up   7人が3,400円、余りの350円は次にまわせます
                  shoptools split 30000 --person Boss:2 --person Aki --person Ren --person Yui=3000 --round 100
                  shoptools split --bill izakaya.bill --round 100 --mode spread

                \(HelpPage.billFormat(in: .japanese))

                マイナスの金額を払う人はいません。合計を超える固定額は受け付けません。切り捨てのときも、ほかの人に
                正確な一人分より多くを払ってもらうことはないので、幹事の負担は少なくとも自分の一人分です。
                spread では、幹事の（+…）はほかの人の丸めに回らなかった1単位未満の残りです。

                終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り、74 入出力エラー
                """
        case .splitInSession:
            return """
                使い方（対話モード）: split N [オプション]
                                      split (--weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) [オプション]

                カートの合計をN人で割り勘します（比率や名前付きの人で分けることもできます）。合計はクーポンを
                引き、外税を足した支払額です。

                \(Self.japaneseWhoPays)

                --for を付けて追加した品目があるとき、または料金（や --from-cart）を指定したときは、品目ごとに
                割り勘します: split 4 --service 10% --tax 10%（N人は person 1 … N、または --person NAME）:
                \(HelpPage.fromCart(in: .japanese))

                オプション:
                \(Self.japaneseRoundingOptions)
                      --json               全員の支払いを幹事から順に並べたJSONオブジェクトを一つ出力します
                  -h, --help               このヘルプを表示します
                """
        case .calc:
            return """
                使い方: shoptools calc EXPRESSION… [--scale N] [--json]

                式を正確な10進数で計算します。引数はつなげて読むので、shoptools calc '1980*3' でも
                shoptools calc 1980 '*' 3 でも計算できます（シェルでは * と ( ) をクォートしてください）。

                式の書き方:
                  数値         金額と同じ形式: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０
                               （一つの式に使える通貨は一つだけです。$5+¥5 はエラー）
                  演算子       + - * /。× ÷ と全角の ＋ － ＊ ／ （ ）も使えます。× と ÷ は + と − より先に計算します
                  符号         -5, +5, 3*-2, -(1+2)
                  パーセント   9800-30% → 6860    （a ± b% は a の b% を足し引きします）
                               9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15

                割り切れない結果は --scale の桁数に偶数丸めし、≈ を付けます（1/3 → ≈ 0.3333333333）。
                shoptools の金額の引数にはどれも式が使えます: shoptools discount 1980*3 --rate 30

                オプション:
                      --scale N          割り切れない結果の小数点以下の桁数、0〜\(Calculator.maximumScale)（既定: \(Calculator.defaultScale)）
                  -c, --currency CODE    数値に付けてよい通貨記号の通貨（既定: どの通貨でも可）
                      --json             {"expression":"9800-30%","result":"6860","exact":true}
                  -h, --help             このヘルプを表示します

                ダッシュ一つで始まる語は式の一部です（-5, -(1+2)）。--word の形は常にオプションです。

                終了ステータス: 0 成功、64 使い方の誤り、65 計算できない式
                （メッセージに位置を示します。例: 0で割っています（5文字目）: 「10/(5-5)」）
                """
        case .compare:
            return """
                使い方: shoptools compare OFFER OFFER… [--per QUANTITY] [--json]

                どれが割安かを比べます: 100g、100ml、1個あたりの価格を安い順に並べ、最安よりいくら（何%）高いかを
                示します。

                引数:
                  OFFER              価格/量: 298/450g, ¥198/280g, 1280/1.5kg, 158/500ml, 298/1l,
                                     398/12（12個）、398/12個、398/12pcs（枚、本、rolls、ロール も可）
                                     個数x価格/量 はまとめ売り: 2x298/450g は 450g を 298 で2つ、
                                     つまり 900g で 596 です
                                     単位: g, kg, ml, l（L, ℓ）、個数。重さ・容量・個数のどれか一つにそろえます

                オプション:
                      --per QUANTITY     比べる単位: 1kg, 100g, 1l, 10（個）（既定: 100g、100ml、1個）
                  -c, --currency CODE    通貨: \(HelpText.currencies(in: .japanese))。$SHOPTOOLS_CURRENCY でも指定可
                      --json             {"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,
                                         "price":"298","quantity":"450","unit":"g","per_basis":"66.22","exact":false,
                                         "rank":1},…]}（商品は指定した順）
                  -h, --help             このヘルプを表示します

                順位は正確な値で決めます（298/450 と 198/280 を比べ、丸めた表示では比べません）。正確な単価が
                同じ商品は同順位です。表示する金額は通貨の最小単位より2桁下まで四捨五入し（66.22円）、
                正確でないときは ≈ を付けます。

                例:
                  shoptools compare 298/450g 198/280g     298/450g は100gあたり ≈66.22円、198/280g は ≈4.49円（≈6.8%）高い
                  shoptools compare 398/6 698/12          698/12 が1個あたり ≈58.17円で割安
                  shoptools compare 1280/1.5kg 2x298/450g --per 1kg

                終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り（商品、量、種類の違う商品）
                """
        case .cart, .cartAdd, .cartList, .cartTotal, .cartUndo, .cartRemove, .cartClear, .cartReceipt, .cartCoupon,
            .cartBudget:
            return """
                使い方: shoptools cart add AMOUNT [--label TEXT] [--qty N]   商品を追加し、新しい合計を表示します
                                  [--off X]… [--tax PCT [--included]] [--for NAMES] [--within-budget]
                        shoptools cart list | total                        商品の一覧と支払う合計を表示します
                        shoptools cart receipt [--tax-rounding MODE] [--per-item]   カートをレシートとして表示します
                        shoptools cart coupon AMOUNT | PCT% | --clear      会計全体から引くクーポン
                        shoptools cart budget [AMOUNT | --clear]           予算を設定・表示・解除します
                        shoptools cart undo                                直前の変更を取り消します
                        shoptools cart remove N                            N番目の商品を削除します（番号は list の表示どおり）
                        shoptools cart clear [--yes]                       確認（y/N）のあとでカートを空にします
                        shoptools cart                                     対話モード（shoptools repl --help を参照）

                AMOUNT は金額か式です: 6860, ¥6,860, 980*2。カートの合計は正確です。各行（金額 × 数量）は
                通貨の最小単位（1円、0.01ドル）で割り切れる金額でなければなりません。

                消費税: --tax PCT を付けた商品はその税率のグループに入ります。価格は税抜（外税）、--included なら
                税込（内税）です。--tax がなければ課税対象外で、価格がそのまま支払額です（対話モードでは taxrate で
                このあとの商品の税率を決められ、--tax 0 で対象外にできます）。インボイス制度のとおり（国税庁 Q&A 問57）、
                端数処理はレシート全体で税率・税込/税抜ごとに1回だけで、品目ごとには行いません: 8%の 198 + 128 + 213
                = 539 → 消費税 43（43.12 を切り捨て）。品目ごとに丸めると 42 になります。total と receipt は切り捨てです。
                receipt --tax-rounding up|half-up|half-even で別の端数処理を選べます。--per-item は品目ごとに丸めた
                場合の金額も表示し、電卓と合わない理由がわかります。

                クーポン: coupon 1000 でレシートから1,000円引き、coupon 10% で小計の10%（切り捨て）を引きます。
                税率が複数あるときは、各グループの金額（税抜なら税抜、税込なら税込）の比で按分し（国税庁 問69）、
                それぞれ切り捨て、最も低い税率のグループが残りを引き受けます。そのあとで各グループの消費税を計算します。
                クーポンは小計を超えられません（削除でクーポンが小計を超える場合も同じ）。coupon --clear ですべて削除します。

                予算: budget 3000 で予算を設定すると、合計の表示に残り（予算 3,000円、残り 1,860円）か超過額
                （予算 3,000円を 140円超過）が付きます。超過してもエラーにはなりませんが、add --within-budget は
                予算を超える商品を追加しません（終了ステータス 1、何も追加しません）。

                --for NAMES は割り勘するときに誰の分かを示します: Aki,Ren、重み付きなら Aki:2,Ren。

                clear は「カートを空にしますか（3件、12,340円）？ [y/N]」と確認します。y、yes、はい で空にし、
                それ以外（空行、入力の終わり）ではそのまま残します。端末がないときは答えを標準入力から読みます:
                echo y | shoptools cart clear。--yes を付けると確認しません。

                オプション:
                  -l, --label TEXT       商品名などのラベル（add）
                  -q, --qty N            数量、1〜\(Cart.Item.maximumQuantity)（add。既定: 1）
                      --tax PCT          商品の税率、0〜100（add。標準税率 10、軽減税率 8）
                      --included         価格が税込です（add）
                      --for NAMES        誰の分か: Aki,Ren または Aki:2,Ren（add）
                      --off X            価格をさらに割り引きます（繰り返し可）: 30% か 100（add。discount --off と同じく
                                         段ごとに最小単位へ切り捨て）
                      --within-budget    支払額が予算を超えるなら追加しません（add。終了ステータス 1）
                      --tax-rounding MODE  down（既定、切り捨て）、up、half-up、half-even（receipt）
                      --per-item         品目ごとに丸めた場合の消費税も表示します（receipt）
                      --clear            クーポン（coupon）または予算（budget）を削除します
                  -y, --yes              確認せずに空にします（clear）
                      --json             {"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0",
                                         "total":"12340"}（total は支払額。予算があれば "budget" と "remaining"）、
                                         list は "items" 付き。receipt: {"currency","items","subtotal","coupons",
                                         "discount","groups":[{"rate","basis","amount","discount","taxable","tax"}],
                                         "tax","total","rounding"}
                      --cart PATH        カートファイル（既定: $SHOPTOOLS_CART、なければ $XDG_STATE_HOME/shoptools/cart.json、
                                         それもなければ ~/.local/state/shoptools/cart.json）
                  -c, --currency CODE    カートの通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）
                  -h, --help             このヘルプを表示します

                変更はコマンドが終わった時点でディスクに保存されています。同時に実行したコマンドは互いに順番を待ちます。
                読めないカートファイルはそう報告し、ファイルはそのままです。

                終了ステータス: 0 成功、64 使い方の誤り、65 値の誤りまたは読めないカートファイル、74 入出力エラー、
                1 取り消せるものがない
                """
        case .tax:
            return """
                使い方: shoptools tax PRICE [--rate PCT | --reduced] [--included] [オプション]

                消費税込みの価格を求めます。端数処理するのは消費税で、価格ではありません。そのため
                税抜価格 + 消費税 = 税込価格 が常に成り立ちます:
                  税抜の PRICE（外税、既定）: 消費税 = PRICE × 税率 / 100 を丸めた額を上乗せ
                  税込の PRICE（内税、--included）: 消費税 = PRICE × 税率 / (100 + 税率) を丸めた額が含まれる

                引数:
                  PRICE              価格: 198, ¥1,980, 1980円, $72.50、または式: 198*3
                                     - なら標準入力から1行に1つ価格を読み、1行に1つ結果（税込価格。--included なら
                                       税抜価格）を書きます。誤った行があればその行番号を示して止まります

                オプション:
                  -r, --rate PCT         税率、0〜100、小数4桁まで（既定: 10。売上税なら 8.875 など）
                      --reduced          軽減税率 8%（飲食料品の持ち帰りなど）
                      --included         PRICE は税込です
                      --rounding MODE    消費税の端数処理: down（既定、切り捨て。多くの店の方法）、up（切り上げ）、
                                         half-up（四捨五入）、half-even（偶数丸め）
                      --round UNIT       消費税を UNIT の倍数に丸めます（既定: 通貨の最小単位）
                  -c, --currency CODE    通貨: \(HelpText.currencies(in: .japanese))。$SHOPTOOLS_CURRENCY でも指定可
                      --json             {"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19",
                                         "included":"217","rounding":"down","unit":"1"}
                  -h, --help             このヘルプを表示します

                例:
                  shoptools tax 198                        198円 + 消費税10% 19円 → 217円（税込）
                  shoptools tax 198 --reduced              198円 + 消費税8% 15円 → 213円（税込）
                  shoptools tax 1000 --included            1,000円（税込）のうち消費税10% 90円 → 税抜 910円

                レシートでは消費税の端数処理は品目ごとではなく税率ごとに1回です: shoptools cart --help（receipt）を参照。

                終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り（- では行番号付き）
                """
        case .taxRate:
            return """
                使い方（対話モード）: taxrate PCT [--included] | taxrate off

                このあと add で追加する商品の税率を決めます: taxrate 8（8%、税抜価格）、taxrate 10 --included
                （税込価格）、taxrate off（課税対象外）。add --tax PCT で1品ごとに選ぶこともできます。
                状態の行に表示されます: · 税率 8% 税抜
                """
        case .repl:
            return """
                使い方: shoptools repl [--cart PATH] [--currency CODE] [--no-save]
                        shoptools cart          （同じ）
                        shoptools               （同じ。端末から起動したとき）

                一つのセッションで買い物をまるごと扱えます: 価格を入れ、割引を選び、結果をカートに追加する、を
                繰り返し、最後にカートの合計をみんなで割り勘します。コマンドの一覧は help と入力すると表示されます。

                日本語のコマンドも使えます: 追加（add）、合計（total）、一覧（list）、取消（undo）、削除（remove）、
                クリア（clear）、割り勘（split）、終了（quit）、ヘルプ（help）、価格（price）、割引（rate）、
                値引き（off）、比較（compare）、税率（taxrate）、レシート（receipt）、クーポン（coupon）、予算（budget）、
                言語（lang）。
                例えば「価格 9800」「割引 30」「追加」の3行で、6,860円（9800円の30%引き）がカートに入ります。

                オプション:
                      --cart PATH        カートファイル（shoptools cart と同じ）
                  -c, --currency CODE    通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）
                      --no-save          メモリ上だけの空のカートで始めます。カートファイルには触れません
                  -h, --help             このヘルプを表示します

                端末ではプロンプトを表示し、readline と同じキー（←/→、Alt-b/Alt-f、
                Home/End、Ctrl-W/K/U/Y、Ctrl-L、↑/↓ で履歴）が使えます。Tab でコマンド、
                オプション、値、ファイル名を補完します。Ctrl-C で入力中の行を破棄、
                Ctrl-Z で一時停止、Ctrl-D で終了します。端末がないときはプロンプトも
                エスケープコードも出さないので、行を並べたスクリプトをパイプで渡せます。
                すべての行を実行し、エラーには行番号を付け、終了ステータスは各行のうち
                最も悪いものです（すべて成功なら 0）。# で始まる行はコメントです:
                  printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl
                """
        case .help:
            return "使い方: shoptools help [COMMAND]\n\nコマンドの一覧か、一つのコマンドのヘルプを表示します: shoptools help discount"
        case .price: return "使い方（対話モード）: price AMOUNT\n\n価格を設定します: 9800, ¥9,800, 1980*3"
        case .rate: return "使い方（対話モード）: rate PCT\n\n割引率を設定します: 30, 30%, 33.5"
        case .segment: return "使い方（対話モード）: segment N\n\nプリセットを選びます: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%"
        case .slider:
            return "使い方（対話モード）: slider POS\n\nスライダーを POS（0〜1）に動かします。5〜95%の範囲で5%刻みに切り捨てます。"
        case .off:
            return """
                使い方（対話モード）: off X
                                      off clear

                割引率のあとにさらに割り引きます: パーセント（off 10%）か値引き額（off 100、off ¥100）。
                指定した順に前の段の価格に対して適用し、段ごとに価格を丸めます。状態の行にすべての段を表示します。
                off clear ですべて取り消します。
                """
        case .quit: return "使い方（対話モード）: quit\n\n対話モードを終了します。カートの変更はすべて保存済みです。"
        case .lang:
            return "使い方（対話モード）: lang en|ja\n\n次の行から英語（en）か日本語（ja）で表示します。--lang と同じです。"
        }
    }

    /// `shoptools --help` の枠。
    static func japaneseOverview(commandList: String) -> String {
        """
        shoptools \(HelpText.version): 買い物と割り勘の計算を、正確な10進数で行います。

        使い方: shoptools COMMAND [引数] [オプション]

        コマンド:
        \(commandList)

        オプション:
          -h, --help       このヘルプを表示します（コマンドのヘルプは COMMAND --help）
              --version    バージョンを表示します
              --lang LANG  en（English）か ja（日本語）。どのコマンドにも付けられます
              --generate-completion-script bash|zsh|fish   シェルの補完スクリプトを出力します
              --generate-manual   マニュアルページ shoptools(1) を roff で出力します

        金額は正確な10進数です: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50、または式: 1980*3
        環境変数: SHOPTOOLS_CURRENCY で既定の通貨（未設定なら JPY）、SHOPTOOLS_CART でカートファイルを指定します。
        言語は --lang で選びます。指定がなければロケールで決まります: LANGUAGE の最初の ja か en の項目
        （ロケールが C や POSIX のときを除く）、次に LC_ALL、LC_MESSAGES、LANG のうち最初の空でないもの。
        ja… なら日本語、それ以外は英語です。
        終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り、74 入出力エラー、1 その他の失敗
        """
    }

    /// REPL の `help` の枠。
    static func japaneseSessionOverview(commandList: String) -> String {
        """
        コマンド（大文字・小文字は区別しません。[ ] 内は別名）:
        \(commandList)
        コマンド以外の行は式として計算します（= 6860）。正しい価格ならそれが価格になり、パーセントだけの行（30%）は
        割引率になります。各コマンドの後に状態を表示します: 価格 − 割引率 [プリセット] → 割引後の価格（off の段が続きます）· カート。
        help COMMAND でそのコマンドのヘルプを表示します。
        """
    }

    /// 支払い方の説明（`split` と対話モードの `split` で共通）。
    private static let japaneseWhoPays = """
        支払い方（どれか一つを指定）:
          -n, --people N           N人（1〜\(Warikan.maximumPeople)）で均等に割ります。1人目が幹事です
          -w, --weights W,…        一人ずつの正の比率（傾斜割り勘）: 2,1.5,1,1,0.7
          -p, --person SPEC        名前付きの一人。繰り返して指定します: NAME（比率1）、NAME:WEIGHT、NAME=AMOUNT
                                   （ちょうどAMOUNTを支払い、残りをほかの人で割ります）
        """

    /// `split` の端数処理のオプション。
    private static let japaneseRoundingOptions = """
              --round UNIT         一人分をUNITの倍数に丸めます: 100, 500, 0.25（既定: 通貨の最小単位）
          -m, --mode MODE          absorb  幹事負担: 一人分を切り捨て、残りを幹事が払います（既定）
                                   up      切り上げ: 一人分を切り上げ、余りは次にまわします
                                   spread  端数配分: 一人分を切り捨て、端数の大きい順に1単位ずつ上乗せ
                                           （同じなら先に書いた人）。残りは幹事が払います
              --organizer NAME     残りを負担する人（既定: 固定額のない最初の人）
        """
}
