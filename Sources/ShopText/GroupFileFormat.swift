import ShopCore

/// The group file's format, written once in each language: what `settle --help` shows, and what
/// the README (README.md, README.ja.md) and Settle's article on the group file hold as copies.
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

        Japanese keywords work too: 参加者 (people), 通貨 (currency), 幹事 (organizer), レート (rate), 立替 (paid
        by), 対象 (for), 明細 (bill), カート (cart), 途中参加 (joins), 途中退出 (leaves). The file is UTF-8
        (with or without a byte-order mark), at most \(megabytes) MB and \(lineBytes) bytes a line, read as a bill is
        read. An error names the file, the line and the column of the word it is about, and the file
        an expense came through: `trip.txt:9: in izakaya.bill:3:14: …`.

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

        キーワードは英語でも日本語でも書けます: people（参加者）、currency（通貨）、organizer（幹事）、\
        rate（レート）、paid by（立替）、for（対象）、bill（明細）、cart（カート）、joins（途中参加）、\
        leaves（途中退出）。ファイルは UTF-8（BOM はあってもなくても）で、\(megabytes) MB まで、1行 \(lineBytes) バイトまで、\
        明細と同じように読みます。エラーは、ファイル・行・その語の列と、立替がたどったファイルを示します: \
        `trip.txt:9: izakaya.bill:3:14 の中: …`。

        """
}
