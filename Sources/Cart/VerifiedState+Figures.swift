import ShopCore
import Tax

/// The figures of a cart that is not plain, as the record in `PATH.lock`
/// keeps them beside the count and total:
///
/// ```
/// "currency":"JPY","taxes":"8/included/2/449,10/excluded/1/508","coupons":"100,10%","budget":"3000"
/// ```
///
/// `taxes` has one `RATE/BASIS/COUNT/SUM` a category with items (outside tax
/// is `0/excluded`), in the receipt's order; `coupons` the coupons in the
/// order added (an amount in plain digits, a percentage with `%`); `budget`
/// null when there is none. An older shoptools ignores them.
extension VerifiedState {
    static func fields(of figures: CartFigures) -> [(String, FlatJSON.Value)] {
        let taxes = figures.tally.parts.map { part in
            "\(part.category.rate.plainText)/\(part.category.basis.rawValue)/\(part.entry.count)/\(part.entry.sum.plainText)"
        }
        let coupons = figures.coupons.map { coupon in
            switch coupon.kind {
            case .amount: coupon.exact.plainText
            case .percent: coupon.exact.plainText + "%"
            }
        }
        return [
            ("currency", .string(figures.currency.code)), ("taxes", .string(taxes.joined(separator: ","))),
            ("coupons", .string(coupons.joined(separator: ","))),
            ("budget", figures.budget.map { .string(MoneyFormat.plain($0.amount)) } ?? .null),
        ]
    }

    /// The figures a record holds; nil when it holds none, or any part does not read.
    static func decodedFigures(_ object: FlatJSON.Object) -> CartFigures? {
        guard case .string(let code) = object["currency"], let currency = try? Currency(code: code),
            case .string(let taxesText) = object["taxes"], case .string(let couponsText) = object["coupons"]
        else { return nil }
        var categories: [TaxCategory: Receipt.Tally.Entry] = [:]
        for text in taxesText.split(separator: ",", omittingEmptySubsequences: false) where !taxesText.isEmpty {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 4, let rate = ExactDecimal(plain: String(parts[0])),
                let taxRate = try? Percentage(exact: rate), let basis = TaxBasis(rawValue: String(parts[1])),
                let count = Int(parts[2]), count > 0, let sum = ExactDecimal(plain: String(parts[3])), !sum.isNegative
            else { return nil }
            let category = TaxCategory(rate: taxRate, basis: basis)
            guard categories.updateValue(Receipt.Tally.Entry(count: count, sum: sum), forKey: category) == nil else {
                return nil
            }
        }
        var coupons: [Coupon] = []
        for text in couponsText.split(separator: ",", omittingEmptySubsequences: false) where !couponsText.isEmpty {
            let coupon: Coupon?
            if text.hasSuffix("%") {
                coupon = ExactDecimal(plain: String(text.dropLast())).flatMap { try? Coupon(checkedPercent: $0.decimal) }
            } else {
                coupon = ExactDecimal(plain: String(text)).flatMap { try? Coupon(amount: Money($0.decimal, currency)) }
            }
            guard let coupon else { return nil }
            coupons.append(coupon)
        }
        let budget: Money?
        switch object["budget"] {
        case .null?: budget = nil
        case .string(let text)?:
            guard let amount = ExactDecimal(plain: text) else { return nil }
            budget = Money(amount.decimal, currency)
        default: return nil
        }
        return try? CartFigures(currency: currency, categories: categories, coupons: coupons, budget: budget)
    }
}
