import ShopCore

/// The group file's format, written once in each language: what `settle --help` shows, and what
/// the file formats' pages (docs/formats.md, docs/formats.ja.md) and Settle's article on the group file
/// hold as copies.
///
/// The text is Markdown of three kinds of block only, so that it reads the same as a web page and
/// as plain text: paragraphs with code spans, and one fenced block (three backticks and `text`) of
/// example lines. As plain text (the help page) a paragraph is filled to the width with its
/// backticks left out, and the example's lines follow the paragraph before them, indented by two
/// columns. Every example line is one Settle's `Group(reading:)` reads, and the words follow its
/// reader.
///
/// The copies are held equal to this text, byte for byte, by `GroupFileDocsTests`, and written
/// anew from it by `SHOPTOOLS_RECORD_DOCS=1 swift test --filter GroupFileDocsTests`: edit the text
/// here, never a copy.
public enum GroupFileFormat {
    /// The format in Markdown, in English and in Japanese (its example in Japanese keywords).
    public static let markdown = Bilingual(english, japanese)

    /// The reader's limits, as the text states them: `16` (MB) and `4,096` (bytes a line).
    private static let megabytes = LineFile.maximumBytes >> 20
    private static let lineBytes = ExactDecimal(magnitude: UInt128(LineFile.maximumLineBytes))
        .text(minimumFractionDigits: 0, groupingSeparator: UInt8(ascii: ","))

