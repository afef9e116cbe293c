import Bargain
import Calculator
import ShopCore
import Testing
import Warikan

/// The error tables have a row for every case of the Bargain, Warikan, Bill and Calculator
/// errors: the switches below are exhaustive, so a new case does not compile
/// until it is named here, and then fails until it has a row.
@Suite struct ErrorCoverageTests {
    static func name(_ error: WarikanError) -> String {
        switch error {
        case .peopleOutOfRange: return "peopleOutOfRange"
        case .invalidWeight: return "invalidWeight"
        case .emptyName: return "emptyName"
        case .malformedPerson: return "malformedPerson"
        case .unsafeCharacter: return "unsafeCharacter"
        case .duplicateName: return "duplicateName"
        case .sameNameWrittenTwice: return "sameNameWrittenTwice"
        case .namesDifferOnlyInCase: return "namesDifferOnlyInCase"
        case .unknownMode: return "unknownMode"
        case .unknownOrganizer: return "unknownOrganizer"
        case .fixedOrganizer: return "fixedOrganizer"
        case .fixedExceedTotal: return "fixedExceedTotal"
        case .fixedDoNotAddUp: return "fixedDoNotAddUp"
        case .notPayable: return "notPayable"
        case .tooLargeToSplit: return "tooLargeToSplit"
        case .money: return "money"
        case .whoPays: return "whoPays"
        case .chargeNeedsCart: return "chargeNeedsCart"
        case .tipBaseWithoutTip: return "tipBaseWithoutTip"
        }
    }

    static func name(_ error: BargainError) -> String {
        switch error {
        case .rateOutOfRange: return "rateOutOfRange"
        case .notARate: return "notARate"
        case .sliderOutOfRange: return "sliderOutOfRange"
        case .notASliderPosition: return "notASliderPosition"
        case .sliderStepOutOfRange: return "sliderStepOutOfRange"
        case .segmentOutOfRange: return "segmentOutOfRange"
        case .notASegment: return "notASegment"
        case .currencyMismatch: return "currencyMismatch"
        case .notADiscountStep: return "notADiscountStep"
        case .noDiscountSteps: return "noDiscountSteps"
        case .amountOffAbovePrice: return "amountOffAbovePrice"
        case .summedRateOutOfRange: return "summedRateOutOfRange"
        case .notAnOffer: return "notAnOffer"
        case .notAQuantity: return "notAQuantity"
        case .packCountOutOfRange: return "packCountOutOfRange"
        case .noOffers: return "noOffers"
        case .incomparable: return "incomparable"
        case .basisDoesNotFit: return "basisDoesNotFit"
        case .tooPreciseToCompare: return "tooPreciseToCompare"
        case .money: return "money"
        }
    }

    static func name(_ error: BillError) -> String {
        switch error {
        case .file: return "file"
        case .cannotRead: return "cannotRead"
        case .expected(let expected, _):
            switch expected {
            case .item, .amount, .rateOrAmount, .names, .name, .currency, .chargeOption, .end:
                return "expected \(expected.rawValue)"
            }
        case .notAnAmount: return "notAnAmount"
        case .invalidQuantity: return "invalidQuantity"
        case .invalidRate: return "invalidRate"
        case .repeated: return "repeated"
        case .noPeople: return "noPeople"
        case .unknownPerson: return "unknownPerson"
        case .listedTwice: return "listedTwice"
        case .keywordAsName: return "keywordAsName"
        case .invalidLabel: return "invalidLabel"
        case .tooManyLines: return "tooManyLines"
        case .tooManyPeople: return "tooManyPeople"
        case .split: return "split"
        }
    }

    static func name(_ problem: CalcError.Problem) -> String {
        switch problem {
        case .empty: return "empty"
        case .unknownCharacter: return "unknownCharacter"
        case .malformedNumber: return "malformedNumber"
        case .mixedCurrencies: return "mixedCurrencies"
        case .twoOperators: return "twoOperators"
        case .danglingOperator: return "danglingOperator"
        case .missingOperator: return "missingOperator"
        case .unbalancedParenthesis: return "unbalancedParenthesis"
        case .emptyParentheses: return "emptyParentheses"
        case .divisionByZero: return "divisionByZero"
        case .outOfRange: return "outOfRange"
        case .tooDeep: return "tooDeep"
        }
    }

    static func name(_ error: AmountInputError) -> String {
        switch error {
        case .amount: return "amount"
        case .expression: return "expression"
        case .inexact: return "inexact"
        case .negativeResult: return "negativeResult"
        case .tooManyDecimals: return "tooManyDecimals"
        }
    }

    @Test func everyWarikanErrorHasARow() {
        let names = Set(LocalizedErrorTests.rows.compactMap { ($0.error as? WarikanError).map(Self.name) })
        #expect(names.count == 19, "\(names.sorted())")
    }

    @Test func everyBargainErrorHasARow() {
        let names = Set(LocalizedErrorTests.rows.compactMap { ($0.error as? BargainError).map(Self.name) })
        #expect(names.count == 20, "\(names.sorted())")
    }

    /// Every case, and every thing a bill line may lack.
    @Test func everyBillErrorHasARow() {
        let names = Set(LocalizedErrorTests.rows.compactMap { ($0.error as? BillError).map(Self.name) })
        #expect(names.count == 14 + BillError.Expected.allCases.count, "\(names.sorted())")
    }

    @Test func everyCalcProblemHasARow() {
        let names = Set(LocalizedErrorTests.rows.compactMap { ($0.error as? CalcError).map { Self.name($0.problem) } })
        #expect(names.count == 12, "\(names.sorted())")
    }

    @Test func everyAmountInputErrorHasARow() {
        let names = Set(LocalizedErrorTests.rows.compactMap { ($0.error as? AmountInputError).map(Self.name) })
        #expect(names.count == 5, "\(names.sorted())")
    }
}
