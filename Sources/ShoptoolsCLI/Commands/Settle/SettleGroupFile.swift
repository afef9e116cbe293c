import CommandLineKit
import Settle
import ShopCore
import ShopText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `settle FILE --add`, `--fix`, `--drop`, `--merge`, `--ids` and `--init`: the changes to a group file,
/// each a call of Settle (``/Settle/Group/append(_:toFileAt:currency:amount:attachment:cart:asOf:)``,
/// ``/Settle/Group/correct(_:with:inFileAt:date:id:reading:writing:)``, …) checked first and then written.
enum SettleGroupFile {
    /// What a change reports, worded in a language.
    typealias Report = [(Language) -> String]
    /// A change: only checked (false) or written (true); the group with it and what it reports.
    typealias Edit = (Bool) throws(CLIError) -> (group: Group, report: Report)

    /// The change `arguments` ask of the group file `path`, or nil for none.
    static func edit(
        _ arguments: Arguments, path: String, others: [String], today: CalendarDay, asOf: CalendarDay,
        currency: Currency, _ context: Context
    ) throws(CLIError) -> Edit? {
        let amounts = CalculatorAmounts()
        let reading = Group.Reading(
            currency: currency, amount: amounts.read, attachment: SettleCommand.attachment(beside: path),
            cart: SettleCommand.cart(beside: path), asOf: asOf)
        func run<Result>(_ body: () throws(SettleError) -> Result) throws(CLIError) -> Result {
            do {
                return try body()
            } catch let error where error.isAboutTheFile {
                throw .io(.error(error))
            } catch {
                throw SplitBill.calculatorWords(error, amounts.failure)
            }
        }
        if let line = try arguments.value(.add) {
            let date = try arguments.value(.entryDate) ?? today
            let stamped: String
            do throws(SettleError) {
                stamped = try Group.stamped(line, date: date, id: EntryID.random())
            } catch {
                throw .data(SettleError.at(SourceLocation(file: path), error))
            }
            return { writing throws(CLIError) in
                (try SettleCommand.append(stamped, to: path, currency: currency, asOf: asOf, writing: writing), [])
            }
        }
        let fixed = try arguments.value(.fix)
        let dropped = try arguments.value(.drop)
        if let target = fixed ?? dropped {
            let line = fixed != nil ? others.first : nil
            let id = EntryID.random()
            return { writing throws(CLIError) in
                let group = try run { () throws(SettleError) in
                    try Group.correct(target, with: line, inFileAt: path, date: today, id: id, reading: reading, writing: writing)
                }
                return (group, [])
            }
        }
        if arguments.has(.merge) {
            var copies: [(name: String, bytes: [UInt8])] = []
            for other in others {
                let bytes = try SettleCommand.read(other, context)
                copies.append((other, bytes))
            }
            return { writing throws(CLIError) in
                let (group, reports) = try run { () throws(SettleError) in
                    try Group.merge(copies, intoFileAt: path, reading: reading, writing: writing)
                }
                return (group, reports.map { report in { SettleText.merged(report, in: $0) } })
            }
        }
        if arguments.has(.giveIDs) {
            return { writing throws(CLIError) in
                let (group, count) = try run { () throws(SettleError) in
                    try Group.givingIDs(toFileAt: path, reading: reading, writing: writing)
                }
                return (group, writing ? [{ SettleText.idsGiven(count, path: path, in: $0) }] : [])
            }
        }
        return nil
    }

    /// `settle FILE --init NAME… [--currency CODE]`: the new group file, and git's union merge for it.
    static func start(
        _ path: String, people: [String], currency: Currency?, _ invocation: Invocation
    ) throws(CLIError) -> Outcome {
        let sharing: Group.Sharing
        do {
            sharing = try Group.start(atPath: path, people: people, currency: currency)
        } catch let error where error.isAboutTheFile {
            throw .io(.error(error))
        } catch {
            throw .data(error)
        }
        let language = invocation.context.language
        invocation.stdout.line(SettleText.started(path, people: people, in: language))
        if let line = SettleText.sharing(sharing, in: language) { invocation.stdout.line(line) }
        return .done
    }

    /// Removes the copies `--merge --remove-merged` folded in.
    static func remove(_ copies: [String]) throws(CLIError) {
        for copy in copies where unlink(copy) != 0 {
            throw .io(.error(SettleError.cannotWrite(copy, reason: String(cString: strerror(errno)))))
        }
    }
}
