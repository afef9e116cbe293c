import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a Spliit group's JSON export (`src/app/groups/[groupId]/expenses/export/json/route.ts`
/// in spliit-app/spliit), so people can check what the app suggested.
///
/// ```json
/// {"currencyCode": "EUR",
///  "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
///  "expenses": [{"title": "Pizza", "amount": 3000, "paidById": "p1",
///                "paidFor": [{"participantId": "p1", "shares": 1}, {"participantId": "p2", "shares": 2}],
///                "splitMode": "BY_SHARES", "isReimbursement": false}]}
/// ```
///
/// Amounts are in minor units. Each expense is shared by its `shares` as
/// proportions, which is what every split mode means: equal for `EVENLY`,
/// ratios for `BY_SHARES` and `BY_PERCENTAGE`, minor units for `BY_AMOUNT`.
/// `BY_PERCENTAGE` shares must add up to 100 %: 10000 hundredths of a percent,
/// as Spliit keeps them, or 100 whole percentages; any other total is
/// ``SettleError/percentagesDoNotAddUp(_:)``. An `amount` that is not a whole
/// number of minor units, 0 or more, is ``SettleError/notWholeMinorUnits(_:)``.
/// A reimbursement is money paid back to the one it is for.
public enum Spliit {
    private struct Export: Decodable {
        struct Participant: Decodable {
            let id: String
            let name: String
        }
        struct Expense: Decodable {
            struct PaidFor: Decodable {
                let participantId: String
                let shares: Int?
            }
            let title: String?
            let amount: Amount
            let paidById: String
            let paidFor: [PaidFor]
            let splitMode: String?
            let isReimbursement: Bool?
        }
        /// An amount in minor units; any other number is kept to be named in the error.
        enum Amount: Decodable {
            case minorUnits(Int)
            case other(Decimal)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let value = try? container.decode(Int.self) {
                    self = .minorUnits(value)
                } else {
                    self = .other(try container.decode(Decimal.self))
                }
            }
        }
        let currencyCode: String?
        let participants: [Participant]
        let expenses: [Expense]
    }

    /// The group a Spliit JSON export describes; its currency is `currencyCode`,
    /// else `currency`. Expenses are numbered from 1 in the order of the export.
    /// - Throws: ``SettleError/malformedExport(_:)``, or ``SettleError/onLine(_:_:)``
    ///   with the expense's number.
    public static func group(reading data: Data, currency: Currency = .default) throws(SettleError) -> Group {
        let export: Export
        do { export = try JSONDecoder().decode(Export.self, from: data) } catch {
            throw .malformedExport("not a Spliit JSON export")
        }
        var group = Group(people: export.participants.map(\.name), currency: currency)
        if let code = export.currencyCode, !code.isEmpty {
            do { group.currency = try Currency(code: code) } catch { throw .money(error) }
        }
        let names = Dictionary(export.participants.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        let unit = group.currency.minorUnit
        for (offset, expense) in export.expenses.enumerated() {
            let id = offset + 1
            do throws(SettleError) {
                guard let payer = names[expense.paidById] else { throw .malformedExport("no participant \(expense.paidById)") }
                guard case .minorUnits(let minor) = expense.amount, minor >= 0 else {
                    let text: String
                    switch expense.amount {
                    case .minorUnits(let value): text = String(value)
                    case .other(let value): text = MoneyFormat.plain(value)
                    }
                    throw .notWholeMinorUnits(text)
                }
                let amount = Money(Decimal(minor) * unit, group.currency)
                var sharers: [Part] = []
                for paidFor in expense.paidFor {
                    guard let name = names[paidFor.participantId] else {
                        throw .malformedExport("no participant \(paidFor.participantId)")
                    }
                    let shares = expense.splitMode == "EVENLY" ? 1 : paidFor.shares ?? 1
                    guard shares > 0 else { throw .malformedExport("shares \(shares) of \(name)") }
                    sharers.append(Part(name, .weight(Decimal(shares))))
                }
                if expense.splitMode == "BY_PERCENTAGE" {
                    let total = sharers.compactMap { part -> Decimal? in
                        guard case .weight(let weight) = part.portion else { return nil }
                        return weight
                    }.reduce(0, +)
                    // Spliit keeps hundredths of a percent (5000 = 50 %); whole percentages adding up to 100 read too.
                    guard total == 10000 || total == 100 else {
                        throw .percentagesDoNotAddUp(MoneyFormat.plain(total >= 1000 ? total / 100 : total))
                    }
                }
                if expense.isReimbursement == true, sharers.count == 1 {
                    group.expenses.append(.repayment(id: id, from: payer, to: sharers[0].name, amount: amount))
                } else {
                    group.expenses.append(
                        Expense(id: id, label: expense.title ?? "", amount: amount, payers: [Part(payer)], sharers: sharers))
                }
            } catch {
                throw .onLine(id, error)
            }
        }
        return group
    }
}
