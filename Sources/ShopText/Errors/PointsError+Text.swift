import Points
import ShopCore

extension PointsError: TwoLanguages {
    /// `ポイントの還元率「-1%」が 0 より大きくありません`.
    public var japanese: String {
        switch self {
        case .file(let error):
            return error.japanese
        case .cannotRead(let path, let reason):
            return "\(Quoting.quoted(path, in: .japanese, limit: nil))を読めません: \(SystemReason.text(reason, in: .japanese))"
        case .repeatedName(let name):
            return "ポイントの名前\(Quoting.japanese(name))が2つあります"
        case .missingRate(let rule):
            return "ポイントのルール\(Quoting.japanese(rule))に還元率がありません。1%、0.5%、1/200 のように先頭に書いてください"
        case .notARate(let text):
            return "\(Quoting.japanese(text))は還元率ではありません。1%、0.5%、1/200（200円ごとに1ポイント）のように書いてください"
        case .rateNotPositive(let text):
            return "ポイントの還元率\(Quoting.japanese(text))が 0 より大きくありません"
        case .unknownPart(let text):
            return "\(Quoting.japanese(text))はポイントのルールに使えません。base=、per=、step=、round=、cap=、value=、name= が使えます"
        case .repeatedKey(let key):
            return "ポイントのルールに\(Quoting.japanese(key))が2回あります"
        case .unknownBase(let text):
            return "\(Quoting.japanese(text))はポイントの対象ではありません。paid（支払額）、incl（税込）、excl（税抜）のどれかです"
        case .unknownGranularity(let text):
            return "\(Quoting.japanese(text))はポイントの数え方ではありません。item（商品ごと）、order（注文ごと）、payment（決済ごと）のどれかです"
        case .stepNotPositive(let text):
            return "付与単位\(Quoting.japanese(text))が 0 より大きい金額ではありません（step=100 で100円ごと）"
        case .capNotWhole(let text):
            return "上限\(Quoting.japanese(text))が 1 以上の整数のポイントではありません"
        case .valueNotPositive(let text):
            return "1ポイントの価値\(Quoting.japanese(text))が 0 より大きい金額ではありません"
        case .badName(let text):
            return "\(Quoting.japanese(text))はポイントの名前に使えません"
        case .money(let error):
            return error.japanese
        case .tax(let error):
            return error.japanese
        case .pointsSpentExceedTotal(let spent, let total):
            return "使うポイント（\(spent.text(in: .japanese))）が合計（\(total.text(in: .japanese))）を超えています"
        case .pointsSpentNotPayable(let spent):
            return "使うポイント（\(spent.text(in: .japanese))）が \(spent.currency.code) で払える金額ではありません"
        case .noItems:
            return "ポイントを数える商品がありません"
        case .campaignPart(let text):
            return "\(Quoting.japanese(text))はキャンペーンの指定です。支払いの一覧で数えます（points --purchases FILE）"
        case .periodEndsBeforeItStarts(let from, let until):
            return "キャンペーンの期間の終わり（終了=\(until)）が始まり（開始=\(from)）より前です"
        case .paymentCapAbovePeriodCap(let payment, let period):
            return "1回の上限（上限=\(payment)）が期間の上限（期間上限=\(period)）を超えています"
        case .capAboveWiderCap(let narrow, let wide):
            return "キャンペーンの\(Self.japaneseCap(narrow))が\(Self.japaneseCap(wide))を超えています"
        case .unknownCombination(let text):
            return "\(Quoting.japanese(text))はキャンペーンの組み合わせ方ではありません。stack（重ねる）か best（併用不可・最大のみ）です"
        case .badCombinedCap(let text):
            return "合計の上限\(Quoting.japanese(text))が 0% より大きく 100% 以下の率ではありません"
        case .badTag(let text):
            return "\(Quoting.japanese(text))はタグに使えません。=、+、カンマ、空白のない1語です"
        case .badPaymentPart(let text):
            return "\(Quoting.japanese(text))は支払いの内訳ではありません。タグ=金額 と書いてください（たばこ=580）"
        case .paymentNotPayable(let text):
            return "\(Quoting.japanese(text))は支払える金額ではありません"
        case .partsExceedPayment(let parts, let paid):
            return "タグを付けた内訳（\(parts.text(in: .japanese))）が支払額（\(paid.text(in: .japanese))）を超えています"
        case .noPayments:
            return "ポイントを数える支払いがありません"
        case .missingAmount(let date):
            return "\(date) の支払いに金額がありません。日付 金額 [タグ=金額…] と書いてください"
        }
    }

    /// A cap as the library writes it (`day-cap=3000`), with the key the Japanese rule files take
    /// (`1日上限=3000`): `上限=`, `1日上限=`, `月間上限=`, `期間上限=`.
    private static func japaneseCap(_ cap: String) -> String {
        let keys = [("period-cap=", "期間上限="), ("month-cap=", "月間上限="), ("day-cap=", "1日上限="), ("cap=", "上限=")]
        for (english, japanese) in keys where cap.hasPrefix(english) { return japanese + cap.dropFirst(english.count) }
        return cap
    }
}
