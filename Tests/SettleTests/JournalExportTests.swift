import ShopCore
import TestSupport
import Testing

@testable import Settle

/// `settle --export hledger|ledger|beancount`: the journals, exactly, of small groups; the account names no
/// name can subvert; and, over many groups, each person's postings adding up to settle's balance.
@Suite struct JournalExportTests {
    static let day = CalendarDay(daysSince1970: 20_788)  // 2026-12-01

    static func journal(
        _ text: String, _ format: JournalFormat, prefix: String = AccountPrefix.standard, plan: Bool = false,
        _ options: SettleOptions = SettleOptions()
    ) throws -> String {
        let export = try JournalExport(format, accountPrefix: prefix, includesPlan: plan)
        return try export.journal(of: try Group(reading: text), options, asOf: day)
    }

    static let thirds = "people Aki Ren Sora\n2026-12-01 ^k3f9a2m7 dinner 1000 paid by Aki\n"

    // MARK: - ¥1,000 among three, in each format

    @Test func hledgerPostsEachThirdToTheHundredthAndAssertsSettlesBalances() throws {
        #expect(
            try Self.journal(Self.thirds, .hledger) == """
                commodity 1,000.00 JPY

                account Assets:Members:Aki  ; person: Aki
                account Assets:Members:Aki:Paid
                account Assets:Members:Aki:Share
                account Assets:Members:Aki:Rounding
                account Assets:Members:Ren  ; person: Ren
                account Assets:Members:Ren:Share
                account Assets:Members:Ren:Rounding
                account Assets:Members:Sora  ; person: Sora
                account Assets:Members:Sora:Share
                account Assets:Members:Sora:Rounding

                2026-12-01 * (k3f9a2m7) dinner
                    Assets:Members:Aki:Paid          1000 JPY
                    Assets:Members:Aki:Share      -333.33 JPY
                    Assets:Members:Ren:Share      -333.33 JPY
                    Assets:Members:Sora:Share     -333.34 JPY

                2026-12-01 * Rounding
                    Assets:Members:Aki:Rounding      0.33 JPY
                    Assets:Members:Ren:Rounding      0.33 JPY
                    Assets:Members:Sora:Rounding    -0.66 JPY

                2026-12-01 * Balances
                    Assets:Members:Aki                  0 JPY =* 667 JPY
                    Assets:Members:Ren                  0 JPY =* -333 JPY
                    Assets:Members:Sora                 0 JPY =* -334 JPY

                """)
    }

    @Test func ledgerDeclaresThePersonOnALineOfItsOwnAndAssertsTotals() throws {
        #expect(
            try Self.journal(Self.thirds, .ledger) == """
                commodity JPY
                    format 1,000.00 JPY

                account Assets:Members:Aki
                    ; person: Aki
                account Assets:Members:Aki:Paid
                account Assets:Members:Aki:Share
                account Assets:Members:Aki:Rounding
                account Assets:Members:Ren
                    ; person: Ren
                account Assets:Members:Ren:Share
                account Assets:Members:Ren:Rounding
                account Assets:Members:Sora
                    ; person: Sora
                account Assets:Members:Sora:Share
                account Assets:Members:Sora:Rounding

                2026-12-01 * (k3f9a2m7) dinner
                    Assets:Members:Aki:Paid          1000 JPY
                    Assets:Members:Aki:Share      -333.33 JPY
                    Assets:Members:Ren:Share      -333.33 JPY
                    Assets:Members:Sora:Share     -333.34 JPY

                2026-12-01 * Rounding
                    Assets:Members:Aki:Rounding      0.33 JPY
                    Assets:Members:Ren:Rounding      0.33 JPY
                    Assets:Members:Sora:Rounding    -0.66 JPY

                assert account("Assets:Members:Aki").total - (667 JPY) == 0
                assert account("Assets:Members:Ren").total - (-333 JPY) == 0
                assert account("Assets:Members:Sora").total - (-334 JPY) == 0

                """)
    }

    @Test func beancountOpensEveryAccountAndBalancesTheNextDayWithoutTolerance() throws {
        #expect(
            try Self.journal(Self.thirds, .beancount) == """
                option "operating_currency" "JPY"

                2026-12-01 open Assets:Members:Aki JPY
                  person: "Aki"
                2026-12-01 open Assets:Members:Aki:Paid JPY
                2026-12-01 open Assets:Members:Aki:Share JPY
                2026-12-01 open Assets:Members:Aki:Rounding JPY
                2026-12-01 open Assets:Members:Ren JPY
                  person: "Ren"
                2026-12-01 open Assets:Members:Ren:Share JPY
                2026-12-01 open Assets:Members:Ren:Rounding JPY
                2026-12-01 open Assets:Members:Sora JPY
                  person: "Sora"
                2026-12-01 open Assets:Members:Sora:Share JPY
                2026-12-01 open Assets:Members:Sora:Rounding JPY

                2026-12-01 * "dinner" ^k3f9a2m7
                  Assets:Members:Aki:Paid          1000 JPY
                  Assets:Members:Aki:Share      -333.33 JPY
                  Assets:Members:Ren:Share      -333.33 JPY
                  Assets:Members:Sora:Share     -333.34 JPY

                2026-12-01 * "Rounding"
                  Assets:Members:Aki:Rounding      0.33 JPY
                  Assets:Members:Ren:Rounding      0.33 JPY
                  Assets:Members:Sora:Rounding    -0.66 JPY

                2026-12-02 balance Assets:Members:Aki  667 ~ 0 JPY
                2026-12-02 balance Assets:Members:Ren  -333 ~ 0 JPY
                2026-12-02 balance Assets:Members:Sora  -334 ~ 0 JPY

                """)
    }

    // MARK: - Conversions, repayments and the plan

    @Test func aConversionPostsTheExactYenAndNotesTheEurosAndThePlanIsPendingTheNextDay() throws {
        let group = "people Aki Ren\nrate EUR 162.35\ntaxi €45.20 paid by Ren\nAki -> Ren 1000\n"
        #expect(
            try Self.journal(group, .beancount, prefix: "Liabilities:Trip", plan: true) == """
                option "operating_currency" "JPY"

                2026-12-01 open Liabilities:Trip:Aki JPY
                  person: "Aki"
                2026-12-01 open Liabilities:Trip:Aki:Share JPY
                2026-12-01 open Liabilities:Trip:Aki:Paid-back JPY
                2026-12-01 open Liabilities:Trip:Aki:Rounding JPY
                2026-12-01 open Liabilities:Trip:Ren JPY
                  person: "Ren"
                2026-12-01 open Liabilities:Trip:Ren:Paid JPY
                2026-12-01 open Liabilities:Trip:Ren:Share JPY
                2026-12-01 open Liabilities:Trip:Ren:Received-back JPY
                2026-12-01 open Liabilities:Trip:Ren:Rounding JPY

                2026-12-01 * "taxi"
                  amount: 45.20 EUR
                  rate: "162.35"
                  Liabilities:Trip:Ren:Paid            7338.22 JPY
                  Liabilities:Trip:Aki:Share          -3669.11 JPY
                  Liabilities:Trip:Ren:Share          -3669.11 JPY

                2026-12-01 * "Aki → Ren"
                  Liabilities:Trip:Aki:Paid-back          1000 JPY
                  Liabilities:Trip:Ren:Received-back     -1000 JPY

                2026-12-01 * "Rounding"
                  Liabilities:Trip:Aki:Rounding           0.11 JPY
                  Liabilities:Trip:Ren:Rounding          -0.11 JPY

                2026-12-02 balance Liabilities:Trip:Aki  -2669 ~ 0 JPY
                2026-12-02 balance Liabilities:Trip:Ren  2669 ~ 0 JPY

                2026-12-02 ! "Aki → Ren"
                  Liabilities:Trip:Aki:Paid-back          2669 JPY
                  Liabilities:Trip:Ren:Received-back     -2669 JPY

                """)
    }

    @Test func aCardsChargeIsNotedAsCharged() throws {
        let text = try Self.journal("people Aki Ren\nbike €45.20 = ¥7,400 paid by Ren for Aki\n", .hledger)
        #expect(text.contains("* bike\n    ; amount: 45.20 EUR\n    ; charged: 7400 JPY\n"))
        #expect(text.contains("    Assets:Members:Ren:Paid    7400 JPY\n    Assets:Members:Aki:Share  -7400 JPY\n"))
    }

    @Test func eachCurrencySettledOnItsOwnHasItsOwnAssertions() throws {
        let group = "people Aki Ren\nhotel 3000 paid by Aki\ntaxi €10.00 paid by Ren\n"
        let text = try Self.journal(group, .ledger, SettleOptions(perCurrency: true))
        #expect(text.hasPrefix("commodity JPY\n    format 1,000 JPY\ncommodity EUR\n    format 1,000.00 EUR\n"))
        #expect(
            text.hasSuffix(
                """
                assert account("Assets:Members:Aki").total - (1500 JPY + -5.00 EUR) == 0
                assert account("Assets:Members:Ren").total - (-1500 JPY + 5.00 EUR) == 0

                """))
        let hledger = try Self.journal(group, .hledger, SettleOptions(perCurrency: true))
        #expect(hledger.contains("    Assets:Members:Aki         0.00 EUR =* -5.00 EUR\n"))
    }

    @Test func undatedLinesTakeTheDateBeforeThemAndTheFirstDateBeforeAnyDate() throws {
        let group = """
            people Aki Ren
            coffee 500 paid by Aki
            2026-11-20 tea 300 paid by Ren
            cake 800 paid by Aki

            """
        let dates = try Self.journal(group, .hledger).split(separator: "\n").filter { $0.hasPrefix("2026-") }
        #expect(dates == ["2026-11-20 * coffee", "2026-11-20 * tea", "2026-11-20 * cake", "2026-12-01 * Balances"])
        let undated = try Self.journal("people Aki Ren\ncoffee 500 paid by Aki\n", .beancount)
        #expect(undated.contains("2026-12-01 * \"coffee\"\n"))
        #expect(undated.contains("2026-12-02 balance Assets:Members:Aki  250 ~ 0 JPY\n"))
    }

    // MARK: - Text that must not change the meaning

    @Test func hostileLabelsAreWrittenSoThatEachProgramReadsThemWhole() throws {
        let group = "people Aki Ren\n(code) a;b \"q\" \\ x 600 paid by Aki\n"
        let hledger = try Self.journal(group, .hledger)
        #expect(hledger.contains("2026-12-01 * （code) a；b \"q\" \\ x\n    ; label: (code) a;b \"q\" \\ x\n"))
        let beancount = try Self.journal(group, .beancount)
        #expect(beancount.contains("2026-12-01 * \"(code) a;b \\\"q\\\" \\\\ x\"\n"))
        let ledger = try Self.journal(group, .ledger)
        #expect(ledger.hasPrefix("commodity JPY\n    format 1,000 JPY\ntag label\n\n"))
    }

    @Test func hostileNamesNeverReachAnAccountName() throws {
        let group = "people O\"Neil a;b a\\b (x) 健太 it's\ntea 600 paid by O\"Neil\n"
        let text = try Self.journal(group, .hledger)
        let declared = text.split(separator: "\n").filter { $0.hasPrefix("account ") && $0.contains("; person:") }
        #expect(
            declared == [
                "account Assets:Members:O-Neil  ; person: O\"Neil", "account Assets:Members:A-b  ; person: a;b",
                "account Assets:Members:A-b-2  ; person: a\\b", "account Assets:Members:X  ; person: (x)",
                "account Assets:Members:健太  ; person: 健太", "account Assets:Members:It-s  ; person: it's",
            ])
        let beancount = try Self.journal(group, .beancount)
        #expect(beancount.contains("open Assets:Members:O-Neil JPY\n  person: \"O\\\"Neil\"\n"))
        #expect(beancount.contains("open Assets:Members:A-b-2 JPY\n  person: \"a\\\\b\"\n"))
    }

    @Test func aNameThatMustNotReachATerminalIsRefused() throws {
        let group = Group(
            people: ["Aki", "Ren\nRen:Paid  1000 JPY"],
            expenses: [Expense(id: 1, label: "tea", amount: Money(600, .jpy), payers: [Part("Aki")])])
        #expect(throws: SettleError.money(.unsafeName("Ren\nRen:Paid  1000 JPY", scalar: "\n"))) {
            try JournalExport(.hledger).journal(of: group, asOf: Self.day)
        }
        let label = Group(
            people: ["Aki"], expenses: [Expense(id: 7, label: "tea\u{202E}", amount: Money(600, .jpy), payers: [Part("Aki")])])
        #expect(throws: SettleError.onLine(7, .money(.unsafeLabel("tea\u{202E}", scalar: "\u{202E}")))) {
            try JournalExport(.ledger).journal(of: label, asOf: Self.day)
        }
    }

    struct NameCase: Sendable, CustomTestStringConvertible {
        let people: [String]
        let parts: [String]
        var testDescription: String { people.joined(separator: ", ") }
    }

    @Test(arguments: [
        NameCase(people: ["Aki", "健太", "Zoë"], parts: ["Aki", "健太", "Zoë"]),
        NameCase(people: ["aki", "ren"], parts: ["Aki", "Ren"]),
        NameCase(people: ["Mary Ann", "Mary-Ann", "mary ann"], parts: ["Mary-Ann", "Mary-Ann-2", "Mary-ann-3"]),
        NameCase(people: ["Mary Ann", "Mary-Ann-2", "Mary-Ann"], parts: ["Mary-Ann", "Mary-Ann-2", "Mary-Ann-3"]),
        NameCase(people: ["O'Brien;#x", " -Jo- ", "Smith, John"], parts: ["O-Brien-x", "Jo", "Smith-John"]),
        NameCase(people: ["Aki", "#", "@"], parts: ["Aki", "Person-2", "Person-3"]),
        NameCase(people: ["a\u{301}b", "x\u{202E}y"], parts: ["A\u{301}b", "X-y"]),
    ])
    func accountPartsAreReadableAndNeverEqual(_ row: NameCase) {
        #expect(AccountNames.parts(for: row.people) == row.parts)
    }

    struct PrefixCase: Sendable, CustomTestStringConvertible {
        let prefix: String
        let formats: [JournalFormat]
        var testDescription: String { prefix }
    }

    @Test(arguments: [
        PrefixCase(prefix: "Assets:Members", formats: [.hledger, .ledger, .beancount]),
        PrefixCase(prefix: "Liabilities:Trip-26", formats: [.hledger, .ledger, .beancount]),
        PrefixCase(prefix: "Equity:旅行", formats: [.hledger, .ledger, .beancount]),
        PrefixCase(prefix: "members", formats: [.hledger, .ledger]),
        PrefixCase(prefix: "Assets:members", formats: [.hledger, .ledger]),
        PrefixCase(prefix: "Group:Members", formats: [.hledger, .ledger]),
        PrefixCase(prefix: "assets:trip one", formats: []),
        PrefixCase(prefix: "Assets::Members", formats: []),
        PrefixCase(prefix: "Assets:-x", formats: []),
        PrefixCase(prefix: "Assets:M;x", formats: []),
        PrefixCase(prefix: "", formats: []),
    ])
    func aPrefixIsAnAccountNameEachFormatReadsAsOne(_ row: PrefixCase) {
        for format in JournalFormat.allCases {
            let accepted = (try? AccountPrefix(row.prefix, for: format)) != nil
            #expect(accepted == row.formats.contains(format), "\(format)")
        }
        #expect(throws: SettleError.invalidAccountPrefix("assets:trip one", format: .ledger)) {
            try JournalExport(.ledger, accountPrefix: "assets:trip one")
        }
    }
}

