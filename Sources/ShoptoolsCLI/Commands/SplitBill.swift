import Calculator
import ShopCore
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools split --bill FILE`: an itemized bill read from FILE (`-` for
/// standard input), split by Warikan.
enum SplitBill {
    /// A bill longer than this many lines is refused before it is read whole.
    static let maximumLines = 10 * Warikan.Bill.maximumLines

    static func run(_ path: String, _ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        try Values.expectAtMost(0, arguments, command: "split", what: .noTotalWithBill)
        let others = [OptionSpec.people, .weights, .person].filter(arguments.has).map { "--" + $0.name }
        guard others.isEmpty else { throw .usage(.whoPays(given: ["--bill"] + others), command: "split") }
        let currency = try Values.currency(arguments, invocation)
        let mode = try Values.splitMode(arguments)
        let chargeRounding = try Values.rounding(arguments, option: .chargeRounding)
        let text = try read(path, invocation.context)

        var failure: (any Error)?
        var bill: Warikan.Bill
        do {
            bill = try Warikan.Bill(reading: text, currency: currency) { text, currency in
                do {
                    return try Calculator.amount(text, currency: currency)
                } catch {
                    failure = error
                    return nil
                }
            }
        } catch .onLine(let line, .notAnAmount) where failure != nil {
            // The calculator's own words say why (`$5` in a yen bill, a dangling `+`).
            throw .data(failure ?? BillError.noPeople, label: .line(line))
        } catch {
            throw .data(error)
        }
        // The unit is in the bill's currency, which a `currency` line may have set.
        let unit = try Values.unit(arguments, currency: bill.currency)
        if let organizer = arguments.value(.organizer) { bill.organizer = organizer }
        if let chargeRounding {
            for index in bill.charges.indices { bill.charges[index].rounding = chargeRounding }
        }
        let split: Warikan.BillSplit
        do { split = try Warikan.split(bill, unit: unit, mode: mode) } catch { throw .data(error) }
        invocation.stdout.write(
            arguments.has(.json)
                ? BillRenderer.json(split) + "\n" : BillRenderer.human(split, in: invocation.context.language))
        return .done
    }

    /// The whole text of `path`, or of standard input for `-`.
    private static func read(_ path: String, _ context: Context) throws(CLIError) -> String {
        let source: InputSource
        if path == "-" {
            source = context.input
        } else {
            do { source = try InputSource(path: path) } catch { throw .io(.cannotReadBill(path, reason: error.reason)) }
        }
        var reader = LineReader(source)
        var lines: [String] = []
        do {
            while try reader.next({ line, _ in lines.append(String(decoding: line, as: UTF8.self)) }) {
                if lines.count > maximumLines { throw CLIError.data(BillError.tooManyLines(lines.count)) }
            }
        } catch let error as CLIError {
            throw error
        } catch LineReader.Failure.lineTooLong(let line) {
            throw .data(.billLineTooLong(line))
        } catch LineReader.Failure.readFailed(let reason) {
            throw .io(path == "-" ? .cannotReadInput(reason) : .cannotReadBill(path, reason: reason))
        } catch {
            throw .io(.cannotReadInput(""))
        }
        return lines.joined(separator: "\n")
    }
}
