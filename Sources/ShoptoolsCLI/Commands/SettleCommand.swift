import Settle
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools settle FILE|- [--round UNIT] [--via NAME] [--per-currency] [--json]`:
/// who pays whom after a trip, read from a group file or another app's export.
enum SettleCommand {
    static let command = Command(
        name: "settle", aliases: ["精算"], synopsis: "settle FILE [--round UNIT] [--via NAME]",
        usage: ["settle FILE|-", "settle --from splitwise|spliit EXPORT"], page: .settle,
        options: [.roundCash, .settleOrganizer, .via, .perCurrency, .from, .export, .groupCurrency, .settleJSON],
        run: run)

    /// The largest file read, in bytes.
    static let maximumBytes = 16 << 20

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard let path = arguments.positionals.first else { throw .usage(.missing(.argument("FILE")), command: "settle") }
        if let extra = arguments.positionals.dropFirst().first {
            throw .usage(.unexpectedArgument(extra, .one("FILE")), command: "settle")
        }
        if path == "-" && invocation.session != nil { throw .usage(.groupFromInputInSession, command: "settle") }
        if let format = arguments.value(.export), format != "csv" {
            throw .usage(.unexpectedArgument(format, .one("FORMAT: csv")), command: "settle")
        }
        if arguments.has(.json) && arguments.has(.export) {
            throw .usage(.conflictingOptions(["json", "export"]), command: "settle")
        }
        let text = try read(path, invocation.context)
        let currency = try Values.currency(arguments, invocation)
        let group: Group
        do {
            switch arguments.value(.from) {
            case nil:
                let folder =
                    path == "-" || !path.contains("/") ? "" : String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
                group = try Group(reading: text, currency: currency) { file throws(SettleError) in
                    let full = file.hasPrefix("/") ? file : folder + file
                    do throws(InputError) { return try contents(of: InputSource(path: full)) } catch {
                        throw .cannotRead(file, reason: error.reason)
                    }
                }
            case "splitwise"?: group = try Splitwise.group(reading: text)
            case "spliit"?: group = try Spliit.group(reading: Data(text.utf8), currency: currency)
            case let other?:
                throw CLIError.usage(.unexpectedArgument(other, .one("APP: splitwise, spliit")), command: "settle")
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw .data(error)
        }
        let unit = try Values.unit(arguments, currency: group.currency)
        // An export in several currencies with no rates is settled a currency at a time.
        let several = Set(group.expenses.map(\.amount.currency)).subtracting([group.currency])
        let perCurrency =
            arguments.has(.perCurrency)
            || (arguments.has(.from) && several.contains { group.rates[$0.code] == nil })
        let options = SettleOptions(
            unit: unit, organizer: arguments.value(.organizer), via: arguments.value(.via), perCurrency: perCurrency)
        let settlements: [Settlement]
        do { settlements = try group.settle(options) } catch { throw .data(error) }
        if arguments.has(.export) {
            invocation.stdout.write(SettleRenderer.csv(settlements))
        } else if arguments.has(.json) {
            invocation.stdout.line(SettleRenderer.json(settlements))
        } else {
            invocation.stdout.write(SettleRenderer.human(settlements, via: options.via, in: invocation.context.language))
        }
        return .done
    }

    /// The whole text of `path`, or of standard input for `-`.
    static func read(_ path: String, _ context: Context) throws(CLIError) -> String {
        do throws(InputError) {
            return try contents(of: path == "-" ? context.input : InputSource(path: path))
        } catch {
            throw .io(path == "-" ? .cannotReadInput(error.reason) : .error(SettleError.cannotRead(path, reason: error.reason)))
        }
    }

    /// Everything `source` holds, up to ``maximumBytes``.
    private static func contents(of source: InputSource) throws(InputError) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var count = 0
            var failure: InputError?
            buffer.withUnsafeMutableBytes { buffer in
                do throws(InputError) { count = try source.read(into: buffer) } catch { failure = error }
            }
            if let failure { throw failure }
            if count == 0 { break }
            bytes += buffer[..<count]
            if bytes.count > maximumBytes { throw InputError(reason: "larger than \(maximumBytes >> 20) MB") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
