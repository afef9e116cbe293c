import ShopCore
import TestSupport
import Testing

/// `a × b ÷ c` rounded once, the product divided whole whatever its size.
@Suite struct ProductQuotientTests {
    static func exact(_ text: String) throws -> ExactDecimal {
        try #require(ExactDecimal(plain: text))
    }

    /// A random value of up to `bits` bits, a quarter of them negative, with 0 to 12 decimals.
    static func value(_ random: inout SplitMix64, bits: UInt64) throws -> ExactDecimal {
        try ExactDecimal(
            isNegative: Int.random(in: 0..<4, using: &random) == 0,
            magnitude: UInt128(UInt64.random(in: 0...(1 << UInt64.random(in: 1...bits, using: &random)), using: &random)),
            scale: Int.random(in: 0...12, using: &random))
    }

    @Test func aProductPastThirtyEightDigitsStillDivides() throws {
        // 9999999999999.999999999999 × 99.999999999999 has 39 digits; ÷ 100 it is 9999999999999.89999…
        let price = try Self.exact("9999999999999.999999999999"), payable = try Self.exact("99.999999999999")
        #expect(throws: ShopCoreError.self) { try price * payable }
        let hundred = ExactDecimal(magnitude: 100)
        #expect(
            try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: .one, .towardZero).plainText
                == "9999999999999")
        #expect(
            try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: .one, .toNearestOrAwayFromZero).plainText
                == "10000000000000")
        let cent = try Self.exact("0.01")
        #expect(
            try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: cent, .towardZero).plainText
                == "9999999999999.89")
        #expect(
            try ExactDecimal.quotient(price, times: payable, over: hundred, roundedTo: cent, .awayFromZero).plainText
                == "9999999999999.9")
    }

    /// One half exactly is seen through every stage of the division, and so is the smallest bit above it.
    @Test func oneHalfAcrossStages() throws {
        // 5 × 10^-40 ÷ 10^-39... as 0.5 of a unit: 5e-13 × 1e-27 → scale 40 divided down to the unit 1e-39.
        let five = try ExactDecimal(isNegative: false, magnitude: 5, scale: 13)
        let tiny = try ExactDecimal(isNegative: false, magnitude: 1, scale: 27)
        let unit = try ExactDecimal(isNegative: false, magnitude: 1, scale: 38)
        // 5e-40 to a multiple of 1e-38: 0.05 units, below one half.
        #expect(try ExactDecimal.quotient(five, times: tiny, over: .one, roundedTo: unit, .toNearestOrAwayFromZero).isZero)
        #expect(try ExactDecimal.quotient(five, times: tiny, over: .one, roundedTo: unit, .awayFromZero) == unit)
        // 2.5 to units of 1 (the half seen after one stage of 10^36 and one of 10): even and up.
        let quarter = try ExactDecimal(isNegative: false, magnitude: 25, scale: 37)
        let big = ExactDecimal(magnitude: ExactDecimal.powersOfTen[36])
        #expect(try ExactDecimal.quotient(quarter, times: big, over: .one, roundedTo: .one, .toNearestOrEven).plainText == "2")
        #expect(
            try ExactDecimal.quotient(quarter, times: big, over: .one, roundedTo: .one, .toNearestOrAwayFromZero).plainText == "3"
        )
        // Just above one half: 0.25000…01 to a tenth rounds up even half-even; 0.25 itself goes to 0.2.
        let above = try ExactDecimal(isNegative: false, magnitude: 25 * ExactDecimal.powersOfTen[20] + 1, scale: 38)
        let bigger = ExactDecimal(magnitude: ExactDecimal.powersOfTen[16])
        let tenth = try Self.exact("0.1")
        #expect(
            try ExactDecimal.quotient(above, times: bigger, over: .one, roundedTo: tenth, .toNearestOrEven).plainText == "0.3")
        let half = try ExactDecimal(isNegative: false, magnitude: 25 * ExactDecimal.powersOfTen[20], scale: 38)
        #expect(try ExactDecimal.quotient(half, times: bigger, over: .one, roundedTo: tenth, .toNearestOrEven).plainText == "0.2")
    }

    /// Half-even to a power of ten, the answer is the calculator's `divide`
    /// (its own division of a 256-bit dividend); for every rule, the same as forming the
    /// product first where it fits.
    @Test func theSameAsOtherPathsWhereBothWork() throws {
        var random = SplitMix64(seed: 256)
        func value(_ random: inout SplitMix64) throws -> ExactDecimal { try Self.value(&random, bits: 60) }
        var compared = 0
        for _ in 0..<20_000 {
            let a = try value(&random), b = try value(&random), c = try value(&random)
            guard !c.isZero, let product = try? a * b else { continue }
            let scale = Int.random(in: 0...6, using: &random)
            let power = try ExactDecimal(isNegative: false, magnitude: 1, scale: scale)
            if let divided = try? ExactDecimal.divide(product, c, scale: scale) {
                compared += 1
                #expect(
                    (try? ExactDecimal.quotient(a, times: b, over: c, roundedTo: power, .toNearestOrEven)) == divided.value,
                    "\(a) × \(b) ÷ \(c) to \(power)")
            }
            let unit = try ExactDecimal(
                isNegative: false, magnitude: UInt128([1, 5, 25, 100].randomElement(using: &random)!), scale: scale)
            let rule = RoundingRule.allCases.randomElement(using: &random)!
            #expect(
                (try? ExactDecimal.quotient(a, times: b, over: c, roundedTo: unit, rule))
                    == (try? ExactDecimal.quotient(product, c, roundedTo: unit, rule)),
                "\(a) × \(b) ÷ \(c) to \(unit) \(rule)")
        }
        #expect(compared > 5_000)
    }

    /// Products compared and subtracted at any size agree with 128-bit arithmetic where it works, and go on where it does not.
    @Test func productsComparedAndSubtracted() throws {
        var random = SplitMix64(seed: 54)
        func value(_ random: inout SplitMix64) throws -> ExactDecimal { try Self.value(&random, bits: 62) }
        var compared = 0
        for _ in 0..<20_000 {
            let a = try value(&random), b = try value(&random), c = try value(&random), d = try value(&random)
            guard let left = try? a * b, let right = try? c * d else { continue }
            compared += 1
            #expect(ExactDecimal.compareProducts(a, b, c, d) == ExactDecimal.compare(left, right), "\(a)·\(b) vs \(c)·\(d)")
            let e = try value(&random)
            guard !e.isZero, let difference = try? left - right else { continue }
            let unit = try ExactDecimal(isNegative: false, magnitude: 1, scale: Int.random(in: 0...6, using: &random))
            let rule = RoundingRule.allCases.randomElement(using: &random)!
            #expect(
                (try? ExactDecimal.quotient(
                    a, times: b, minus: c, times: d, scaledBy: .one, over: e, times: .one, roundedTo: unit, rule))
                    == (try? ExactDecimal.quotient(difference, e, roundedTo: unit, rule)))
            // Scaled and over two divisors, as a unit price's difference is (the 128-bit path and the wide one).
            let f = try Self.value(&random, bits: 20), g = try Self.value(&random, bits: 20)
            guard !g.isZero, let scaled = try? difference * f, let divisor = try? e * g else { continue }
            #expect(
                (try? ExactDecimal.quotient(
                    a, times: b, minus: c, times: d, scaledBy: f, over: e, times: g, roundedTo: unit, rule))
                    == (try? ExactDecimal.quotient(scaled, divisor, roundedTo: unit, rule)),
                "(\(a)·\(b) − \(c)·\(d)) × \(f) ÷ (\(e) × \(g))")
        }
        #expect(compared > 5_000)
        // 27-digit values: the products have 54 digits.
        let x = try Self.exact("999999999999999.999999999999"), y = try Self.exact("999999999999999.999999999998")
        #expect(ExactDecimal.compareProducts(x, x, y, x) == 1)
        #expect(ExactDecimal.compareProducts(x, y, y, x) == 0)
        #expect(ExactDecimal.compareProducts(x.negated, x, y, x) == -1)
        // (x·x − y·x) ÷ x = x − y = 0.000000000001.
        #expect(
            try ExactDecimal.quotient(
                x, times: x, minus: y, times: x, scaledBy: .one, over: x, times: .one,
                roundedTo: try Self.exact("0.000000000001"), .towardZero
            ).plainText == "0.000000000001")
    }
}
