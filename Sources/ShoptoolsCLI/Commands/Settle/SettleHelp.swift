import CommandLineKit
import Settle
import ShopCore
import ShopText

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
            .markdown(GroupFileFormat.markdown),
            .paragraph(
                Bilingual(
                    """
                    An amount in another currency is converted exactly at its rate and shared as it is; the output
                    says so. Each person's balance is exact until the end, then rounded once to the minor unit
                    (largest remainder), adding up to zero. Without its joins, lunch and leaves lines, the example
                    is Examples/trip/trip.txt; --json below shows what that gives.
                    """,
                    """
                    ほかの通貨の金額はレートで正確に換算し、そのまま分けます（出力に示します）。各人の差額は最後まで
                    正確な値で、最後に一度だけ最小単位へ丸めます（最大剰余法。合計は0）。途中参加・昼食・途中退出の
                    行を除けば、この例は Examples/trip/trip.txt と同じ内容で、下の --json はその結果です。
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
                    最少の送金回数: 差額のある人が n 人なら、差額の合計が0になるグループへ最大 g 個に分けたとき n − g 回です。
                    貪欲法ではもっと多くなることがあります（A +6000、B +4000、C −3000、D −3000、
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
            .paragraph(
                Bilingual(
                    """
                    --export hledger, ledger or beancount writes the group as a journal for that program: every
                    expense as it counts, dated (an undated one takes the date before it, or the day settled), each
                    person an account under Assets:Members (--account-prefix) with subaccounts Paid, Share,
                    Paid-back, Received-back and Rounding, adding up to settle's balance to the minor unit. A share
                    that does not terminate is posted to two digits past the minor unit, each transaction balancing
                    on its own; one Rounding transaction brings everyone to settle's balance, which the journal then
                    asserts (hledger =*, Ledger assert, Beancount balance ~ 0), so the program's own check verifies
                    it. Names never reach an account name (Mary Ann is Mary-Ann, 健太 stays); the name is beside the
                    account. --with-plan adds the fewest transfers as pending (!) transactions the next day.
                    --expenses --export csv (or --json) lists every expense with each person's exact and rounded share.
                    """,
                    """
                    --export hledger・ledger・beancount は、グループをそのプログラムの仕訳帳にします。数える立替を
                    すべて日付つきで書き（日付のない行は直前の日付、なければ精算する日）、各人を Assets:Members
                    （--account-prefix）の下の勘定にし、Paid・Share・Paid-back・Received-back・Rounding の補助勘定の
                    合計が精算の差額に最小単位まで一致します。割り切れない負担は最小単位の2桁下まで書いて取引ごとに
                    釣り合わせ、最後の Rounding の取引で全員を精算の差額にそろえ、それをアサーション（hledger は =*、
                    Ledger は assert、Beancount は balance ~ 0）で書くので、プログラム自身の検査が確かめます。名前は
                    勘定科目名にそのまま入れず（Mary Ann は Mary-Ann、健太 は健太）、名前は勘定の横に書きます。
                    --with-plan は最少の送金を翌日付の保留（!）の取引として加えます。--expenses --export csv（か
                    --json）は立替ごとに各人の正確な負担と丸めた負担を並べます。
                    """)),
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
                      shoptools settle trip.txt --export hledger --with-plan > trip.journal
                      shoptools settle trip.txt --export beancount --account-prefix Liabilities:Trip
                      shoptools settle trip.txt --expenses --export csv --bom > expenses.csv
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
                      shoptools settle trip.txt --export hledger --with-plan > trip.journal
                      shoptools settle trip.txt --export beancount --account-prefix Liabilities:Trip
                      shoptools settle trip.txt --expenses --export csv --bom > expenses.csv
                    """)),
            .paragraph(
                Bilingual(
                    """
                    Files: a group file, and a bill it names, is read up to 16 MB; a larger one is refused. --add
                    appends to the group file in place, in its line endings (CRLF stays CRLF), keeping its mode (600
                    stays 600), owner and hard links, and leaves nothing beside it, Ctrl-C or not (its lock file,
                    FILE.lock, no more readable than the file, is removed; what a kill -9 left, the next run
                    removes). A file that grants you no write permission by its
                    owner, group or other bits (chmod 444, another user's file), or a folder you cannot write in, is
                    refused and left as it is, for root too. --json and --export write UTF-8 in any locale; text
                    for people is written in the locale's encoding (EUC-JP, Shift_JIS), and what it cannot hold as
                    \\u5065 escapes, never as ?.
                    """,
                    """
                    ファイル: グループのファイルとそこに書いた明細は 16 MB まで読みます（超えると誤り）。--add は
                    グループのファイルの末尾にその場で、ファイルの改行（CRLF は CRLF のまま）で書き足し、パーミッション
                    （600 は 600 のまま）・所有者・ハードリンクを保ちます。Ctrl-C で止めてもそばに何も残しません（ファイルより
                    広く読めないロックファイル FILE.lock は削除し、kill -9 が残したものは次の実行が削除します）。所有者・グループ・その他の書き込み権限のどれも自分に
                    当てはまらないファイル（chmod 444、ほかのユーザーのファイル）や、書き込めないフォルダは、root でも
                    書き換えずに誤りとします。--json と --export はどのロケールでも UTF-8 で出力します。人が読む
                    テキストはロケールの文字コード（EUC-JP、Shift_JIS）で書き、表せない文字は ? ではなく \\u5065 の
                    形で書きます。
                    """)),
            .paragraph(
                Bilingual(
                    "Exit status: 0 success, 64 usage error (--from and --export take only the values listed; an "
                        + "--account-prefix the format cannot read), 65 bad "
                        + "value (FILE:LINE:COLUMN: …; --add writes nothing), 74 a file that cannot be read or written (missing, a "
                        + "folder or FIFO, over 16 MB, read-only, a folder you cannot write in), the group file or a bill "
                        + "or cart it names.",
                    "終了ステータス: 0 成功、64 使い方の誤り（--from と --export は一覧の値だけ。形式が読めない "
                        + "--account-prefix）、65 値の誤り（FILE:LINE:COLUMN: …。"
                        + "--add は何も書きません）、74 ファイルを読めない・書き込めない（ない、フォルダや FIFO、16 MB 超、"
                        + "読み取り専用、書き込めないフォルダ。グループのファイルでも、そこに書いた明細やカートでも）")),
        ])
}
