import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which ways of computing the tax reproduce every figure a receipt prints, and
/// whether the receipt follows the invoice rule (レシート検算).
///
/// Since October 2023 a qualified invoice (適格請求書, and the simplified one a
/// shop's receipt is) must round the consumption tax **once per rate per
/// receipt**; adding up taxes rounded item by item is not allowed (NTA
/// インボイスQ&A 問57). Tills still differ in what the seller may choose: tax
/// added to each rate's total (外税) or contained in it (内税); rounding down,
/// up or to the nearest; rounding the tax or the base. The check tries every
/// ``Fit`` and keeps those that give every printed figure exactly; the
/// ``verdict`` says whether one of them rounds once per rate.
///
/// The NTA's example: 10 % items of ¥60,000 and 8 % items of ¥40,000, tax
/// included, print ¥5,454 and ¥2,962 of tax:
/// 60,000 × 10/110 = 5,454.5…, 40,000 × 8/108 = 2,962.9…, both rounded down
/// once per rate. So it fits `included, receipt, down, tax` (and `included,
/// receipt, up, base`: 60,000 × 100/110 = 54,545.4… rounded up is 54,546, and
/// 60,000 − 54,546 = 5,454), and it follows the rule.
public struct ReceiptCheck: Sendable, Hashable {
    /// One way of computing a receipt's tax.
    public struct Fit: Sendable, Hashable, Codable, CustomStringConvertible {
        /// How often the tax is rounded.
        public enum Per: String, Sendable, Hashable, Codable, CaseIterable {
            /// Once per rate on the receipt: the invoice rule.
            case receipt
            /// Once per line: each line's price × quantity less its discount.
            case line
            /// Once per unit: each item's price, times its quantity (a line's discount rounded apart).
            case unit
        }

        /// What is rounded.
        public enum Rounds: String, Sendable, Hashable, Codable, CaseIterable {
            /// The tax (amount × r/100 for 外税, amount × r/(100+r) for 内税).
            case tax
            /// The base, for 内税 only: amount × 100/(100+r) rounded, the tax being the rest.
            case base
        }

        /// 外税 (`excluded`) or 内税 (`included`).
        public let basis: TaxBasis
        /// How often the tax is rounded.
        public let per: Per
        /// How it is rounded: down, up, half-up or half-even.
        public let rounding: RoundingRule
        /// The tax or (内税 only) the base.
        public let rounds: Rounds

        /// A way of computing: `basis`, rounded `per` with `rounding`, rounding what `rounds` says.
        /// - Parameters:
        ///   - basis: 外税 or 内税.
        ///   - per: how often the tax is rounded.
        ///   - rounding: how it is rounded.
        ///   - rounds: the tax or the base.
        public init(basis: TaxBasis, per: Per, rounding: RoundingRule, rounds: Rounds = .tax) {
            self.basis = basis
            self.per = per
            self.rounding = rounding
            self.rounds = rounds
        }

        /// Every way of computing for `basis` (both when nil), in the order fits are listed:
        /// 外税 before 内税, then per receipt, line, unit, then down, up, half-up, half-even,
        /// then the tax before the base.
        public static func all(for basis: TaxBasis? = nil) -> [Fit] {
            var fits: [Fit] = []
            for each in basis.map({ [$0] }) ?? [.excluded, .included] {
                for per in Per.allCases {
                    for rounding in RoundingRule.allCases {
                        for rounds in each == .included ? Rounds.allCases : [.tax] {
                            fits.append(Fit(basis: each, per: per, rounding: rounding, rounds: rounds))
                        }
                    }
                }
            }
            return fits
        }

        /// `excluded, receipt, down, tax`.
        public var description: String { "\(basis), \(per.rawValue), \(rounding), \(rounds.rawValue)" }
    }

    /// What the check concludes.
    public enum Verdict: String, Sendable, Hashable, Codable {
        /// Some fit rounds once per rate per receipt: the figures are the ones the invoice rule gives.
        case follows
        /// The figures are explained, but only by rounding per line or per unit.
        case breaks
        /// No way of computing gives every printed figure (or the items do not add up).
        case unexplained
    }

    /// The figures a way of computing gives: each rate's total and tax, and what is paid.
    public struct Figures: Sendable, Hashable, Codable {
        /// One rate's figures.
        public struct Rate: Sendable, Hashable, Codable {
            /// The rate.
            public let rate: Percentage
            /// Its items' total less its discounts (tax excluded for 外税, included for 内税).
            public let taxable: Decimal
            /// Its tax.
            public let tax: Decimal

            enum CodingKeys: String, CodingKey { case rate, taxable, tax }

