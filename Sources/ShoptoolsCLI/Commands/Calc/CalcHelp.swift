import CommandLineKit
import ShopCore
import ShopText

/// `shoptools calc --help`, English beside Japanese.
extension HelpContent {
    static let calc = HelpContent(
        summary: Bilingual("a shop calculator: 1980*3, 9800-30%, (1000+980)*8%", "買い物の電卓: 1980*3, 9800-30%, (1000+980)*8%"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    Evaluates an expression in exact decimal. The words are joined, so both
                    shoptools calc '1980*3' and shoptools calc 1980 '*' 3 work (quote * and ( ) for the shell).
                    """,
                    """
                    式を正確な10進数で計算します。引数はつなげて読むので、shoptools calc '1980*3' でも
                    shoptools calc 1980 '*' 3 でも計算できます（シェルでは * と ( ) をクォートしてください）。
                    """)),
            .list(
                Bilingual("Grammar:", "式の書き方:"),
                [
                    HelpTerm(
                        term: Bilingual("numbers", "数値"),
                        text: Bilingual(
                            "as amounts are typed: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０ (one currency an "
                                + "expression: $5+¥5 is an error)",
                            "金額と同じ形式: 1980, 1,980, ¥1,980, 1980円, $98.50, １９８０（一つの式に使える通貨は"
                                + "一つだけです。$5+¥5 はエラー）")),
                    HelpTerm(
                        term: Bilingual("operators", "演算子"),
                        text: Bilingual(
                            "+ - * /, also × ÷ and full-width ＋ － ＊ ／ （ ）; × and ÷ before + and −",
                            "+ - * /。× ÷ と全角の ＋ － ＊ ／ （ ）も使えます。× と ÷ は + と − より先に計算します")),
                    HelpTerm(term: Bilingual("signs", "符号"), text: Bilingual("-5, +5, 3*-2, -(1+2)", "-5, +5, 3*-2, -(1+2)")),
                    HelpTerm(
                        term: Bilingual("percent", "パーセント"),
                        text: Bilingual(
                            "9800-30% → 6860 (a ± b% takes b% of a)\n"
                                + "9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15",
                            "9800-30% → 6860（a ± b% は a の b% を足し引きします）\n"
                                + "9800+10% → 10780   9800*30% → 2940   9800/50% → 19600   15% → 0.15")),
                ]),
            .paragraph(
                Bilingual(
                    """
                    A result that does not terminate is rounded half-even to --scale decimals and marked ≈
                    (1/3 → ≈ 0.3333333333). Every value, the result and every step on the way, must stay below
                    \(Bounds.maximumAmountText) (one quadrillion) in size; a larger one is an error, never rounded.
                    Every amount argument of shoptools accepts an expression too: shoptools discount 1980*3 --rate 30.
                    """,
                    """
                    割り切れない結果は --scale の桁数に偶数丸めし、≈ を付けます（1/3 → ≈ 0.3333333333）。
                    値は結果も途中の値も、絶対値が \(Bounds.maximumAmountText)（1000兆）未満でなければなりません。
                    それ以上はエラーで、丸めることはありません。
                    shoptools の金額の引数にはどれも式が使えます: shoptools discount 1980*3 --rate 30
                    """)),
            .paragraph(
                Bilingual(
                    """
                    With --keys, the words are keys pressed on a calculator's keypad, one after another, and
                    the display after the last one is printed. × and ÷ go before + and − as on a phone;
                    --desk is a desk calculator (電卓), as the table below. The values stay exact
                    (1 ÷ 3 × 3 = is 1); the display shows 12 digits, ≈ before a rounded value, Error for a
                    division by zero or a whole part of more than 12 digits (the exit status is still 0).
                    TAX+ and TAX- tax the exact value (1000 ÷ 3 = TAX+ × 3 = is 1,099).
                    With --json: {"display":"6,936","value":"6936","exact":true,"memory":"6936",…,"error":false},
                    "exact" true only when the display shows the value exactly;
                    with --trace --json, one such object a key, with its "key".
                    """,
                    """
                    --keys では、語を電卓のキーとして順に押し、最後のキーのあとの表示を出力します。
                    スマートフォンの電卓と同じく × と ÷ を + と − より先に計算します。--desk では下の表のとおり
                    卓上電卓として計算します。値は正確に保ちます（1 ÷ 3 × 3 = は 1）。表示は12桁で、
                    丸めた値には ≈ を付けます。0で割るか整数部が12桁を超えるとエラーを表示します
                    （終了ステータスは 0 のままです）。税込・税抜は正確な値にかけます（1000 ÷ 3 = 税込 × 3 = は 1,099）。
                    --json では {"display":"6,936","value":"6936","exact":true,"memory":"6936",…,"error":false}
                    を出力し、"exact" は表示が値そのものであるときだけ true です。
                    --trace --json ではキーごとにこのオブジェクトを "key" 付きで出力します。
                    """)),
            .list(
                Bilingual("Keys (--keys), separated by spaces:", "キー（--keys）。空白で区切ります:"),
                [
                    HelpTerm(
                        term: Bilingual("numbers", "数値"),
                        text: Bilingual(
                            "1980, 0.5: their digit and point keys; also 00", "1980, 0.5: その数字キーと小数点キー。00 も使えます")),
                    HelpTerm(
                        term: Bilingual("+ - * / =", "+ - * / ="),
                        text: Bilingual(
                            "also × − ÷ and x; = again repeats the last operation (5 + 3 = = is 11)",
                            "× − ÷ と x も使えます。= を続けると最後の計算を繰り返します（5 + 3 = = は 11）")),
                    HelpTerm(
                        term: Bilingual("%  +/-  BS", "%  +/-  BS"),
                        text: Bilingual(
                            "percent (200 + 10 % = is 220), the sign (±), delete a digit (⌫)",
                            "パーセント（200 + 10 % = は 220）、符号（±）、1桁消す（⌫）")),
                    HelpTerm(
                        term: Bilingual("AC  C", "AC  C"),
                        text: Bilingual("clear all; clear the entry (5 + 3 C 4 = is 9)", "すべてクリア、入力中の数だけクリア（5 + 3 C 4 = は 9）")),
                    HelpTerm(
                        term: Bilingual("M+ M- MR MC", "M+ M- MR MC"),
                        text: Bilingual(
                            "add to, subtract from, recall, clear the memory; GT: the sum of the results of =",
                            "メモリに足す、引く、呼び出す、消す。GT: = の結果の合計")),
                    HelpTerm(
                        term: Bilingual("TAX+ TAX-", "TAX+ TAX-"),
                        text: Bilingual(
                            "税込 and 税抜: add the tax at --tax-rate or take it out, rounded down as tax does "
                                + "(1000 TAX+ is 1,100)",
                            "税込と税抜: --tax-rate の税率で税を足す・除きます。tax と同じく切り捨てます（1000 TAX+ は 1,100）")),
                ]),
            .lines(
                Bilingual(
                    """
                    Keys and the display after the last one:
                      keys                      phone    --desk (SHARP式)  --desk casio (CASIO式)
                    """ + "\n" + deskKeyRows(error: "Error    "),
                    """
                    キーと、最後のキーのあとの表示:
                      キー                      スマホ   --desk (SHARP式)  --desk casio (CASIO式)
                    """ + "\n" + deskKeyRows(error: "エラー   "))),
            .paragraph(
                Bilingual(
                    """
                    Phone: the last of several operators counts, but − after × or ÷ is the sign of the next number;
                    ± on a fresh display types a negative number. --desk (SHARP式, also --desk sharp): each operator
                    at once, the last of several counts; % completes the calculation (a + b % adds b % of a, a − b %
                    takes it off, a × b % is b % of a, a ÷ b % is a as a percentage of b); = again repeats it
                    keeping the first factor of × or the second operand of + − ÷, also on a new number (2 × 3 = 4 =
                    is 2 × 4); a op = uses a twice (2 × = = gives powers), 4 ÷ = is 1/4; % keeps the divisor of ÷
                    and the first factor of × for the next number (10 ÷ 20 % 8 % is 40), but = right after % repeats
                    nothing. --desk casio (CASIO式): as SHARP式, but = repeats nothing unless an operator is pressed
                    twice, which keeps it as the constant K (2 × × is ×2; 5 + + is +5) until another operator or AC;
                    a + b % is the price before b % off (mark-up: a ÷ (1 − b/100)), a − b % how many % a is above b;
                    right after a × b %, + and − add or take it off (100 × 10 % + is 110); % with K takes the number
                    as b (20 ÷ ÷ 10 % is 10 ÷ 20 %, 50; 2 × × 50 % is 1), and = or M+ after it applies K again; M+
                    on a number typed or recalled does = with K first. In both: = and % add their result to GT (a =
                    that computes nothing adds nothing); M+ and M− complete the calculation and leave GT alone; AC
                    clears the calculation and GT, never the memory; C clears the entry; a digit after =, %, ±, MR,
                    GT or a tax key starts a new number; digits beyond 12 and a second . are ignored; ⌫ keeps the
                    sign. The display rounds half to even, as calc does (246913578025 ÷ 20 = shows ≈
                    12,345,678,901.2).
                    """,
                    """
                    スマホ式: 演算子を続けて押すと最後のものが有効ですが、× か ÷ のあとの − は次の数の符号です。
                    何も入力していないときの ± は負の数の入力になります。--desk（SHARP式。--desk sharp も同じ）：
                    演算子はすぐに実行し、続けて押すと最後のものが有効です。% で計算を終えます（a + b % は a に
                    a の b% を足し、a − b % は引き、a × b % は a の b%、a ÷ b % は a が b の何%か）。= を続けると
                    × は最初の数（被乗数）、+ − ÷ は後の数を定数として繰り返し、新しい数にも使います
                    （2 × 3 = 4 = は 2 × 4）。a 演算子 = は a を二度使い（2 × = = でべき乗）、4 ÷ = は 1/4 です。
                    % も ÷ の除数と × の被乗数を次の数に残します（10 ÷ 20 % 8 % は 40）が、% の直後の = は何も
                    繰り返しません。
                    --desk casio（CASIO式）: SHARP式と同じですが、= は演算子を二度押したときだけ繰り返します。
                    二度押した演算子は定数 K になり（2 × × は ×2、5 + + は +5）、ほかの演算子か AC まで続きます。
                    a + b % は b% 引きで a になる元の価格（マークアップ: a ÷ (1 − b/100)）、a − b % は a が b より
                    何%多いか。a × b % の直後の + と − はその分を足し引きします（100 × 10 % + は 110）。K のあとの %
                    は数を b として使い（20 ÷ ÷ 10 % は 10 ÷ 20 % で 50、2 × × 50 % は 1）、そのあとの = と M+ は
                    もう一度 K を使います。入力した数や呼び出した数での M+ は、K があれば先に = を行います。共通: = と % の結果は GT に足します
                    （何も計算しない = は足しません）。M+ と M− は計算を終え、GT には足しません。AC は計算と GT を
                    消し、メモリーは消しません。C は入力中の数だけ消します。=、%、±、MR、GT、税キーのあとの数字は
                    新しい数になります。12桁を超える数字と二つ目の . は無視し、⌫ は符号を残します。表示は calc と
                    同じく偶数丸めです（246913578025 ÷ 20 = は ≈ 12,345,678,901.2）。
                    """)),
            .paragraph(
                Bilingual(
                    """
                    shoptools calc alone on a terminal opens the keypad: the display, the K, M and GT indicators,
                    the clear key (AC or C) and a legend of the keys. Keys act as typed: Enter and = are =,
                    Backspace is ⌫, Esc is AC, s ±, o 00, c C, m M+, n M-, r MR, e MC, g GT, t TAX+, u TAX-;
                    --desk and --tax-rate apply; q, Ctrl-C or Ctrl-D leaves. The legend wraps to the window;
                    a window too narrow for every key says how wide it must be. Elsewhere it needs an EXPRESSION.
                    """,
                    """
                    端末で shoptools calc だけを入力すると電卓のキーパッドが開きます。表示、K と M と GT の表示灯、
                    クリアキー（AC か C）、キーの説明が出ます。キーは入力したとおりに働きます: Enter と = は =、
                    Backspace は ⌫、Esc は AC、s は ±、o は 00、c は C、m は M+、n は M-、r は MR、e は MC、
                    g は GT、t は 税込、u は 税抜。--desk と --tax-rate も使えます。q、Ctrl-C、Ctrl-D で終わります。
                    キーの説明はウィンドウの幅で折り返し、すべてのキーを表示できないほど狭いときは必要な幅を表示します。
                    端末でなければ式（EXPRESSION）が必要です。
                    """)),
            .otherOptions([]),
            .paragraph(
                Bilingual(
                    """
                    Words that start with one dash are part of the expression (-5, -(1+2)); --NAME is always an option.

                    Exit status: 0 success, 64 usage error, 65 an expression that cannot be evaluated
                    (the message names the position: division by zero at 5: "10/(5-5)"), 74 I/O error (the
                    output cannot be written).
                    """,
                    """
                    ダッシュ一つで始まる語は式の一部です（-5, -(1+2)）。--NAME の形は常にオプションです。

                    終了ステータス: 0 成功、64 使い方の誤り、65 計算できない式
                    （メッセージに位置を示します。例: 0で割っています（5文字目）: 「10/(5-5)」）、74 入出力エラー
                    （出力を書き込めない）
                    """)),
        ])

    /// The key table's rows: keys, then the display in each convention.
    ///
    /// The same in both languages but for `error`, the word a phone shows (Error, エラー), nine columns with its
    /// spaces. Put in, not replaced: the standard library's `replacing` on this table cost more than all the
    /// rest of `shoptools help`.
    private static func deskKeyRows(error: String) -> String {
        """
          2 + 3 × 4 =               14       20                20
          200 + 10 %                20       220               ≈ 222.222222222
          198 − 300 %               594      -396              -34
          200 × 10 %                0.1      20                20
          10 ÷ 200 %                2        5                 5
          100 × 10 % +              10       10                110
          10 ÷ 20 % 8 %             0.08     40                0.08
          20 ÷ ÷ 10 %               0.1      200               50
          5 + 3 = =                 11       11                8
          2 × 3 = =                 18       12                6
          2 × 3 = 4 =               12       8                 4
          2 × × 3 = 4 =             12       8                 8
          1.05 × 10000 = = =        \(error)11,576.25         10,500
          1.05 × × 10000 = = =      \(error)11,576.25         11,576.25
          4 ÷ =                     1        0.25              1
          5 × − 3 =                 -15      2                 2
          ± 5                       -5       5                 5
          12 + + 19 = 26 = 43 = GT  138      138               124
          2 ÷ ÷ 8 = 6 = GT M+ MR    1        1                 3.5
        """
    }
}
