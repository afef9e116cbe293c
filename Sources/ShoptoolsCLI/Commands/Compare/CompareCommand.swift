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
        usage: ["compare OFFER OFFER…"], page: .compare,
        options: [.per, .currency, .compareJSON], run: run)

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        guard arguments.positionals.count >= 2 else { throw .commandUsage(.missing(.offers)) }
        let currency = try Values.currency(arguments, invocation)
        let basis = try arguments.value(.per)
        let comparison: PriceComparison
        do {
            let offers = try arguments.positionals.map { text throws(BargainError) in
                try Offer(parsing: text, currency: currency)
            }
            comparison = try PriceComparison(offers, per: basis)
        } catch {
            throw .data(error)
        }
        invocation.stdout.line(
            try arguments.has(.json)
                ? CompareRenderer.json(comparison) : CompareRenderer.human(comparison, in: invocation.context.language))
        return .done
    }
}
