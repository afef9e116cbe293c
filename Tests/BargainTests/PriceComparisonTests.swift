import Bargain
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which offer is cheaper, per 100 g, 100 ml or piece, ranked by exact values.
@Suite struct PriceComparisonTests {
    struct OfferCase: Sendable, CustomTestStringConvertible {
        let text: String
        let packs: Int
        let price: Decimal
        let quantity: Decimal
        let unit: MeasureUnit
        var counter: MeasureUnit.Counter? = nil
        var testDescription: String { text }
    }

    static let offers: [OfferCase] = [
        OfferCase(text: "298/450g", packs: 1, price: 298, quantity: 450, unit: .gram),
        OfferCase(text: "¥198/280g", packs: 1, price: 198, quantity: 280, unit: .gram),
        OfferCase(text: "398/12", packs: 1, price: 398, quantity: 12, unit: .piece),
        OfferCase(text: "1280/1.5kg", packs: 1, price: 1280, quantity: Decimal(string: "1.5")!, unit: .kilogram),
        OfferCase(text: "158/500ml", packs: 1, price: 158, quantity: 500, unit: .millilitre),
        OfferCase(text: "298/1l", packs: 1, price: 298, quantity: 1, unit: .litre),
        OfferCase(text: "298/1L", packs: 1, price: 298, quantity: 1, unit: .litre),
        OfferCase(text: "298/1ℓ", packs: 1, price: 298, quantity: 1, unit: .litre),
        OfferCase(text: "398/6個", packs: 1, price: 398, quantity: 6, unit: .piece, counter: .piece),
        OfferCase(text: "398/12pcs", packs: 1, price: 398, quantity: 12, unit: .piece, counter: .piece),
        OfferCase(text: "498/12ロール", packs: 1, price: 498, quantity: 12, unit: .piece, counter: .roll),
        OfferCase(text: "198/30枚", packs: 1, price: 198, quantity: 30, unit: .piece, counter: .sheet),
        OfferCase(text: "598/6本", packs: 1, price: 598, quantity: 6, unit: .piece, counter: .hon),
        OfferCase(text: "3.99/16oz", packs: 1, price: Decimal(string: "3.99")!, quantity: 16, unit: .ounce),
        OfferCase(text: "5.49/2lb", packs: 1, price: Decimal(string: "5.49")!, quantity: 2, unit: .pound),
        OfferCase(text: "2.49/16 fl oz", packs: 1, price: Decimal(string: "2.49")!, quantity: 16, unit: .fluidOunce),
        OfferCase(text: "3.79/1gal", packs: 1, price: Decimal(string: "3.79")!, quantity: 1, unit: .gallon),
        OfferCase(text: "298/450グラム", packs: 1, price: 298, quantity: 450, unit: .gram),
        OfferCase(text: "1980/2キロ", packs: 1, price: 1980, quantity: 2, unit: .kilogram),
        OfferCase(text: "158/500ミリリットル", packs: 1, price: 158, quantity: 500, unit: .millilitre),
        OfferCase(text: "298/1リットル", packs: 1, price: 298, quantity: 1, unit: .litre),
        OfferCase(text: "2x298/450g", packs: 2, price: 298, quantity: 450, unit: .gram),
        OfferCase(text: "３×２９８／４５０ｇ", packs: 3, price: 298, quantity: 450, unit: .gram),
    ]

    @Test(arguments: offers)
    func readingOffers(_ row: OfferCase) throws {
        let offer = try Offer(parsing: row.text, currency: .jpy)
        #expect(offer.packs == row.packs)
        #expect(offer.price == Money(row.price, .jpy))
        #expect(offer.quantity.amount == row.quantity)
        #expect(offer.quantity.unit == row.unit)
        #expect(offer.quantity.counter == row.counter)
    }

    /// The US units convert by their exact definitions: 16 oz at $3.99 against 1 lb (16 oz) at $3.99 tie exactly.
    @Test func usUnitsConvertExactly() throws {
        let comparison = try PriceComparison(
            [try Offer(parsing: "3.99/16oz", currency: .usd), try Offer(parsing: "3.99/1lb", currency: .usd)])
        #expect(comparison.basis == (try Quantity(1, .ounce)))
        #expect(comparison.entries.map(\.isTied) == [true, true])
        // 1 gal = 128 fl oz exactly: $12.80 a gallon is $0.10 a fluid ounce.
        let drinks = try PriceComparison(
            [try Offer(parsing: "12.80/1gal", currency: .usd), try Offer(parsing: "1.60/16floz", currency: .usd)])
        #expect(drinks.basis == (try Quantity(1, .gallon)))
        #expect(drinks.entries.map(\.perBasis) == [Decimal(string: "12.8")!, Decimal(string: "12.8")!])
        // 1 lb = 453.59237 g: 1 lb at ¥453.59237 is ¥100 per 100 g.
        let metric = try PriceComparison([try Offer(parsing: "453.59237/1lb", currency: .usd)], per: try Quantity(100, .gram))
        #expect(metric.entries.map(\.perBasis) == [100])
    }

