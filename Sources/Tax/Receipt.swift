import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A till's receipt: lines in tax categories, coupons off the whole, and the
/// tax rounded **once per tax rate and basis**, as Japan's invoice system asks
/// (NTA, Q&A on 適格請求書, 問57: 「一の適格請求書につき、税率ごとに１回の端数処理」).
///
/// Rounding each line's tax and adding up is not allowed, and often gives a
/// different total; ``perItemTax`` shows that figure beside the right one.
///
/// How the figures follow from the lines:
///
/// 1. **Subtotal**: every line's amount as given (tax-excluded lines without
///    their tax, tax-included lines with it).
/// 2. **Coupons** (``Coupon``): their values add up to the discount, which is
///    split across the categories in proportion to their amounts as given
///    (NTA 問69: a discount across rates is split by price ratio). Each part is
///    rounded down to the minor unit, except the category with the lowest
///    rate (then the smallest amount), which takes what is left, so the parts
///    add up to the discount and rounding never understates the higher
///    rate's tax. (Should what is left pass that category's amount, the rest
///    goes on to the next lowest rate.) See ``allocate(_:over:)``. This is
///    問69's rule, not the largest remainder method: the lowest rate absorbs
///    all the rounding, as a bill's organizer does.
/// 3. **Tax**, per category, on its amount less its part of the discount:
///    `round(taxable × r / 100)` added on top for tax-excluded categories,
///    `round(taxable × r / (100 + r))` held within for tax-included ones.
/// 4. **Total**: subtotal − discount + the tax of the tax-excluded categories.
///
/// Worked receipts, rounding down:
///
/// ```
/// lines                                      | groups (taxable → tax)        | tax | total
/// -------------------------------------------+-------------------------------+-----+------
/// 8 % excl. 198, 128, 213; 10 % excl. 298,   | 10 %: 508 → 50; 8 %: 539 → 43 |  93 | 1,140
///   105, 105                                 |                               |     |
/// 8 % incl. 151, 298, 138; 10 % incl. 218,   | 10 %: 655 → 59; 8 %: 587 → 43 | 102 | 1,242
///   437                                      |                               |     |
/// 10 % incl. 3,300; 8 % incl. 2,160;         | 10 %: 2,696 → 245;            | 375 | 4,460
///   coupon ¥1,000 (parts 604 and 396)        | 8 %: 1,764 → 130              |     |
/// ```
///
/// ```
/// let receipt = try Receipt(currency: .jpy, lines: [
///     Receipt.Line(amount: Money(3300, .jpy), category: TaxCategory(rate: .standard, basis: .included)),
///     Receipt.Line(amount: Money(2160, .jpy), category: TaxCategory(rate: .reduced, basis: .included)),
/// ], coupons: [try Coupon(amount: Money(1000, .jpy))])
/// receipt.total   // ¥4,460
/// receipt.tax     // ¥375, all of it within the prices
/// ```
public struct Receipt: Sendable, Hashable {
    /// One line: its amount (price × quantity) as given, and its category.
    public struct Line: Sendable, Hashable {
        /// Price × quantity, with or without the tax as ``category`` says.
        public let amount: Money
        /// The line's tax rate and basis: the group it is rounded with.
        public let category: TaxCategory

        /// A line of `amount` in `category`; ``Receipt/init(currency:lines:coupons:rounding:unit:)`` checks it.
        public init(amount: Money, category: TaxCategory) {
            self.amount = amount
            self.category = category
        }
    }

    /// The lines of one category, with the tax rounded once on them.
    public struct Group: Sendable, Hashable, Identifiable {
        /// The rate and basis.
        public let category: TaxCategory
        /// How many lines.
        public let lineCount: Int
        /// The lines' amounts, as given.
        public let amount: Money
        /// This category's part of the coupons.
        public let discount: Money
        /// What the tax is computed on: ``amount`` − ``discount`` (対象額).
        public let taxable: Money
        /// The tax, rounded once: added on top for a tax-excluded category, held within for a tax-included one.
        public let tax: Money
        /// What rounding each line's tax by itself would give (each line less
        /// its share of the group's coupons), for comparison only.
        public let perItemTax: Money

