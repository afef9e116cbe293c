import Bargain
import Calculator
import Cart
import Foundation
import Points
import Settle
import ShopCore
import Tax
import TestSupport
import Testing
import Warikan

/// Every command's `--json` is the library's encoding of the value it prints, byte for byte
/// (``/ShopCore/JSONWriter``), so an app that computes the same value writes the same JSON; and
/// no renderer of the executable builds a JSON object of its own.
@Suite struct JSONOutputTests {
    /// `shoptools arguments… --json` printed `value`'s encoding and nothing else.
    static func expectPrints(
        _ arguments: [String], _ value: some Encodable, input: String? = nil, environment: [String: String] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let run = Shoptools.run(arguments + ["--json"], input: input, environment: environment)
        #expect(run == Run.ok(try JSONWriter.encoded(value) + "\n"), sourceLocation: sourceLocation)
    }

    @Test func discount() throws {
        var state = try BargainState(price: Money(9800, .jpy))
        try state.setRate(try Percentage(Decimal(string: "33.5")!))
        try Self.expectPrints(["discount", "9800", "--rate", "33.5"], try #require(try state.discount()))
        let steps = [try DiscountStep(percentOff: 10)]
        try Self.expectPrints(
            ["discount", "498", "--rate", "33.5", "--off", "10%"], try state.discount(of: Money(498, .jpy), then: steps))
    }

    @Test func discountBatchIsOneDiscountALine() throws {
        var state = BargainState(currency: .jpy)
        try state.setRate(try Percentage(30))
        let lines = try [9800, 1980].map { try JSONWriter.encoded(try state.discount(of: Money(Decimal($0), .jpy))) }
        #expect(
            Shoptools.run(["discount", "-", "--rate", "30", "--json"], input: "9800\n\n1,980\n")
                == Run.ok(lines[0] + "\nnull\n" + lines[1] + "\n"))
        let stacked = try StackedDiscount(
            original: Money(498, .jpy), steps: [try DiscountStep(percentOff: 30), try DiscountStep(amountOff: 100)], sum: true)
        #expect(
            Shoptools.run(["discount", "-", "--off", "30%", "--off", "100", "--sum", "--json"], input: "498\n")
                == Run.ok(try JSONWriter.encoded(stacked) + "\n"))
    }

    @Test func tax() throws {
        let price = try TaxedPrice(Money(198, .jpy), rate: .reduced, basis: .excluded, rounding: .toNearestOrAwayFromZero)
        try Self.expectPrints(["tax", "198", "--reduced", "--rounding", "half-up"], price)
        #expect(
            Shoptools.run(["tax", "-", "--reduced", "--rounding", "half-up", "--json"], input: "198\n")
                == Run.ok(try JSONWriter.encoded(price) + "\n"))
    }

    @Test func compare() throws {
        let offers = try ["298/450g", "2x198/280g"].map { try Offer(parsing: $0, currency: .jpy) }
        try Self.expectPrints(
            ["compare", "298/450g", "2x198/280g", "--per", "1kg"], try PriceComparison(offers, per: Quantity(parsing: "1kg")))
    }

    @Test func splitABill() throws {
        let path = Shoptools.packageRoot.appendingPathComponent("Examples/bills/izakaya.bill").path
        let bill = try Warikan.Bill(reading: try String(contentsOfFile: path, encoding: .utf8), currency: .jpy)
        try Self.expectPrints(
            ["split", "--bill", path, "--round", "10", "--mode", "spread"], try Warikan.split(bill, unit: 10, mode: .spread))
    }

    @Test func calc() throws {
        try Self.expectPrints(
            ["calc", "2/3", "--scale", "3"], EvaluatedExpression("2/3", try Calculator.evaluate("2/3"), scale: 3))
        var keypad = Keypad()
        try keypad.press(keys: "1980 × 3 = M+")
        try Self.expectPrints(["calc", "--keys", "1980 × 3 = M+"], keypad.reading)
        var traced = Keypad()
        var lines = ""
        for key in try Keypad.Key.sequence("5 + 3 =") {
            traced.press(key)
            lines += try JSONWriter.encoded(Keypad.Reading(traced, after: key)) + "\n"
        }
        #expect(Shoptools.run(["calc", "--keys", "5 + 3 =", "--trace", "--json"]) == Run.ok(lines))
    }

    @Test func points() throws {
        let purchase = try PointPurchase(
            receipt: try Receipt(currency: .jpy, lines: [Receipt.Line(amount: Money(10000, .jpy), category: .outsideTax)]),
            pointsSpent: 500)
        let earned = try PointsEarned(purchase, rules: [try PointRule(parsing: "5%,cap=100")])
        try Self.expectPrints(["points", "10000", "--rule", "5%,cap=100", "--use-points", "500"], earned)
        let twenty = try PointsEarned(
            try PointPurchase(
                receipt: try Receipt(currency: .jpy, lines: [Receipt.Line(amount: Money(10000, .jpy), category: .outsideTax)])),
            rules: [try PointRule(parsing: "20%")])
        try Self.expectPrints(
            ["points", "10000", "--rule", "20%", "--against", "9000"], try PointsComparison(twenty, against: Fraction(9000)))
    }

    @Test func settle() throws {
        let text = "people Aki Sora Ren\ndinner 10000 paid by Aki\ntaxi 3000 paid by Sora for Aki Sora\n"
        try Self.expectPrints(
            ["settle", "-", "--round", "100"], SettlementReport(try Group(reading: text).settle(SettleOptions(unit: 100))),
            input: text)
    }

    @Test func everyCartCommand() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cart.json"
        let environment = ["SHOPTOOLS_CART": path]
        let store = try CartStore(path: path, currency: .jpy)
        func run(_ arguments: [String]) -> Run { Shoptools.run(arguments + ["--json"], environment: environment) }
        #expect(run(["cart", "add", "6860", "--label", "coat"]) == Run.ok(try JSONWriter.encoded(try store.summary()) + "\n"))
        #expect(run(["cart", "add", "498", "--off", "30%", "--tax", "8", "--for", "Aki:2,Ren"]).status == 0)
        #expect(run(["cart", "coupon", "10%"]) == Run.ok(try JSONWriter.encoded(try store.summary()) + "\n"))
        #expect(run(["cart", "budget", "9000"]) == Run.ok(try JSONWriter.encoded(try store.summary()) + "\n"))
        #expect(run(["cart", "total"]) == Run.ok(try JSONWriter.encoded(try store.summary()) + "\n"))
        let cart = try store.load()
        #expect(run(["cart", "list"]) == Run.ok(try JSONWriter.encoded(try CartListing(cart)) + "\n"))
        #expect(run(["cart", "coupon"]) == Run.ok(try JSONWriter.encoded(try CartCoupons(cart)) + "\n"))
        let receipt = try cart.receipt(rounding: .awayFromZero)
        #expect(
            run(["cart", "receipt", "--tax-rounding", "up", "--per-item"])
                == Run.ok(try JSONWriter.encoded(try CartReceipt(cart, receipt: receipt, perItem: true)) + "\n"))
        let earned = try PointsEarned(try PointPurchase(receipt: receipt), rules: [try PointRule(parsing: "1%")])
        #expect(
            run(["cart", "receipt", "--tax-rounding", "up", "--rule", "1%"])
                == Run.ok(try JSONWriter.encoded(try CartReceipt(cart, receipt: receipt, points: earned)) + "\n"))
        let bill = try cart.bill(named: [Warikan.Bill.Diner("Sora")])
        #expect(
            run(["split", "--from-cart", "--person", "Sora"]) == Run.ok(try JSONWriter.encoded(try Warikan.split(bill)) + "\n"))
    }

    /// The executable builds no JSON object: `--json` is `JSONOutput`, the library value's encoding.
    /// (`settle --expenses --json` is the one left, until it becomes a library value: issue 36.)
    @Test func noRendererBuildsJSONByHand() throws {
        let root = Shoptools.packageRoot.appendingPathComponent("Sources/ShoptoolsCLI")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        #expect(paths.count > 50)
        let handBuilt = ["JSONObject", "JSONWriter.key", "JSONWriter.quoted", "JSONString.quoted", #"\"{\""#, #"#"{""#]
        for path in paths where path != "Render/ExpensesRenderer.swift" {
            let code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                .components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            for line in code {
                for pattern in handBuilt where line.contains(pattern) && !Self.isHelpExample(line) {
                    Issue.record("\(path): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
            let writer = code.filter { $0.contains("JSONWriter.") }
            #expect(path == "Render/JSONOutput.swift" || writer.isEmpty, "\(path) writes JSON itself: \(writer)")
        }
    }

    /// A help text's example of the JSON (`Bilingual(#"{"currency":…`), which is words, not output.
    static func isHelpExample(_ line: String) -> Bool {
        line.contains(#"#"{"currency""#) || line.contains(#"#"{"expression""#) || line.contains(#"#"{"fits""#)
    }
}
