import Calculator
import Cart
import ShopText
import Warikan

/// The help of every command, in every language: one case a command, so the
/// compiler proves that each has both an English and a Japanese text.
enum HelpPage: CaseIterable {
    case discount, tax, split, splitInSession, calc, compare, cart, cartAdd, cartList, cartTotal, cartUndo, cartRemove
    case cartClear, cartReceipt, cartCoupon, cartBudget
    case repl, help, price, rate, segment, slider, off, taxRate, quit, lang

    /// The whole `--help` text.
    func text(in language: Language) -> String {
        switch language {
        case .english: return englishText
        case .japanese: return japaneseText
        }
    }

    /// One line for the command list.
    func summary(in language: Language) -> String {
        switch language {
        case .english: return englishSummary
        case .japanese: return japaneseSummary
        }
    }

    var englishSummary: String {
        switch self {
        case .discount: return "the price after a discount (バーゲン教師)"
        case .split: return "split a bill among people (割勘奉行)"
        case .splitInSession: return "split the cart total among N people; --weights and --person work too"
        case .calc: return "a shop calculator: 1980*3, 9800-30%, (1000+980)*8%"
        case .compare: return "which is cheaper: 298/450g against 198/280g, per 100 g, 100 ml or piece"
        case .cart: return "a running total of what you buy; with no action, the REPL"
        case .cartAdd: return "add an item; in the REPL the discounted price when no AMOUNT is given"
        case .cartList: return "the items and the total"
        case .cartTotal: return "what to pay: the items, less coupons, plus tax added on top"
        case .cartUndo: return "take back the last change (add, remove, clear, coupon, budget)"
        case .cartRemove: return "remove item N (as list numbers them)"
        case .cartClear: return "empty the cart, after a y/N question"
        case .cartReceipt: return "the cart as a till's receipt: tax rounded once per rate"
        case .cartCoupon: return "a coupon off the whole receipt: an amount or PCT%"
        case .cartBudget: return "set, show or clear a budget for the cart"
        case .tax: return "a price with its consumption tax (10%, 8% reduced, or any rate)"
        case .taxRate: return "the tax of the next adds: taxrate 8 --included, taxrate off"
        case .repl: return "the interactive REPL (also: shoptools cart)"
        case .help: return "this help, or a command's"
        case .price: return "set the price; a bare amount or expression does the same: 9800, 1980*3"
        case .rate: return "set the discount, 0–100; 30% alone does the same"
        case .segment: return "choose a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%"
        case .slider: return "move the slider, 0–1, snapped to 5% steps"
        case .off: return "a further discount after the rate: off 10%, off 100; off clear for none"
        case .quit: return "leave (also Ctrl-D); every cart change is already saved"
        case .lang: return "speak English (lang en) or Japanese (lang ja)"
        }
    }

