import Bargain
import CommandLineKit
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `shoptools compare OFFER OFFER… [--per QUANTITY] [--json]`: which is cheaper.
enum CompareCommand {
    static let command = Command(
        name: "compare", aliases: ["比較"], synopsis: "compare OFFER OFFER… [--per QUANTITY]",
        usage: ["compare OFFER OFFER…"], page: .compare, table: table, run: run)

    static var table: RequestTable<Request, CLIError> {
        RequestTable(
            [
                .option(.per) { $0.basis = $1 }, .option(.currency) { $0.currencyGiven = $1 },
                .flag(.compareJSON) { $0.json = true },
            ],
            positionals: PositionalBinding(
                check: { (words) throws(CLIError) in
                    guard words.count >= 2 else { throw .commandUsage(.missing(.offers)) }
                },
                fill: { (request, words) throws(CLIError) in
                    do {
                        request.offers = try words.map { text throws(BargainError) in
                            try Offer(parsing: text, currency: request.amounts.fallback)
                        }
                    } catch {
                        throw .data(error)
                    }
                }))
    }

    /// Everything `compare` was asked, each value read once by the table.
    struct Request: AmountsRequest {
        var offers: [Offer] = []
        var basis: Quantity?
        var currencyGiven: Currency?
        var json = false
        var amounts = AmountCurrency()

        mutating func prepare(_ invocation: Invocation) throws(CLIError) { amounts = try .of(currencyGiven, invocation) }
    }

    static func run(_ request: Request, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let comparison: PriceComparison
        do { comparison = try PriceComparison(request.offers, per: request.basis) } catch { throw .data(error) }
        invocation.stdout.line(
            try request.json
                ? CompareRenderer.json(comparison) : CompareRenderer.human(comparison, in: invocation.context.language))
        return .done
    }
}
