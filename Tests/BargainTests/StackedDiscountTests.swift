import Bargain
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Discounts one after another, the price rounded after each step, as a till does.
@Suite struct StackedDiscountTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let original: Decimal
        let steps: [String]
        var rounding: RoundingRule = .towardZero
        var sum = false
        /// The price after each applied step.
        let prices: [Decimal]
        let saved: Decimal
        /// The rate in all as shown, and whether it is exact.
        let rate: String
        let exact: Bool
        var testDescription: String {
            "\(original) \(steps.joined(separator: " then ")) \(rounding)\(sum ? " summed" : "")"
        }
    }

    static let cases: [Case] = [
        // 498: 348.6 → 348, then 313.2 → 313.
        Case(original: 498, steps: ["30%", "10%"], prices: [348, 313], saved: 185, rate: "37.1", exact: false),
        // 348.6 → 349, then 314.1 → 314.
        Case(
            original: 498, steps: ["30%", "10%"], rounding: .toNearestOrAwayFromZero, prices: [349, 314], saved: 184,
            rate: "36.9",
            exact: false),
        // 348.6 → 349, then 314.1 → 315.
        Case(
            original: 498, steps: ["30%", "10%"], rounding: .awayFromZero, prices: [349, 315], saved: 183, rate: "36.7",
            exact: false),
        // Half-even: 348.6 → 349, 314.1 → 314.
        Case(
            original: 498, steps: ["30%", "10%"], rounding: .toNearestOrEven, prices: [349, 314], saved: 184, rate: "36.9",
            exact: false),
        // The order matters: ¥100 off first leaves more for 20 % to take.
        Case(original: 1000, steps: ["¥100", "20%"], prices: [900, 720], saved: 280, rate: "28", exact: true),
        Case(original: 1000, steps: ["20%", "100"], prices: [800, 700], saved: 300, rate: "30", exact: true),
        // Summed: 30 % + 10 % = 40 %, 298.8 → 298.
        Case(original: 498, steps: ["30%", "10%"], sum: true, prices: [298], saved: 200, rate: "40.2", exact: false),
        // Summed rates stand where the first percentage stood; amounts keep their places.
        Case(original: 1000, steps: ["100", "20%", "10%"], sum: true, prices: [900, 630], saved: 370, rate: "37", exact: true),
        // An amount off equal to the price leaves 0.
        Case(original: 500, steps: ["500", "10%"], prices: [0, 0], saved: 500, rate: "100", exact: true),
        // A price of 0 has no rate to speak of: 0.
        Case(original: 0, steps: ["10%"], prices: [0], saved: 0, rate: "0", exact: true),
    ]

    @Test(arguments: cases)
    func workedCases(_ row: Case) throws {
        let steps = try row.steps.map { try DiscountStep(parsing: $0, currency: .jpy) }
        let discount = try StackedDiscount(
            original: Money(row.original, .jpy), steps: steps, rounding: row.rounding, sum: row.sum)
        #expect(discount.stages.map(\.price.amount) == row.prices)
        #expect(discount.price == Money(row.prices.last!, .jpy))
        #expect(discount.saved == Money(row.saved, .jpy))
        #expect(MoneyFormat.plain(discount.effectiveRate) == row.rate)
        #expect(discount.isEffectiveRateExact == row.exact)
    }

    @Test func summedStepsSayWhatWasAdded() throws {
        let steps = try ["30%", "10%"].map { try DiscountStep(parsing: $0, currency: .jpy) }
        let discount = try StackedDiscount(original: Money(498, .jpy), steps: steps, sum: true)
        #expect(discount.isSummed)
        #expect(discount.stages.count == 1)
        #expect(discount.stages[0].step == (try .percent(40)))
        #expect(discount.stages[0].added == steps)
    }

    @Test func dollarsRoundToTheCentAfterEachStep() throws {
        // 9.99 × 0.85 = 8.4915 → 8.49; 8.49 × 0.9 = 7.641 → 7.64.
        let steps = try ["15%", "10%"].map { try DiscountStep(parsing: $0, currency: .usd) }
        let discount = try StackedDiscount(original: Money(Decimal(string: "9.99")!, .usd), steps: steps)
        #expect(discount.stages.map(\.price.machineText) == ["8.49", "7.64"])
        #expect(discount.saved.machineText == "2.35")
        #expect(discount.isRounded)
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let original: Decimal
        let steps: [String]
        var sum = false
        let error: BargainError
        var testDescription: String { "\(original) \(steps)" }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            original: 1000, steps: ["2000"],
            error: .amountOffAbovePrice(step: 1, off: Money(2000, .jpy), price: Money(1000, .jpy))),
        ErrorCase(
            original: 1000, steps: ["20%", "900"],
            error: .amountOffAbovePrice(step: 2, off: Money(900, .jpy), price: Money(800, .jpy))),
        ErrorCase(original: 1000, steps: ["60%", "50%"], sum: true, error: .summedRateOutOfRange(110)),
        ErrorCase(original: 1000, steps: [], error: .noDiscountSteps),
    ]

    @Test(arguments: errorCases)
    func refusals(_ row: ErrorCase) throws {
        let steps = try row.steps.map { try DiscountStep(parsing: $0, currency: .jpy) }
        #expect(throws: row.error) {
            try StackedDiscount(original: Money(row.original, .jpy), steps: steps, sum: row.sum)
        }
    }

    struct StepCase: Sendable, CustomTestStringConvertible {
        let text: String
        /// The step read, as its text (`30%`, `100`), or the error.
        let step: Result<String, BargainError>
        var testDescription: String { text }
    }

    static let stepCases: [StepCase] = [
        StepCase(text: "30%", step: .success("30%")),
        StepCase(text: "３０％", step: .success("30%")),
        StepCase(text: "12.5%", step: .success("12.5%")),
        StepCase(text: "100", step: .success("100")),
        StepCase(text: "¥100", step: .success("100")),
        StepCase(text: "100円", step: .success("100")),
        StepCase(text: "120%", step: .failure(.rateOutOfRange(120))),
        StepCase(text: "abc", step: .failure(.notADiscountStep("abc"))),
        StepCase(text: "abc%", step: .failure(.notADiscountStep("abc%"))),
        StepCase(text: "-100", step: .failure(.money(.negative("-100")))),
        StepCase(text: "$5", step: .failure(.money(.currencyMismatch("$5", expected: .jpy)))),
    ]

    @Test(arguments: stepCases)
    func readingSteps(_ row: StepCase) {
        let read = Result { () throws(BargainError) in try DiscountStep(parsing: row.text, currency: .jpy) }
        #expect(read.map(\.description) == row.step)
        if case .success(let step) = read {
            #expect(step.kind == (row.text.contains("%") || row.text.contains("％") ? .percent : .amount))
        }
    }

    /// Random chains against step-by-step exact arithmetic: each step is
    /// `price × (100 − p) / 100` or `price − a`, rounded to the unit by the
    /// rule, computed here with `Decimal`'s exact helpers and nothing shared.
    @Test func aChainIsItsStepsOneByOne() throws {
        var random = SplitMix64(seed: 0x5_7ACC_ED)
        for _ in 0..<2000 {
            let original = Decimal(Int.random(in: 0...100_000, using: &random))
            let unit = [1, 5, 10, 100].randomElement(using: &random)!
            let rule = RoundingRule.allCases.randomElement(using: &random)!
            var steps: [DiscountStep] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                if Bool.random(using: &random) {
                    steps.append(try .percent(Decimal(Int.random(in: 0...1000, using: &random)) / 10))
                } else {
                    steps.append(try DiscountStep(amountOff: Decimal(Int.random(in: 0...500, using: &random))))
                }
            }
            var price = original
            var expected: [Decimal] = []
            var refused: Int? = nil
            for (index, step) in steps.enumerated() {
                switch step.kind {
                case .percent:
                    let payable = try price.multipliedExactly(by: 100 - step.value)
                    price = try payable.divided(by: 100, roundedTo: Decimal(unit), rule)
                case .amount:
                    if step.value > price { refused = index + 1 }
                    price = try price.subtractingExactly(step.value).rounded(toMultipleOf: Decimal(unit), rule)
                }
                if refused != nil { break }
                expected.append(price)
            }
            let result = Result { () throws(BargainError) in
                try StackedDiscount(original: Money(original, .jpy), steps: steps, unit: Decimal(unit), rounding: rule)
            }
            switch result {
            case .success(let discount):
                #expect(refused == nil)
                #expect(discount.stages.map(\.price.amount) == expected, "\(original) \(steps) \(unit) \(rule)")
                #expect(try discount.saved.amount.addingExactly(discount.price.amount) == original)
                #expect(discount.stages.allSatisfy { $0.price.amount >= 0 })
            case .failure(.amountOffAbovePrice(let step, _, _)):
                #expect(step == refused)
            case .failure(let error):
                Issue.record("\(error)")
            }
        }
    }

    @Test func codableRoundTripAndRefusesAWrongPrice() throws {
        let steps = try ["30%", "¥100"].map { try DiscountStep(parsing: $0, currency: .jpy) }
        let discount = try StackedDiscount(original: Money(498, .jpy), steps: steps, unit: 10, rounding: .toNearestOrAwayFromZero)
        let json = try JSONWriter.encoded(discount)
        #expect(
            json
                == #"{"currency":"JPY","original":"498","rate":"30","segment":2,"slider":"0.3","price":"250","saved":"248","#
                + #""unit":"10","rounding":"half-up","effective_rate":"49.8","effective_rate_exact":false,"sum":false,"#
                + #""steps":[{"off":"30%","price":"350"},{"off":"100","price":"250"}]}"#)
        #expect(try JSONText.decoded(StackedDiscount.self, json) == discount)
        #expect(try JSONText.plainTree(discount) == JSONText.tree(json))
        let wrong = json.replacing(#""price":"250","saved""#, with: #""price":"251","saved""#)
        #expect(JSONText.refusal(StackedDiscount.self, wrong) == "price disagrees with the steps [30%, 100] on 498")
        let step = json.replacing(#""price":"350""#, with: #""price":"349""#)
        #expect(JSONText.refusal(StackedDiscount.self, step) == "steps disagrees with the steps [30%, 100] on 498")
        let tooMuch = json.replacing(#""30%""#, with: #""130%""#)
        #expect(JSONText.refusal(StackedDiscount.self, tooMuch) == "rate 130% is outside 0–100%")
    }

    /// Added rates (`--sum`) stand where the summed step stands, which gives the same discount.
    @Test func summedStepsReadBackFromWhatTheyAdded() throws {
        let steps = try ["10%", "¥100", "20%"].map { try DiscountStep(parsing: $0, currency: .jpy) }
        let discount = try StackedDiscount(original: Money(1000, .jpy), steps: steps, sum: true)
        let json = try JSONWriter.encoded(discount)
        #expect(
            json
                == #"{"currency":"JPY","original":"1000","rate":"30","segment":2,"slider":"0.3","price":"600","saved":"400","#
                + #""unit":"1","rounding":"down","effective_rate":"40","effective_rate_exact":true,"sum":true,"#
                + #""steps":[{"off":"30%","added":["10%","20%"],"price":"700"},{"off":"100","price":"600"}]}"#)
        let read = try JSONText.decoded(StackedDiscount.self, json)
        #expect(read.steps.map(\.description) == ["10%", "20%", "100"])
        #expect(read.stages == discount.stages)
        #expect(try JSONWriter.encoded(read) == json)
    }

    @Test func anAmountFirstHasNoRate() throws {
        let steps = try ["¥100", "20%"].map { try DiscountStep(parsing: $0, currency: .jpy) }
        let discount = try StackedDiscount(original: Money(1000, .jpy), steps: steps)
        let json = try JSONWriter.encoded(discount)
        #expect(json.hasPrefix(#"{"currency":"JPY","original":"1000","rate":null,"segment":null,"slider":null,"price":"720""#))
        #expect(try JSONText.decoded(StackedDiscount.self, json) == discount)
        #expect(
            JSONText.refusal(StackedDiscount.self, json.replacing(#""rate":null"#, with: #""rate":"20""#))
                == "rate disagrees with the steps [100, 20%] on 1000")
    }
}
