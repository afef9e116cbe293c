import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct BoundsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let value: Decimal, name: String?, error: ShopCoreError?
        var testDescription: String { "\(value) → \(error.map(String.init(describing:)) ?? "accepted")" }
        init(_ value: Decimal, named name: String? = nil, _ error: ShopCoreError? = nil) {
            (self.value, self.name, self.error) = (value, name, error)
        }
    }

    static let rows: [Row] = [
        Row(9800), Row(Decimal(string: "-0.5")!), Row(Decimal(string: "1.50")!), Row(0),
        Row(Decimal(string: "0.000000000001")!),
        Row(Decimal(string: "999999999999999.999999999999")!),
        Row(Decimal(string: "-999999999999999.999999999999")!),
        Row(Decimal(1) / 300, .tooManyDecimals("0.0033333333333333333333333333333333333333", limit: 12)),
        Row(Decimal(1) / 3, named: "1/3", .tooManyDecimals("1/3", limit: 12)),
        Row(Decimal(string: "0.0000000000001")!, .tooManyDecimals("0.0000000000001", limit: 12)),
        Row(Decimal(sign: .plus, exponent: -60, significand: 1), named: "tiny", .tooManyDecimals("tiny", limit: 12)),
        Row(Bounds.maximumAmount, .tooLarge("1000000000000000")),
        Row(-Bounds.maximumAmount, named: "-10^15", .tooLarge("-10^15")),
        Row(Decimal(sign: .plus, exponent: 60, significand: 1), named: "huge", .tooLarge("huge")),
        Row(.nan, .notADecimal("NaN", reason: .notFinite)),
    ]

    @Test(arguments: rows)
    func validates(_ row: Row) {
        if let error = row.error {
            #expect(throws: error) { try Bounds.validate(row.value, named: row.name) }
        } else {
            #expect(throws: Never.self) { try Bounds.validate(row.value, named: row.name) }
        }
    }
}

/// The fast path for plain ASCII amounts never disagrees with the full parser.
@Suite struct FastPathPropertyTests {
    /// Every other string is drawn from the plain part only, so the fast path has work to do.
    static let plain: [String] = Array("01234567890000.").map(String.init)
    static let alphabet: [String] = plain + Array(".,, ¥円-e").map(String.init) + ["０", "１", "９", "．", "，", "\u{3000}"]

    @Test func theFastPathAgreesWithTheFullParser() throws {
        var random = SplitMix64(seed: 20261122)
        var fast = 0, slowOnly = 0
        for _ in 0..<5_000 {
            let length = Int(random.next() % 22)
            let letters = random.next() % 2 == 0 ? Self.plain : Self.alphabet
            let text = (0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] }.joined()
            var copy = text
            let full = Result { () throws(ShopCoreError) in
                try AmountParser.exactAmountInFull(text, currency: .jpy, allowsNegative: true)
            }
            guard let simple = copy.withUTF8(ExactDecimal.parseSimple) else {
                if case .success = full { slowOnly += 1 }
                continue
            }
            fast += 1
            switch full {
            case .success(let value):
                #expect(value == simple, "\(text.debugDescription): fast \(simple), full \(value)")
                #expect(value.plainText == simple.plainText, "\(text.debugDescription)")
            case .failure(let error):
                Issue.record("\(text.debugDescription): fast path read \(simple), full parser refused: \(error)")
            }
            // What callers see is the fast path's value.
            #expect(try AmountParser.exactAmount(text, currency: .jpy, allowsNegative: false) == simple)
        }
        #expect(fast > 500 && slowOnly > 100, "fast \(fast), full parser only \(slowOnly)")
    }
}
