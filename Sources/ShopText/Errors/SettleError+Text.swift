import Cart
import Settle
import ShopCore
import ShopFiles

extension SettleError: TwoLanguages {
    /// `3行目: 「Zoe」は参加者ではありません。people の行に加えてください`.
    public var japanese: String {
        switch self {
        case .onLine(let line, let error):
            return "\(line)行目: \(error.japanese)"
        case .file(let error): return error.japanese
        case .peopleAfterExpense(let names):
            let list = names.joined(separator: " ")
            return "立替のあとに people の行があります。\(list)が最初から割り勘に入るなら最初の people の行に加え、途中から加わったなら joins \(list)（途中参加）と書いてください"
        case .keywordAsName(let name): return "\(Quoting.japanese(name))はグループファイルのキーワードで、名前には使えません"
        case .alreadyPresent(let name): return "\(Quoting.japanese(name))はこの時点ですでにグループにいます。joins はいない人に使います"
        case .notPresent(let name): return "\(Quoting.japanese(name))はこの時点でグループにいません。leaves はいる人に使います"
        case .expected(let expected, let found):
            let what: String
            switch expected {
            case .expense: what = "立替（LABEL AMOUNT paid by NAME [for NAME …]）か返金（FROM -> TO AMOUNT）"
            case .name: what = "名前1つ"
            case .names: what = "1人以上の名前"
            case .amount: what = "金額（4000、¥4,000、€45.20）"
            case .currency: what = "通貨コード"
            case .rate: what = "通貨コードとレート（EUR 162.35）"
            case .end: what = "行の終わり"
            case .date: what = "日付（YYYY-MM-DD、2026-12-01）"
            case .id: what = "ID（^ と英数字、^k3f9a2m7）"
            case .period: what = "周期（毎日・毎週・毎月・毎年、every month、every 2 weeks）"
            case .from: what = "開始日（2026-01-01 から、from 2026-01-01）"
            case .entry: what = "立替か返金の行"
            }
            return found.isEmpty ? "\(what)が必要です" : "\(what)が必要ですが、\(Quoting.japanese(found))があります"
        case .repeated(let word): return "\(Quoting.japanese(word))が2回以上あります"
        case .noPeople: return "参加者がいません。まず people Aki Ren Sora のように参加者を書いてください"
        case .duplicateName(let name): return "\(Quoting.japanese(name))が参加者に2回書かれています"
        case .sameNameWrittenTwice(let first, let second, let name):
            return "\(Quoting.japanese(first))と\(Quoting.japanese(second))はどちらも\(Quoting.japanese(name))と読むので、"
                + "参加者に2回書かれています。同じ人の名前は1つの書き方にしてください"
        case .namesDifferOnlyInCase(let first, let second):
            return "\(Quoting.japanese(first))と\(Quoting.japanese(second))は大文字と小文字が違うだけです。同じ人の名前はどこでも同じ書き方にしてください"
        case .unknownPerson(let name): return "\(Quoting.japanese(name))は参加者ではありません。people の行に加えてください"
        case .billPersonNotInGroup(let name, let bill):
            return "\(Quoting.japanese(bill))の\(Quoting.japanese(name))は参加者ではありません。people の行に加えてください"
        case .listedTwice(let name): return "\(Quoting.japanese(name))が2回書かれています"
        case .invalidWeight(let text, let person): return "\(person)の比率\(Quoting.japanese(text))は正の数ではありません"
        case .invalidRate(let text): return "レート\(Quoting.japanese(text))は正の数ではありません"
        case .payersDoNotAddUp(let paid, let cost):
            return "立て替えた額の合計が\(paid.text(in: .japanese))で、金額\(cost.text(in: .japanese))と合いません"
        case .partsDoNotAddUp(let parts, let cost):
            return "負担額の合計が\(parts.text(in: .japanese))で、金額\(cost.text(in: .japanese))と合いません"
        case .partsExceedCost(let parts, let cost):
            return "指定した負担額\(parts.text(in: .japanese))が金額\(cost.text(in: .japanese))を超えています"
        case .percentagesDoNotAddUp(let total): return "パーセントの合計が \(total)% で、100% ではありません"
        case .notPayable(let money):
            return
                "\(Quoting.japanese(money.machineText))は \(money.currency.code) の最小単位（\(money.currency.minorUnitText)）で払える金額ではありません"
        case .notWholeMinorUnits(let text):
            return "金額\(Quoting.japanese(text))が、最小単位で数えた整数ではありません（12.34 は 1234 と書きます）"
        case .rateOfOwnCurrency(let currency):
            return "\(currency.code) はグループの通貨です。レートはほかの通貨に書きます"
        case .noRate(let currency):
            return "\(currency.code) のレートがありません。rate \(currency.code) RATE の行を加えるか、settle --per-currency で精算してください"
        case .paymentToSelf(let name): return "\(name)が自分自身に返金しています"
        case .nobody: return "立替には、払った人と対象の人が必要です"
        case .unknownTreasurer(let name): return "\(Quoting.japanese(name))は参加者ではありません"
        case .tooLarge(let amount): return "差額\(amount.text(in: .japanese))が大きすぎて精算できません"
        case .money(let error): return error.japanese
        case .bill(let error): return error.japanese
        case .cannotRead(let path, let reason):
            return "\(Quoting.japanese(path))を読めません: \(SystemReason.text(reason, in: .japanese))"
        case .cannotWrite(let path, let reason):
            return "\(Quoting.japanese(path, limit: nil))に書き込めません: \(SystemReason.text(reason, in: .japanese))。ファイルはそのままです"
        case .headerLine(let word):
            return "\(Quoting.japanese(word))は見出しの行です。加えられるのは立替・返金・途中参加・途中退出の1行だけです。参加者・通貨・レート・幹事はファイルを直接直してください"
        case .fileAccess(let error): return error.japanese
        case .cart(let error): return error.japanese
        case .emptyCart(let path): return "カート\(Quoting.japanese(path))に品物がありません"
        case .noHeader: return "見出しの行（Date,Description,Category,Cost,Currency,NAME…）がありません"
        case .malformedExport(let what): return "読める書き出しファイルではありません: \(what)"
        case .totalDisagrees(let name, let stated, let computed):
            return "Total balance の行では\(name)が\(stated.text(in: .japanese))ですが、明細からは\(computed.text(in: .japanese))です"
        case .onRow(let row, let error): return "\(row)行目: \(error.japanese)"
        case .inExpense(let number, let id, let error):
            return "\(number)番目の立替\(id.isEmpty ? "" : "（id \(Quoting.japanese(id))）"): \(error.japanese)"
        case .inParticipant(let number, let id, let error):
            return "\(number)番目の参加者\(id.isEmpty ? "" : "（id \(Quoting.japanese(id))）"): \(error.japanese)"
        case .cellCount(let count, let expected): return "セルが\(count)個あります。見出しの行は\(expected)個です"
        case .decimalComma(let text):
            return "金額\(Quoting.japanese(text))は小数点にコンマを使っていますが、見出しの言語では小数点はピリオドです。書き出したときの見出しのままにしてください"
        case .notAnAmount(let text): return "\(Quoting.japanese(text))は金額ではありません"
        case .amountIsText(let text):
            return "金額\(Quoting.japanese(text))が数値ではなく文字列です。Spliit は最小単位で数えた数値を書きます（12.34 は 1234）"
        case .netsDoNotAddUp(let sum): return "メンバーの金額の合計が \(sum.machineText) で、0 になりません"
        case .currencySymbol(let symbol, let candidates):
            let which =
                candidates.isEmpty
                ? "は知っている通貨ではありません" : "は \(candidates.map(\.code).joined(separator: " か ")) のどちらか分かりません"
            return "書き出しの通貨\(Quoting.japanese(symbol))\(which)。--currency CODE で通貨コードを指定してください"
        case .currencyConflict(let export, let given):
            return "書き出しの通貨は \(export.code) で、\(given.code) ではありません。--currency を外すか \(export.code) を指定してください"
        case .noParticipant(let id): return "id が\(Quoting.japanese(id))の参加者はいません"
        case .noShares: return "負担の比率がすべて 0 で、負担する人がいません"
        case .unknownSplitMode(let mode):
            return "分け方\(Quoting.japanese(mode))は EVENLY、BY_SHARES、BY_PERCENTAGE、BY_AMOUNT のどれでもありません"
        case .malformedJSON(let path, let problem):
            switch problem {
            case .notJSON: return "Spliit の JSON 書き出しではありません: JSON ではありません"
            case .missing: return "Spliit の JSON 書き出しではありません: \(path) がありません"
            case .wrongKind: return "Spliit の JSON 書き出しではありません: \(path) の値の種類が違います"
            }
        case .rateGivenTwice(let code): return "\(code) のレートが2回指定されています"
        case .idConflict(let id, let other):
            return
                "\(id.word) は \(other) の行の ID でもあり、内容が違います。1つの ID は1行です。正しい方を残してください（変更は訂正の行で書きます: settle FILE --fix \(id) LINE）"
        case .correctedTwice(let id, let other):
            return "\(id.word) はすでに \(other) で訂正・取消されています。どちらか一方を残すか、もう一方の ID を訂正してください"
        case .unknownID(let id): return "ID \(id.word) の行はありません"
        case .alreadyDropped(let id, let by): return "\(id.word) はすでに \(by) で取り消されています"
        case .notCorrectable(let id):
            return "\(id.word) は立替・返金・繰り返し・訂正の行ではありません。訂正・取消できるのはこれらの行だけです"
        case .fixChangesKind(let id):
            return "\(id.word) の訂正が、繰り返しの行を1回だけの行に（またはその逆に）変えています。取り消してから新しい行を加えてください"
        case .dateInFix(let word):
            return "訂正は元の行の日付と位置を引き継ぐので、訂正の行には日付や ID を書きません（\(Quoting.japanese(word))）。別の日に移すには、取り消してから新しく加えてください"
        case .dateOnRecurring(let word):
            return "繰り返しの行の日付は規則（毎月 DATE から …）で決まります。行の前に日付は書けません（\(Quoting.japanese(word))）"
        case .needsAsOf: return "until のない繰り返しの行には、数える最後の日が必要です（--as-of DATE）"
        case .endsBeforeStart(let from, let until): return "終了日 \(until) が開始日 \(from) より前です"
        case .tooManyOccurrences(let count): return "繰り返しの行が、精算する日までに\(count)回を超えます"
        case .chargedInOtherCurrency(let money, let group):
            return "カードの請求額 \(money.machineText) \(money.currency.code) がグループの通貨 \(group.code) ではありません"
        case .invalidAccountPrefix(let prefix, let format):
            switch format {
            case .hledger, .ledger:
                return "勘定科目の接頭辞\(Quoting.japanese(prefix))は勘定科目名ではありません（英字・数字・- を : で区切ります）"
            case .beancount:
                return "勘定科目の接頭辞\(Quoting.japanese(prefix))は Beancount の勘定科目名ではありません（Assets・Liabilities・"
                    + "Equity・Income・Expenses のどれかで始め、英字・数字・- の部分を : で区切り、各部分は大文字か数字で始めます）"
            }
        }
    }
}
