import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The batch fast path reads what the full parser reads, and leaves it the rest.
@Suite struct AmountScannerTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let text: String
        let currency: Currency
        /// The value read, or nil when the line falls back to ``AmountParser``.
        let expected: String?
        var testDescription: String { "\(text.debugDescription) in \(currency.code) → \(expected ?? "full parser")" }
        init(_ text: String, _ expected: String?, _ currency: Currency = .jpy) {
            self.text = text
            self.expected = expected
            self.currency = currency
        }
    }

    static let rows: [Row] = [
        Row("12345678", "12345678"),
        Row("  5,219,598,057 ", "5219598057", .krw),
        Row("5219598057", "5219598057", .krw),
        Row("5,219", "5219", .krw),
        Row("EUR 7618283899", "7618283899", .eur),
        Row("¥12,345,678", "12345678"),
        Row("￥12,345,678", "12345678"),
        Row("JPY 500", "500"),
        Row("500 JPY", "500"),
        Row("１２３４５６７８", "12345678"),
        Row("１２，３４５円", "12345"),
        Row("１2,３４5 円", "12345"),
        Row(" ￥ 9,800 ", "9800"),
        Row("\t9800\t", "9800"),
        Row("\u{A0}¥\u{A0}9,800\u{A0}", "9800"),
        Row("999999999999999.999999999999", "999999999999999.999999999999"),
        Row("\u{3000}９８００．５０\u{3000}", "9800.5"),
        Row("0,980", "980"),
        Row("007", "7"),
        Row(".5", "0.5"),
        Row("5.", "5"),
        Row("1,234.", "1234"),
        Row("1.000000000000000000000", "1"),
        Row("999,999,999,999,999", "999999999999999"),
        Row("0.000000000001", "0.000000000001"),
        Row("US$98.50", "98.5", .usd),
        Row("$1,234.56", "1234.56", .usd),
        Row("12 USD", "12", .usd),
        Row("€12.34", "12.34", .eur),
        Row("12.34 €", "12.34", .eur),
        Row("£7.99", "7.99", .gbp),
        Row("₩15,000", "15000", .krw),
        Row("￦15,000", "15000", .krw),
        Row("15000원", "15000", .krw),
        Row("CN¥88.80", "88.8", .cny),
        Row("¥88.80", "88.8", .cny),
        Row("RMB 88.80", "88.8", .cny),
        Row("88.80元", "88.8", .cny),
        Row("NT$350", "350", .twd),
        Row("$350", "350", .twd),
        Row("350元", "350", .twd),
        // Left to the full parser, which reads or refuses them with its messages.
        Row("", nil),
        Row("   ", nil),
        Row("$5", nil),
        Row("5元", nil),
        Row("¥100", nil, .usd),
        Row("100円", nil, .usd),
        Row("＄5", nil, .usd),
        Row("５ＪＰＹ", nil),
        Row("¥5円", nil),
        Row("-5", nil),
        Row("¥-5", nil),
        Row("−5", nil),
        Row("1 000", nil),
        Row("5\r", nil),
        Row("1,2345", nil),
        Row("1,98", nil),
        Row(",980", nil),
        Row("12,34,567", nil),
        Row("1,234.5,6", nil),
        Row("1,23.5", nil),
        Row("1.5.5", nil),
        Row(".", nil),
        Row("¥", nil),
        Row("1e5", nil),
        Row("1000000000000000", nil),
        Row("0.0000000000001", nil),
        Row("123456789012345.6789", "123456789012345.6789"),
        Row("5。", nil),
    ]

    @Test(arguments: rows)
    func reads(_ row: Row) throws {
        var text = row.text
        let fast = text.withUTF8 { AmountScanner(currency: row.currency).amount($0) }
        #expect(fast?.plainText == row.expected)
        if let fast {
            #expect(try AmountParser.exactAmountInFull(row.text, currency: row.currency, allowsNegative: false) == fast)
        }
    }

    /// The scanner compares symbols as bytes, the full parser compares them
    /// after folding: the two agree only while folding leaves every symbol alone.
    @Test(arguments: Currency.all)
    func foldingLeavesEverySymbolAlone(_ currency: Currency) {
        for symbol in [currency.symbol, currency.code] + currency.otherPrefixes + currency.suffixes {
            #expect(TextNormalizer.foldedAndTrimmed(symbol) == symbol)
            #expect(!symbol.unicodeScalars.contains { ("0"..."9").contains($0) || ",. ".unicodeScalars.contains($0) })
        }
    }

    /// Folding and trimming takes printable ASCII without spaces as it is, and gives what folding it
    /// scalar by scalar gives; other text is folded and trimmed.
    @Test func foldingAndTrimmingPrintableASCIIGivesWhatFoldingEachScalarGives() {
        let printable = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for text in printable + ["paid", "By", "->", "=>", "€45.20", " paid ", "\tby", "ｐａｉｄ", "５０％", "→", "a\u{7F}"] {
            let scalarByScalar = TextNormalizer.string(TextNormalizer.trim(TextNormalizer.folded(text)[...]))
            #expect(TextNormalizer.foldedAndTrimmed(text) == scalarByScalar, "\(text)")
        }
        #expect(TextNormalizer.foldedAndTrimmed(" paid ") == "paid")
        #expect(TextNormalizer.foldedAndTrimmed("ｐａｉｄ") == "paid")
    }

    /// Pieces of lines: the forms the fast path reads, and forms near them that it must leave alone.
    static let pieces: [String] =
        Array("0123456789,.").map(String.init) + [
            "０", "１", "５", "９", "，", "．", " ", "\t", "\u{3000}", "\u{A0}", "-", "−", "e", "x",
        ]
        + Currency.all.flatMap { [$0.symbol, $0.code] + $0.otherPrefixes + $0.suffixes } + ["＄", "ＪＰＹ", "。", "\r"]

    /// Lines close to what people paste: a number, grouped or not (sometimes
    /// wrongly), in ASCII or full-width, with a symbol of `currency` (now and
    /// then of any currency) before or after, spaces around, sometimes a sign.
    static func pasted(_ random: inout SplitMix64, in currency: Currency) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let integer = String(random.next() % 10_000_000_000_000_000 / UInt64(pick([1, 10, 1_000, 1_000_000, 100_000_000_000])))
        var digits = Array(integer)
        if random.next() % 8 == 0 { digits.insert("0", at: 0) }
        var text = ""
        if random.next() % 2 == 0 {
            // Commas every three digits from the right, sometimes one group too short or too long.
            let shift = random.next() % 6 == 0 ? Int(random.next() % 3) - 1 : 0
            for (index, digit) in digits.enumerated() {
                let fromRight = digits.count - index
                if index > 0 && (fromRight + shift) % 3 == 0 { text += pick([",", "，"]) }
                text.append(digit)
            }
        } else {
            text = String(digits)
        }
        if random.next() % 3 == 0 {
            text += pick([".", "．"])
            text += String((0..<Int(random.next() % 16)).map { _ in pick(Array("0123456789000")) })
        }
        if random.next() % 2 == 0 {
            // Full-width digits, every digit or some.
            let every = random.next() % 2 == 0
            text = String(
                text.unicodeScalars.map { scalar -> Character in
                    guard ("0"..."9").contains(scalar), every || random.next() % 2 == 0 else { return Character(scalar) }
                    return Character(Unicode.Scalar(scalar.value - 0x30 + 0xFF10)!)
                })
        }
        let currency = random.next() % 4 == 0 ? pick(Currency.all) : currency
        let spaces = ["", "", " ", "  ", "\u{3000}", "\t", "\u{A0}"]
        switch random.next() % 4 {
        case 0: text = pick([currency.symbol, currency.code] + currency.otherPrefixes) + pick(spaces) + text
        case 1 where !currency.suffixes.isEmpty: text += pick(spaces) + pick(currency.suffixes)
        case 2: text += pick(spaces) + currency.code
        default: break
        }
        if random.next() % 12 == 0 { text = pick(["-", "−", "+"]) + text }
        if random.next() % 12 == 0 { text += pick(["円", "元", "x", ",", "."]) }
        return pick(spaces) + text + pick(spaces)
    }

    /// Lines of random pieces, most of them malformed.
    static func scrambled(_ random: inout SplitMix64) -> String {
        (0..<Int(random.next() % 14)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test func theFastPathAgreesWithTheFullParser() throws {
        var random = SplitMix64(seed: 13)
        var read = 0, leftToFullParser = 0, refused = 0
        for index in 0..<6_000 {
            let currency = Currency.all[Int(random.next() % UInt64(Currency.all.count))]
            var text = index % 3 == 0 ? Self.scrambled(&random) : Self.pasted(&random, in: currency)
            let fast = text.withUTF8 { AmountScanner(currency: currency).amount($0) }
            let full = Result { () throws(ShopCoreError) in
                try AmountParser.exactAmountInFull(text, currency: currency, allowsNegative: false)
            }
            switch (fast, full) {
            case (let fast?, .success(let value)):
                read += 1
                // The same value with the same scale: the output cannot tell the paths apart.
                #expect(value.magnitude == fast.magnitude && value.scale == fast.scale, "\(text.debugDescription) \(currency)")
                #expect(value.plainText == fast.plainText)
            case (let fast?, .failure(let error)):
                Issue.record("\(text.debugDescription) in \(currency): fast path read \(fast), full parser refused: \(error)")
            case (nil, .success):
                leftToFullParser += 1
            case (nil, .failure):
                refused += 1
            }
        }
        // Nearly every line the full parser reads is read on the fast path; what is left has `\r` at an end.
        #expect(read > 1_500 && refused > 1_500, "read \(read), left \(leftToFullParser), refused \(refused)")
    }
}