            /// Decodes the form ``encode(to:)`` writes.
            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                rate = try container.decodeTaxRate(forKey: .rate)
                taxable = try DecimalCoding.decode(container, .taxable)
                tax = try DecimalCoding.decode(container, .tax)
            }

            /// `{"rate":"8","taxable":"40000","tax":"2962"}`.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(rate, forKey: .rate)
                try DecimalCoding.encode(taxable, to: &container, .taxable)
                try DecimalCoding.encode(tax, to: &container, .tax)
            }

            init(rate: Percentage, taxable: Decimal, tax: Decimal) {
                self.rate = rate
                self.taxable = taxable
                self.tax = tax
            }
        }

        /// Each rate's figures, lowest rate first.
        public let rates: [Rate]
        /// What is paid: the totals plus the tax for 外税, the totals for 内税.
        public let total: Decimal

        enum CodingKeys: String, CodingKey { case rates, total }

        /// Decodes the form ``encode(to:)`` writes.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rates = try container.decode([Rate].self, forKey: .rates)
            total = try DecimalCoding.decode(container, .total)
        }

        /// `{"rates":[…],"total":"100000"}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rates, forKey: .rates)
            try DecimalCoding.encode(total, to: &container, .total)
        }

        init(rates: [Rate], total: Decimal) {
            self.rates = rates
            self.total = total
        }

        /// The amount these figures give for `figure` (nil for the cash figures, which no computing gives).
        public func amount(of figure: PrintedReceipt.Figure) -> Decimal? {
            switch figure {
            case .taxable(let rate): return rates.first { $0.rate == rate }?.taxable ?? 0
            case .tax(let rate): return rates.first { $0.rate == rate }?.tax ?? 0
            case .total: return total
            case .subtotal, .tendered, .change: return nil
            }
        }
    }

    /// The first printed figure nothing explains, and the nearest figure a way of computing gives.
    public struct Unexplained: Sendable, Hashable {
        /// The figure.
        public let figure: PrintedReceipt.Figure
        /// What the receipt prints for it.
        public let printed: Decimal
        /// The nearest amount computed for it (the items' sum for a rate's total, tendered − total
        /// for the change); nil when nothing computes it.
        public let computed: Decimal?
        /// The line it is printed on, if the receipt was read from a file.
        public let line: Int?
        /// For a rate's total that its items do not make: the one item whose rate, changed to the other
        /// rate printed, makes both rates' totals add up (a reduced-rate mark on an item the receipt
        /// totals at 10 %, or none on one it totals at 8 %); nil when no one item does.
        public let misfiled: (item: PrintedReceipt.Item, totaledAt: Percentage)?

        init(
            figure: PrintedReceipt.Figure, printed: Decimal, computed: Decimal?, line: Int?,
            misfiled: (item: PrintedReceipt.Item, totaledAt: Percentage)? = nil
        ) {
            (self.figure, self.printed, self.computed, self.line, self.misfiled) = (
                figure, printed, computed, line, misfiled
            )
        }

        /// Whether two name the same figure, amounts, line and misfiled item.
        /// - Parameters:
        ///   - lhs: one.
        ///   - rhs: the other.
        /// - Returns: true when they are the same.
        public static func == (lhs: Unexplained, rhs: Unexplained) -> Bool {
            lhs.figure == rhs.figure && lhs.printed == rhs.printed && lhs.computed == rhs.computed
                && lhs.line == rhs.line && lhs.misfiled?.item == rhs.misfiled?.item
                && lhs.misfiled?.totaledAt == rhs.misfiled?.totaledAt
        }

        /// Hashes the figure, the amount printed and the line.
        /// - Parameter hasher: the hasher.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(figure)
            hasher.combine(printed)
            hasher.combine(line)
        }
    }

    /// Every way of computing that gives every printed figure, in ``Fit/all(for:)``'s order.
    public let fits: [Fit]
    /// Follows the invoice rule, breaks it, or is unexplained.
    public let verdict: Verdict
    /// What one rounding per rate gives under the first fit's basis, rounding and what it
    /// rounds; nil when nothing fits.
    public let invoiceFigures: Figures?
    /// What was paid less what one rounding per rate gives under the first fit (negative when
    /// less was paid); 0 for 内税, where only the tax shown differs; nil when nothing fits.
    public let difference: Decimal?
    /// The first figure nothing explains, for an unexplained receipt.
    public let unexplained: Unexplained?

    /// Checks `receipt`.
    /// - Throws: ``TaxError/money(_:)`` for amounts too large to compute exactly.
    public init(_ receipt: PrintedReceipt) throws(TaxError) {
        if let mismatch = try Self.sumsThatDoNotAddUp(receipt) {
            (fits, verdict, invoiceFigures, difference, unexplained) = ([], .unexplained, nil, nil, mismatch)
            return
        }
        let checked = receipt.printed.filter { $0.figure.isComputed }
        var fits: [Fit] = []
        var best: (matched: Int, figures: Figures)?
        var ways = try Ways(receipt)
        for fit in Fit.all(for: receipt.basis) {
            let figures = try ways.figures(under: fit)
            let matched = checked.prefix { figures.amount(of: $0.figure) == $0.amount }.count
            if matched == checked.count { fits.append(fit) }
            if best == nil || matched > best!.matched { best = (matched, figures) }
        }
        self.fits = fits
        guard let first = fits.first else {
            verdict = .unexplained
            (invoiceFigures, difference) = (nil, nil)
            let (matched, figures) = best ?? (0, Figures(rates: [], total: 0))
            let figure = checked[min(matched, checked.count - 1)]
            unexplained = Unexplained(
                figure: figure.figure, printed: figure.amount, computed: figures.amount(of: figure.figure), line: figure.line)
            return
        }
        verdict = fits.contains { $0.per == .receipt } ? .follows : .breaks
        let invoice = try ways.figures(
            under: Fit(basis: first.basis, per: .receipt, rounding: first.rounding, rounds: first.rounds))
        invoiceFigures = invoice
        let paid: Decimal
        if let printed = receipt.amount(of: .total) {
            paid = printed
        } else {
            paid = try ways.figures(under: first).total
        }
        difference = first.basis == .included ? 0 : paid - invoice.total
        unexplained = nil
    }

    /// The figures `fit` gives for `receipt`'s items and discounts (a rate without items counts
    /// its printed total as one line).
    /// - Throws: ``TaxError/money(_:)`` for amounts too large to compute exactly.
    public static func figures(of receipt: PrintedReceipt, under fit: Fit) throws(TaxError) -> Figures {
        var ways = try Ways(receipt)
        return try ways.figures(under: fit)
    }

    /// One receipt's amounts, each rate's parts split once for every ``Fit/Per``, and the figures
    /// each fit gives.
    ///
    /// Fits whose parts are the same (a rate whose lines are one unit each and have no discount
    /// has the same parts per receipt, line and unit) give the same figures, computed once: a
    /// short receipt would otherwise compute the same taxes three times for each of its 36 fits.
    private struct Ways {
        /// One amount taxed on its own: an amount, times `count`, added or (`sign` −1) taken off.
        struct Part: Equatable {
            let amount: Fraction
            let count: Int
            let sign: Int
        }

        /// One rate's taxable total and its parts under each ``Fit/Per``, in `Per.allCases`' order.
        struct Rate {
            let rate: Percentage
            let percent: Fraction
            let taxable: Decimal
            /// `taxable`, for the sums (a `Decimal` sum costs as much as a rate's whole tax).
            let exactTaxable: ExactDecimal
            let parts: [[Part]]
        }

        let unit: ExactDecimal
        let rates: [Rate]
        /// For each ``Fit/Per``, the first whose parts are the same for every rate.
        let same: [Fit.Per]
        /// The figures worked out so far (a list: 36 fits at most).
        private var computed: [(fit: Fit, figures: Figures)] = []

        init(_ receipt: PrintedReceipt) throws(TaxError) {
            var rates: [Rate] = []
            do throws(ShopCoreError) {
                unit = try ExactDecimal(receipt.currency.minorUnit)
                for rate in receipt.rates {
                    let items = receipt.items.filter { $0.rate == rate }
                    let rateDiscount = receipt.rateDiscounts.filter { $0.rate == rate }.reduce(Decimal(0)) {
                        $0 + $1.amount
                    }
                    let taxable: Decimal
                    var parts: [[Part]] = []
                    if items.isEmpty {
                        taxable = (receipt.amount(of: .taxable(rate)) ?? 0) - rateDiscount
                        let whole = [Part(amount: try Fraction(taxable), count: 1, sign: 1)]
                        parts = Fit.Per.allCases.map { _ in whole }
                    } else {
                        taxable = items.reduce(Decimal(0)) { $0 + $1.net } - rateDiscount
                        for per in Fit.Per.allCases {
                            parts.append(try Self.parts(of: items, less: rateDiscount, taxable: taxable, per: per))
                        }
                    }
                    rates.append(
                        Rate(
                            rate: rate, percent: try Fraction(rate.value), taxable: taxable,
                            exactTaxable: try ExactDecimal(taxable), parts: parts))
                }
            } catch {
                throw .money(error)
            }
            self.rates = rates
            let pers = Fit.Per.allCases
            same = pers.indices.map { index in
                let first = pers.indices.first { earlier in rates.allSatisfy { $0.parts[earlier] == $0.parts[index] } }
                return pers[first ?? index]
            }
        }

        /// The parts of one rate's `items` when the tax is rounded `per` receipt, line or unit.
        static func parts(
            of items: [PrintedReceipt.Item], less rateDiscount: Decimal, taxable: Decimal, per: Fit.Per
        ) throws(ShopCoreError) -> [Part] {
            var parts: [Part] = []
            switch per {
            case .receipt:
                parts = [Part(amount: try Fraction(taxable), count: 1, sign: 1)]
            case .line:
                parts = try items.map { (item) throws(ShopCoreError) in Part(amount: try Fraction(item.net), count: 1, sign: 1) }
                if rateDiscount != 0 { parts.append(Part(amount: try Fraction(rateDiscount), count: 1, sign: -1)) }
            case .unit:
                for item in items {
                    // A line rung up at another figure than price × quantity has that figure's unit price.
                    let each: Fraction
                    if let amount = item.amount {
                        each = try Fraction(amount) / Fraction(item.quantity)
                    } else {
                        each = try Fraction(item.price)
                    }
                    parts.append(Part(amount: each, count: item.quantity, sign: 1))
                    if item.discount != 0 { parts.append(Part(amount: try Fraction(item.discount), count: 1, sign: -1)) }
                }
                if rateDiscount != 0 { parts.append(Part(amount: try Fraction(rateDiscount), count: 1, sign: -1)) }
            }
            return parts
        }

        /// The figures `fit` gives.
        mutating func figures(under fit: Fit) throws(TaxError) -> Figures {
            let perIndex = Fit.Per.allCases.firstIndex(of: fit.per) ?? 0
            let key = Fit(basis: fit.basis, per: same[perIndex], rounding: fit.rounding, rounds: fit.rounds)
            if let known = computed.first(where: { $0.fit == key }) { return known.figures }
            var figures: [Figures.Rate] = []
            var total = ExactDecimal.zero
            do throws(ShopCoreError) {
                for rate in rates {
                    var tax = ExactDecimal.zero
                    for part in rate.parts[perIndex] {
                        var each = try ReceiptCheck.tax(of: part.amount, percent: rate.percent, fit: fit, unit: unit)
                        if part.count != 1 { each = try each * ExactDecimal(magnitude: UInt128(part.count)) }
                        tax = part.sign < 0 ? try tax - each : try tax + each
                    }
                    figures.append(Figures.Rate(rate: rate.rate, taxable: rate.taxable, tax: tax.decimal))
                    total = try total + (fit.basis == .excluded ? try rate.exactTaxable + tax : rate.exactTaxable)
                }
            } catch {
                throw .money(error)
            }
            let result = Figures(rates: figures, total: total.decimal)
            computed.append((key, result))
            return result
        }
    }

    /// The tax of one `amount` at `percent` (a rate's value), rounded once as `fit` says.
    private static func tax(
        of amount: Fraction, percent: Fraction, fit: Fit, unit: ExactDecimal
    ) throws(ShopCoreError) -> ExactDecimal {
        let hundred = Fraction(100)
        switch (fit.basis, fit.rounds) {
        case (.excluded, _):
            return try (amount * percent / hundred).rounded(toMultipleOf: unit, fit.rounding)
        case (.included, .tax):
            return try (amount * percent / (hundred + percent)).rounded(toMultipleOf: unit, fit.rounding)
        case (.included, .base):
            let base = try (amount * hundred / (hundred + percent)).rounded(toMultipleOf: unit, fit.rounding)
            return try (amount - Fraction(base)).rounded(toMultipleOf: unit, .towardZero)
        }
    }

    /// The one item whose rate, changed to another printed rate, makes the printed totals of `rate`
    /// and of that rate both add up; nil when there is no such item.
    private static func misfiled(
        _ receipt: PrintedReceipt, rate: Percentage
    ) -> (item: PrintedReceipt.Item, totaledAt: Percentage)? {
        func sum(_ rate: Percentage) -> Decimal {
            receipt.items.filter { $0.rate == rate }.reduce(Decimal(0)) { $0 + $1.net }
                - receipt.rateDiscounts.filter { $0.rate == rate }.reduce(Decimal(0)) { $0 + $1.amount }
        }
        guard let printed = receipt.amount(of: .taxable(rate)) else { return nil }
        for other in receipt.rates where other != rate {
            guard let otherPrinted = receipt.amount(of: .taxable(other)) else { continue }
            let (here, there) = (sum(rate), sum(other))
            for item in receipt.items where item.rate == rate || item.rate == other {
                let moved = item.rate == rate ? item.net : -item.net
                if here - moved == printed && there + moved == otherPrinted {
                    return (item, item.rate == rate ? other : rate)
                }
            }
        }
        return nil
    }

    /// The first printed figure that is not about rounding and does not add up: a rate's total
    /// that its items (less their discounts) do not make, a subtotal that the items do not make,
    /// or change that is not tendered − total.
    private static func sumsThatDoNotAddUp(_ receipt: PrintedReceipt) throws(TaxError) -> Unexplained? {
        for entry in receipt.printed {
            switch entry.figure {
            case .taxable(let rate):
                let items = receipt.items.filter { $0.rate == rate }
                guard !items.isEmpty else { continue }
                let discount = receipt.rateDiscounts.filter { $0.rate == rate }.reduce(Decimal(0)) { $0 + $1.amount }
                let sum = items.reduce(Decimal(0)) { $0 + $1.net } - discount
                if sum != entry.amount {
                    return Unexplained(
                        figure: entry.figure, printed: entry.amount, computed: sum, line: entry.line,
                        misfiled: misfiled(receipt, rate: rate))
                }
            case .change:
                guard let tendered = receipt.amount(of: .tendered), let total = receipt.amount(of: .total) else { continue }
                if tendered - total != entry.amount {
                    return Unexplained(figure: entry.figure, printed: entry.amount, computed: tendered - total, line: entry.line)
                }
            case .subtotal:
                guard !receipt.items.isEmpty else { continue }
                let sum = receipt.items.reduce(Decimal(0)) { $0 + $1.net }
                if sum != entry.amount {
                    return Unexplained(figure: entry.figure, printed: entry.amount, computed: sum, line: entry.line)
                }
            case .tax, .total, .tendered:
                continue
            }
        }
        return nil
    }
}