        /// A receipt has one group per category.
        public var id: TaxCategory { category }
    }

    /// A coupon and what it took off.
    public struct AppliedCoupon: Sendable, Hashable {
        /// The coupon as given.
        public let coupon: Coupon
        /// What it took off: its amount, or its percentage of the subtotal rounded down.
        public let amount: Money
    }

    /// The currency of every line, coupon and figure.
    public let currency: Currency
    /// The lines as given, in order.
    public let lines: [Line]
    /// Every line's amount as given.
    public let subtotal: Money
    /// The coupons in the order given, each with its value.
    public let coupons: [AppliedCoupon]
    /// What the coupons take off in all.
    public let discount: Money
    /// One group a category, higher rates first (tax-excluded before
    /// tax-included at the same rate), items outside tax last.
    public let groups: [Group]
    /// All the tax, within the prices or added on top.
    public let tax: Money
    /// The tax added on top: the tax-excluded categories' tax.
    public let addedTax: Money
    /// What to pay: ``subtotal`` − ``discount`` + ``addedTax``.
    public let total: Money
    /// How the tax was rounded.
    public let rounding: RoundingRule
    /// The multiple the tax was rounded to.
    public let unit: Decimal

    /// All the tax had each line been rounded by itself.
    public let perItemTax: Money
    /// What the total would be with each line's tax rounded by itself.
    public let perItemTotal: Money

    /// The receipt of `lines` with `coupons`, the tax rounded once per category.
    ///
    /// - Parameters:
    ///   - currency: the receipt's currency; every line and amount coupon must be in it.
    ///   - lines: what was bought, each with its tax category, in the order rung up.
    ///   - coupons: off the whole receipt, split across the tax categories by price.
    ///   - rounding: `.towardZero` (`down`) by default, what most Japanese stores do.
    ///   - unit: the multiple the tax is rounded to; nil, the minor unit.
    /// - Throws: ``TaxError/currencyMismatch(_:expected:)`` for a line or
    ///   coupon in another currency, ``TaxError/couponsExceedSubtotal(coupons:subtotal:)``,
    ///   ``TaxError/money(_:)`` for a negative line, a bad unit or a figure beyond the exact range.
    public init(
        currency: Currency, lines: [Line], coupons: [Coupon] = [], rounding: RoundingRule = .towardZero, unit: Decimal? = nil
    ) throws(TaxError) {
        let exactUnit = try Tax.unit(unit, currency)
        var tally = Tally()
        var amounts: [ExactDecimal] = []
        amounts.reserveCapacity(lines.count)
        for line in lines {
            guard line.amount.currency == currency else { throw .currencyMismatch(line.amount, expected: currency) }
            let amount = try Self.exact(line.amount)
            guard !amount.isNegative else { throw .money(.negative(amount.plainText)) }
            do { try tally.add(amount, in: line.category) } catch { throw .money(error) }
            amounts.append(amount)
        }
        try self.init(
            currency: currency, lines: lines, amounts: amounts, tally: tally, coupons: coupons, rounding: rounding,
            unit: exactUnit)
    }

    /// The receipt of `lines` as ``init(currency:lines:coupons:rounding:unit:)`` makes it, from lines
    /// the caller has checked already.
    ///
    /// `amounts` are the lines' amounts exactly (in `currency`, none negative, within
    /// ``/ShopCore/Bounds``) and `tally` is what they add up to. A cart checks each item as it takes it
    /// and keeps that tally, so its receipt of 100,000 items does not check them all again.
    /// - Throws: what ``init(currency:lines:coupons:rounding:unit:)`` throws for the coupons, the unit
    ///   and the figures.
    package init(
        currency: Currency, checked lines: [Line], amounts: [ExactDecimal], tally: Tally, coupons: [Coupon] = [],
        rounding: RoundingRule = .towardZero, unit: Decimal? = nil
    ) throws(TaxError) {
        try self.init(
            currency: currency, lines: lines, amounts: amounts, tally: tally, coupons: coupons, rounding: rounding,
            unit: try Tax.unit(unit, currency))
    }