    /// Pieces are compared per the counting word written: rolls stay rolls.
    @Test func theCountingWordIsKept() throws {
        let rolls = try PriceComparison(
            [try Offer(parsing: "348/12ロール", currency: .jpy), try Offer(parsing: "298/8ロール", currency: .jpy)])
        #expect(rolls.basis == (try Quantity(1, .piece, counter: .roll)))
        #expect(rolls.entries.map(\.offer.description) == ["348/12ロール", "298/8ロール"])
        let mixed = try PriceComparison([
            try Offer(parsing: "348/12ロール", currency: .jpy), try Offer(parsing: "98/3個", currency: .jpy),
        ])
        #expect(mixed.basis == (try Quantity(1, .piece)))
    }

    @Test func aMultipackIsSeveralPacksAtThePriceEach() throws {
        let offer = try Offer(parsing: "2x298/450g", currency: .jpy)
        #expect(offer.totalPrice == Money(596, .jpy))
        #expect(offer.totalQuantity == (try Quantity(900, .gram)))
        #expect(offer.description == "2x298/450g")
    }

    struct BadOffer: Sendable, CustomTestStringConvertible {
        let text: String
        let error: BargainError
        var testDescription: String { text }
    }

    static let badOffers: [BadOffer] = [
        BadOffer(text: "298", error: .notAnOffer("298")),
        BadOffer(text: "/450g", error: .notAnOffer("/450g")),
        BadOffer(text: "298/450kl", error: .notAQuantity("450kl")),
        BadOffer(text: "298/0g", error: .notAQuantity("0g")),
        BadOffer(text: "298/g", error: .notAQuantity("g")),
        BadOffer(text: "0x298/450g", error: .packCountOutOfRange("0")),
        BadOffer(text: "x298/450g", error: .notAnOffer("x298/450g")),
        BadOffer(text: "abc/450g", error: .money(.notAnAmount("abc", reason: nil))),
    ]

    @Test(arguments: badOffers)
    func refusedOffers(_ row: BadOffer) {
        #expect(throws: row.error) { try Offer(parsing: row.text, currency: .jpy) }
    }

    struct Worked: Sendable, CustomTestStringConvertible {
        let offers: [String]
        var per: String? = nil
        let basis: String
        /// Per basis as shown, exact or not, and the rank, in the order given.
        let figures: [(String, Bool, Int)]
        /// How much more than the cheapest, as shown, in the order given.
        let more: [(String, String?)]
        var testDescription: String { offers.joined(separator: " ") + (per.map { " per \($0)" } ?? "") }
    }

    static let worked: [Worked] = [
        // 298/450 × 100 = 66.222…; 198/280 × 100 = 70.714…; 4.492… more, 6.78…%.
        Worked(
            offers: ["298/450g", "198/280g"], basis: "100g", figures: [("66.22", false, 1), ("70.71", false, 2)],
            more: [("0", "0"), ("4.49", "6.8")]),
        // 398/6 = 66.333…, 698/12 = 58.1666…: 8.1666… more, 14.04…%.
        Worked(
            offers: ["398/6", "698/12"], basis: "1", figures: [("66.33", false, 2), ("58.17", false, 1)],
            more: [("8.17", "14"), ("0", "0")]),
        // 100/3 and 200/6 are the same exact price a piece: a tie, rank 1 both; 300/8 is rank 3.
        Worked(
            offers: ["100/3", "200/6", "300/8"], basis: "1",
            figures: [("33.33", false, 1), ("33.33", false, 1), ("37.5", true, 3)],
            more: [("0", "0"), ("0", "0"), ("4.17", "12.5")]),
        // Per kilogram: 1280/1.5kg = 853.33…, 298/450g = 662.22…
        Worked(
            offers: ["1280/1.5kg", "298/450g"], per: "1kg", basis: "1kg", figures: [("853.33", false, 2), ("662.22", false, 1)],
            more: [("191.11", "28.9"), ("0", "0")]),
        // Millilitres against litres, exactly: 158/500ml = 31.6, 298/1l = 29.8 per 100 ml.
        Worked(
            offers: ["158/500ml", "298/1l"], basis: "100ml", figures: [("31.6", true, 2), ("29.8", true, 1)],
            more: [("1.8", "6"), ("0", "0")]),
    ]