    var englishText: String {
        switch self {
        case .discount:
            return """
                Usage: shoptools discount PRICE (--rate PCT | --segment N | --slider POS) [--off X …] [options]
                       shoptools discount PRICE --off X [--off X …] [options]

                The price after a discount: PRICE × (1 − rate/100), rounded to a unit.
                The arithmetic is exact decimal: 9800 at 30% is 6860, never 6859.

                Arguments:
                  PRICE              the price before the discount: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50,
                                     or an expression: 1980*3
                                     - reads one price a line from standard input and writes one result a line

                The discount (one of these, or --off alone):
                  -r, --rate PCT     a rate from 0 to 100, e.g. 30 or 30% or 33.5
                  -s, --segment N    a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%
                      --slider POS   a slider position from 0 to 1, snapped down to a 5% step within 5–95%

                Stacked discounts:
                      --off X        a further step, repeatable: a percentage (10%) or an amount (100, ¥100). Steps
                                     apply in the order given, after the rate, each to the price the step before left,
                                     and the price is rounded after every step, as a till does: 498 --rate 30 --off 10%
                                     is 348.6 → 348, then 313.2 → 313 (≈37.1% in all). An amount off above the price
                                     at its step is an error: a price never goes below zero.
                      --sum          add the percentages into one rate instead (30% + 10% = 40%, as some stores count)

                Options:
                      --round UNIT       round the price to a multiple of UNIT (default: the currency's minor unit, 1 for JPY)
                      --rounding MODE    down (default, toward zero), up (away from zero), half-up, half-even
                  -c, --currency CODE    \(HelpText.currencies); also $SHOPTOOLS_CURRENCY
                      --json             one JSON object: {"currency":"JPY","original":"9800","rate":"30","segment":2,
                                         "slider":"0.3","price":"6860","saved":"2940","unit":"1","rounding":"down"};
                                         with steps also "effective_rate", "effective_rate_exact", "sum" and
                                         "steps":[{"off":"30%","price":"348"},{"off":"10%","price":"313"}]
                  -h, --help             show this help

                Examples:
                  shoptools discount 9800 --rate 30          ¥9,800 − 30% → ¥6,860 (save ¥2,940)
                  shoptools discount 9800 --segment 4        ¥9,800 − 50% → ¥4,900 (save ¥4,900)
                  shoptools discount '$98.50' --slider 0.37 --currency USD
                  shoptools discount 498 --rate 30 --off 10%
                  shoptools discount 1000 --off ¥100 --off 20%
                  printf '9800\\n1980\\n' | shoptools discount - --rate 30

                Exit status: 0 success, 64 usage error, 65 bad value (a batch line: "line N: …"), 74 I/O error.
                """
        case .split:
            return """
                Usage: shoptools split TOTAL (--people N | --weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) [options]
                       shoptools split --bill FILE [options]
                       shoptools split --from-cart [--person NAME[:WEIGHT] … | --people N] [charges] [options]

                Splits a bill (割り勘). Each share is rounded to a unit; the mode says who covers the difference.

                Arguments:
                  TOTAL                    the bill: 23450, ¥23,450, $120.50, ２３４５０, or an expression: 12000+3450

                \(HelpPage.whoPays)

                Or an itemized bill, instead of TOTAL and who pays:
                  -b, --bill FILE          read the bill from FILE (- for standard input); see "The bill" below
                      --charge-rounding R  round every charge given as a percentage by R: down, up, half-up, half-even
                                           (default: half-up for service and tip, down for tax)

                \(HelpPage.fromCart(in: .english))

                Options:
                \(HelpPage.roundingOptions)
                  -c, --currency CODE      \(HelpText.currencies); also $SHOPTOOLS_CURRENCY
                      --json               one JSON object with every payment, the organizer first (a bill: everyone in
                                           its order, with their items, charges and exact share)
                  -h, --help               show this help

                Examples:
                  shoptools split 23450 --people 7 --round 100             6 pay ¥3,300, the organizer ¥3,650
                  shoptools split 23450 --people 7 --round 100 --mode up   7 pay ¥3,400, ¥350 left for next time
                  shoptools split 30000 --person Boss:2 --person Aki --person Ren --person Yui=3000 --round 100
                  shoptools split --bill izakaya.bill --round 100 --mode spread

                \(HelpPage.billFormat(in: .english))

                Nobody pays a negative amount: fixed amounts above the total are refused, and rounding down never
                asks the others for more than their exact share, so the organizer's part is at least their own.
                With spread the organizer's (+…) is the rest below one unit that no one else's rounding took.

                Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error.
                """
        case .splitInSession:
            return """
                Usage (in the REPL): split N [options]
                                     split (--weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) [options]

                Splits the cart total (割り勘) among N people, or by weights or named people: what the till asks,
                after coupons and with the tax added on top.

                \(HelpPage.whoPays)

                When an item was added with --for, or a charge is given (or --from-cart), the cart is split item
                by item instead: split 4 --service 10% --tax 10% (N people named person 1 … N, or --person NAME):
                \(HelpPage.fromCart(in: .english))

                Options:
                \(HelpPage.roundingOptions)
                      --json               one JSON object with every payment, the organizer first
                  -h, --help               show this help
                """
        case .calc:
            return """
                Usage: shoptools calc EXPRESSION… [--scale N] [--json]

                Evaluates an expression in exact decimal. The words are joined, so both
                shoptools calc '1980*3' and shoptools calc 1980 '*' 3 work (quote * and ( ) for the shell).

                Grammar:
                  numbers      as amounts are typed: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０
                               (one currency an expression: $5+¥5 is an error)
                  operators    + - * /, also × ÷ and full-width ＋ － ＊ ／ （ ）; × and ÷ before + and −
                  signs        -5, +5, 3*-2, -(1+2)
                  percent      9800-30% → 6860    (a ± b% takes b% of a)
                               9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15

                A result that does not terminate is rounded half-even to --scale decimals and marked ≈
                (1/3 → ≈ 0.3333333333). Every amount argument of shoptools accepts an expression too:
                shoptools discount 1980*3 --rate 30.

                Options:
                      --scale N          decimals for an inexact result, 0–\(Calculator.maximumScale) (default \(Calculator.defaultScale))
                  -c, --currency CODE    whose currency symbols numbers may carry (default: any)
                      --json             {"expression":"9800-30%","result":"6860","exact":true}
                  -h, --help             show this help

                Words that start with one dash are part of the expression (-5, -(1+2)); --word is always an option.

                Exit status: 0 success, 64 usage error, 65 an expression that cannot be evaluated
                (the message names the position: division by zero at 5: "10/(5-5)").
                """
        case .compare:
            return """
                Usage: shoptools compare OFFER OFFER… [--per QUANTITY] [--json]

                Which is cheaper: each offer's price per 100 g, 100 ml or piece, cheapest first, with how
                much more each costs than the cheapest, per basis and in percent.

                Arguments:
                  OFFER              PRICE/QUANTITY: 298/450g, ¥198/280g, 1280/1.5kg, 158/500ml, 298/1l,
                                     398/12 (12 pieces), 398/12個, 398/12pcs (also 枚, 本, rolls, ロール)
                                     NxPRICE/QUANTITY, a multipack: 2x298/450g is two packs of 450 g at 298
                                     each, 596 for 900 g
                                     units: g, kg, ml, l (L, ℓ), pieces; all offers weighed, measured or counted

                Options:
                      --per QUANTITY     the basis: 1kg, 100g, 1l, 10 (pieces) (default: 100g, 100ml or 1 piece)
                  -c, --currency CODE    \(HelpText.currencies); also $SHOPTOOLS_CURRENCY
                      --json             {"currency":"JPY","basis":"100g","offers":[{"offer":"298/450g","packs":1,
                                         "price":"298","quantity":"450","unit":"g","per_basis":"66.22","exact":false,
                                         "rank":1},…]}, the offers in the order given
                  -h, --help             show this help

                The ranking is exact (298/450 against 198/280, never the rounded figures): offers of the same
                exact price per basis are a tie and share a rank. The figures shown are rounded half-up to the
                currency's minor unit and 2 more decimals (¥66.22) and marked ≈ when they are not exact.

                Examples:
                  shoptools compare 298/450g 198/280g     298/450g ≈¥66.22 per 100 g; 198/280g ≈¥4.49 (≈6.8%) more
                  shoptools compare 398/6 698/12          698/12 at ≈¥58.17 a piece is the cheaper
                  shoptools compare 1280/1.5kg 2x298/450g --per 1kg

                Exit status: 0 success, 64 usage error, 65 bad value (an offer, a quantity, offers of different
                kinds).
                """
        case .cart, .cartAdd, .cartList, .cartTotal, .cartUndo, .cartRemove, .cartClear, .cartReceipt, .cartCoupon,
            .cartBudget:
            return """
                Usage: shoptools cart add AMOUNT [--label TEXT] [--qty N]   add an item; prints the new total
                                 [--off X]… [--tax PCT [--included]] [--for NAMES] [--within-budget]
                       shoptools cart list | total                        the items and the total to pay
                       shoptools cart receipt [--tax-rounding MODE] [--per-item]   the cart as a till's receipt
                       shoptools cart coupon AMOUNT | PCT% | --clear      a coupon off the whole receipt
                       shoptools cart budget [AMOUNT | --clear]           set, show or clear a budget
                       shoptools cart undo                                take back the last change
                       shoptools cart remove N                            remove item N (as list numbers them)
                       shoptools cart clear [--yes]                       empty the cart, after a y/N question
                       shoptools cart                                     the interactive REPL (see shoptools repl --help)

                AMOUNT is an amount or an expression: 6860, ¥6,860, 980*2. The cart keeps exact totals; each line
                (amount × quantity) must come to a whole number of the currency's minor unit (¥1, $0.01).

                Tax: an item with --tax PCT belongs to the group of its rate, its price tax-excluded (税抜), or
                tax-included (税込) with --included; without --tax it is outside tax and its price is what is paid
                (--tax 0 says so in the REPL, where taxrate sets the tax of the next adds). As Japan's invoice rules
                ask (NTA Q&A 問57), the tax is rounded once per rate and basis on the whole receipt, never per item:
                8% items 198 + 128 + 213 = 539 → tax 43 (43.12 rounded down), where rounding each item gives 42.
                total and receipt round the tax down; receipt --tax-rounding up|half-up|half-even chooses another
                way, and --per-item adds what rounding each item would have given, to see why a calculator differs.

                Coupons: coupon 1000 takes ¥1,000 off the receipt; coupon 10% takes 10% of the subtotal, rounded
                down. Across tax rates a coupon is split by the groups' amounts as given (NTA 問69), each part rounded
                down except the lowest rate's, which takes the rest; then each group's tax is computed. Coupons
                may not pass the subtotal (nor may a remove leave them above it). coupon --clear removes them all.

                Budget: budget 3000 sets one; every total then says what is left (budget ¥3,000, ¥1,860 left) or
                by how much the cart is over (over the budget ¥3,000 by ¥140). Being over is not an error, but
                add --within-budget refuses an item that would take the cart over (exit 1, nothing added).

                --for NAMES says who an item is for when the bill is split: Aki,Ren or Aki:2,Ren (weights).

                clear asks "Clear the cart (3 items, ¥12,340)? [y/N]"; y, yes or はい clears, anything else
                (an empty line, end of input) keeps it. Without a terminal the answer is read from standard
                input: echo y | shoptools cart clear. --yes skips the question.

                Options:
                  -l, --label TEXT       what the item is (add)
                  -q, --qty N            how many, 1–\(Cart.Item.maximumQuantity) (add; default 1)
                      --tax PCT          the item's tax rate, 0–100 (add; 10 standard, 8 reduced)
                      --included         the price includes the tax (add)
                      --for NAMES        who the item is for: Aki,Ren or Aki:2,Ren (add)
                      --off X            a discount step on the price, repeatable: 30% or 100 (add; as discount --off,
                                         each step rounded down to the minor unit)
                      --within-budget    refuse the add if the amount to pay would go over the budget (add; exit 1)
                      --tax-rounding MODE  down (default), up, half-up, half-even (receipt)
                      --per-item         also show the tax rounded per item (receipt)
                      --clear            remove the coupons (coupon) or the budget (budget)
                  -y, --yes              clear without asking (clear)
                      --json             {"currency":"JPY","count":2,"subtotal":"12340","discount":"0","tax":"0",
                                         "total":"12340"} (total is what to pay; "budget" and "remaining" when set),
                                         with "items" (list); receipt: {"currency","items","subtotal","coupons",
                                         "discount","groups":[{"rate","basis","amount","discount","taxable","tax"}],
                                         "tax","total","rounding"}
                      --cart PATH        the cart file (default $SHOPTOOLS_CART, else $XDG_STATE_HOME/shoptools/cart.json,
                                         else ~/.local/state/shoptools/cart.json)
                  -c, --currency CODE    the cart's currency (default $SHOPTOOLS_CURRENCY, else JPY)
                  -h, --help             show this help

                Every change is on disk when the command returns; concurrent commands wait for each other; a
                cart file that cannot be read is reported and left as it is.

                Exit status: 0 success, 64 usage error, 65 bad value or unreadable cart file, 74 I/O error,
                1 nothing to undo.
                """
        case .tax:
            return """
                Usage: shoptools tax PRICE [--rate PCT | --reduced] [--included] [options]

                A price with its consumption tax. The tax is what is rounded, never the price, so the price
                without tax plus the tax is always the price with tax:
                  tax-excluded PRICE (税抜, the default): tax = round(PRICE × rate / 100), added on top
                  tax-included PRICE (税込, --included):  tax = round(PRICE × rate / (100 + rate)), within it

                Arguments:
                  PRICE              the price: 198, ¥1,980, 1980円, $72.50, or an expression: 198*3
                                     - reads one price a line from standard input and writes one result a line
                                       (the price with tax, or without it for --included); stops at the first
                                       bad line with its number

                Options:
                  -r, --rate PCT         the tax rate, 0–100 with up to 4 decimals (default 10; 8.875 for a sales tax)
                      --reduced          Japan's reduced rate, 8% (food and drink to take away)
                      --included         PRICE includes the tax
                      --rounding MODE    how the tax is rounded: down (default, what most Japanese stores do), up,
                                         half-up, half-even
                      --round UNIT       round the tax to a multiple of UNIT (default: the currency's minor unit)
                  -c, --currency CODE    \(HelpText.currencies); also $SHOPTOOLS_CURRENCY
                      --json             {"currency":"JPY","rate":"10","given":"excluded","excluded":"198","tax":"19",
                                         "included":"217","rounding":"down","unit":"1"}
                  -h, --help             show this help

                Examples:
                  shoptools tax 198                        ¥198 + 10% tax ¥19 → ¥217
                  shoptools tax 198 --reduced              ¥198 + 8% tax ¥15 → ¥213
                  shoptools tax 1000 --included            ¥1,000 incl. 10% tax ¥90 → ¥910 before tax

                A receipt rounds the tax once per rate, not per item: see shoptools cart --help (receipt).

                Exit status: 0 success, 64 usage error, 65 bad value (with its line number for -).
                """
        case .taxRate:
            return """
                Usage (in the REPL): taxrate PCT [--included] | taxrate off

                Sets the tax of the items add adds from now on: taxrate 8 (8%, tax-excluded prices), taxrate 10
                --included (prices with tax), taxrate off (outside tax). add --tax PCT still chooses for one item.
                The state line shows it: · tax 8% excl.
                """
        case .repl:
            return """
                Usage: shoptools repl [--cart PATH] [--currency CODE] [--no-save]
                       shoptools cart          (the same)
                       shoptools               (the same, on a terminal)

                One session keeps a whole shopping trip: set a price, choose a discount, add the result to
                the cart, repeat, then split the cart total among friends. Type help in it for the commands.

                Options:
                      --cart PATH        the cart file (as for shoptools cart)
                  -c, --currency CODE    the currency (default $SHOPTOOLS_CURRENCY, else JPY)
                      --no-save          a cart in memory only, starting empty; the cart file is not touched
                  -h, --help             show this help

                On a terminal: a prompt and readline's keys (←/→, Alt-b/Alt-f, Home/End,
                Ctrl-W/K/U/Y, Ctrl-L, ↑/↓ history); Tab completes commands, options, values
                and file names; Ctrl-C abandons the line, Ctrl-Z suspends, Ctrl-D leaves.
                Without a terminal: no prompt and no escape codes, so a script of lines can be
                piped in; every line runs, an error names its line, and the exit status is the
                worst of its lines (0 when all worked); a line starting with # is a comment:
                  printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl
                """
        case .help:
            return "Usage: shoptools help [COMMAND]\n\nShows the list of commands, or the help of one: shoptools help discount."
        case .price: return "Usage (in the REPL): price AMOUNT\n\nSets the price: 9800, ¥9,800, 1980*3."
        case .rate: return "Usage (in the REPL): rate PCT\n\nSets the discount rate: 30, 30%, 33.5."
        case .segment: return "Usage (in the REPL): segment N\n\nChooses a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%."
        case .slider:
            return "Usage (in the REPL): slider POS\n\nMoves the slider to POS (0–1); it snaps down to a 5% step within 5–95%."
        case .off:
            return """
                Usage (in the REPL): off X
                                     off clear

                Adds a further discount step after the rate: a percentage (off 10%) or an amount (off 100,
                off ¥100). Steps apply in order, each to the price the one before left, rounded after each
                step; the state line shows every step. off clear removes them all.
                """
        case .quit: return "Usage (in the REPL): quit\n\nLeaves the REPL; every cart change is already saved."
        case .lang:
            return
                "Usage (in the REPL): lang en|ja\n\nSpeaks English (en) or Japanese (ja) from the next line on; the same as --lang."
        }
    }

