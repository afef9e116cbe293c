import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a point rule or a purchase was refused.
///
/// Each case carries the text as written, so the message names it; ShopText
/// words every case in English and Japanese (`text(in:)`). A rule file's error
/// says where with a ``/ShopCore/LocatedError`` around the case (file, line,
/// column of the part that is wrong, and the line).
public enum PointsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A rule file that cannot be read as text.
    case file(LineFileError)
    /// A rule file that could not be read at all; `reason` is the system's words.
    case cannotRead(String, reason: String)
    /// Two programmes of one rule file with the same name.
    case repeatedName(String)
    /// A rule with no rate: `base=excl`, or an empty rule.
    case missingRate(String)
    /// A rate that is not `1%`, `0.5%` or `1/200`.
    case notARate(String)
    /// A rate of zero or below (`-1%`, `0%`, `0/100`).
    case rateNotPositive(String)
    /// A part of a rule that is no known key (`bonus=2`) or word.
    case unknownPart(String)
    /// The same key twice in one rule (`cap=100,cap=200`).
    case repeatedKey(String)
    /// A `base=` other than `paid`, `incl` or `excl` (or 支払額, 税込, 税抜).
    case unknownBase(String)
    /// A `per=` other than `item`, `order` or `payment` (or 商品ごと, 注文ごと, 決済ごと).
    case unknownGranularity(String)
    /// A `step=` that is no amount above zero (`step=0`, `step=-100`).
    case stepNotPositive(String)
    /// A `cap=` that is not a whole number of points above zero.
    case capNotWhole(String)
    /// A `value=` that is no amount above zero.
    case valueNotPositive(String)
    /// A `name=` with nothing after it, or with characters a name may not hold.
    case badName(String)
    /// A value in a rule the money core refused (a rounding word, a number past the exact range).
    case money(ShopCoreError)
    /// A receipt the tax rules refused.
    case tax(TaxError)
    /// Points spent that are more than the purchase's total after coupons.
    case pointsSpentExceedTotal(spent: Money, total: Money)
    /// Points spent that are negative or not a multiple of the currency's minor unit.
    case pointsSpentNotPayable(Money)
    /// A purchase with no item.
    case noItems
    /// A campaign's part (`period-cap=`, `from=`, `until=`, `exclude=`) in a rule that counts one
    /// purchase alone (`cart receipt`, `points PRICE`): it needs a list of payments.
    case campaignPart(String)
    /// A campaign whose last day (`until`) is before its first (`from`), both as written.
    case periodEndsBeforeItStarts(from: String, until: String)
    /// A campaign whose cap on one payment is above its cap over the period, both as written.
    case paymentCapAbovePeriodCap(payment: String, period: String)
    /// A campaign's cap above a wider one (`day-cap=3000` above `month-cap=2000`), both as written.
    case capAboveWiderCap(narrow: String, wide: String)
    /// A way to combine campaigns that is neither `stack` nor `best` (nor 重ねる, 併用不可).
    case unknownCombination(String)
    /// A cap on the combined rate that is no percentage above 0 and at most 100.
    case badCombinedCap(String)
    /// A tag that is no word (empty, or with `=`, `,`, `+` or a space in it).
    case badTag(String)
    /// A part of a payment line that is not `TAG=AMOUNT`.
    case badPaymentPart(String)
    /// A payment amount (or a tagged part of one) that cannot be paid in the currency: below 0 or
    /// finer than its minor unit, as written.
    case paymentNotPayable(String)
    /// Tagged parts of a payment that add up to more than the payment.
    case partsExceedPayment(parts: Money, paid: Money)
    /// A purchases file with no payment in it.
    case noPayments
    /// A payment line with its day (as written) and nothing paid after it.
    case missingAmount(String)

    /// The text the error is about, as written: what a rule file's error points its column at.
    public var subject: String? {
        switch self {
        case .missingRate(let text), .notARate(let text), .rateNotPositive(let text), .unknownPart(let text),
            .repeatedKey(let text), .unknownBase(let text), .unknownGranularity(let text), .stepNotPositive(let text),
            .capNotWhole(let text), .valueNotPositive(let text), .badName(let text), .repeatedName(let text),
            .cannotRead(let text, _), .campaignPart(let text), .unknownCombination(let text),
            .badCombinedCap(let text), .badTag(let text), .badPaymentPart(let text), .paymentNotPayable(let text),
            .missingAmount(let text):
            return text
        case .periodEndsBeforeItStarts(_, let until): return until
        case .paymentCapAbovePeriodCap(let payment, _): return payment
        case .capAboveWiderCap(let narrow, _): return narrow
        case .money(.notADate(let text)): return text
        case .file, .money, .tax, .pointsSpentExceedTotal, .pointsSpentNotPayable, .noItems, .partsExceedPayment,
            .noPayments:
            return nil
        }
    }

    /// What is wrong, in one short English sentence with the value as written.
    public var description: String {
        switch self {
        case .file(let error):
            return error.description
        case .cannotRead(let path, let reason):
            return "cannot read \(quoted(path, limit: nil)): \(reason)"
        case .repeatedName(let name):
            return "two point programmes are named \(quoted(name))"
        case .missingRate(let rule):
            return "the point rule \(quoted(rule)) has no rate: start it with one, as 1%, 0.5% or 1/200"
        case .notARate(let text):
            return "\(quoted(text)) is not a point rate: write 1%, 0.5% or 1/200 (one point per 200)"
        case .rateNotPositive(let text):
            return "the point rate \(quoted(text)) is not above zero"
        case .unknownPart(let text):
            return "\(quoted(text)) is not part of a point rule: base=, per=, step=, round=, cap=, value=, name="
        case .repeatedKey(let key):
            return "\(quoted(key)) is given twice in one point rule"
        case .unknownBase(let text):
            return "\(quoted(text)) is not a point base: paid, incl or excl"
        case .unknownGranularity(let text):
            return "\(quoted(text)) is not a way to count points: item, order or payment"
        case .stepNotPositive(let text):
            return "the step \(quoted(text)) is not an amount above zero (step=100 counts whole hundreds)"
        case .capNotWhole(let text):
            return "the cap \(quoted(text)) is not a whole number of points above zero"
        case .valueNotPositive(let text):
            return "the point value \(quoted(text)) is not an amount above zero"
        case .badName(let text):
            return "\(quoted(text)) is not a name for a point programme"
        case .money(let error):
            return error.description
        case .tax(let error):
            return error.description
        case .pointsSpentExceedTotal(let spent, let total):
            return "the points spent (\(spent.humanText)) are more than the total (\(total.humanText))"
        case .pointsSpentNotPayable(let spent):
            return "the points spent (\(spent.humanText)) are not an amount of \(spent.currency.code) that can be paid"
        case .noItems:
            return "there is no item to count points on"
        case .campaignPart(let text):
            return "\(quoted(text)) is a campaign's part: it counts over a list of payments (points --purchases FILE)"
        case .periodEndsBeforeItStarts(let from, let until):
            return "the campaign's period ends (until=\(until)) before it starts (from=\(from))"
        case .paymentCapAbovePeriodCap(let payment, let period):
            return "the cap of one payment (cap=\(payment)) is above the cap of the period (period-cap=\(period))"
        case .capAboveWiderCap(let narrow, let wide):
            return "the campaign's \(narrow) is above its \(wide)"
        case .unknownCombination(let text):
            return "\(quoted(text)) is not a way to combine campaigns: stack or best"
        case .badCombinedCap(let text):
            return "the combined cap \(quoted(text)) is not a percentage above 0% and at most 100%"
        case .badTag(let text):
            return "\(quoted(text)) is not a tag: one word, without =, +, comma or space"
        case .badPaymentPart(let text):
            return "\(quoted(text)) is not a part of a payment: write TAG=AMOUNT (tobacco=580)"
        case .paymentNotPayable(let text):
            return "\(quoted(text)) is not an amount that can be paid"
        case .partsExceedPayment(let parts, let paid):
            return "the tagged parts (\(parts.humanText)) are more than the payment (\(paid.humanText))"
        case .noPayments:
            return "there is no payment to count points on"
        case .missingAmount(let date):
            return "the payment of \(date) has no amount: write DATE AMOUNT [TAG=AMOUNT…]"
        }
    }
}
