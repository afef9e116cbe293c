import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Running sums

extension Receipt {
    /// How many lines a receipt has in each tax category and what they add
    /// up to: all that its figures but the per-item ones follow from.
    ///
    /// Kept up to date line by line (``add(_:in:)``, ``remove(_:in:)``), so a
    /// cart of 100,000 items knows what it comes to (``Totals``) without
    /// going through its lines again.
    ///
    /// ```
    /// lines 8 % incl. 151, 298; 10 % excl. 508  → 8 % incl.: 2 lines, 449; 10 % excl.: 1 line, 508; subtotal 957
    /// ```
    package struct Tally: Sendable, Hashable {
        /// The lines of one category.
        package struct Entry: Sendable, Hashable {
            /// How many lines.
            package var count: Int
            /// What they add up to, as given.
            package var sum: ExactDecimal

            /// `count` lines adding up to `sum`.
            package init(count: Int, sum: ExactDecimal) { (self.count, self.sum) = (count, sum) }
        }

        /// A category that has lines, and its entry.
        package struct Part: Sendable, Hashable {
            package let category: TaxCategory
            package var entry: Entry
        }

        /// The categories that have lines, each with its entry, in the categories' order (a category
        /// whose last line goes is no longer here).
        ///
        /// (A list kept in order rather than a dictionary: a receipt has a handful of categories, and
        /// the first `[TaxCategory: …]` of a process costs a scan of every conformance of the binary,
        /// a sixth of the start-up of `shoptools points 1000 --rule 1%`.)
        package private(set) var parts: [Part] = []
        /// How many lines in all.
        package private(set) var count = 0
        /// Every line's amount as given.
        package private(set) var subtotal = ExactDecimal.zero

        /// No lines.
        package init() {}

        /// The tally of `categories`' counts and sums (a category of no lines is left out).
        /// - Throws: ``/ShopCore/ShopCoreError`` for a negative count or sum, or a subtotal past the exact range.
        package init(categories: [TaxCategory: Entry]) throws(ShopCoreError) {
            for (category, entry) in categories.sorted(by: { $0.key < $1.key }) where entry.count != 0 {
                guard entry.count > 0, !entry.sum.isNegative else {
                    throw .negative(entry.count > 0 ? entry.sum.plainText : String(entry.count))
                }
                parts.append(Part(category: category, entry: entry))
                count += entry.count
                subtotal = try subtotal + entry.sum
            }
        }

        /// Counts a line of `amount` in `category`.
        /// - Throws: ``/ShopCore/ShopCoreError`` when a sum passes the exact range.
        package mutating func add(_ amount: ExactDecimal, in category: TaxCategory) throws(ShopCoreError) {
            let found = Receipt.index(of: category, in: parts) { $0.category }
            let entry = found.map { parts[$0].entry } ?? Entry(count: 0, sum: .zero)
            let sum = try entry.sum + amount
            let subtotal = try self.subtotal + amount
            let counted = Entry(count: entry.count + 1, sum: sum)
            if let found {
                parts[found].entry = counted
            } else {
                // In the categories' order, as the receipt lists them.
                let place = parts.firstIndex { category < $0.category } ?? parts.count
                parts.insert(Part(category: category, entry: counted), at: place)
            }
            self.subtotal = subtotal
            count += 1
        }

        /// Takes back a line of `amount` in `category` that ``add(_:in:)`` counted.
        /// - Throws: ``/ShopCore/ShopCoreError`` when a sum passes the exact range.
        package mutating func remove(_ amount: ExactDecimal, in category: TaxCategory) throws(ShopCoreError) {
            guard let place = Receipt.index(of: category, in: parts, { $0.category }) else { return }
            let sum = try parts[place].entry.sum - amount
            let subtotal = try self.subtotal - amount
            if parts[place].entry.count > 1 {
                parts[place].entry = Entry(count: parts[place].entry.count - 1, sum: sum)
            } else {
                parts.remove(at: place)
            }
            self.subtotal = subtotal
            count -= 1
        }
    }
}

// MARK: - Categories found at once

extension TaxCategory {
    /// True when `other` is this category held alike.
    ///
    /// The same basis, and the rate's digits, scale and sign the same: it implies `==`, and is told
    /// without comparing two decimals (which first normalizes both), so a category worded once is
    /// known again by it.
    package func isHeldAlike(_ other: TaxCategory) -> Bool {
        let a = rate.exact, b = other.rate.exact
        return basis == other.basis && a.magnitude == b.magnitude && a.scale == b.scale && a.isNegative == b.isNegative
    }
}

