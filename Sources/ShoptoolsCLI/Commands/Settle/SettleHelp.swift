import CommandLineKit
import Settle

/// `shoptools settle --help`, English beside Japanese.
extension HelpContent {
    static let settle = HelpContent(
        summary: Bilingual(
            "settle up a group: who pays whom, in the fewest transfers",
            "グループの精算: 誰が誰にいくら払うかを最少の回数で"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    Reads a group file (- for standard input): its people, expenses and repayments. Each expense is
                    shared exactly (its shares add up to it, and all balances add up to zero); then the fewest
                    transfers that settle everyone, proved for up to 40 people with a balance.
                    """,
                    """
                    グループのファイル（- は標準入力）から参加者・立替・返金を読みます。立替は正確に分け（負担の合計は
                    金額に一致し、差額の合計は0）、全員を精算する最少の送金を求めます（差額のある人が40人までなら
                    最少であることを証明します）。
                    """)),
            .lines(
                Bilingual(
                    """
                    The group file (one thing a line, # starts a comment):
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
                    """,
                    """
                    グループのファイル（1行に1つ。# から行末まではコメント）:
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
                    """)),
            .paragraph(
                Bilingual(
                    """
                    In paid by and for: NAME (weight 1), NAME:W (a weight), NAME=AMOUNT, NAME=P%; amounts and
                    percentages first, the rest by weight; without for, everyone. An amount in another currency is
                    converted exactly at its rate and shared as it is; the output says so. Each person's balance is
                    exact until the end, then rounded once to the minor unit (largest remainder), adding up to zero.
                    A cart (shop cart shop.json paid by Aki; a file of shoptools cart) is its receipt's total, each
                    item shared by the people of its --for, the others by everyone, or only by the people after for
                    (NAME or NAME:W). Files are found beside the group file. Every amount is a whole number of its
                    currency's minor unit (¥100.5 and $0.005 are refused, not rounded), and may be an expression
                    (1980*3). people lines come before the first expense; one after an expense is refused (list
                    the people on the first line, or write joins NAME). A name is one word, not a keyword. The file
                    (UTF-8, at most 16 MB) and each bill it names are read as split --bill reads a bill; an error
                    says where: trip.txt:9: in izakaya.bill:3:14: …. Without joins and leaves, this file is
                    Examples/trip/trip.txt; --json below shows what that gives.
                    """,
                    """
                    paid by（立替）と for（対象）には NAME（比率1）、NAME:W（比率）、NAME=AMOUNT、NAME=P% を書けます。
                    金額とパーセントを先に、残りを比率で分けます。for がなければ全員です。ほかの通貨の金額はレートで
                    正確に換算し、そのまま分けます（出力に示します）。各人の差額は最後まで正確な値で、最後に一度だけ
                    最小単位へ丸めます（最大剰余法。合計は0）。
                    カート（買い物 カート shop.json 立替 Aki。shoptools cart のファイル）はレシートの合計で、品物ごとに --for の人で、ほかは全員
                    （for があればそのあとの人だけ。NAME か NAME:W）で分けます。ファイルはグループのファイルと同じ
                    フォルダから読みます。金額はどれも通貨の最小単位の整数倍です（100.5円や $0.005 は丸めずに
                    誤りとします）。金額は式でも書けます（1980*3）。people の行は最初の立替より前に書きます。立替の
                    あとの people の行は誤りです（最初の行に加えるか、joins NAME と書きます）。名前はキーワードでない
                    1語です。ファイル（UTF-8、16 MB まで）と明細は split --bill と同じように読み、エラーは場所を
                    示します: trip.txt:9: izakaya.bill:3:14 の中: …。joins と leaves を除けば、このファイルは
                    Examples/trip/trip.txt と同じ内容で、下の --json はその結果です。
                    """)),
            .otherOptions([]),
            .paragraph(
                Bilingual(
                    """
                    The fewest transfers: a plan needs n − g transfers for n people with a balance, where g is the
                    largest number of groups their balances split into, each adding up to zero; greedy plans can
                    need more (A +6000, B +4000, C −3000, D −3000, E −4000: 3 transfers, not 4). Debtors who owe
                    exactly what a creditor is owed pay them first; ties among plans as short are settled by a
                    fixed rule (see the Settle documentation), so the same file always gives the same plan. From 25
                    to 40 people with a balance a search proves the fewest within a second, or says it could not
                    (balances close together can have millions of groups that add up to zero); above 40 the plan is a
                    heuristic and says so.
                    """,
                    """
                    最少の送金回数: 差額のある人が n 人なら、差額の合計が0になるグループへ最大 g 個に分けたとき
                    n − g 回です。貪欲法ではもっと多くなることがあります（A +6000、B +4000、C −3000、D −3000、
                    E −4000 は4回ではなく3回）。ちょうど同じ額を貸し借りしている人どうしを先に組にし、同じ回数の
                    計画が複数あれば決まった規則で選ぶので、同じファイルからはいつも同じ計画になります。差額のある
                    人が25〜40人なら探索で1秒以内に最少を証明し、できなければそう表示します（差額が近い値ばかりだと
                    合計0の組が何百万もあることがあります）。40人を超えると近似になり、そう表示します。
                    """)),
            .paragraph(
                Bilingual(
                    "--from reads another app's export: a Splitwise CSV with its header in any language it exports in "
                        + "(its footer row is checked, never counted; a decimal comma where the language writes one), or "
                        + "a Spliit JSON (one without currencyCode is in the currency its symbol names: € EUR, US$ USD, "
                        + "£ GBP; $ and ¥ name two and need --currency; a --currency that differs from the export's is an "
                        + "error). Names are checked as in a group file. An export has no rates: --rate CODE=RATE.",
                    "--from はほかのアプリの書き出しを読みます: Splitwise の CSV（見出しはどの言語でも。最後の合計の行は"
                        + "照合し、立替には数えません。言語が小数点にコンマを使うならコンマも読みます）か、Spliit の JSON"
                        + "（currencyCode のないものは記号の通貨: € は EUR、US$ は USD、£ は GBP。$ と ¥ は2通りあるので "
                        + "--currency が必要。書き出しと違う --currency は誤り）。名前はグループのファイルと同じく確かめます。"
                        + "書き出しにはレートがないので --rate CODE=RATE で指定します。")),
            .lines(
                Bilingual(
                    """
                    Examples:
                      shoptools settle trip.txt
                      shoptools settle trip.txt --round 100 --organizer Aki
                      shoptools settle trip.txt --via Aki
                      shoptools settle trip.txt --json
                      shoptools settle trip.txt --add 'taxi 3200 paid by Ren'
                      shoptools settle trip.txt --add 'joins Kai'
                      shoptools settle --from splitwise export.csv --rate EUR=162.35
                      shoptools settle --from spliit export.json --currency EUR
                    """,
                    """
                    例:
                      shoptools settle trip.txt
                      shoptools settle trip.txt --round 100 --organizer Aki
                      shoptools settle trip.txt --via Aki
                      shoptools settle trip.txt --json
                      shoptools settle trip.txt --add 'taxi 3200 paid by Ren'
                      shoptools settle trip.txt --add 'joins Kai'
                      shoptools settle --from splitwise export.csv --rate EUR=162.35
                      shoptools settle --from spliit export.json --currency EUR
                    """)),
            .paragraph(
                Bilingual(
                    """
                    Files: a group file, and a bill it names, is read up to 16 MB; a larger one is refused. --add
                    rewrites the group file keeping its mode (600 stays 600) and its owner, and leaves nothing beside
                    it (its lock file, FILE.lock, is removed). A file that grants you no write permission by its
                    owner, group or other bits (chmod 444, another user's file), or a folder you cannot write in, is
                    refused and left as it is, for root too. --json and --export csv write UTF-8 in any locale; text
                    for people is written in the locale's encoding (EUC-JP, Shift_JIS), and what it cannot hold as
                    \\u5065 escapes, never as ?.
                    """,
                    """
                    ファイル: グループのファイルとそこに書いた明細は 16 MB まで読みます（超えると誤り）。--add は
                    グループのファイルのパーミッション（600 は 600 のまま）と所有者を保って書き換え、そばに何も残しません
                    （ロックファイル FILE.lock は削除します）。所有者・グループ・その他の書き込み権限のどれも自分に
                    当てはまらないファイル（chmod 444、ほかのユーザーのファイル）や、書き込めないフォルダは、root でも
                    書き換えずに誤りとします。--json と --export csv はどのロケールでも UTF-8 で出力します。人が読む
                    テキストはロケールの文字コード（EUC-JP、Shift_JIS）で書き、表せない文字は ? ではなく \\u5065 の
                    形で書きます。
                    """)),
            .paragraph(
                Bilingual(
                    "Exit status: 0 success, 64 usage error (--from and --export take only the values listed), 65 bad "
                        + "value (FILE:LINE:COLUMN: …; --add writes nothing), 74 a file that cannot be read or written (missing, a "
                        + "folder or FIFO, over 16 MB, read-only, a folder you cannot write in), the group file or a bill "
                        + "or cart it names.",
                    "終了ステータス: 0 成功、64 使い方の誤り（--from と --export は一覧の値だけ）、65 値の誤り（FILE:LINE:COLUMN: …。"
                        + "--add は何も書きません）、74 ファイルを読めない・書き込めない（ない、フォルダや FIFO、16 MB 超、"
                        + "読み取り専用、書き込めないフォルダ。グループのファイルでも、そこに書いた明細やカートでも）")),
        ])
}
