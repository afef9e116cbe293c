import CommandLineKit
import Settle
import ShopCore
import ShopText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The options of `settle`, declared once with their help lines in both languages; a shared
// option refined with `described(_:_:)` keeps its name and parser.

extension OptionDeclaration where Self == TypedOption<String> {
    static var add: Self {
        .text(
            "add", .text, "LINE",
            help: Bilingual(
                "append LINE, one expense, repayment, joins or leaves line, to FILE, then settle: the file with it must read without error; "
                    + "appended in place under a lock in the file's line endings, nothing written on error, nothing left beside it",
                "FILE に LINE（立替・返金・途中参加・途中退出の1行）を書き足してから精算します。書き足したファイルがエラーなく読めるときだけ、"
                    + "ロックしてファイルの改行でその場に書き足します（エラーなら何も書かず、そばに何も残しません）"))
    }

    static var via: Self {
        .name(
            "via",
            help: Bilingual(
                "everyone pays to, or is paid by, NAME (a treasurer) instead of the fewest transfers",
                "最少の回数ではなく、全員が NAME（会計係）に払う・NAME から受け取る形で精算します"))
    }

    static var settleOrganizer: Self {
        .organizer.described(
            "who carries the cash rounding (default: the file's organizer, else the first person)",
            "端数を持つ人（既定: ファイルの organizer、なければ最初の人）")
    }
}

