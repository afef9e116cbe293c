import Foundation
import ShopCore
import Testing

@testable import Settle

@Suite struct SplitwiseTests {
    static let splitwise = """
        Aki and friends
        Date,Description,Category,Cost,Currency,Aki,Ren,Sora
        2026-05-01,Hotel,Lodging,30000,JPY,20000,-10000,-10000
        2026-05-02,"Ramen, late",Dining out,3000,JPY,-1000,2000,-1000

        2026-05-06,Total balance, , ,JPY,19000,-8000,-11000
        """

    static func transfers(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amount)" }
    }

    static func balances(_ group: Group) throws -> [Decimal] {
        try #require(try group.settle().first).people.map(\.balance.amount)
    }

    static func euros(_ text: String) -> Decimal { Decimal(string: text)! }

    @Test func aSplitwiseExportSettles() throws {
        let group = try Group(reading: Data(Self.splitwise.utf8), from: .splitwise)
        #expect(group.people == ["Aki", "Ren", "Sora"])
        #expect(group.expenses.map(\.label) == ["Hotel", "Ramen, late"])
        let settlement = try #require(try group.settle().first)
        #expect(settlement.people.map(\.balance.amount) == [19000, -8000, -11000])
        #expect(Self.transfers(settlement) == ["Ren→Aki 8000", "Sora→Aki 11000"])
    }

    /// One member with a positive net paid the Cost in full; each share is paid less net.
    ///
    /// A Payment row is money paid back (Ren paid Aki $30), not an expense.
    @Test func aSplitwiseRowKeepsWhatIsKnowable() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren,Sora
            2026-05-01,Hotel,Lodging,90,USD,60,-30,-30
            2026-05-02,Settle up,Payment,30,USD,-30,30,0
            2026-05-03,Taxi,Transport,40,USD,-20,30,-10

            2026-05-06,Total balance, , ,USD,10,30,-40
            """
        let group = try Group(reading: Data(text.utf8), from: .splitwise)
        #expect(group.expenses.map(\.kind) == [.expense, .repayment, .expense])
        let settlement = try #require(try group.settle().first)
        // Aki paid 90, share 30 + 20; received back 30. Ren paid 40, share 30 + 10; paid back 30. Sora share 30 + 10.
        #expect(
            settlement.people.map {
                "\($0.name) \($0.paid.amount) \($0.share.amount) \($0.paidBack.amount) \($0.receivedBack.amount) \($0.balance.amount)"
            }
                == ["Aki 90 50 0 30 10", "Ren 40 40 30 0 30", "Sora 0 40 0 0 -40"])
        #expect(Self.transfers(settlement) == ["Sora→Aki 10", "Sora→Ren 30"])
    }

    /// The footer is the row with a blank Category and Cost, in any language: checked, never counted.
    ///
    /// Read as an expense, `Gesamtbilanz` doubled every balance (Aki −335.00, Ren +335.00).
    @Test(arguments: ["Date,Description,Category,Cost,Currency", "Datum,Beschreibung,Kategorie,Kosten,Währung"])
    func aFooterInAnyLanguageIsCheckedAndNotCounted(header: String) throws {
        let text = """
            \(header),Aki,Ren
            2026-06-01,Hotel,Lodging,335.00,EUR,-167.50,167.50

            2026-06-30,Gesamtbilanz, , ,EUR,-167.50,167.50
            """
        let group = try Group(reading: Data(text.utf8), from: .splitwise)
        #expect(group.expenses.count == 1)
        #expect(try Self.balances(group) == [Self.euros("-167.50"), Self.euros("167.50")])
        #expect(
            throws: SettleError.onRow(
                4,
                .totalDisagrees(name: "Aki", stated: Money(Self.euros("-335"), .eur), computed: Money(Self.euros("-167.5"), .eur))
            )
        ) {
            try Group(
                reading: Data(
                    text.replacing("Gesamtbilanz, , ,EUR,-167.50,167.50", with: "Gesamtbilanz, , ,EUR,-335.00,335.00").utf8),
                from: .splitwise)
        }
    }

    @Test func aTotalThatDisagreesNamesThePersonAndTheRow() {
        let text = Self.splitwise.replacing("JPY,19000,-8000,-11000", with: "JPY,19000,-8000,-10000")
        #expect(
            throws: SettleError.onRow(
                6, .totalDisagrees(name: "Sora", stated: Money(-10000, .jpy), computed: Money(-11000, .jpy)))
        ) { try Group(reading: Data(text.utf8), from: .splitwise) }
        #expect(throws: SettleError.noHeader) { try Group(reading: Data("Date,Cost\n1,2".utf8), from: .splitwise) }
    }

    /// A row whose nets are all zero (Sora's own snacks) changes no balance; it is read, not refused.
    @Test func aRowWhoseNetsAreAllZeroIsRead() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren,Sora
            2026-05-01,Hotel,Lodging,90.00,USD,60.00,-30.00,-30.00
            2026-05-02,Snacks,Groceries,12.00,USD,0.00,0.00,0.00

            2026-05-06,Total balance, , ,USD,60.00,-30.00,-30.00
            """
        let group = try Group(reading: Data(text.utf8), from: .splitwise)
        #expect(group.expenses.map(\.label) == ["Hotel"])
        #expect(try Self.balances(group) == [60, -30, -30])
    }

    /// A yen row split three ways has nets finer than a yen: they are kept exactly (shares 1,666.66,
    /// 1,666.67 and 1,666.67 as weights), never refused with a figure the file does not hold.
    @Test func aYenRowSplitThreeWaysKeepsItsExactNets() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren,Sora
            2026-05-01,Dinner,Dining out,5000.00,JPY,3333.34,-1666.67,-1666.67
            2026-05-02,Taxi,Transport,5000.00,JPY,1666.67,1666.67,-3333.34
            """
        let group = try Group(reading: Data(text.utf8), from: .splitwise)
        let index = NameTable(places: ["Aki", "Ren", "Sora"])
        for (expense, nets) in zip(group.expenses, [["3333.34", "-1666.67", "-1666.67"], ["1666.67", "1666.67", "-3333.34"]]) {
            let parts = try expense.exactParts(people: index, count: 3)
            var net = [Fraction](repeating: .zero, count: 3)
            for (person, paid) in parts.payers { net[person] = try net[person] + paid }
            for (person, share) in parts.sharers { net[person] = try net[person] - share }
            #expect(try net == nets.map { try Fraction(Decimal(string: $0)!) })
        }
        let balances = try Self.balances(group)
        #expect(balances.reduce(0, +) == 0)
        // Exact balances: Aki +5,000.01, Ren 0, Sora −5,000.01; each within one yen of them.
        for (balance, exact) in zip(balances, [Decimal(string: "5000.01")!, 0, Decimal(string: "-5000.01")!]) {
            #expect(abs(balance - exact) < 1)
        }
    }

    /// A payment finer than the minor unit cannot be paid back: named at reading, with its row.
    @Test func aPaymentFinerThanTheMinorUnitIsNamedWithItsRow() {
        let text = "Date,Description,Category,Cost,Currency,Aki,Ren\n2026-05-01,Settle up,Payment,0.50,JPY,0.50,-0.50\n"
        #expect(throws: SettleError.onRow(2, .notPayable(Money(Decimal(string: "0.5")!, .jpy)))) {
            try Group(reading: Data(text.utf8), from: .splitwise)
        }
    }

    static let localized: [(String, String)] = [
        ("Datum,Beschreibung,Kategorie,Kosten,Währung", "\"3,60\""),
        ("Date,Description,Catégorie,Coût,Devise", "\"3,60\""),
        ("Fecha,Descripción,Categoría,Coste,Moneda", "\"3,60\""),
        ("Data,Descrizione,Categoria,Costo,Valuta", "\"3,60\""),
        ("Data,Descrição,Categoria,Custo,Moeda", "\"3,60\""),
        ("Datum,Omschrijving,Categorie,Kosten,Valuta", "\"3,60\""),
        ("日付,説明,カテゴリ,費用,通貨", "3.60"),
        ("Date,Description,Category,Cost,Currency", "3.60"),
    ]

    /// Every language's header reads; a decimal comma where the language writes one.
    @Test(arguments: localized)
    func aLocalizedHeaderReads(header: String, cost: String) throws {
        let nets = cost == "3.60" ? "1.80,-1.80" : "\"1,80\",\"-1,80\""
        let text = "\(header),Aki,Ren\n2026-05-01,Kaffee,Allgemein,\(cost),EUR,\(nets)\n"
        let group = try Group(reading: Data(text.utf8), from: .splitwise)
        #expect(group.people == ["Aki", "Ren"])
        #expect(group.expenses.map(\.amount) == [Money(Self.euros("3.6"), .eur)])
        #expect(try Self.balances(group) == [Self.euros("1.8"), Self.euros("-1.8")])
    }

    /// Under an English header, `3,60` is named for what it is: a decimal comma.
    @Test func aDecimalCommaUnderAnEnglishHeaderIsNamed() {
        let text = "Date,Description,Category,Cost,Currency,Aki,Ren\n2026-05-01,Coffee,General,\"3,60\",EUR,\"1,80\",\"-1,80\"\n"
        #expect(throws: SettleError.onRow(2, .decimalComma("1,80"))) { try Group(reading: Data(text.utf8), from: .splitwise) }
    }

    @Test func netsThatDoNotAddUpToZeroAreNamed() {
        let text = "Date,Description,Category,Cost,Currency,Aki,Ren\n\n2026-05-01,Coffee,General,3.60,EUR,1.80,-1.79\n"
        #expect(throws: SettleError.onRow(3, .netsDoNotAddUp(Money(Self.euros("0.01"), .eur)))) {
            try Group(reading: Data(text.utf8), from: .splitwise)
        }
        let short = "Date,Description,Category,Cost,Currency,Aki,Ren\n2026-05-01,Coffee,General,3.60,EUR,1.80\n"
        #expect(throws: SettleError.onRow(2, .cellCount(6, expected: 7))) {
            try Group(reading: Data(short.utf8), from: .splitwise)
        }
    }

    static let badNames: [BadName] = [
        BadName("Aki\u{1B}[31m", .money(.unsafeName("Aki\u{1B}[31m", scalar: "\u{1B}"))),
        BadName("\"Ak\ni\"", .money(.unsafeName("Ak\ni", scalar: "\n"))),
        BadName("\u{202E}ikA", .money(.unsafeName("\u{202E}ikA", scalar: "\u{202E}"))),
        BadName("", .money(.blankName(""))),
        BadName(" ", .money(.blankName(" "))),
        BadName("Ren", .duplicateName("Ren")),
        BadName("ren", .namesDifferOnlyInCase("Ren", "ren")),
    ]

    /// Names follow the one rule for names from any source, and no two are alike.
    @Test(arguments: badNames)
    func aMemberNameIsCheckedAsInAGroupFile(_ bad: BadName) {
        let (name, error) = (bad.name, bad.error)
        let text = "Date,Description,Category,Cost,Currency,Ren,\(name)\n2026-05-01,Coffee,General,2,EUR,1,-1\n"
        #expect(throws: SettleError.onRow(1, error)) { try Group(reading: Data(text.utf8), from: .splitwise) }
    }

    @Test func aLabelWithAControlCharacterIsRefused() {
        let text = "Date,Description,Category,Cost,Currency,Aki,Ren\n2026-05-01,Tea\u{1B}]0;x\u{07},General,2,EUR,1,-1\n"
        #expect(throws: SettleError.onRow(2, .money(.unsafeLabel("Tea\u{1B}]0;x\u{07}", scalar: "\u{1B}")))) {
            try Group(reading: Data(text.utf8), from: .splitwise)
        }
    }

    /// Rates given beside an export convert its other currencies (one EUR = ¥162.35).
    @Test func ratesGivenBesideAnExportConvert() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren
            2026-05-01,Hotel,Lodging,20000,JPY,10000,-10000
            2026-05-02,Dinner,Dining out,40.00,EUR,-20.00,20.00
            """
        var group = try Group(reading: Data(text.utf8), from: .splitwise)
        try group.addRates(["EUR=162.35"])
        #expect(group.rates == ["EUR": Self.euros("162.35")])
        // Aki +10,000 − 20.00 × 162.35 = +6,753.
        #expect(try Self.balances(group) == [6753, -6753])
        var other = group
        #expect(throws: SettleError.rateGivenTwice("EUR")) { try other.addRates(["eur 160"]) }
        #expect(throws: SettleError.rateOfOwnCurrency(.jpy)) { try other.addRates(["JPY=1"]) }
        #expect(throws: SettleError.invalidRate("-1")) { try other.addRates(["USD=-1"]) }
        #expect(throws: SettleError.expected(.rate, found: "USD")) { try other.addRates(["USD"]) }
        // Settled in the currency given: the JPY row needs a rate then.
        let inEuros = try Group(reading: Data(text.utf8), from: .splitwise, currency: .eur)
        #expect(inEuros.currency == .eur)
    }

    /// With a rate for USD but none for CHF, the export is refused as a group file is (`no rate for CHF`),
    /// not settled as one converted table and a CHF one; with no rate at all it is settled a currency at a time.
    @Test func aRateForOneCurrencyOfAnExportNeedsOneForEveryOther() throws {
        let chf = try Currency(code: "CHF")
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren
            2026-05-01,Hotel,Lodging,20000,JPY,10000,-10000
            2026-05-02,Dinner,Dining out,40.00,USD,-20.00,20.00
            2026-05-03,Train,Transportation,30.00,CHF,15.00,-15.00
            """
        let options = SettleOptions(currencies: .separatelyWithoutRates)
        var group = try Group(reading: Data(text.utf8), from: .splitwise)
        #expect(try group.settle(options).map { $0.people.map(\.balance.amount) } == [[10000, -10000], [-20, 20], [15, -15]])
        try group.addRates(["USD=61.5"])
        #expect(throws: SettleError.noRate(chf)) { try group.settle(options) }
        try group.addRates(["CHF=170"])
        // Aki +10,000 − 20.00 × 61.5 + 15.00 × 170 = +11,320.
        #expect(try group.settle(options).map { $0.people.map(\.balance.amount) } == [[11320, -11320]])
    }
}

/// A name an import must refuse, and the error; shown escaped, so a test log never carries its control characters.
struct BadName: Sendable, CustomTestStringConvertible {
    let name: String
    let error: SettleError

    init(_ name: String, _ error: SettleError) {
        self.name = name
        self.error = error
    }

    var testDescription: String {
        "\"" + name.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : $0.escaped(asASCII: true) }.joined()
            + "\""
    }
}

/// A row that several members lent on costs what its `Cost` says: the paid column adds up to the costs.
@Suite struct SplitwiseSeveralLendersTests {
    /// MKD 500: Aki paid 300, Ren 200, each share 166.67/166.67/166.66; the export keeps the nets alone.
    @Test func aRowWithTwoLendersCostsItsCost() throws {
        let text = """
            Date,Description,Category,Cost,Currency,Aki,Ren,Sora
            2026-05-01,Dinner,General,500,MKD,133.33,33.33,-166.66
            """
        let group = try Group(reading: Data(text.utf8), from: .splitwise)
        #expect(group.expenses.map { MoneyFormat.plain($0.amount.amount) } == ["500"])
        let settlement = try #require(try group.settle().first)
        let paid = settlement.people.map(\.exact.paid)
        #expect(try Fraction.sum(paid) == Fraction(500))
        // Every member still gets exactly the row's net.
        #expect(settlement.people.map { MoneyFormat.plain($0.balance.amount) } == ["133.33", "33.33", "-166.66"])
        #expect(try Fraction.sum(settlement.people.map(\.exact.share)) == Fraction(500))
    }
}
