import Bargain
import Calculator
import Cart
import ShopCore
import ShopText
import Testing
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every library error is a `LocalizedError`: in the language the code running now, the app or
/// the system chose (never the environment's, which is the command line's choice), in one
/// language through `LocalizedFailure`, and never with a command-line word.
@Suite struct LocalizedErrorTests {
    /// Every row of the error tables, each cart damage and file operation, and the rows those tables miss.
    static let rows: [ErrorTextCase] =
        ErrorTextRows.all
        + (CartErrorTextTests.damages + CartErrorTextTests.operations).map { row in
            ErrorTextCase("CartError: \(row.english)", row.error, row.japanese)
        } + [
            .init(
                "malformedPerson", WarikanError.malformedPerson("A:2=5"),
                "「A:2=5」は NAME、NAME:WEIGHT、NAME=AMOUNT のいずれの形でもありません。名前に : や = は使えません"),
            .init(
                "ShopCoreError in CartError", CartError.money(.unknownCurrency("XYZ")),
                "通貨「XYZ」には対応していません。JPY、USD、EUR、CHF など、現行の ISO 4217 通貨コードを指定してください"),
            .init(
                "ShopCoreError in BargainError", BargainError.money(.divisionByZero), "0で割っています"),
        ]

    static func errorDescription(_ error: any Error) -> String? {
        (error as? any LocalizedError)?.errorDescription
    }

    @Test(arguments: rows)
    func inTheLanguageTheCodeRunningNowChose(_ row: ErrorTextCase) {
        #expect(Language.using(.japanese) { Self.errorDescription(row.error) } == row.japanese)
        #expect(Language.using(.english) { Self.errorDescription(row.error) } == row.error.description)
    }

    /// With no language chosen, the system's preferred languages decide, not `LANG`.
    ///
    /// (`Locale.preferredLanguages`; on Linux `en-001`): an iOS app without `LANG` speaks the device's
    /// language. The app's choice for the process comes before them, and the code's own before the app's.
    @Test func theAppsChoiceThenTheSystemsThenEnglish() {
        let system = Language.fromPreferredLanguages(Locale.preferredLanguages) ?? .english
        let error = WarikanError.peopleOutOfRange(0)
        #expect(Language.preferred == nil)
        #expect(Language.current == system)
        #expect(error.errorDescription == error.text(in: system))
        Language.preferred = .japanese
        defer { Language.preferred = nil }
        #expect(Language.current == .japanese)
        #expect(error.errorDescription == "人数 0 は 1〜100000 の範囲外です")
        #expect(Language.using(.english) { error.errorDescription } == error.description)
    }

    @Test func thePreferredLanguagesAreReadInOrder() {
        #expect(Language.fromPreferredLanguages(["fr-FR", "ja-JP", "en-US"]) == .japanese)
        #expect(Language.fromPreferredLanguages(["en-GB", "ja"]) == .english)
        #expect(Language.fromPreferredLanguages(["zh-Hans-CN", "ko-KR"]) == nil)
        #expect(Language.fromPreferredLanguages([]) == nil)
    }

    @Test(arguments: rows)
    func theAppChoosesTheLanguage(_ row: ErrorTextCase) {
        #expect(LocalizedFailure(row.error as any Error, language: .japanese).errorDescription == row.japanese)
        #expect(LocalizedFailure(row.error as any Error, language: .english).errorDescription == row.error.description)
        #expect(row.error.localizedDescription(in: .japanese) == row.japanese)
        #expect(row.error.localizedDescription(in: .english) == row.error.description)
        #expect(String(describing: LocalizedFailure(row.error as any Error, language: .japanese)) == row.japanese)
    }

    /// Whether `text` names an option (`--rate`, `-n 3`) or asks a terminal question.
    static func hasCommandLineWords(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "-" && index + 2 < scalars.count {
            if scalars[index + 1] == "-", scalars[index + 2].properties.isAlphabetic { return true }
        }
        return ["[y/N]", "[Y/n]", "(y/n)", "はい/いいえ"].contains { text.lowercased().contains($0.lowercased()) }
    }

    @Test(arguments: rows, Language.allCases)
    func noCommandLineWords(_ row: ErrorTextCase, _ language: Language) {
        let text = LocalizedFailure(row.error as any Error, language: language).errorDescription ?? ""
        #expect(!text.isEmpty)
        #expect(!Self.hasCommandLineWords(text), "\(text)")
    }

    @Test func theCheckFindsCommandLineWords() {
        #expect(Self.hasCommandLineWords("use --rate 30"))
        #expect(Self.hasCommandLineWords("clear the cart? [y/N]"))
        #expect(!Self.hasCommandLineWords("「5--3」は -5 になります"))
    }

    @Test func otherErrorsKeepTheirOwnWords() {
        struct Other: Error, CustomStringConvertible { var description: String { "other" } }
        #expect(LocalizedFailure(Other(), language: .japanese).errorDescription == "other")
        #expect(Other().localizedDescription(in: .japanese) == "other")
    }

    @Test func failuresCompareByErrorAndLanguage() {
        let failure = LocalizedFailure(WarikanError.peopleOutOfRange(0), language: .japanese)
        #expect(failure == LocalizedFailure(.peopleOutOfRange(0), language: .japanese))
        #expect(failure != LocalizedFailure(.peopleOutOfRange(0), language: .english))
        #expect(failure.error == .peopleOutOfRange(0))
        #expect(failure.errorDescription == "人数 0 は 1〜100000 の範囲外です")
    }
}
