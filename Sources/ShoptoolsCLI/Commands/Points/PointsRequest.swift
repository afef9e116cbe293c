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

/// Everything `points` was asked, each value read once by the table (the files named, not yet read).
struct PointsRequest: AmountsRequest {
    var price: PriceArgument?
    var priceText = ""
    var rules: [PointCampaign] = []
    var rulesFile: String?
    var purchases: String?
    var toCap = false
    var combine: PointCampaigns.Combination?
    var combinedCap: Percentage?
    var tax: Percentage?
    var included = false
    var spent: CurrencyDependent<Decimal>?
    var against: CurrencyDependent<PercentOrAmount>?
    var currencyGiven: Currency?
    var json = false
    var amounts = AmountCurrency()

    var currency: Currency { amounts.fallback }

    mutating func prepare(_ invocation: Invocation) throws(CLIError) { amounts = try .of(currencyGiven, invocation) }

    var category: TaxCategory {
        tax.map { TaxCategory(rate: $0, basis: included ? .included : .excluded) } ?? .outsideTax
    }
}

/// What every form of `points` reads the same way: the campaigns of `--rule` and `--rules`, the rule file's
/// bytes, the words naming an offer.
enum PointsInputs {
    /// The campaigns of `--rule` (in order) and then of `--rules FILE`, combined as `--combine` and
    /// `--combined-cap` say, else as the file says; no campaign when neither was given.
    static func campaigns(_ request: PointsRequest, _ invocation: Invocation) throws(CLIError) -> PointCampaigns {
        var campaigns = request.rules
        var combination = request.combine
        var combinedCap = request.combinedCap
        if let path = request.rulesFile {
            let bytes = try read(path, invocation.context)
            let file: PointCampaigns
            do { file = try PointRuleFile.campaigns(bytes: bytes, name: path) } catch { throw .data(error) }
            campaigns += file.campaigns
            combination = combination ?? file.combination
            combinedCap = combinedCap ?? file.combinedCap
        }
        var names: Set<String> = []
        for campaign in campaigns {
            if let name = campaign.rule.name, !names.insert(name).inserted { throw .data(PointsError.repeatedName(name)) }
        }
        do {
            return try PointCampaigns(campaigns, combination: combination ?? .stack, combinedCap: combinedCap)
        } catch {
            throw .data(error)
        }
    }

    /// How the offer of `--against` is named, or nothing without one.
    static func offer(_ against: PercentOrAmount?, _ language: Language) -> String {
        switch against {
        case .percent(let rate): return PointsText.offer(rate, in: language)
        case .amount: return PointsText.offer(nil, in: language)
        case nil: return ""
        }
    }

    /// The bytes of the rule file `path`.
    static func read(_ path: String, _ context: Context) throws(CLIError) -> [UInt8] {
        try Values.lineFileBytes(path, context) { .error(PointsError.cannotRead($0, reason: $1)) }
    }
}
