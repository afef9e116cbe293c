import Bargain
import Calculator
import Cart
import ShopCore
import ShopText
import Testing
import Warikan

@Suite struct ErrorWordsTests {
    @Test(arguments: ErrorTextRows.all)
    func japaneseWords(_ row: ErrorTextCase) {
        #expect(ErrorWords.message(row.error, in: .japanese) == row.japanese)
    }

    @Test(arguments: ErrorTextRows.all)
    func englishIsTheLibrarysDescription(_ row: ErrorTextCase) {
        #expect(ErrorWords.message(row.error, in: .english) == row.error.description)
    }

    /// No case falls back to the English words.
    @Test(arguments: ErrorTextRows.all)
    func japaneseIsJapanese(_ row: ErrorTextCase) {
        let japanese = ErrorWords.message(row.error, in: .japanese)
        #expect(hasJapanese(japanese))
        #expect(japanese != row.error.description)
    }

    static let reasons: [ShopCoreError.Reason: String] = [
        .empty: "空です",
        .noDigits: "数字がありません",
        .twoDecimalPoints: "小数点が2つあります",
        .misplacedSeparator: "桁区切りのカンマの位置が正しくありません",
        .separatorAfterPoint: "小数点の後ろに桁区切りがあります",
        .separatorsNotAccepted: "ここでは桁区切りは使えません",
        .unexpectedSpace: "途中に空白があります",
        .notFinite: "有限の数ではありません",
        .hexadecimal: "16進数は使えません",
        .exponent: "指数表記は使えません",
        .expression: "式は使えません",
        .percentage: "パーセントは割合です",
    ]

    @Test(arguments: ShopCoreError.Reason.allCases)
    func reasons(_ reason: ShopCoreError.Reason) {
        #expect(reason.text(in: .japanese) == Self.reasons[reason])
        #expect(hasJapanese(reason.text(in: .japanese)))
        #expect(reason.text(in: .english) == reason.description)
        #expect(
            ShopCoreError.notAnAmount("x", reason: reason).text(in: .japanese)
                == "「x」は金額ではありません: " + (Self.reasons[reason] ?? "?"))
    }

    @Test func everyReasonHasARow() {
        #expect(Set(Self.reasons.keys) == Set(ShopCoreError.Reason.allCases))
    }
}

@Suite struct NestedErrorWordsTests {
    static let inner = ShopCoreError.notAnAmount("1,98", reason: .misplacedSeparator)
    static let innerJapanese = "「1,98」は金額ではありません: 桁区切りのカンマの位置が正しくありません"

    @Test func wrappersSayWhatTheMoneyErrorSays() {
        let wrapped: [any Error] = [
            BargainError.money(Self.inner), WarikanError.money(Self.inner), CartError.money(Self.inner),
            AmountInputError.amount(Self.inner),
        ]
        for error in wrapped {
            #expect(ErrorWords.message(error, in: .japanese) == Self.innerJapanese)
            #expect(ErrorWords.message(error, in: .english) == Self.inner.description)
        }
    }

    @Test func anExpressionInAnAmountIsJapaneseAllTheWay() {
        let error = AmountInputError.expression(
            CalcError(.malformedNumber("1,98", reason: Self.inner), at: 3, in: "5+1,98"))
        #expect(
            error.text(in: .japanese)
                == "数「1,98」の書き方が正しくありません: 桁区切りのカンマの位置が正しくありません（3文字目）: 「5+1,98」")
    }

    @Test func whatCalculatorThrows() {
        do {
            _ = try Calculator.amount("10/(5-5)", currency: .jpy)
            Issue.record("10/(5-5) was accepted")
        } catch {
            #expect(ErrorWords.message(error, in: .japanese) == "0で割っています（5文字目）: 「10/(5-5)」")
        }
        do {
            _ = try Calculator.amount("1.5.5", currency: .jpy)
            Issue.record("1.5.5 was accepted")
        } catch {
            #expect(ErrorWords.message(error, in: .japanese) == "「1.5.5」は金額ではありません: 小数点が2つあります")
        }
    }

    @Test func whatWarikanThrows() {
        do {
            _ = try Warikan.Participant(parsing: "Aki=-5", currency: .jpy)
            Issue.record("a negative fixed amount was accepted")
        } catch {
            #expect(ErrorWords.message(error, in: .japanese) == "「-5」は負の値です。0以上の金額を指定してください")
        }
    }
}

@Suite struct ErrorWordsQuotingTests {
    @Test func yenInsideMessages() {
        let error = WarikanError.fixedExceedTotal(fixed: Money(150, .jpy), total: Money(100, .jpy))
        #expect(error.text(in: .japanese) == "固定額を足すと150円になり、合計100円を超えています")
        #expect(error.text(in: .english) == "fixed amounts add up to ¥150, more than the total ¥100")
    }

    @Test func otherCurrenciesKeepTheirSymbol() {
        let error = WarikanError.fixedExceedTotal(fixed: Money(150, .usd), total: Money(100, .usd))
        #expect(error.text(in: .japanese) == "固定額を足すと$150.00になり、合計$100.00を超えています")
    }

    @Test func longValuesAreCut() {
        let text = String(repeating: "9", count: 100)
        #expect(
            ShopCoreError.notAnAmount(text, reason: nil).text(in: .japanese)
                == "「" + String(repeating: "9", count: 64) + "…」は金額ではありません")
    }

    @Test func pathsAreNeverCut() {
        let path = "/tmp/" + String(repeating: "a", count: 100) + ".jsonl"
        #expect(
            CartError.currencyMismatch(path: path, file: .jpy, requested: .usd).text(in: .japanese)
                == "カートファイル「\(path)」の通貨は USD ではなく JPY です")
    }

    @Test func controlCharactersAreEscaped() {
        #expect(WarikanError.duplicateName("A\u{1B}[2J").text(in: .japanese) == "名前「A\\u001b[2J」が2回出てきます。別々の名前にしてください")
    }
}

@Suite struct OtherErrorWordsTests {
    struct Described: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    enum Plain: Error { case broken }

    @Test(arguments: Language.allCases)
    func otherErrorsSayWhatTheySay(_ language: Language) {
        #expect(ErrorWords.message(Described(), in: language) == "the disk is full")
        #expect(ErrorWords.message(Plain.broken, in: language) == "broken")
    }
}