extension Receipt {
    /// The first of `elements` whose category (`category(_:)` of it) equals `wanted`.
    ///
    /// Looked for among the categories held alike first (``/Tax/TaxCategory/isHeldAlike(_:)``: every line
    /// of a category holds its rate alike, a rate being kept normalized), compared as numbers only when
    /// none is; `elements` have distinct categories, so both find the same one. A receipt of 100,000 lines
    /// looks each up among a handful (comparing the rates as numbers was 5 % of `cart receipt` at 20,000 items).
    static func index<Element>(
        of wanted: TaxCategory, in elements: [Element], _ category: (Element) -> TaxCategory
    ) -> Int? {
        elements.firstIndex { category($0).isHeldAlike(wanted) } ?? elements.firstIndex { category($0) == wanted }
    }
}

// MARK: - Figures from the running sums

extension Receipt {
    /// A receipt's figures that follow from its ``Tally`` and coupons: the
    /// discount, each category's part of it and its tax, the tax and the
    /// total.
    ///
    /// ``Receipt/init(currency:lines:coupons:rounding:unit:)`` computes
    /// them this way too, so the two cannot disagree; only the per-item
    /// figures need the lines.
    package struct Totals: Sendable, Hashable {
        /// One category's figures.
        package struct Group: Sendable, Hashable {
            package let category: TaxCategory
            package let entry: Tally.Entry
            /// Its part of the coupons.
            package let discount: ExactDecimal
            /// ``entry``'s sum less ``discount``.
            package let taxable: ExactDecimal
            /// The tax, rounded once.
            package let tax: ExactDecimal
        }

        /// The coupons in the order given, each with its value.
        package let coupons: [AppliedCoupon]
        package let subtotal: ExactDecimal
        package let discount: ExactDecimal
        /// One group a category, in the receipt's order.
        package let groups: [Group]
        package let tax: ExactDecimal
        /// The tax of the tax-excluded categories.
        package let addedTax: ExactDecimal
        /// What to pay: subtotal − discount + added tax.
        package let total: ExactDecimal

        /// The figures of a receipt whose lines add up to `tally`, with `coupons`.
        /// - Parameters:
        ///   - currency: the receipt's currency.
        ///   - tally: what its lines add up to, per category.
        ///   - coupons: the coupons off the whole.
        ///   - rounding: how each group's tax is rounded.
        ///   - unit: the multiple the tax is rounded to (already checked).
        /// - Throws: what ``Receipt/init(currency:lines:coupons:rounding:unit:)`` throws for them.
        package init(
            currency: Currency, tally: Tally, coupons: [Coupon], rounding: RoundingRule, unit: ExactDecimal
        ) throws(TaxError) {
            let subtotal = tally.subtotal
            var applied: [AppliedCoupon] = []
            var discount = ExactDecimal.zero
            for coupon in coupons {
                let value = try coupon.exactValue(on: subtotal, currency)
                applied.append(AppliedCoupon(coupon: coupon, amount: Money(value.decimal, currency)))
                discount = try Receipt.sum(discount, value)
            }
            guard discount <= subtotal else {
                throw .couponsExceedSubtotal(
                    coupons: Money(discount.decimal, currency), subtotal: Money(subtotal.decimal, currency))
            }
            // The tally's parts read in place (a list of (key, value) pairs made from them would be one
            // more type made at run time).
            let discounts = try Receipt.allocate(
                discount, over: tally.parts.map { ($0.category, $0.entry.sum) }, minorUnit: currency.minorUnitExact)
            var groups: [Group] = []
            groups.reserveCapacity(tally.parts.count)
            var tax = ExactDecimal.zero, added = ExactDecimal.zero
            for (index, tallied) in tally.parts.enumerated() {
                let (category, entry, part) = (tallied.category, tallied.entry, discounts[index])
                let taxable: ExactDecimal
                do { taxable = try entry.sum - part } catch { throw .money(error) }
                let groupTax = try Tax.tax(
                    on: taxable, rate: category.rate, basis: category.basis, rounding: rounding, unit: unit)
                tax = try Receipt.sum(tax, groupTax)
                if category.basis == .excluded { added = try Receipt.sum(added, groupTax) }
                groups.append(Group(category: category, entry: entry, discount: part, taxable: taxable, tax: groupTax))
            }
            do {
                total = try Bounds.validated(try subtotal - discount + added, named: "\(subtotal) − \(discount) + \(added)")
            } catch {
                throw .money(error)
            }
            (self.coupons, self.subtotal, self.discount) = (applied, subtotal, discount)
            (self.groups, self.tax, self.addedTax) = (groups, tax, added)
        }

        /// The figures of a receipt whose lines add up to `tally`, the tax
        /// rounded as `rounding` says to `unit` (nil: the minor unit).
        package init(
            currency: Currency, tally: Tally, coupons: [Coupon], rounding: RoundingRule = .towardZero, unit: Decimal? = nil
        ) throws(TaxError) {
            try self.init(
                currency: currency, tally: tally, coupons: coupons, rounding: rounding, unit: try Tax.unit(unit, currency))
        }
    }
}