extension PrintedReceipt.Figure {
    /// Whether a way of computing gives it (the cash handed over and the change are not computed).
    var isComputed: Bool {
        switch self {
        case .taxable, .tax, .total: true
        case .subtotal, .tendered, .change: false
        }
    }
}

extension ReceiptCheck: Encodable {
    enum CodingKeys: String, CodingKey {
        case fits, verdict
        case invoiceFigures = "invoice_figures"
        case difference, unexplained
    }

    /// `{"fits":[{"basis":"excluded","per":"receipt","rounding":"down","rounds":"tax"}…],"verdict":"follows",
    /// "invoice_figures":{"rates":[{"rate":"8","taxable":"315","tax":"25"}],"total":"340"},"difference":"-1",
    /// "unexplained":null}`: what `shoptools receipt --json` prints.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fits, forKey: .fits)
        try container.encode(verdict, forKey: .verdict)
        if let invoiceFigures {
            try container.encode(invoiceFigures, forKey: .invoiceFigures)
        } else {
            try container.encodeNil(forKey: .invoiceFigures)
        }
        if let difference {
            try DecimalCoding.encode(difference, to: &container, .difference)
        } else {
            try container.encodeNil(forKey: .difference)
        }
        if let unexplained {
            try container.encode(unexplained, forKey: .unexplained)
        } else {
            try container.encodeNil(forKey: .unexplained)
        }
    }
}

extension ReceiptCheck.Unexplained: Encodable {
    enum CodingKeys: String, CodingKey { case figure, printed, computed, line, misfiled }

    enum MisfiledKeys: String, CodingKey {
        case label, line
        case totaledAt = "totaled_at"
    }

    /// `{"figure":"tax 8%","printed":"24","computed":"25","line":4,"misfiled":null}` (`computed` and `line` null
    /// when unknown; `misfiled` `{"label":"洗剤","line":2,"totaled_at":"10"}` for an item marked at the wrong rate).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(figure.description, forKey: .figure)
        try DecimalCoding.encode(printed, to: &container, .printed)
        if let computed {
            try DecimalCoding.encode(computed, to: &container, .computed)
        } else {
            try container.encodeNil(forKey: .computed)
        }
        try container.encode(line, forKey: .line)
        if let misfiled {
            var entry = container.nestedContainer(keyedBy: MisfiledKeys.self, forKey: .misfiled)
            try entry.encode(misfiled.item.label, forKey: .label)
            try entry.encode(misfiled.item.line, forKey: .line)
            try entry.encode(misfiled.totaledAt, forKey: .totaledAt)
        } else {
            try container.encodeNil(forKey: .misfiled)
        }
    }
}