    private static let english = """
        The group file (one thing a line, `#` starts a comment):

        ```text
        people Aki Ren Sora Yui      # who is in the group
        currency JPY                 # the group's currency
        organizer Aki                # carries the cash rounding (default: the first)
        rate EUR 162.35              # 1 EUR = 162.35 JPY (an expense may say @ 161.9)
        hotel   48000  paid by Aki                 # shared by all, equally
        dinner  12800  paid by Ren=8000 Sora=4800  # two payers
        taxi    €45.20 paid by Yui for Aki Ren     # converted at the rate
        drinks  6000   paid by Aki for Ren:2 Sora  # weights
        gifts   3000   paid by Sora for Aki=1000 Yui=2000
        museum  4000   paid by Ren for Aki=25% Ren=75%
        izakaya bill izakaya.bill paid by Yui      # a bill, as split --bill splits it
        joins Kai                                  # shares only what follows
        lunch   EUR 30 paid by Kai                 # in euros (30 EUR, €30 too)
        leaves Ren                                 # no part in what follows
        Ren -> Aki 5000                            # money paid back (also →)
        # dated, with ids, as settle --add writes them:
        2026-12-01 ^k3f9a2m7 ramen 3600 paid by Sora
        2026-12-02 ^p4x8c2qd taxi €45.20 = ¥7,400 paid by Sora for Aki Yui
        2026-12-03 ^q1z7r4ya coffee 1200 paid by Yui
        # on the 10th of each month, three times:
        ^r7m2k9qa every month from 2026-12-10 until 2027-02-10 wifi 3000 paid by Aki
        # the ramen was 3900; the coffee is struck out:
        2026-12-05 ^m2c8v4sd fix ^k3f9a2m7 ramen 3900 paid by Sora
        2026-12-05 ^w9b3t6ke drop ^q1z7r4ya
        ```

        An expense is a label, its amount, `paid by` and who paid, then (if not everyone present)
        `for` and whom it was for. In `paid by` and `for`: `NAME` (weight 1), `NAME:W` (a weight),
        `NAME=AMOUNT` or `NAME=P%`, mixed as you like: amounts and percentages first, the rest by
        weight; names are apart by spaces or commas. Without `for`, an expense is shared equally by
        the people present at its line.

        `people` lines come before the first expense (as many as you like); the people on them share
        from the start. `joins NAME` (途中参加) adds someone who shares only the expenses after it;
        `leaves NAME` (途中退出) ends someone's part in the expenses after it without `for` (a `for`
        may still name them). A `people` line after an expense is refused, since it cannot say
        whether the new people share what came before (then list them on the first `people` line)
        or only what follows (then write `joins NAME`). A name is one word that is not a keyword
        (`people for by Bob` is refused), holds no control character and differs from the others in
        more than letter case.

        Every amount is a whole number of its currency's minor unit (`100.5` yen or `$0.005` is
        refused, never rounded) and may be an expression (`1980*3`), in the group file and in the
        bills it names. An amount may carry its currency: a symbol (`€45.20`, `45.20€`) or a code in
        capitals as a word of its own (`EUR 45.20`, `45.20 EUR`); its rate is the expense's own
        (`€45.20 @ 161.9`) or the group's `rate` line. A rate for the group's own currency is
        refused.

        `bill FILE` is an itemized bill: each diner's exact share as `split --bill` computes it (not
        yet rounded). `cart FILE` is a cart file (the one `shoptools cart` keeps): its receipt's
        total, each item shared by the people of its `--for`, the others by everyone present, or only
        by the people after `for` (`NAME` or `NAME:W`). `shoptools settle` finds the files beside the
        group file. A repayment is `FROM -> TO AMOUNT`: `Ren -> Aki 5000`, `Ren->Aki 5000`, or with
        an arrow `→`.

        A line may start with a date, `2026-12-01` (year, month, day): an expense, a repayment, `joins`
        or `leaves`. `settle --add` writes today's unless the line has one. Every line has a day: its
        date, or else the day of the nearest dated line above it; lines above every dated line come
        before every date, as in a file without dates. Lines count in the order of their days. On one
        day a dated `joins` comes before the day's expenses (who joins on a day shares that day's) and
        a dated `leaves` after them (who leaves on a day still shares that day's); the other dated
        lines of a day are ordered by their words and id, so a merge that interleaves two people's
        lines in any order settles the same; an undated line follows the dated line above it, in file
        order. People who join are listed after those of the `people` lines, in the order they first
        join. `settle FILE --as-of DATE` settles the group as it stood that day (included): a line of a
        later day does not count yet, but is read all the same (one that does not read is an error
        now, and `--add` does not append it), and by default the day is today.

        After the date comes the line's id, `^k3f9a2m7`: the same on every device that holds the line,
        so copies of the group merge by it. `settle --add` writes a new one on every line: 8 characters
        of Crockford's base 32 (`0`–`9` and the lower-case letters but `i l o u`), 40 random bits, so
        two lines of a group of n lines share one with a chance of about n²/2⁴¹ (1 in 22,000 for 10,000
        lines). A line written by hand may leave it out or carry its own (`^` and 1 to 32 letters,
        digits, `-` or `_`); `settle FILE --ids` gives one to every line that has none. Two lines with
        one id and the same words (the date included) are one line, as a merge or a copy may double it;
        one id with other words is refused, naming both lines. Two equal expenses with different ids
        are two expenses.

        A line is changed or removed by a line appended, so that the change merges too: `fix ^ID LINE`
        (訂正) counts as if the line `^ID` had been written as `LINE`, at its date and place (someone who
        joined later does not share it), and `drop ^ID` (取消) removes it. `settle FILE --fix ID LINE`
        and `settle FILE --drop ID` write them, with a date and an id of their own. `LINE` has no date or
        id: to move an expense to another day, drop it and add it anew. `--fix` on a line fixed already
        fixes its last fix; two corrections of one line (from two devices) are refused, naming both,
        and so is a correction of a dropped line, of an unknown id or of a `joins` or `leaves` line.

        `every month from 2026-01-01 rent 120000 paid by Aki` is a recurring line: `every day`,
        `every week`, `every month`, `every year`, `every 2 weeks`, `every 3 months`, then
        `from DATE`, an optional `until DATE` (included), then the expense. It counts once for each
        day it falls due up to the day settled, at most 36,600 times. Each day is a whole number of
        periods after the first, so the 31st falls on the last day of shorter months (Jan 31, Feb 28,
        Mar 31) and a yearly Feb 29 on Feb 28 in other years. A line that starts with `every` is
        always a recurring line. It takes no date of its own (its days are in its rule), only an id;
        each day's expense has the id of the line and its day (`k3f9a2m7/2026-03-01`). A fix of it is
        a recurring line too. In Japanese: `毎月 2026-01-01 から 2026-12-31 まで 家賃 120000 立替 Aki`,
        and 毎日, 毎週, 毎年, 隔週 (every 2 weeks), 隔月, 2週ごと, 3か月ごと.

        `taxi €45.20 = ¥7,400 paid by Sora for Aki Yui` says what the card charged (also
        `EUR 45.20 = 7400` and `€45.20=¥7,400`): the expense is exactly ¥7,400, at the rate 7400/45.20 kept as an
        exact fraction (18500/113) and shown, so Aki and Yui share exactly ¥3,700 each. The amount after
        `=` is in the group's currency, and an expense has `@ RATE` or `=`, not both.

        Japanese keywords work too: 参加者 (people), 通貨 (currency), 幹事 (organizer), レート (rate), 立替 (paid
        by), 対象 (for), 明細 (bill), カート (cart), 途中参加 (joins), 途中退出 (leaves), 訂正 (fix), 取消 (drop). The file is UTF-8
        (with or without a byte-order mark), at most \(megabytes) MB and \(lineBytes) bytes a line, read as a bill is
        read. An error names the file, the line and the column of the word it is about, and the file
        an expense came through: `trip.txt:9: in izakaya.bill:3:14: …`; under it, the line with a
        caret under the word.

        """