extension JournalExportTests {
    /// Groups made from a seed: several payers, weights, exact amounts, percentages, repayments, conversions,
    /// joins and leaves.
    static func group(_ seed: UInt64) throws -> Group {
        var random = SplitMix64(seed: seed)
        let names = ["Aki", "Ren", "Sora", "Yui", "健太"].prefix(2 + Int(random.next() % 4))
        var lines = ["people " + names.joined(separator: " "), "rate EUR 162.35"]
        for _ in 0..<(1 + random.next() % 8) {
            let payer = names.randomElement(using: &random)!
            let amount = 100 + random.next() % 99_900
            switch random.next() % 6 {
            case 0: lines.append("tea \(amount) paid by \(payer)")
            case 1:
                lines.append(
                    "tea \(amount) paid by \(payer) for " + names.map { "\($0):\(1 + random.next() % 4)" }.joined(separator: " "))
            case 2: lines.append("tea €\(amount / 100).\(amount % 100) paid by \(payer) for \(names.first!) \(names.last!)")
            case 3: lines.append("tea \(amount) paid by \(names.first!)=\(amount / 3) \(names.last!)=\(amount - amount / 3)")
            case 4: lines.append("tea \(amount) paid by \(payer) for \(names.first!)=33.333% \(names.last!)=66.667%")
            default: lines.append("\(names.first!) -> \(names.last!) \(amount)")
            }
        }
        return try Group(reading: lines.joined(separator: "\n") + "\n")
    }

    /// Over many groups, each person's postings (subaccounts included) add up to settle's balance exactly,
    /// and every entry adds up to zero.
    @Test func everyPersonsPostingsAddUpToSettlesBalance() throws {
        for seed in UInt64(1)...200 {
            let group = try Self.group(seed)
            let journal = try Journal(
                group, SettleOptions(), asOf: Self.day, prefix: try AccountPrefix("Assets:Members", for: .beancount),
                includesPlan: true)
            let settlement = try #require(try group.settle().first)
            var sums = Array(repeating: Fraction.zero, count: group.people.count)
            for entry in journal.entries {
                #expect(try Fraction.sum(entry.postings.map { Fraction($0.amount) }) == .zero, "seed \(seed)")
                for posting in entry.postings { sums[posting.person] = try sums[posting.person] + Fraction(posting.amount) }
            }
            let balances = try settlement.people.map { try Fraction($0.balance.amount) }
            #expect(sums == balances, "seed \(seed)")
            for entry in journal.plan {
                for posting in entry.postings { sums[posting.person] = try sums[posting.person] + Fraction(posting.amount) }
            }
            let settled = sums.allSatisfy(\.isZero)
            #expect(settled, "seed \(seed): the plan brings everyone to zero")
        }
    }
}