    /// The figures of `lines`, of exact `amounts`, adding up to `tally`; the tax rounded to `unit` (checked).
    private init(
        currency: Currency, lines: [Line], amounts: [ExactDecimal], tally: Tally, coupons: [Coupon],
        rounding: RoundingRule, unit exactUnit: ExactDecimal
    ) throws(TaxError) {
        let totals = try Totals(currency: currency, tally: tally, coupons: coupons, rounding: rounding, unit: exactUnit)
        // Each group's lines, in order, gathered in one pass: for the per-item figures. (The group
        // found among a handful rather than hashed, as `Tally` keeps them.)
        var grouped = totals.groups.map { group in
            var amounts: [ExactDecimal] = []
            amounts.reserveCapacity(group.entry.count)
            return amounts
        }
        for (line, amount) in zip(lines, amounts) {
            if let index = Self.index(of: line.category, in: totals.groups, { $0.category }) { grouped[index].append(amount) }
        }
        var groups: [Group] = []
        groups.reserveCapacity(totals.groups.count)
        var perItemTax = ExactDecimal.zero, perItemAdded = ExactDecimal.zero
        for (group, lineAmounts) in zip(totals.groups, grouped) {
            let category = group.category
            // Per item: each line less its share of the group's coupons, its tax rounded by itself.
            var perItem = ExactDecimal.zero
            let shares = try Self.share(group.discount, by: lineAmounts, minor: currency.minorUnitExact)
            for (amount, share) in zip(lineAmounts, shares) {
                // (No coupon on the group, the usual case: every share is 0, and the line is its own net.)
                var net = amount
                if !share.isZero {
                    do { net = try amount - share } catch { throw .money(error) }
                }
                let lineTax = try Tax.tax(
                    on: net, rate: category.rate, basis: category.basis, rounding: rounding, unit: exactUnit)
                perItem = try Self.sum(perItem, lineTax)
            }
            perItemTax = try Self.sum(perItemTax, perItem)
            if category.basis == .excluded { perItemAdded = try Self.sum(perItemAdded, perItem) }
            groups.append(
                Group(
                    category: category, lineCount: group.entry.count, amount: Money(group.entry.sum.decimal, currency),
                    discount: Money(group.discount.decimal, currency), taxable: Money(group.taxable.decimal, currency),
                    tax: Money(group.tax.decimal, currency), perItemTax: Money(perItem.decimal, currency)))
        }
        let (subtotal, discount, tax, added, total) = (
            totals.subtotal, totals.discount, totals.tax, totals.addedTax, totals.total
        )
        let perItemTotal: ExactDecimal
        do { perItemTotal = try subtotal - discount + perItemAdded } catch { throw .money(error) }
        self.currency = currency
        self.lines = lines
        self.subtotal = Money(subtotal.decimal, currency)
        self.coupons = totals.coupons
        self.discount = Money(discount.decimal, currency)
        self.groups = groups
        self.tax = Money(tax.decimal, currency)
        self.addedTax = Money(added.decimal, currency)
        self.total = Money(total.decimal, currency)
        self.perItemTax = Money(perItemTax.decimal, currency)
        self.perItemTotal = Money(perItemTotal.decimal, currency)
        self.rounding = rounding
        self.unit = exactUnit.decimal
    }