    /// `shoptools --help`: the framing around the list of commands.
    static func overview(commandList: String, in language: Language) -> String {
        switch language {
        case .english:
            return """
                shoptools \(HelpText.version): the arithmetic of shopping and of splitting a bill, in exact decimals.

                Usage: shoptools COMMAND [ARGUMENTS] [OPTIONS]

                Commands:
                \(commandList)

                Options:
                  -h, --help       show this help (and COMMAND --help for a command's)
                      --version    show the version
                      --lang LANG  en (English) or ja (日本語); any command takes it
                      --generate-completion-script bash|zsh|fish   print a completion script for the shell
                      --generate-manual   print the manual page, shoptools(1), in roff

                Amounts are exact decimals: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50, or expressions: 1980*3.
                Environment: SHOPTOOLS_CURRENCY sets the default currency (JPY when unset); SHOPTOOLS_CART the cart file.
                The language is --lang, else the locale: LANGUAGE (its first ja or en entry, unless the locale is C/POSIX),
                then the first non-empty of LC_ALL, LC_MESSAGES, LANG; ja… is Japanese, anything else English.
                Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error, 1 other failure.
                """
        case .japanese:
            return japaneseOverview(commandList: commandList)
        }
    }

    /// `help` in the REPL: the framing around the list of its verbs.
    static func sessionOverview(commandList: String, in language: Language) -> String {
        switch language {
        case .english:
            return """
                Commands (case-insensitive; other names in brackets):
                \(commandList)
                Any other line that is an expression is evaluated (= 6860); when it is a valid price it becomes
                the price, and a bare percentage (30%) becomes the rate. After each command a line shows the
                state: price − rate [preset] → discounted (then each off step) · cart. help COMMAND shows a
                command's help.
                """
        case .japanese:
            return japaneseSessionOverview(commandList: commandList)
        }
    }