extension OptionDeclaration where Self == TypedOption<ExchangeRate> {
    /// Read before the export is (`EUR=abc` is no rate whatever the export says); a rate of the group's
    /// own currency is refused once the export is read.
    static var importRate: Self {
        .reading(
            "rate", .text, "CODE=RATE", repeatable: true,
            help: Bilingual(
                "with --from: the value of one CODE in the group's currency (EUR=162.35), repeatable; amounts in CODE are "
                    + "converted instead of settled a currency at a time",
                "--from と一緒に: CODE の1単位がグループの通貨でいくらか（EUR=162.35。繰り返し可）。CODE の金額を換算して"
                    + "精算します（通貨ごとに分けません）"),
            ExchangeRate.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var perCurrency: Self {
        .flag(
            "per-currency",
            help: Bilingual(
                "settle each currency on its own, converting nothing (one table a currency)",
                "通貨ごとに別々に精算します（換算しません。通貨ごとに表を出します）"))
    }

    static var bom: Self {
        .flag(
            "bom",
            help: Bilingual(
                "with --export csv: start with a UTF-8 byte-order mark, for Microsoft Excel, which without one reads "
                    + "the file in the system's code page (Shift_JIS on Japanese Windows) and garbles names like 健太; "
                    + "leave it out for scripts and other programs",
                "--export csv で: 先頭に UTF-8 のバイトオーダーマーク（BOM）を付けます。Microsoft Excel は BOM がないと"
                    + "システムの文字コード（日本語の Windows では Shift_JIS）で読み、健太 のような名前が文字化けします。"
                    + "スクリプトなどほかのプログラムで読むときは付けないでください"))
    }

    static var settleJSON: Self {
        .json.described(
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
    }
}

extension OptionDeclaration where Self == TypedOption<ImportApp> {
    static var from: Self {
        .choice(
            "from", "APP",
            help: Bilingual(
                "FILE is an export of another app: splitwise (its CSV) or spliit (its JSON)",
                "FILE はほかのアプリの書き出し: splitwise（CSV）か spliit（JSON）"))
    }
}

extension OptionDeclaration where Self == TypedOption<ExportFormat> {
    static var export: Self {
        .choice(
            "export", "FORMAT", writesForPrograms: true,
            help: Bilingual(
                "csv: the balances, the transfers and any rests for a spreadsheet (RFC 4180, UTF-8; formula-like cells "
                    + "start with '); with --expenses, every expense a row, each person's exact and rounded share a "
                    + "column; hledger, ledger, beancount: the group as a journal for that program, each person's "
                    + "account settle's balance, asserted",
                "csv: 差額と精算と端数を表計算ソフト向けに出力します（RFC 4180、UTF-8。数式に見えるセルは ' で始めます）。"
                    + "--expenses と一緒なら立替1件を1行に、各人の正確な負担と丸めた負担を列にします。hledger、ledger、"
                    + "beancount: グループをそのプログラムの仕訳帳にします（各人の勘定が精算の差額で、それを検証する"
                    + "アサーションつき）"))
    }
}

extension OptionDeclaration where Self == TypedOption<String> {
    static var accountPrefix: Self {
        .text(
            "account-prefix", .text, "PREFIX",
            help: Bilingual(
                "with --export hledger, ledger or beancount: the people's accounts go under PREFIX, parts of letters, "
                    + "digits and - apart by : (default " + AccountPrefix.standard + "; Beancount's starts with Assets, "
                    + "Liabilities, Equity, Income or Expenses)",
                "--export hledger・ledger・beancount で: 各人の勘定科目を PREFIX の下に置きます（英字・数字・- の部分を"
                    + " : で区切ります。既定は " + AccountPrefix.standard + "。Beancount では Assets・Liabilities・Equity・"
                    + "Income・Expenses のどれかで始めます）"))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var withPlan: Self {
        .flag(
            "with-plan",
            help: Bilingual(
                "with --export hledger, ledger or beancount: add the fewest transfers as pending (!) transactions, "
                    + "dated the day after the balances, that bring everyone to zero once made",
                "--export hledger・ledger・beancount で: 最少の送金を、差額の翌日付の保留（!）の取引として加えます"
                    + "（送金すれば全員が0になります）"))
    }
}

extension OptionDeclaration where Self == TypedOption<CurrencyDependent<Decimal>> {
    static var roundCash: Self {
        .round.described(
            "every transfer a multiple of UNIT (100 for ¥100 coins); everyone but the organizer is settled to the "
                + "nearest UNIT, the organizer carries the rest (default: the minor unit; with --per-currency, the "
                + "group's currency only)",
            "精算額をすべて UNIT の倍数にします（100円単位なら 100）。幹事以外は最も近い UNIT の倍数で精算し、"
                + "端数は幹事が持ちます（既定: 通貨の最小単位。--per-currency ではグループの通貨だけ）")
    }
}

extension OptionDeclaration where Self == TypedOption<Currency> {
    static var groupCurrency: Self {
        .currency.described(
            "the group's currency unless the file has a currency line (default $SHOPTOOLS_CURRENCY, else JPY)",
            "ファイルに currency の行がないときのグループの通貨（既定: $SHOPTOOLS_CURRENCY、なければ JPY）")
    }
}

/// `settle --from APP`: the apps whose exports settle reads.
enum ImportApp: String, CaseIterable, Sendable {
    /// Splitwise's CSV export.
    case splitwise
    /// Spliit's JSON export.
    case spliit
}

/// `settle --export FORMAT`: the formats a group is written in for other programs.
enum ExportFormat: String, CaseIterable, Sendable {
    /// RFC 4180 CSV in UTF-8 (with `--bom`, a byte-order mark first): the balances, or with `--expenses` the
    /// expenses.
    case csv
    /// hledger's journal.
    case hledger
    /// Ledger's journal.
    case ledger
    /// A Beancount file.
    case beancount

    /// The journal format, for all but CSV.
    var journal: JournalFormat? {
        switch self {
        case .csv: return nil
        case .hledger: return .hledger
        case .ledger: return .ledger
        case .beancount: return .beancount
        }
    }
}

// The options of a group kept by several people (dates, ids, corrections, merging).

extension OptionDeclaration where Self == TypedOption<CalendarDay> {
    static var entryDate: Self {
        .reading(
            "date", .text, "DATE",
            help: Bilingual(
                "with --add: the line's date, YYYY-MM-DD, when it has none (default: today; SOURCE_DATE_EPOCH, when set, "
                    + "is now)",
                "--add で: 日付のない行に付ける日付 YYYY-MM-DD（既定: 今日。SOURCE_DATE_EPOCH があればそれが今）"),
            CalendarDay.init(parsing:))
    }

    static var asOf: Self {
        .reading(
            "as-of", .text, "DATE",
            help: Bilingual(
                "settle the group as it stood on DATE, YYYY-MM-DD: lines dated later are left for later, and recurring "
                    + "lines count up to it (default: today)",
                "DATE（YYYY-MM-DD）時点のグループを精算します。それより後の日付の行は数えず、繰り返しの行はその日まで"
                    + "数えます（既定: 今日）"),
            CalendarDay.init(parsing:))
    }
}

extension OptionDeclaration where Self == TypedOption<EntryID> {
    static var fix: Self {
        .reading(
            "fix", .text, "ID",
            help: Bilingual(
                "append a fix of line ID (with or without ^): LINE, the second argument after FILE, stands in its "
                    + "place and date; a line fixed already is fixed through its last fix",
                "ID（^ はあってもなくても）の行の訂正を書き足します。FILE の次の引数 LINE が、元の行の位置と日付で"
                    + "置き換わります（訂正済みの行は最後の訂正を訂正します）"),
            EntryID.init(typed:))
    }

    static var drop: Self {
        .reading(
            "drop", .text, "ID",
            help: Bilingual(
                "append a drop of line ID (with or without ^): it no longer counts",
                "ID（^ はあってもなくても）の行の取消を書き足します（その行は数えなくなります）"),
            EntryID.init(typed:))
    }
}

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var expenses: Self {
        .flag(
            "expenses",
            help: Bilingual(
                "list every expense and repayment as it counts (after fixes and drops, recurring ones each time): date, "
                    + "id, label, amount, who paid and each person's exact share; with --json or --export csv each "
                    + "share rounded beside it too, adding up to the expense",
                "訂正・取消のあとで数える立替と返金を一覧にします（繰り返しは1回ずつ）: 日付、ID、内容、金額、"
                    + "払った人、各人の正確な負担。--json か --export csv では、合計が金額に一致するよう丸めた負担も並べます"))
    }

    static var initGroup: Self {
        .flag(
            "init",
            help: Bilingual(
                "start the group file FILE for the people named after it (settle FILE --init Aki Ren Sora); inside a "
                    + "git work tree, FILE gets merge=union in .gitattributes",
                "FILE の後ろに書いた人のグループファイルを新しく作ります（settle FILE --init Aki Ren Sora）。git の作業"
                    + "ツリーの中なら .gitattributes で FILE を merge=union にします"))
    }

    static var merge: Self {
        .flag(
            "merge",
            help: Bilingual(
                "fold the copies named after FILE (Syncthing or Dropbox conflict copies) into FILE by id: nothing lost, "
                    + "nothing doubled, a line changed in two copies refused",
                "FILE の後ろに書いたコピー（Syncthing や Dropbox の競合コピー）を ID で FILE にまとめます（失わず、"
                    + "重複させず、両方で変わった行は誤り）"))
    }

    static var removeMerged: Self {
        .flag(
            "remove-merged",
            help: Bilingual(
                "with --merge: remove the copies once they are merged",
                "--merge で: まとめ終えたコピーを削除します"))
    }

    static var giveIDs: Self {
        .flag(
            "ids",
            help: Bilingual(
                "give an id to every line that has none (the file rewritten under its lock, keeping its mode, owner, "
                    + "line endings and links)",
                "ID のない行すべてに ID を付けます（ロックして書き換え、パーミッション・所有者・改行・リンクを保ちます）"))
    }
}

extension EntryID {
    /// An id as typed on the command line: `k3f9a2m7` or `^k3f9a2m7`.
    init(typed text: String) throws(SettleError) {
        try self.init(text.hasPrefix("^") ? String(text.dropFirst()) : text)
    }
}