    @Test(arguments: worked)
    func workedCases(_ row: Worked) throws {
        let offers = try row.offers.map { try Offer(parsing: $0, currency: .jpy) }
        let comparison = try PriceComparison(offers, per: row.per.map { try Quantity(parsing: $0) })
        #expect(comparison.basis.description == row.basis)
        #expect(comparison.entries.map { MoneyFormat.plain($0.perBasis) } == row.figures.map(\.0))
        #expect(comparison.entries.map(\.isExact) == row.figures.map(\.1))
        #expect(comparison.entries.map(\.rank) == row.figures.map(\.2))
        #expect(comparison.entries.map { MoneyFormat.plain($0.more) } == row.more.map(\.0))
        #expect(comparison.entries.map { $0.percentMore.map(MoneyFormat.plain) } == row.more.map(\.1))
    }

    @Test func offersOfDifferentKindsDoNotCompare() throws {
        let grams = try Offer(parsing: "298/450g", currency: .jpy), millilitres = try Offer(parsing: "158/500ml", currency: .jpy)
        #expect(throws: BargainError.incomparable("298/450g", .mass, "158/500ml", .volume)) {
            try PriceComparison([grams, millilitres])
        }
        #expect(throws: BargainError.basisDoesNotFit("1l", .mass)) {
            try PriceComparison([grams], per: try Quantity(parsing: "1l"))
        }
        #expect(throws: BargainError.noOffers) { try PriceComparison([]) }
    }

    /// A price per basis of 10^15 or more is refused, naming the offer, as every amount is.
    @Test func aPricePerBasisBeyondTheExactRangeIsRefused() throws {
        let absurd = try Offer(parsing: "999999999999999/0.000000000001g", currency: .jpy)
        let plain = try Offer(parsing: "1/1g", currency: .jpy)
        #expect(throws: BargainError.money(.tooLarge("999999999999999/0.000000000001g"))) {
            try PriceComparison([absurd, plain])
        }
    }

    /// Ranks follow the exact prices a unit, never the rounded figures: the
    /// rank is 1 + how many offers are exactly cheaper, ties are exactly
    /// equal, and offers shown alike (both ≈¥33.33) rank apart when they differ.
    @Test func ranksFollowExactValuesNotTheDisplay() throws {
        // 100/3 = 33.3333…, 3333/100 = 33.33: shown alike, not equal.
        let alike = try PriceComparison(["100/3", "3333/100"].map { try Offer(parsing: $0, currency: .jpy) })
        #expect(alike.entries.map { MoneyFormat.plain($0.perBasis) } == ["33.33", "33.33"])
        #expect(alike.entries.map(\.rank) == [2, 1])
        #expect(alike.entries.map(\.isTied) == [false, false])
        #expect(alike.entries[0].more == 0 && !alike.entries[0].isMoreExact, "0.00333… more, shown as ≈0")

        var random = SplitMix64(seed: 0xC0_4DA2E)
        for _ in 0..<500 {
            let count = Int.random(in: 2...5, using: &random)
            let pairs = (0..<count).map { _ in
                (Int.random(in: 1...40, using: &random) * 10, Int.random(in: 1...12, using: &random))
            }
            let offers = try pairs.map { try Offer(price: Money(Decimal($0.0), .jpy), quantity: Quantity(Decimal($0.1), .piece)) }
            let comparison = try PriceComparison(offers)
            for (index, entry) in comparison.entries.enumerated() {
                // a/b < c/d exactly when a·d < c·b: integers, no rounding.
                let cheaper = pairs.filter { $0.0 * pairs[index].1 < pairs[index].0 * $0.1 }.count
                let equal = pairs.filter { $0.0 * pairs[index].1 == pairs[index].0 * $0.1 }.count - 1
                #expect(entry.rank == cheaper + 1, "\(pairs)")
                #expect(entry.isTied == (equal > 0), "\(pairs)")
            }
            #expect(comparison.ranked.map(\.rank) == comparison.entries.map(\.rank).sorted())
            // Shown alike is not equal: the ranks follow the exact values even then.
            for (i, a) in comparison.entries.enumerated() {
                for (j, b) in comparison.entries.enumerated() where a.perBasis == b.perBasis {
                    let equal = pairs[i].0 * pairs[j].1 == pairs[j].0 * pairs[i].1
                    #expect((a.rank == b.rank) == equal, "\(pairs[i]) \(pairs[j])")
                }
            }
        }
    }

    /// Random text of the characters offers are made of: every one is read
    /// or refused with an error, never a trap.
    @Test func anyTextIsReadOrRefused() {
        let alphabet = Array("0123456789./x×gkmlL個¥$,- %")
        var random = SplitMix64(seed: 0x0FF_E25)
        for _ in 0..<5000 {
            let text = String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let offer = try? Offer(parsing: text, currency: .jpy)
            _ = try? Quantity(parsing: text)
            _ = try? DiscountStep(parsing: text, currency: .jpy)
            if let offer { _ = try? PriceComparison([offer, offer]) }
        }
    }

    @Test func codableRoundTrip() throws {
        let offers = try ["2x298/450g", "198/280g"].map { try Offer(parsing: $0, currency: .jpy) }
        let comparison = try PriceComparison(offers, per: try Quantity(parsing: "1kg"))
        let json = try JSONWriter.encoded(comparison)
        #expect(
            json
                == #"{"currency":"JPY","basis":"1kg","offers":[{"offer":"2x298/450g","packs":2,"price":"298","quantity":"450","#
                + #""unit":"g","per_basis":"662.22","exact":false,"rank":1},{"offer":"198/280g","packs":1,"price":"198","#
                + #""quantity":"280","unit":"g","per_basis":"707.14","exact":false,"rank":2}]}"#)
        #expect(try JSONText.decoded(PriceComparison.self, json) == comparison)
        #expect(try JSONText.plainTree(comparison) == JSONText.tree(json))
        let zero = json.replacing(#""quantity":"450""#, with: #""quantity":"0""#)
        #expect(JSONText.refusal(PriceComparison.self, zero) == "quantity is not that of the offer 2x298/450g")
        let rank = json.replacing(#""rank":2"#, with: #""rank":1"#)
        #expect(JSONText.refusal(PriceComparison.self, rank) == "the figures of 198/280g are not those of the comparison per 1kg")
        let typed = json.replacing(#""offer":"198/280g""#, with: #""offer":"¥198/280g""#)
        #expect(JSONText.refusal(PriceComparison.self, typed) == BargainError.notAnOffer("¥198/280g").description)
    }

    @Test func anOfferAndAQuantityAreWrittenAsACompareOfferIs() throws {
        let offer = try Offer(parsing: "2x298/450g", currency: .jpy)
        let json = #"{"offer":"2x298/450g","packs":2,"price":"298","currency":"JPY","quantity":"450","unit":"g"}"#
        #expect(try JSONWriter.encoded(offer) == json)
        #expect(try JSONText.decoded(Offer.self, json) == offer)
        #expect(try JSONText.plainTree(offer) == JSONText.tree(json))
        #expect(try JSONWriter.encoded(offer.quantity) == #""450g""#)
        #expect(JSONText.refusal(Quantity.self, #""450 g""#) == BargainError.notAQuantity("450 g").description)
        #expect(
            JSONText.refusal(Offer.self, json.replacing(#""packs":2"#, with: #""packs":3"#))
                == "packs is not that of the offer 2x298/450g")
    }

    @Test(arguments: [["398/12ロール", "298/8ロール"], ["398/6", "698/12"], ["2.49/16floz", "3.79/1gal"]])
    func everyKindOfOfferRoundTrips(_ texts: [String]) throws {
        let comparison = try PriceComparison(texts.map { try Offer(parsing: $0, currency: .usd) })
        #expect(try JSONText.decoded(PriceComparison.self, try JSONWriter.encoded(comparison)) == comparison)
        for offer in comparison.entries.map(\.offer) {
            let json = try JSONWriter.encoded(offer)
            #expect(json.hasPrefix(#"{"offer":"\#(offer)","packs":1,"price":"#))
            #expect(try JSONText.decoded(Offer.self, json) == offer)
            #expect(try JSONText.decoded(Quantity.self, try JSONWriter.encoded(offer.quantity)) == offer.quantity)
        }
    }
}
