import Foundation
import ShopCore
import ShopText
import Testing

@testable import Settle

/// The imports' errors as a person reads them, in English and Japanese.
@Suite struct ImportErrorTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let error: SettleError
        let english: String
        let japanese: String
        var testDescription: String { english }
    }

    static let cases: [Case] = [
        Case(
            error: .onRow(3, .netsDoNotAddUp(Money(Decimal(string: "0.01")!, .eur))),
            english: "row 3: the members' amounts add up to 0.01, not to zero",
            japanese: "3行目: メンバーの金額の合計が 0.01 で、0 になりません"),
        Case(
            error: .inExpense(2, id: "e2", .amountIsText("3000")),
            english:
                "expense 2 (id \"e2\"): amount \"3000\" is text, not a number: Spliit writes a number of minor units (12.34 as 1234)",
            japanese: "2番目の立替（id 「e2」）: 金額「3000」が数値ではなく文字列です。Spliit は最小単位で数えた数値を書きます（12.34 は 1234）"),
        Case(
            error: .currencySymbol("$", candidates: [.usd, .twd]),
            english: "the export's currency \"$\" may be USD or TWD; give its code: --currency CODE",
            japanese: "書き出しの通貨「$」は USD か TWD のどちらか分かりません。--currency CODE で通貨コードを指定してください"),
        Case(
            error: .inParticipant(1, id: "p1", .money(.blankName(""))),
            english: "participant 1 (id \"p1\"): a name is empty",
            japanese: "1番目の参加者（id 「p1」）: 名前が空です"),
        Case(
            error: .onRow(2, .decimalComma("3,60")),
            english:
                "row 2: amount \"3,60\" has a decimal comma, but the header's language writes a decimal point; keep the header the export was written with",
            japanese: "2行目: 金額「3,60」は小数点にコンマを使っていますが、見出しの言語では小数点はピリオドです。書き出したときの見出しのままにしてください"),
    ]

    @Test(arguments: cases)
    func anImportErrorReadsInBothLanguages(_ example: Case) {
        #expect(example.error.description == example.english)
        #expect(example.error.japanese == example.japanese)
    }
}
