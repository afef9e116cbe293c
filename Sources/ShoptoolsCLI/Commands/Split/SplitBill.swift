import Calculator
import CommandLineKit
import Settle
import ShopCore
import ShopText
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools split --bill FILE`: an itemized bill read from FILE (`-` for
/// standard input), split by Warikan.
enum SplitBill {
    static func run(_ path: String, _ request: SplitRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, request.words, what: .noTotalWithBill)
        try SplitRules.checkWhoPays(request, count: nil, splitting: .bill)
        let currency = request.amounts.fallback
        let mode = request.mode ?? .organizerAbsorbs
        let chargeRounding = request.chargeRounding
        let bytes = try read(path, invocation.context)

        var failure: (any Error)?
        var bill: Warikan.Bill
        do {
            bill = try Warikan.Bill(reading: bytes, named: path, currency: currency) { text, currency in
                do {
                    return try Calculator.amount(text, currency: currency)
                } catch {
                    failure = error
                    return nil
                }
            }
        } catch {
            throw calculatorWords(error, failure)
        }
        // The unit is in the bill's currency, which a `currency` line may have set.
        let unit = try request.unit?.read(in: bill.currency)
        if let organizer = request.organizer { bill.organizer = organizer }
        if let chargeRounding {
            for index in bill.charges.indices { bill.charges[index].rounding = chargeRounding }
        }
        let split: Warikan.BillSplit
        do { split = try Warikan.split(bill, unit: unit, mode: mode) } catch {
            // A sum of the bill's lines too large to compute exactly, which no one line says: the file is named.
            switch error {
            case .split(.money(.tooLarge)), .split(.tooLargeToSplit):
                throw .data(LocatedError(error, at: [SourceLocation(file: path)]))
            default: throw .data(error)
            }
        }
        invocation.stdout.write(
            try request.json
                ? BillRenderer.json(split) + "\n" : BillRenderer.human(split, in: invocation.context.language))
        return .done
    }

    /// The bytes of `path`, or of standard input for `-`, up to ``/ShopCore/LineFile/maximumBytes`` and one more.
    private static func read(_ path: String, _ context: Context) throws(CLIError) -> [UInt8] {
        try Values.lineFileBytes(path, context) { .cannotReadBill($0, reason: $1) }
    }

    /// A bill's or a group's error as a data error; an amount the calculator refused (`$5` in a yen
    /// bill, a dangling `+`, `1000/3`) in the calculator's own words, at the places the error names.
    static func calculatorWords(_ error: any Error, _ failure: (any Error)?) -> CLIError {
        guard let located = error as? any AnyLocatedError, let failure, !located.places.isEmpty else { return .data(error) }
        switch located.anyFailure {
        case BillError.notAnAmount, SettleError.bill(.notAnAmount), SettleError.money(.notAnAmount(_, reason: nil)):
            return .data(LocatedError(failure, at: located.places, excerpt: located.excerpt))
        default: return .data(error)
        }
    }

}
