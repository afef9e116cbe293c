import Foundation
import ShopCore
import Testing

@testable import Settle

@Suite struct SpliitTests {
    static func transfers(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amount)" }
    }

    static func settlement(_ group: Group) throws -> Settlement { try #require(try group.settle().first) }

    static func decimal(_ text: String) -> Decimal { Decimal(string: text)! }

    @Test func aSpliitExportSettles() throws {
        let json = """
            {"currencyCode": "EUR",
             "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}, {"id": "p3", "name": "Sora"}],
             "expenses": [
              {"title": "Pizza", "amount": 3000, "paidById": "p1", "splitMode": "BY_SHARES", "isReimbursement": false,
               "paidFor": [{"participantId": "p1", "shares": 100}, {"participantId": "p2", "shares": 200}]},
              {"title": "Taxi", "amount": 1000, "paidById": "p2", "splitMode": "EVENLY", "isReimbursement": false,
               "paidFor": [{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 1},
                           {"participantId": "p3", "shares": 1}]},
              {"title": "Back", "amount": 500, "paidById": "p3", "splitMode": "EVENLY", "isReimbursement": true,
               "paidFor": [{"participantId": "p2", "shares": 1}]}]}
            """
        let group = try Group(reading: Data(json.utf8), from: .spliit)
        let settlement = try Self.settlement(group)
        // Exactly: Aki 30 − 10 − 10/3 = 16.66⅔; Ren 10 − 20 − 10/3 − 5 received = −18.33⅓; Sora −10/3 + 5 = 1.66⅔.
        // Rounded down 16.66, −18.34, 1.66 leave two cents; the remainders tie (⅔ cent each), the group's tie
        // order gives them to Aki and Sora.
        #expect(settlement.people.map(\.balance.amount) == [Self.decimal("16.67"), Self.decimal("-18.34"), Self.decimal("1.67")])
        #expect(Self.transfers(settlement) == ["Ren→Aki 16.67", "Ren→Sora 1.67"])
    }

    /// An export of Aki and Ren: one expense of `amount`, paid by Aki, shared by `shares` in `mode`.
    static func export(
        amount: String = "3000", mode: String = "EVENLY", shares: (String, String) = ("1", "1"),
        currency: String = #""currencyCode": "EUR""#, names: (String, String) = ("Aki", "Ren")
    ) -> Data {
        Data(
            """
            {\(currency), "participants": [{"id": "p1", "name": "\(names.0)"}, {"id": "p2", "name": "\(names.1)"}],
             "expenses": [{"id": "e1", "title": "Pizza", "amount": \(amount), "paidById": "p1", "splitMode": "\(mode)",
               "paidFor": [{"participantId": "p1", "shares": \(shares.0)}, {"participantId": "p2", "shares": \(shares.1)}]}]}
            """.utf8)
    }

    static let symbols: [(String, Currency, String)] = [
        ("€", .eur, "15"), ("US$", .usd, "15"), ("£", .gbp, "15"), ("円", .jpy, "15"), ("EUR", .eur, "15"),
    ]

    /// Before April 2025 an export has only `currency`, a symbol, and amounts in hundredths:
    /// `"€"` with 3000 is €30.00 (Aki +€15.00), never ¥3,000.
    @Test(arguments: symbols)
    func anExportWithOnlyASymbolIsInItsCurrency(symbol: String, currency: Currency, balance: String) throws {
        let group = try Group(reading: Self.export(currency: #""currency": "\#(symbol)""#), from: .spliit)
        #expect(group.currency == currency)
        #expect(group.expenses.map(\.amount) == [Money(30, currency)])
        #expect(try Self.settlement(group).people.map(\.balance.amount) == [Self.decimal(balance), -Self.decimal(balance)])
    }

    /// A symbol that names several currencies, or none, needs `--currency`; a currency given that is not the
    /// export's is an error, not a relabelling.
    @Test func anAmbiguousSymbolNeedsACurrencyAndAConflictIsAnError() throws {
        #expect(throws: SettleError.currencySymbol("$", candidates: [.usd, .twd])) {
            try Group(reading: Self.export(currency: #""currency": "$""#), from: .spliit)
        }
        #expect(throws: SettleError.currencySymbol("¥", candidates: [.jpy, .cny])) {
            try Group(reading: Self.export(currency: #""currency": "¥""#), from: .spliit)
        }
        #expect(throws: SettleError.currencySymbol("Fr.", candidates: [])) {
            try Group(reading: Self.export(currency: #""currency": "Fr.""#), from: .spliit)
        }
        let dollars = try Group(reading: Self.export(currency: #""currency": "$""#), from: .spliit, currency: .usd)
        #expect(dollars.expenses.map(\.amount) == [Money(30, .usd)])
        #expect(throws: SettleError.currencyConflict(export: .eur, given: .usd)) {
            try Group(reading: Self.export(currency: #""currency": "€""#), from: .spliit, currency: .usd)
        }
        #expect(throws: SettleError.currencyConflict(export: .eur, given: .jpy)) {
            try Group(reading: Self.export(), from: .spliit, currency: .jpy)
        }
        #expect(try Group(reading: Self.export(), from: .spliit, currency: .eur).currency == .eur)
        #expect(Spliit.currencies(ofSymbol: "€") == [.eur])
    }

    /// Income (a negative amount): Aki received €30.00 for all three; Ren and Sora are owed €10.00 each.
    @Test func incomeIsSharedAmongThoseItIsFor() throws {
        let json = """
            {"currencyCode": "EUR",
             "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}, {"id": "p3", "name": "Sora"}],
             "expenses": [{"id": "x", "title": "Deposit back", "amount": -3000, "paidById": "p1", "splitMode": "EVENLY",
               "paidFor": [{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 1},
                           {"participantId": "p3", "shares": 1}]}]}
            """
        let settlement = try Self.settlement(try Group(reading: Data(json.utf8), from: .spliit))
        #expect(settlement.people.map(\.balance.amount) == [-20, 10, 10])
        #expect(Self.transfers(settlement) == ["Aki→Ren 10", "Aki→Sora 10"])
    }

    /// Spliit shares every mode in proportion to what is stored: 50 % and 45 % share €30.00 as 300/19 and
    /// 270/19 (€15.79 and €14.21 to the cent), as Spliit does; a share of 0 is no part; shares that are all 0
    /// share nothing.
    @Test func legacySharesAreProportionsAsInSpliit() throws {
        for shares in [("5000", "4500"), ("50", "45")] {
            let group = try Group(reading: Self.export(mode: "BY_PERCENTAGE", shares: shares), from: .spliit)
            let settlement = try Self.settlement(group)
            #expect(settlement.people.map(\.exact.share.description) == ["300/19", "270/19"])
            #expect(settlement.people.map(\.balance.amount) == [Self.decimal("14.21"), Self.decimal("-14.21")])
        }
        let alone = try Group(reading: Self.export(mode: "BY_SHARES", shares: ("1", "0")), from: .spliit)
        #expect(try Self.settlement(alone).people.map(\.share.amount) == [30, 0])
        let byAmount = try Group(reading: Self.export(mode: "BY_AMOUNT", shares: ("1000", "2000")), from: .spliit)
        #expect(try Self.settlement(byAmount).people.map(\.share.amount) == [10, 20])
        #expect(throws: SettleError.inExpense(1, id: "e1", .noShares)) {
            try Group(reading: Self.export(mode: "BY_SHARES", shares: ("0", "0")), from: .spliit)
        }
        #expect(throws: SettleError.inExpense(1, id: "e1", .invalidWeight("-1", person: "Ren"))) {
            try Group(reading: Self.export(mode: "BY_SHARES", shares: ("1", "-1")), from: .spliit)
        }
        #expect(throws: SettleError.inExpense(1, id: "e1", .unknownSplitMode("HALF"))) {
            try Group(reading: Self.export(mode: "HALF"), from: .spliit)
        }
    }

    /// `EVENLY` splits equally whatever shares are stored (Spliit writes 1 each, but an edited row may not).
    @Test func evenlySplitsEquallyWhateverTheStoredShares() throws {
        let group = try Group(reading: Self.export(mode: "EVENLY", shares: ("100", "300")), from: .spliit)
        #expect(try Self.settlement(group).people.map(\.share.amount) == [15, 15])
    }

    /// A Spliit export is in one currency, so a rate given beside it leaves nothing without one: it settles as
    /// without the rate, in one table.
    @Test func aRateBesideASpliitExportLeavesNoCurrencyWithoutOne() throws {
        var group = try Group(reading: Self.export(), from: .spliit)
        try group.addRates(["USD=0.9"])
        let settlements = try group.settle(SettleOptions(currencies: .separatelyWithoutRates))
        #expect(settlements.map(\.currency) == [.eur])
        #expect(settlements.map(Self.transfers) == [["Ren→Aki 15"]])
    }

    /// An amount is named with its expense and its value, whatever is wrong with it.
    @Test func aBadAmountNamesTheExpenseAndTheValue() {
        #expect(throws: SettleError.inExpense(1, id: "e1", .notWholeMinorUnits("100.5"))) {
            try Group(reading: Self.export(amount: "100.5"), from: .spliit)
        }
        #expect(throws: SettleError.inExpense(1, id: "e1", .amountIsText("3000"))) {
            try Group(reading: Self.export(amount: #""3000""#), from: .spliit)
        }
        #expect(throws: SettleError.inExpense(1, id: "e1", .malformedJSON(path: "amount", problem: .missing))) {
            try Group(reading: Self.export(amount: "null"), from: .spliit)
        }
        #expect(throws: SettleError.inExpense(1, id: "e1", .money(.tooLarge("1" + String(repeating: "0", count: 40))))) {
            try Group(reading: Self.export(amount: "1e40"), from: .spliit)
        }
        #expect(throws: SettleError.malformedJSON(path: "", problem: .notJSON)) {
            try Group(reading: Data("{\"currencyCode\": ".utf8), from: .spliit)
        }
        #expect(throws: SettleError.malformedJSON(path: "participants", problem: .missing)) {
            try Group(reading: Data(#"{"currencyCode": "EUR", "expenses": []}"#.utf8), from: .spliit)
        }
    }

    /// An amount of 10^15 or more of the currency is refused as a group file and a Splitwise export refuse it,
    /// named in the currency (not in minor units) with its expense; one below it is settled to the unit.
    @Test func anAmountOf10To15IsRefusedAsInAGroupFile() throws {
        let yen = #""currencyCode": "JPY""#
        let largest = try Group(
            reading: Self.export(amount: "999999999999999", mode: "BY_SHARES", shares: ("0", "1"), currency: yen),
            from: .spliit)
        #expect(try Self.settlement(largest).people.map(\.balance.amount) == [999_999_999_999_999, -999_999_999_999_999])
        #expect(Self.transfers(try Self.settlement(largest)) == ["Ren→Aki 999999999999999"])
        #expect(throws: SettleError.inExpense(1, id: "e1", .money(.tooLarge("1000000000000000")))) {
            try Group(reading: Self.export(amount: "1000000000000000", currency: yen), from: .spliit)
        }
        // Cents: 99999999999999999 is €999,999,999,999,999.99; one more is €10^15. Income is named with its sign.
        let cents = try Group(
            reading: Self.export(amount: "99999999999999999", mode: "BY_SHARES", shares: ("0", "1")), from: .spliit)
        #expect(Self.transfers(try Self.settlement(cents)) == ["Ren→Aki 999999999999999.99"])
        #expect(throws: SettleError.inExpense(1, id: "e1", .money(.tooLarge("1000000000000000")))) {
            try Group(reading: Self.export(amount: "100000000000000000"), from: .spliit)
        }
        #expect(throws: SettleError.inExpense(1, id: "e1", .money(.tooLarge("-1000000000000000")))) {
            try Group(reading: Self.export(amount: "-100000000000000000"), from: .spliit)
        }
    }

    /// A fault a settlement would find is named at reading, with its expense: a reimbursement to oneself, a
    /// `paidFor` entry that is not an object, a participant no one has.
    @Test func faultsAreNamedWithTheirExpense() {
        let json = """
            {"currencyCode": "EUR", "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
             "expenses": [{"id": "r1", "title": "Back", "amount": 500, "paidById": "p1", "splitMode": "EVENLY",
                           "isReimbursement": true, "paidFor": [{"participantId": "p1", "shares": 1}]}]}
            """
        #expect(throws: SettleError.inExpense(1, id: "r1", .paymentToSelf("Aki"))) {
            try Group(reading: Data(json.utf8), from: .spliit)
        }
        let entry = json.replacing(#"[{"participantId": "p1", "shares": 1}]"#, with: "[7]")
        #expect(throws: SettleError.inExpense(1, id: "r1", .malformedJSON(path: "paidFor[0]", problem: .wrongKind))) {
            try Group(reading: Data(entry.utf8), from: .spliit)
        }
        let nobody = json.replacing(#""paidById": "p1""#, with: #""paidById": "p9""#)
        #expect(throws: SettleError.inExpense(1, id: "r1", .noParticipant("p9"))) {
            try Group(reading: Data(nobody.utf8), from: .spliit)
        }
    }

    static let badNames: [BadName] = [
        BadName(#"Aki\u001b[2J\u001b]0;pwned\u0007"#, .money(.unsafeName("Aki\u{1B}[2J\u{1B}]0;pwned\u{07}", scalar: "\u{1B}"))),
        BadName(#"Ak\ni"#, .money(.unsafeName("Ak\ni", scalar: "\n"))),
        BadName("\u{202E}ikA", .money(.unsafeName("\u{202E}ikA", scalar: "\u{202E}"))),
        BadName("", .money(.blankName(""))),
        BadName("Ren", .duplicateName("Ren")),
        BadName("REN", .namesDifferOnlyInCase("Ren", "REN")),
    ]

    /// A participant's name follows the one rule for names, and no two are alike.
    @Test(arguments: badNames)
    func aParticipantNameIsCheckedAsInAGroupFile(_ bad: BadName) {
        let (name, error) = (bad.name, bad.error)
        #expect(throws: SettleError.inParticipant(2, id: "p2", error)) {
            try Group(reading: Self.export(names: ("Ren", name)), from: .spliit)
        }
    }
}
