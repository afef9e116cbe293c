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
/// compare with a discount.
enum PointsCommand {
    static let command = Command(
        name: "points", synopsis: "points PRICE|- --rule RULE… [--rules FILE]",
        usage: ["points PRICE|- --rule RULE… [--rules FILE] [--tax PCT [--included]] [--use-points N] [--against OFFER]"],
        page: .points, options: options, rules: [.needs(.pointsIncluded, .pointsTax)], run: run)

    static let options: [DeclaredOption] = [
        .pointRule, .pointRules, .pointsTax, .pointsIncluded, .usePoints, .against, .currency, .pointsJSON,
    ]

    /// Everything `points` was asked, checked before anything is computed.
    struct Request {
        let currency: Currency
        let rules: [PointRule]
        let category: TaxCategory
        let spent: Decimal
        let against: PercentOrAmount?
        let againstText: String?
        let json: Bool

        init(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) {
            guard arguments.positionals.first != nil else { throw .commandUsage(.missing(.price)) }
            try Values.expectAtMost(1, arguments, what: .onePrice)
            let currency = try Values.currency(arguments, invocation)
            self.currency = currency
            let rules = try PointsCommand.rules(arguments, invocation)
            guard !rules.isEmpty else { throw .commandUsage(.missing(.argument("--rule RULE"))) }
            self.rules = rules
            if let rate = try arguments.value(.pointsTax) {
                category = TaxCategory(rate: rate, basis: arguments.has(.included) ? .included : .excluded)
            } else {
                category = .outsideTax
            }
            spent = try PointsCommand.spent(arguments, currency)
            let offer = try arguments.value(.against)
            againstText = offer?.text
            against = try offer?.read(in: currency)
            json = arguments.has(.json)
        }
    }

    static func run(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> Outcome {
        let request = try Request(arguments, invocation)
        let priceText = arguments.positionals[0]
        let prices: [Decimal]
        if priceText == "-" {
            guard invocation.session == nil else { throw .commandUsage(.standardInputInSession(invocation.path)) }
            prices = try items(invocation.context, request.currency)
        } else {
            prices = [try Values.amount(priceText, currency: request.currency, label: .price)]
        }
        let earned: PointsEarned
        let comparison: PointsComparison?
        do throws(PointsError) {
            let lines = prices.map { Receipt.Line(amount: Money($0, request.currency), category: request.category) }
            let receipt: Receipt
            do { receipt = try Receipt(currency: request.currency, lines: lines) } catch { throw .tax(error) }
            earned = try PointsEarned(try PointPurchase(receipt: receipt, pointsSpent: request.spent), rules: request.rules)
            switch request.against {
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
                earned, comparison: comparison, offer: offer(request, language), in: language)
            {
                invocation.stdout.line(line)
            }
        }
        return .done
    }

    /// How the offer of `--against` is named, or nothing without one.
    private static func offer(_ request: Request, _ language: Language) -> String {
        switch request.against {
        case .percent(let rate): return PointsText.offer(rate, in: language)
        case .amount: return PointsText.offer(nil, in: language)
        case nil: return ""
        }
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
    static func rules(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> [PointRule] {
        var rules = try arguments.values(.pointRule)
        if let path = try arguments.value(.pointRules) {
            let bytes = try read(path, invocation.context)
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

    /// `--use-points N`, or 0.
    static func spent(_ arguments: Arguments, _ currency: Currency) throws(CLIError) -> Decimal {
        try arguments.value(.usePoints)?.read(in: currency) ?? 0
    }

    /// The bytes of the rule file `path`.
    static func read(_ path: String, _ context: Context) throws(CLIError) -> [UInt8] {
        try Values.lineFileBytes(path, context) { .error(PointsError.cannotRead($0, reason: $1)) }
    }
}
