import ShopCore
import Tax

extension TaxError: TwoLanguages {
    /// `クーポンの合計1,200円が小計1,000円を超えています`.
    public var japanese: String {
        switch self {
        case .notARate(let text):
            return "税率\(Quoting.japanese(text))はパーセントではありません。10 や 8% のように 0〜100 の数を指定してください"
        case .rateOutOfRange(let rate):
            return "税率 \(MoneyFormat.plain(rate))% は 0〜100% の範囲外です"
        case .rateTooPrecise(let text):
            return "税率\(Quoting.japanese(text))の小数が\(Percentage.maximumTaxDecimals)桁を超えています"
        case .currencyMismatch(let money, let expected):
            return "\(money.text(in: .japanese))は \(expected.code) ではなく \(money.currency.code) です"
        case .couponsExceedSubtotal(let coupons, let subtotal):
            return "クーポンの合計\(coupons.text(in: .japanese))が小計\(subtotal.text(in: .japanese))を超えています"
        case .invalidCoupon(let text):
            return "クーポン\(Quoting.japanese(text))は 0 より大きい金額でも、0% より大きく 100% 以下の割合でもありません"
        case .couponNotPayable(let money):
            let currency = money.currency
            return "クーポン\(money.text(in: .japanese))は \(currency.code) の最小単位（\(currency.minorUnitText)）で払える金額ではありません"
        case .money(let error):
            return error.text(in: .japanese)
        }
    }
}