    /// The REPL's first line on a terminal.
    static func greeting(in language: Language) -> String {
        switch language {
        case .english: return "shoptools \(HelpText.version): type help for the commands, quit or Ctrl-D to leave."
        case .japanese: return "shoptools \(HelpText.version): help でコマンド一覧、quit か Ctrl-D で終了します。"
        }
    }

    /// `split --from-cart` and its charges, in both languages.
    static func fromCart(in language: Language) -> String {
        switch language {
        case .english:
            return """
                Or the cart, item by item (--from-cart; the cart of --cart, $SHOPTOOLS_CART or the default):
                      --from-cart          each item shared by the people of its --for (cart add --for Aki:2,Ren), or by
                                           everyone; the people are --person NAME[:WEIGHT] … (or --people N) and then
                                           every name of an item's --for, in that order
                      --service X          a service charge (サービス料): 10% of the items and cover, or an amount
                      --tax X              a tax (消費税, sales tax): 10% of items, cover and service, or an amount; a cart
                                           whose items carry their own tax (cart add --tax) splits that tax instead
                      --tip X              a tip: 20% of the pre-tax subtotal, or an amount
                      --tip-on total       the tip on everything, tax included
                      --cover AMOUNT       a cover charge (お通し, 席料) for each person
                      --charge-rounding R  as for --bill
                """
        case .japanese:
            return """
                またはカートを品目ごとに（--from-cart。カートは --cart、$SHOPTOOLS_CART、既定の順）:
                      --from-cart          各品目を --for の人（cart add --for Aki:2,Ren）、なければ全員で分けます。人は
                                           --person NAME[:WEIGHT] …（または --people N）、続いて各品目の --for の名前の順です
                      --service X          サービス料: 品目とお通しの 10%、または金額
                      --tax X              消費税・売上税: 品目・お通し・サービス料の 10%、または金額。商品に税率がある
                                           カート（cart add --tax）ではその消費税を分けるので指定しません
                      --tip X              チップ: 税抜の小計の 20%、または金額
                      --tip-on total       チップを税込の合計にかけます
                      --cover AMOUNT       一人あたりのお通し・席料
                      --charge-rounding R  --bill と同じ
                """
        }
    }

    /// Who pays, as `split` and the REPL's `split` explain it.
    static let whoPays = """
        Who pays (exactly one way):
          -n, --people N           N people (1–\(Warikan.maximumPeople)), equal shares; person 1 is the organizer
          -w, --weights W,…        one positive weight a person (傾斜割り勘): 2,1.5,1,1,0.7
          -p, --person SPEC        a named person, repeated: NAME (weight 1), NAME:WEIGHT, or NAME=AMOUNT (pays
                                   exactly AMOUNT; the rest is split among the others)
        """

    /// The rounding options of `split`.
    static let roundingOptions = """
              --round UNIT         round each share to a multiple of UNIT: 100, 500, 0.25 (default: the minor unit)
          -m, --mode MODE          absorb  幹事負担: shares rounded down, the organizer pays what is left (default)
                                   up      切り上げ: shares rounded up, the surplus is kept for next time
                                   spread  端数配分: shares rounded down, then one unit each to the largest
                                           remainders (ties: the first given); the organizer pays the rest
              --organizer NAME     who absorbs the rest (default: the first person without a fixed amount)
        """
}