    /// Splits `discount` across categories in proportion to their amounts
    /// (NTA 問69): each part rounded down to the minor unit, except the
    /// category with the lowest rate (then the smallest amount), which takes
    /// what is left; should that pass its amount, the rest goes on to the next
    /// lowest rate.
    ///
    /// The parts add up to `discount`, and none passes its category's amount.
    ///
    /// Worked case: ¥1,000 over 10 % ¥3,300 and 8 % ¥2,160 → 10 %: 1,000 × 3,300 / 5,460
    /// = 604.40 → 604; 8 %: the rest, 396.
    /// - Throws: ``TaxError/couponsExceedSubtotal(coupons:subtotal:)`` when
    ///   `discount` is more than all the amounts, ``TaxError/currencyMismatch(_:expected:)``.
    public static func allocate(_ discount: Money, over amounts: [TaxCategory: Money]) throws(TaxError) -> [TaxCategory: Money] {
        let currency = discount.currency
        let sorted = amounts.sorted { $0.key < $1.key }
        var exactAmounts: [(TaxCategory, ExactDecimal)] = []
        var sum = ExactDecimal.zero
        for (category, money) in sorted {
            guard money.currency == currency else { throw .currencyMismatch(money, expected: currency) }
            let amount = try exact(money)
            guard !amount.isNegative else { throw .money(.negative(amount.plainText)) }
            exactAmounts.append((category, amount))
            sum = try Self.sum(sum, amount)
        }
        let exactDiscount = try exact(discount)
        guard !exactDiscount.isNegative else { throw .money(.negative(exactDiscount.plainText)) }
        guard exactDiscount <= sum else {
            throw .couponsExceedSubtotal(coupons: discount, subtotal: Money(sum.decimal, currency))
        }
        let parts = try allocate(exactDiscount, over: exactAmounts, minorUnit: currency.minorUnitExact)
        var result: [TaxCategory: Money] = [:]
        for ((category, _), part) in zip(sorted, parts) { result[category] = Money(part.decimal, currency) }
        return result
    }

    /// The parts of `discount` (at most the sum of `amounts`), in the order of `amounts`.
    static func allocate(
        _ discount: ExactDecimal, over amounts: [(TaxCategory, ExactDecimal)], minorUnit: ExactDecimal
    ) throws(TaxError) -> [ExactDecimal] {
        var parts = [ExactDecimal](repeating: .zero, count: amounts.count)
        guard !discount.isZero, !amounts.isEmpty else { return parts }
        var total = ExactDecimal.zero
        for (_, amount) in amounts { total = try sum(total, amount) }
        // Lowest rate first, then the smallest amount: who takes what rounding leaves.
        let order = amounts.indices.sorted {
            let (a, b) = (amounts[$0], amounts[$1])
            return a.0.rate != b.0.rate ? a.0.rate < b.0.rate : (a.1 != b.1 ? a.1 < b.1 : $0 < $1)
        }
        var left = discount
        do {
            for index in amounts.indices where index != order[0] {
                parts[index] = try ExactDecimal.quotient(discount * amounts[index].1, total, roundedTo: minorUnit, .towardZero)
                left = try left - parts[index]
            }
            for index in order where !left.isZero {
                let room = try amounts[index].1 - parts[index]
                let take = left < room ? left : room
                parts[index] = try parts[index] + take
                left = try left - take
            }
        } catch {
            throw .money(error)
        }
        return parts
    }