    private static let japanese = """
        グループのファイル（1行に1つ。`#` から行末まではコメント）:

        ```text
        参加者 Aki Ren Sora Yui      # グループの人（people）
        通貨 JPY                     # グループの通貨（currency）
        幹事 Aki                     # 端数を持つ人（organizer。既定: 最初の人）
        レート EUR 162.35            # 1 EUR = 162.35円（立替ごとに @ 161.9 も可）
        ホテル   48000  立替 Aki                  # 全員で均等に（paid by Aki）
        夕食     12800  立替 Ren=8000 Sora=4800   # 2人で立替
        タクシー €45.20 立替 Yui 対象 Aki Ren     # レートで換算（for Aki Ren）
        飲み物   6000   立替 Aki 対象 Ren:2 Sora  # 比率
        お土産   3000   立替 Sora 対象 Aki=1000 Yui=2000
        美術館   4000   立替 Ren 対象 Aki=25% Ren=75%
        居酒屋 明細 izakaya.bill 立替 Yui         # 明細（split --bill と同じ分け方）
        途中参加 Kai                              # これより後だけ分ける（joins）
        昼食     EUR 30 立替 Kai                  # ユーロ（30 EUR、€30 も可）
        途中退出 Ren                              # これより後は分けない（leaves）
        Ren -> Aki 5000                           # 返金（→ も可）
        # 日付と id つき（settle --add が書く形）:
        2026-12-01 ^k3f9a2m7 ラーメン 3600 立替 Sora
        2026-12-02 ^p4x8c2qd タクシー €45.20 = ¥7,400 立替 Sora 対象 Aki Yui
        2026-12-03 ^q1z7r4ya コーヒー 1200 立替 Yui
        # 毎月10日、3回:
        ^r7m2k9qa 毎月 2026-12-10 から 2027-02-10 まで Wi-Fi 3000 立替 Aki
        # ラーメンは3900円だった（訂正）。コーヒーは取り消す:
        2026-12-05 ^m2c8v4sd 訂正 ^k3f9a2m7 ラーメン 3900 立替 Sora
        2026-12-05 ^w9b3t6ke 取消 ^q1z7r4ya
        ```

        立替は、ラベル、金額、`paid by`（立替）と払った人、そして（その場の全員でなければ）`for`（対象）と\
        分ける人です。`paid by` と `for` には `NAME`（比率1）、`NAME:W`（比率）、`NAME=AMOUNT`、`NAME=P%` を\
        混ぜて書けます。金額とパーセントを先に、残りを比率で分けます。名前はスペースかコンマで区切ります。\
        `for` がなければ、その行の時点でいる人全員で均等に分けます。

        `people`（参加者）の行は最初の立替より前に書きます（何行でもかまいません）。そこに書いた人は\
        最初から分けます。`joins NAME`（途中参加）はそれより後の立替だけを分ける人を加え、`leaves NAME`\
        （途中退出）はそれより後の `for` のない立替からその人を外します\
        （`for` で名前を書けば加えられます）。立替のあとの `people` の行は誤りです。新しい人が\
        それより前の立替も分けるのか（それなら最初の `people` の行に加えます）、あとだけか\
        （それなら `joins NAME` と書きます）が分からないからです。名前はキーワードでない1語で\
        （`people for by Bob` は誤り）、制御文字を含めず、ほかの名前と大文字・小文字だけが違うものも\
        誤りです。

        金額はどれも通貨の最小単位の整数倍です（100.5円や `$0.005` は丸めずに誤りとします）。金額は式でも\
        書けます（`1980*3`）。グループのファイルでも、そこに書いた明細でも同じです。金額には通貨を\
        付けられます: 記号（`€45.20`、`45.20€`）か、大文字の通貨コードを別の語として前後に\
        （`EUR 45.20`、`45.20 EUR`）。レートは立替ごとのもの（`€45.20 @ 161.9`）か、\
        グループの `rate`（レート）の行です。グループの通貨のレートは誤りです。

        `bill FILE`（明細）は明細ファイルで、`split --bill` と同じ正確な負担（丸める前）で分けます。`cart FILE`\
        （カート）は `shoptools cart` のカートファイルで、レシートの合計を、品物ごとに `--for` の人で、ほかは\
        その場の全員（`for` があればそのあとの人だけ。`NAME` か `NAME:W`）で分けます。`shoptools settle` は\
        ファイルをグループのファイルと同じフォルダから読みます。返金は `FROM -> TO AMOUNT` で、\
        `Ren -> Aki 5000`、`Ren->Aki 5000`、`→` のどれでも書けます。

        行の先頭には日付 `2026-12-01`（年-月-日）を書けます。立替、返金、`joins`、`leaves` の行です。\
        `settle --add` は、行に日付がなければ今日の日付を書きます。どの行にも日があります。その行の\
        日付か、なければ上にあるいちばん近い日付つきの行の日です。どの日付つきの行よりも上の行は、\
        日付のないファイルと同じく、どの日付よりも前です。行は日の順に数えます。同じ日では、日付つきの\
        `joins` はその日の立替より前（その日に参加した人はその日の立替も分けます）、日付つきの `leaves` は\
        後（その日に抜けた人もその日の立替は分けます）です。同じ日のほかの日付つきの行は語と id の順に\
        並べるので、マージが2人の行をどう混ぜても精算は同じです。日付のない行は、上の日付つきの行の\
        あとにファイルの順で続きます。途中参加した人は、`people` の行の人のあとに、最初に参加した順で\
        並びます。`settle FILE --as-of DATE` は、その日（その日を含む）の時点のグループを精算します。\
        それより後の日の行はまだ数えませんが、読んで確かめます（読めない行は今エラーになり、`--add` は\
        それを書き足しません）。既定の日は今日です。

        日付のあとは行の id `^k3f9a2m7` です。その行を持つどの端末でも同じなので、グループのコピーは\
        id でマージできます。`settle --add` はどの行にも新しい id を書きます。Crockford の base 32\
        （`0`〜`9` と、`i l o u` を除く小文字）の8文字、40ビットの乱数なので、n 行のグループで2行が\
        同じ id になる確率はおよそ n²/2⁴¹ です（1万行で2万2千分の1）。手で書く行には id がなくても、\
        自分で付けてもかまいません（`^` と、1〜32文字の英字・数字・`-`・`_`）。`settle FILE --ids` は\
        id のない行すべてに id を付けます。同じ id で語も（日付も）同じ2行は1行です（マージやコピーで\
        重なることがあります）。同じ id で語が違えば、両方の行を示して誤りとします。同じ立替でも id が\
        違えば2つの立替です。

        行を変えるのも消すのも、行を書き足して行うので、変更もマージできます。`fix ^ID LINE`（訂正）は、\
        `^ID` の行が `LINE` と書かれていたものとして、その行の日付と位置で数えます（あとから参加した人は\
        分けません）。`drop ^ID`（取消）はその行を消します。`settle FILE --fix ID LINE` と\
        `settle FILE --drop ID` が、日付と自分の id を付けて書きます。`LINE` には日付も id も書きません。\
        立替を別の日に移すには、取り消して新しく加えます。訂正ずみの行への `--fix` は、最後の訂正を\
        訂正します。1つの行への2つの訂正（2台の端末から）は両方を示して誤りとし、取り消した行、\
        知らない id、`joins` や `leaves` の行の訂正も誤りです。

        `毎月 2026-01-01 から 家賃 120000 立替 Aki` は繰り返しの行です。`毎日`、`毎週`、`毎月`、`毎年`、\
        `隔週`（2週ごと）、`隔月`、`2週ごと`、`3か月ごと`、`10日ごと`、`2年ごと` のあとに `DATE から`、\
        省略できる `DATE まで`（その日を含む）、そして立替を書きます。精算する日まで、その日が来るたびに\
        1回数えます（1行で36,600回まで）。どの日も最初の日からちょうど何期間かあとなので、31日は短い\
        月では末日になり（1月31日、2月28日、3月31日）、毎年の2月29日はほかの年では2月28日です。\
        この行は自分の日付を持たず（日は規則にあります）、id だけを持ちます。各回の立替の id は行の id と\
        その日です（`k3f9a2m7/2026-03-01`）。訂正も繰り返しの行になります。英語では\
        `every month from 2026-01-01 until 2026-12-31 rent 120000 paid by Aki` で、`every day`、\
        `every week`、`every year`、`every 2 weeks`、`every 3 months` もあります。`every` で始まる行は\
        いつも繰り返しの行です。

        `タクシー €45.20 = ¥7,400 立替 Sora 対象 Aki Yui` は、カードで実際に払った額です\
        （`EUR 45.20 = 7400`、`€45.20=¥7,400` も可）。立替はちょうど7,400円で、レート 7400/45.20 は\
        正確な分数（18500/113）のまま使い、表示します。Aki と Yui の負担はちょうど3,700円ずつです。\
        `=` のあとの金額はグループの通貨で書き、`@ RATE` と `=` を両方書くことはできません。

        キーワードは英語でも日本語でも書けます: people（参加者）、currency（通貨）、organizer（幹事）、\
        rate（レート）、paid by（立替）、for（対象）、bill（明細）、cart（カート）、joins（途中参加）、\
        leaves（途中退出）、fix（訂正）、drop（取消）。ファイルは UTF-8（BOM はあってもなくても）で、\(megabytes) MB まで、1行 \(lineBytes) バイトまで、\
        明細と同じように読みます。エラーは、ファイル・行・その語の列と、立替がたどったファイルを示します: \
        `trip.txt:9: izakaya.bill:3:14 の中: …`。その下に、その行と、語の下の `^` を示します。

        """
}
