import CommandLineKit
import ShopCore
import ShopText
import Tax

/// `shoptools receipt FILE|- [--json]`: the ways of computing a till's receipt that give every figure
/// it prints, and whether it follows the invoice rule (``/Tax/ReceiptCheck``).
enum ReceiptCommand {
    static let command = Command(
        name: "receipt", scope: .commandLine, synopsis: "receipt FILE|- [--json]", usage: ["receipt FILE|-"],
        page: .receiptCheck, table: table, operand: .file, run: run)

    static var table: RequestTable<Request, CLIError> {
        RequestTable(
            [.option(.currency) { $0.currency = $1 }, .flag(.receiptCheckJSON) { $0.json = true }],
            positionals: PositionalBinding(
                check: { (words) throws(CLIError) in
                    guard !words.isEmpty else { throw .commandUsage(.missing(.argument("FILE"))) }
                    try Values.expectAtMost(1, words, what: .one("FILE"))
                },
                fill: { (request, words) throws(CLIError) in request.path = words[0] }))
    }

    /// Everything `receipt` was asked, each value read once by the table; the file is named, not yet read.
    struct Request: CommandRequest {
        typealias Context = Invocation
        typealias Failure = CLIError
        var path = ""
        var currency: Currency?
        var json = false
    }

    static func run(_ request: Request, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let currency = try Values.currency(request.currency, invocation)
        let bytes = try Values.lineFileBytes(request.path, invocation.context) {
            .error(ReceiptError.cannotRead($0, reason: $1))
        }
        let receipt: PrintedReceipt
        do {
            receipt = try PrintedReceipt(reading: bytes, named: request.path, currency: currency)
        } catch {
            throw .data(error)
        }
        let check: ReceiptCheck
        do { check = try ReceiptCheck(receipt) } catch { throw .data(error) }
        if request.json {
            invocation.stdout.line(try JSONOutput.text(check))
        } else {
            for line in ReceiptCheckText.lines(check, receipt, in: invocation.context.language) {
                invocation.stdout.line(line)
            }
        }
        return .done
    }
}
