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

/// `shoptools points PRICE|- --rule RULE… [--rules FILE] [--tax PCT [--included]] [--use-points N]
/// [--against OFFER] [--json]`: the points a purchase earns, what they are worth, and how they
/// compare with a discount; `--purchases FILE` counts a list of payments under campaigns, and
/// `--to-cap` the least payment that reaches each cap.
enum PointsCommand {
    static let command = Command(
        name: "points", synopsis: "points PRICE|- --rule RULE… [--rules FILE]",
        usage: [
            "points PRICE|- --rule RULE… [--rules FILE] [--tax PCT [--included]] [--use-points N] [--against OFFER]",
            "points --purchases FILE|- --rule RULE… [--rules FILE] [--combine stack|best] [--combined-cap PCT] "
                + "[--tax PCT [--included]] [--against OFFER]",
            "points --to-cap --rule RULE… [--rules FILE]",
        ],
        page: .points, table: table, run: run)

    static var table: RequestTable<Request, CLIError> {
        RequestTable(
            [
                .list(.pointCampaign) { $0.rules.append($1) }, .option(.pointRules) { $0.rulesFile = $1 },
                .option(.purchases) { $0.purchases = $1 }, .flag(.toCap) { $0.toCap = true },
                .option(.combine) { $0.combine = $1 }, .option(.combinedCap) { $0.combinedCap = $1 },
                .option(.pointsTax) { $0.tax = $1 },
                .flag(.pointsIncluded) { $0.included = true }, .amount(.usePoints) { $0.spent = $1 },
                .amount(.against) { $0.against = $1 },
                .option(.currency) { $0.currencyGiven = $1 }, .flag(.pointsJSON) { $0.json = true },
            ],
            positionals: optionalPrice,
            rules: [
                .needs(.pointsIncluded, .pointsTax), .conflicts(.purchases, .toCap), .needs(.combine, .purchases),
                .needs(.combinedCap, .purchases), .conflicts(.usePoints, .purchases), .conflicts(.usePoints, .toCap),
                .conflicts(.against, .toCap), .conflicts(.pointsTax, .toCap),
            ])
    }

    /// `PRICE|-`, which `--purchases` and `--to-cap` do without: at most one.
    static var optionalPrice: PositionalBinding<Request, CLIError> {
        PositionalBinding(
            check: { (words) throws(CLIError) in try Values.expectAtMost(1, words, what: .onePrice) },
            fill: { (request, words) throws(CLIError) in
                guard let text = words.first else { return }
                request.price =
                    text == "-"
                    ? .standardInput
                    : .amount(try Values.payableAmount(text, currency: request.amounts.fallback, label: .price))
                request.priceText = text
            })
    }

    typealias Request = PointsRequest

    static func run(_ request: Request, _ invocation: Invocation) throws(CLIError) -> Outcome {
        if request.purchases != nil || request.toCap {
            if request.price != nil {
                let form = request.toCap ? "points --to-cap" : "points --purchases"
                throw .commandUsage(.unexpectedArgument(request.priceText, .none(form)))
            }
            return try PointCampaignsCommand.run(request, invocation)
        }
        let currency = request.currency
        let against = try request.against?.read(in: currency)
        let spent = try request.spent?.read(in: currency) ?? 0
        let prices: [Decimal]
        switch request.price {
        case .standardInput:
            guard invocation.session == nil else { throw .commandUsage(.standardInputInSession(invocation.path)) }
            prices = []
        case .amount(let price): prices = [price]
        case nil: throw .commandUsage(.missing(.price))
        }
        func purchase(_ items: [Decimal]) throws(PointsError) -> PointPurchase {
            let lines = items.map { Receipt.Line(amount: Money($0, currency), category: request.category) }
            let receipt: Receipt
            do { receipt = try Receipt(currency: currency, lines: lines) } catch { throw .tax(error) }
            return try PointPurchase(receipt: receipt, pointsSpent: spent)
        }
        // A price given is paid as it is whatever a rules file says: points spent above it, or that are no
        // whole minor units, are refused before the file is read.
        var given: PointPurchase?
        if !prices.isEmpty {
            do { given = try purchase(prices) } catch { throw .data(error) }
        }
        let rules = try PointsInputs.campaigns(request, invocation).campaigns.map { (campaign) throws(CLIError) in
            do { return try campaign.ruleForOnePayment } catch { throw .data(error) }
        }
        guard !rules.isEmpty else { throw .commandUsage(.missing(.argument("--rule RULE"))) }
        let items = given == nil ? try self.items(invocation.context, currency) : []
        let earned: PointsEarned
        let comparison: PointsComparison?
        do throws(PointsError) {
            let paid: PointPurchase
            if let given { paid = given } else { paid = try purchase(items) }
            earned = try PointsEarned(paid, rules: rules)
            switch against {
            case .percent(let rate): comparison = try PointsComparison(earned, againstDiscount: rate)
            case .amount(let price): comparison = try PointsComparison(earned, against: try exact(price))
            case nil: comparison = nil
            }
        } catch {
            throw .data(error)
        }
        let language = invocation.context.language
        if request.json {
            invocation.stdout.line(try PointsRenderer.json(earned, comparison: comparison))
        } else {
            for line in try PointsRenderer.lines(
                earned, comparison: comparison, offer: PointsInputs.offer(against, language), in: language)
            {
                invocation.stdout.line(line)
            }
        }
        return .done
    }

    private static func exact(_ value: Decimal) throws(PointsError) -> Fraction {
        do { return try Fraction(value) } catch { throw .money(error) }
    }

    /// `points -`: one item price a line from standard input (`#` comments and blank lines skipped).
    private static func items(_ context: Context, _ currency: Currency) throws(CLIError) -> [Decimal] {
        let bytes: [UInt8]
        do throws(InputError) { bytes = try LineFileInput.bytes(of: context.input) } catch {
            throw .io(.cannotReadInput(error.reason))
        }
        let file: LineFile
        do { file = try LineFile(bytes: bytes, name: "-") } catch { throw .data(error) }
        var prices: [Decimal] = []
        for line in file.lines {
            prices.append(try Values.amount(line.texts.joined(separator: " "), currency: currency, label: .line(line.number)))
        }
        guard !prices.isEmpty else { throw .data(PointsError.noItems) }
        return prices
    }

    /// The programmes of `--rule` (in order) and then of `--rules FILE`; empty when neither was given.
    static func rules(_ given: [PointRule], file: String?, _ invocation: Invocation) throws(CLIError) -> [PointRule] {
        var rules = given
        if let path = file {
            let bytes = try PointsInputs.read(path, invocation.context)
            do { rules += try PointRuleFile.rules(bytes: bytes, name: path) } catch { throw .data(error) }
        }
        // Programmes named are told apart by name, on the command line as in a file; the same rule
        // unnamed twice is two programmes (a base rate and a bonus of the same rate).
        var names: Set<String> = []
        for rule in rules {
            if let name = rule.name, !names.insert(name).inserted { throw .data(PointsError.repeatedName(name)) }
        }
        return rules
    }
}
