import Testing

@testable import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The currency table against ISO 4217 list one, and the rules that keep a
/// table of 165 currencies reading amounts as the seven did.
@Suite struct CurrencyTableTests {
    /// One line of the fixture: a code and its minor unit digits, nil for "N.A.".
    struct ListEntry: Sendable {
        let code: String, digits: Int?
    }

    /// `Fixtures/iso4217-list-one.txt`: ISO 4217 list one as transcribed.
    static let listOne: [ListEntry] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/iso4217-list-one.txt")
        let text = (try? String(decoding: Data(contentsOf: url), as: UTF8.self)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: " ")
            return ListEntry(code: String(fields[0]), digits: Int(fields[2]))
        }
    }()

    @Test func theTableHasExactlyTheCodesOfListOneThatHaveAMinorUnit() {
        #expect(Self.listOne.count == 178)
        let expected = Dictionary(
            uniqueKeysWithValues: Self.listOne.compactMap { entry in entry.digits.map { (entry.code, $0) } })
        let table = Dictionary(uniqueKeysWithValues: Currency.all.map { ($0.code, $0.minorUnitDigits) })
        #expect(Currency.all.count == 165)
        #expect(table.count == Currency.all.count, "a code twice in the table")
        #expect(Set(table.keys).subtracting(expected.keys).sorted() == [], "in the table, not in list one")
        #expect(Set(expected.keys).subtracting(table.keys).sorted() == [], "in list one, not in the table")
        for (code, digits) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(table[code] == digits, "\(code)")
        }
    }

    @Test func codesWithoutAMinorUnitAreRefused() {
        let none = Self.listOne.filter { $0.digits == nil }.map(\.code)
        #expect(none == ["XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX"])
        for code in none {
            #expect(throws: ShopCoreError.unknownCurrency(code)) { try Currency(code: code) }
        }
    }

    struct Digits: Sendable, CustomTestStringConvertible {
        let code: String, digits: Int, unit: String
        var testDescription: String { code }
    }

    @Test(arguments: [
        Digits(code: "JPY", digits: 0, unit: "1"), Digits(code: "USD", digits: 2, unit: "0.01"),
        Digits(code: "KWD", digits: 3, unit: "0.001"), Digits(code: "CLF", digits: 4, unit: "0.0001"),
        Digits(code: "ISK", digits: 0, unit: "1"), Digits(code: "HUF", digits: 2, unit: "0.01"),
        Digits(code: "CHF", digits: 2, unit: "0.01"), Digits(code: "BHD", digits: 3, unit: "0.001"),
        Digits(code: "UYW", digits: 4, unit: "0.0001"), Digits(code: "JOD", digits: 3, unit: "0.001"),
        Digits(code: "OMR", digits: 3, unit: "0.001"), Digits(code: "TND", digits: 3, unit: "0.001"),
        Digits(code: "LYD", digits: 3, unit: "0.001"), Digits(code: "IQD", digits: 3, unit: "0.001"),
        Digits(code: "KRW", digits: 0, unit: "1"), Digits(code: "VND", digits: 0, unit: "1"),
        Digits(code: "CLP", digits: 0, unit: "1"), Digits(code: "XOF", digits: 0, unit: "1"),
    ])
    func minorUnits(_ row: Digits) throws {
        let currency = try Currency(code: row.code)
        #expect(currency.minorUnitDigits == row.digits)
        #expect(currency.minorUnitText == row.unit)
        #expect(currency.minorUnit == Decimal(string: row.unit)!)
    }

    @Test func theSevenComeFirstThenTheRestByCode() {
        let codes = Currency.all.map(\.code)
        #expect(Array(codes.prefix(7)) == ["JPY", "USD", "EUR", "GBP", "KRW", "CNY", "TWD"])
        let rest = Array(codes.dropFirst(7))
        #expect(rest == rest.sorted())
        #expect(rest.prefix(3) == ["AED", "AFN", "ALL"])
        #expect(rest.last == "ZWG")
    }

    @Test func codesAreReadInAnyLetterCase() throws {
        #expect(try Currency(code: "clf").code == "CLF")
        #expect(try Currency(code: " Chf ").code == "CHF")
        #expect(try Currency(code: "thb").symbol == "฿")
    }

    @Test(arguments: ["XYZ", "DEM", "FRF", "VEF", "HRK", "BGN", "ANG", "CUC", "ZWL", "SLL", "MRO", "", "US", "USDX"])
    func unknownAndWithdrawnCodesAreRefused(_ code: String) {
        #expect(throws: ShopCoreError.unknownCurrency(code)) { try Currency(code: code) }
    }

    /// The seven keep their symbols exactly, so everything that read before reads the same.
    @Test func theSevenKeepTheirSymbols() {
        let seven = Currency.all.prefix(7).map { "\($0.code) \($0.symbol) \($0.otherPrefixes) \($0.suffixes)" }
        #expect(
            seven == [
                #"JPY ¥ ["￥"] ["円"]"#, #"USD $ ["US$"] []"#, #"EUR € [] ["€"]"#, #"GBP £ [] []"#,
                #"KRW ₩ ["￦"] ["원"]"#, #"CNY CN¥ ["¥", "￥", "RMB"] ["元"]"#, #"TWD NT$ ["$"] ["元"]"#,
            ])
    }

    /// `$5` is US or Taiwan dollars and `¥5` yen or yuan, as before: no new currency takes a shared sign.
    @Test func sharedSignsReadAsTheyDid() {
        #expect(Currency.written(in: "$5") == [.usd, .twd])
        #expect(Currency.written(in: "¥5") == [.jpy, .cny])
        #expect(Currency.written(in: "￥5") == [.jpy, .cny])
        #expect(Currency.written(in: "5元") == [.cny, .twd])
        #expect(Currency.written(in: "£5") == [.gbp])
        #expect(Currency.written(in: "CA$5").map(\.code) == ["CAD"])
        #expect(Currency.written(in: "A$5").map(\.code) == ["AUD"])
        #expect(Currency.written(in: "5 CHF").map(\.code) == ["CHF"])
        #expect(Currency.written(in: "RMB5") == [.cny])
        #expect(Currency.written(in: "5") == [])
    }

    /// The currencies written in a text are found by its first and last characters, and are the ones
    /// found by comparing it with every currency's signs: before and after an amount, alone, and where
    /// a combining mark makes one character of a sign's first or last.
    @Test func currenciesAreFoundByTheirSignsFirstAndLastCharacters() {
        var texts = ["", "5", "9800", "1,980.50", "Q\u{301}5", "$\u{301}5", "5$\u{301}", "€ 5", " €5", "5 円"]
        for currency in Currency.all {
            for prefix in currency.prefixes { texts += [prefix + "5", prefix, prefix + " 45.20"] }
            for suffix in currency.suffixes + [currency.code] { texts += ["5" + suffix, "5 " + suffix, suffix + "x"] }
        }
        for text in texts {
            let everySign = Currency.all.filter { currency in
                currency.prefixes.contains(where: text.hasPrefix)
                    || (currency.suffixes + [currency.code]).contains(where: text.hasSuffix)
            }
            #expect(Currency.written(in: text) == everySign, "\(text)")
        }
        #expect(Currency.written(in: "€45.20") == [.eur])
        #expect(Currency.written(in: "45.20 EUR") == [.eur])
    }

    /// A sign one currency reads never starts (or, after the amount, ends) a
    /// different sign of another, so the longest sign written decides and two
    /// currencies agree on a sign only where they always did.
    @Test func noSignIsPartOfAnotherCurrencysSign() {
        var clashes: [String] = []
        for a in Currency.all {
            for b in Currency.all where a != b {
                for x in a.prefixes {
                    for y in b.prefixes where x != y && y.hasPrefix(x) { clashes.append("\(a) \(x) / \(b) \(y)") }
                }
                for x in a.suffixes + [a.code] {
                    for y in b.suffixes + [b.code] where x != y && y.hasSuffix(x) {
                        clashes.append("\(a) \(x) / \(b) \(y)")
                    }
                }
            }
        }
        #expect(clashes == [])
        let shared = Set(
            Currency.all.flatMap { a in
                Currency.all.filter { $0 != a }.flatMap { b in
                    Set(a.prefixes + a.suffixes).intersection(b.prefixes + b.suffixes)
                }
            })
        #expect(shared == ["$", "¥", "￥", "元"])
    }

    /// What lets a plain number be read without the table.
    ///
    /// No sign is empty, none starts with a digit (nor with what ends a number in an expression: an
    /// operator, a bracket, a space) and no suffix or code ends with a digit. `Currency.candidates(in:)` and the calculator's tokenizer count on it.
    @Test func noSignStartsOrEndsWithADigitOrStartsWithAnOperator() {
        var broken: [String] = []
        for currency in Currency.all {
            for sign in currency.prefixes + currency.suffixes + [currency.code] {
                guard let first = sign.unicodeScalars.first, let last = sign.unicodeScalars.last else {
                    broken.append("\(currency): an empty sign")
                    continue
                }
                if ("0"..."9").contains(first) || "+-*/%()".unicodeScalars.contains(first) || first.properties.isWhitespace {
                    broken.append("\(currency) \(sign)")
                }
                if ("0"..."9").contains(last) { broken.append("\(currency) \(sign)") }
            }
        }
        #expect(broken == [])
        for text in ["9800", "1", "0.5", "1,980", "12 34", "1\u{301}"] {
            #expect(Currency.candidates(in: text) == [], "\(text)")
        }
    }

    @Test func aSymbolEndingInALetterIsFollowedByASpace() throws {
        #expect(try Currency(code: "CHF").amountPrefix == "CHF ")
        #expect(try Currency(code: "XAF").amountPrefix == "FCFA ")
        #expect(try Currency(code: "CAD").amountPrefix == "CA$")
        #expect(try Currency(code: "THB").amountPrefix == "฿")
        #expect(Currency.cny.amountPrefix == "CN¥")
        #expect(Currency.jpy.amountPrefix == "¥")
    }
}