    /// What each line costs on this receipt, in the order of ``lines``: its
    /// amount, less its part of its group's coupons, plus its part of its
    /// group's tax when the tax is added on top.
    ///
    /// Within a group the coupons' part is shared by the lines' amounts and the tax by what is left of
    /// them, each by ShopCore's ``/ShopCore/Allocation`` (largest remainder in
    /// minor units, ties to the earlier line), so the lines add up to ``total``
    /// exactly and no tax is rounded a second time. For splitting a receipt
    /// item by item.
    ///
    /// ```
    /// lines (8 % excl.) | tax 43 shared by 198 : 128 : 213 | payment
    /// ------------------+----------------------------------+--------
    /// ¥198              | 15.80 → 15, +1 (remainder .80)   | ¥214
    /// ¥128              | 10.21 → 10                       | ¥138
    /// ¥213              | 16.99 → 16, +1 (remainder .99)   | ¥230
    /// ```
    public func linePayments() throws(TaxError) -> [Money] {
        let minor = currency.minorUnitExact
        var payments = [ExactDecimal](repeating: .zero, count: lines.count)
        for group in groups {
            let indices = lines.indices.filter { lines[$0].category == group.category }
            let amounts = try indices.map { (index) throws(TaxError) in try Self.exact(lines[index].amount) }
            let discounts = try Self.share(try Self.exact(group.discount), by: amounts, minor: minor)
            var net: [ExactDecimal] = []
            for (amount, discount) in zip(amounts, discounts) {
                do { net.append(try amount - discount) } catch { throw .money(error) }
            }
            let taxes =
                group.category.basis == .excluded
                ? try Self.share(try Self.exact(group.tax), by: net, minor: minor)
                : [ExactDecimal](repeating: .zero, count: net.count)
            for (position, index) in indices.enumerated() {
                payments[index] = try Self.sum(net[position], taxes[position])
            }
        }
        return payments.map { Money($0.decimal, currency) }
    }

    /// What each line costs on this receipt, exactly, in the order of
    /// ``lines``: its amount times its group's total on the receipt (less
    /// the group's coupons, plus its tax when added on top) over the group's
    /// amounts.
    ///
    /// The same parts as ``linePayments()``, before they are brought
    /// to minor units, so a split of the receipt rounds each person's share
    /// once: three ¥5 lines at 10 % (tax ¥1 on ¥15) cost `16/3` each, where
    /// ``linePayments()`` gives ¥6, ¥5, ¥5.
    public func exactLinePayments() throws(TaxError) -> [Fraction] {
        var payments = [Fraction](repeating: .zero, count: lines.count)
        do throws(ShopCoreError) {
            for group in groups {
                let amounts = try Fraction(group.amount.amount)
                guard !amounts.isZero else { continue }
                let indices = lines.indices.filter { lines[$0].category == group.category }
                var paid = try Fraction(group.amount.amount) - Fraction(group.discount.amount)
                if group.category.basis == .excluded { paid = try paid + Fraction(group.tax.amount) }
                let each = try paid / amounts
                for index in indices { payments[index] = try Fraction(lines[index].amount.amount) * each }
            }
        } catch {
            throw .money(error)
        }
        return payments
    }

    /// `total` shared by `weights` in whole `minor` units by ShopCore's one
    /// ``/ShopCore/Allocation`` (largest remainder, ties to the earlier line);
    /// all zero when `total` is.
    ///
    /// What is left below one minor unit (only
    /// when a line is not a whole number of minor units) goes to the first line,
    /// so the shares always add up to `total`.
    static func share(_ total: ExactDecimal, by weights: [ExactDecimal], minor: ExactDecimal) throws(TaxError) -> [ExactDecimal] {
        // Nothing to share (no coupon on the group): every part is 0, without going through the lines.
        guard !total.isZero else { return [ExactDecimal](repeating: .zero, count: weights.count) }
        do throws(ShopCoreError) {
            var (parts, rest) = try Allocation.allocate(total, proportionalTo: weights.map(Fraction.init), unit: minor)
            if !rest.isZero, !parts.isEmpty { parts[0] = try parts[0] + rest }
            return parts
        } catch {
            throw .money(error)
        }
    }

    private static func exact(_ money: Money) throws(TaxError) -> ExactDecimal {
        do { return try Bounds.validated(money.amount) } catch { throw .money(error) }
    }

    static func sum(_ a: ExactDecimal, _ b: ExactDecimal) throws(TaxError) -> ExactDecimal {
        do { return try a + b } catch { throw .money(error) }
    }
}
