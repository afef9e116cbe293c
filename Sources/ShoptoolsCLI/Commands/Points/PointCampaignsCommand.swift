import CommandLineKit
import Points
import ShopCore
import ShopText
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `points --purchases FILE|-` (payments counted under campaigns) and `points --to-cap` (the least
/// payment that reaches each cap): the two forms of `points` over campaigns.
enum PointCampaignsCommand {
    static func run(_ request: PointsRequest, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let currency = request.currency
        // Standard input is read once: it cannot be both files.
        if request.purchases == "-" && request.rulesFile == "-" {
            throw .commandUsage(.conflictingOptions(["purchases -", "rules -"]))
        }
        let campaigns = try PointsInputs.campaigns(request, invocation)
        guard !campaigns.campaigns.isEmpty else { throw .commandUsage(.missing(.argument("--rule RULE"))) }
        let language = invocation.context.language
        if request.toCap {
            let targets: PointCampaignTargets
            do { targets = try PointCampaignTargets(campaigns, currency: currency) } catch { throw .data(error) }
            if request.json {
                invocation.stdout.line(try JSONOutput.text(targets))
            } else {
                for line in PointsRenderer.lines(targets, in: language) { invocation.stdout.line(line) }
            }
            return .done
        }
        let against = try request.against?.read(in: currency)
        let payments = try self.payments(request.purchases ?? "-", currency, invocation)
        let report: PointCampaignReport
        do throws(PointsError) {
            let tally = try campaigns.count(payments, currency: currency, tax: request.category)
            switch against {
            case .percent(let rate): report = try PointCampaignReport(tally, againstDiscount: rate)
            case .amount(let price):
                let exact: Fraction
                do { exact = try Fraction(price) } catch { throw .money(error) }
                report = try PointCampaignReport(tally, against: exact)
            case nil: report = PointCampaignReport(tally)
            }
        } catch {
            throw .data(error)
        }
        if request.json {
            invocation.stdout.line(try JSONOutput.text(report))
        } else {
            let offer = PointsInputs.offer(against, language)
            for line in try PointsRenderer.lines(report, offer: offer, in: language) { invocation.stdout.line(line) }
        }
        return .done
    }

    /// The payments of the purchases file `path` (`-`: standard input, not inside the REPL).
    private static func payments(
        _ path: String, _ currency: Currency, _ invocation: Invocation
    ) throws(CLIError)
        -> [PointPayment]
    {
        if path == "-" && invocation.session != nil {
            throw .commandUsage(.standardInputInSession("points --purchases -"))
        }
        let bytes = try PointsInputs.read(path, invocation.context)
        do { return try PointPurchasesFile.payments(bytes: bytes, name: path, currency: currency) } catch {
            throw .data(error)
        }
    }
}
