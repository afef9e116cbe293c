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
/// {"currency": "€", "currencyCode": "EUR",
///  "participants": [{"id": "p1", "name": "Aki"}, {"id": "p2", "name": "Ren"}],
///  "expenses": [{"id": "e1", "title": "Pizza", "amount": 3000, "paidById": "p1",
///                "paidFor": [{"participantId": "p1", "shares": 100}, {"participantId": "p2", "shares": 200}],
///                "splitMode": "BY_SHARES", "isReimbursement": false}]}
/// ```
///
/// Read as Spliit itself reads it (`src/lib/shares.ts` and `src/lib/balances.ts`):
/// - **Currency.** `currencyCode` (Spliit since April 2025) is the group's currency, and amounts
///   are in its minor units. An older export has only `currency`, the symbol people chose (`€`,
///   `US$`), and its amounts are always hundredths: the symbol is looked up in
///   ``/ShopCore/Currency/all`` (``currencies(ofSymbol:)``); one that names no currency or several
///   (`$`: USD or TWD; `¥`: JPY or CNY) is ``SettleError/currencySymbol(_:candidates:)`` unless a
///   currency is given. A currency given that differs from the export's own is
///   ``SettleError/currencyConflict(export:given:)``: it would relabel every amount.
/// - **Shares.** `EVENLY` shares the amount equally among the `paidFor` people (their `shares` are
///   not read); the other modes share it in proportion to the `shares` stored: `BY_SHARES`,
///   `BY_PERCENTAGE` (hundredths of a percent, 10,000 in all) and `BY_AMOUNT` (minor units) as
///   ratios, so a legacy row whose percentages do not add up to 100 % is shared as Spliit shares it;
///   a share of 0 is no part. All 0 is ``SettleError/noShares``.
/// - **Income** (a negative `amount`, Spliit since May 2024): the payer received the money, shared
///   among the `paidFor` people. It is read as its mirror image, an expense of the same size paid
///   by those people in their shares for the one who received it: the same balances.
/// - A reimbursement for one person is money paid back to them.
/// - An `amount` of 10^15 or more of the currency (``/ShopCore/Bounds/maximumAmount``; `100000000000000000`
///   cents is €10^15) is ``/ShopCore/ShopCoreError/tooLarge(_:)``, naming the amount in the currency, as a
///   group file refuses it.
/// - Names follow the one rule for names (``/ShopCore/DisplayText/checkedName(_:)``); no two
///   participants may have the same name or names that differ only in case.
///
/// An error in an expense is ``SettleError/inExpense(_:id:_:)`` with its number (from 1, in the
/// export's order) and `id`; in a participant, ``SettleError/inParticipant(_:id:_:)``.
public enum Spliit {
    /// The group a Spliit JSON export describes.
    ///
    /// - Parameters:
    ///   - data: the export.
    ///   - given: the currency the person says the group is in (`currency:`); nil: the export's. It is needed
    ///     for an export with neither `currencyCode` nor a symbol that names one currency.
    /// - Returns: the group: its participants, its expenses in the export's order, its currency.
    /// - Throws: ``SettleError`` as described in ``Spliit``.
    /// - Throws: what ``Group/init(reading:from:currency:)`` throws for a Spliit export.
    @available(*, deprecated, message: "use Group(reading: data, from: .spliit, currency:)")
    public static func group(reading data: Data, currency given: Currency? = nil) throws(SettleError) -> Group {
        try group(of: data, currency: given)
    }

    /// The group a Spliit JSON export describes (``Group/init(reading:from:currency:)``).
    static func group(of data: Data, currency given: Currency? = nil) throws(SettleError) -> Group {
        let root: [String: JSONValue]
        do {
            guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: data) else {
                throw SettleError.malformedJSON(path: "", problem: .notJSON)
            }
            root = object
        } catch {
            throw .malformedJSON(path: "", problem: .notJSON)
        }
        let (currency, scale) = try Self.currency(of: root, given: given)
        var group = Group(people: [], currency: currency)
        var names: [String: String] = [:]
        for (offset, participant) in try array(root, "participants").enumerated() {
            let id = (try? string(participant, "id", in: "participants[\(offset)]")) ?? ""
            do throws(SettleError) {
                guard case .object = participant else {
                    throw .malformedJSON(path: "participants[\(offset)]", problem: .wrongKind)
                }
                let id = try string(participant, "id", in: "")
                let name = try Group.importedPerson(try string(participant, "name", in: ""), after: group.people)
                guard names.updateValue(name, forKey: id) == nil else { throw .repeated(id) }
                group.people.append(name)
            } catch {
                throw .inParticipant(offset + 1, id: id, error)
            }
        }
        let people = NameTable(places: group.people)
        for (offset, value) in try array(root, "expenses").enumerated() {
            let id = (try? optionalString(value, "id")) ?? ""
            do throws(SettleError) {
                guard case .object = value else { throw .malformedJSON(path: "expenses[\(offset)]", problem: .wrongKind) }
                let expense = try expense(value, number: offset + 1, names: names, currency: currency, scale: scale)
                // Checked as a group file's expense is, so a fault is named here with its expense, not when settled.
                group.memo.add(
                    expense, try expense.exactParts(people: people, count: group.people.count), count: group.people.count)
                group.expenses.append(expense)
            } catch {
                throw .inExpense(offset + 1, id: id, error)
            }
        }
        group.memo.seal(group)
        return group
    }

    /// The currency that `symbol` (Spliit's `currency`) names: the one currency of
    /// ``/ShopCore/Currency/all`` with it as its code, its symbol, another prefix or a suffix
    /// (`€`: EUR, `US$`: USD, `£`: GBP, `円`: JPY), or every one that has it when it is
    /// not one (`$`: USD and TWD, `¥`: JPY and CNY), or none.
    public static func currencies(ofSymbol symbol: String) -> [Currency] {
        let text = TextNormalizer.trimmed(symbol)
        guard !text.isEmpty else { return [] }
        return Currency.all.filter { currency in
            currency.code == text.uppercased() || currency.symbol == text || currency.otherPrefixes.contains(text)
                || currency.suffixes.contains(text)
        }
    }

    /// The group's currency and what one unit of `amount` is in it: a minor unit of `currencyCode`,
    /// or a hundredth for an export with only a symbol.
    private static func currency(
        of root: [String: JSONValue], given: Currency?
    ) throws(SettleError) -> (Currency, Decimal) {
        if let code = try optionalString(.object(root), "currencyCode"), !TextNormalizer.trimmed(code).isEmpty {
            let currency: Currency
            do { currency = try Currency(code: code) } catch { throw .money(error) }
            if let given, given != currency { throw .currencyConflict(export: currency, given: given) }
            return (currency, currency.minorUnit)
        }
        let hundredth = Decimal(sign: .plus, exponent: -2, significand: 1)
        let symbol = try optionalString(.object(root), "currency") ?? ""
        let candidates = currencies(ofSymbol: symbol)
        if candidates.count == 1 {
            if let given, given != candidates[0] { throw .currencyConflict(export: candidates[0], given: given) }
            return (candidates[0], hundredth)
        }
        guard let given else { throw .currencySymbol(symbol, candidates: candidates) }
        return (given, hundredth)
    }

    /// One expense of the export.
    private static func expense(
        _ value: JSONValue, number: Int, names: [String: String], currency: Currency, scale: Decimal
    ) throws(SettleError) -> Expense {
        let minor: Decimal
        switch try field(value, "amount") {
        case .number(let number):
            let exact: ExactDecimal
            do { exact = try ExactDecimal(number) } catch { throw .money(error) }
            guard exact.isMultiple(of: .one) else { throw .notWholeMinorUnits(MoneyFormat.plain(number)) }
            minor = number
        case .string(let text): throw .amountIsText(text)
        case let other: throw .notWholeMinorUnits(other.text)
        }
        let payerID = try string(value, "paidById", in: "")
        guard let payer = names[payerID] else { throw .noParticipant(payerID) }
        let mode = try optionalString(value, "splitMode")
        guard mode.map({ ["EVENLY", "BY_SHARES", "BY_PERCENTAGE", "BY_AMOUNT"].contains($0) }) ?? true else {
            throw .unknownSplitMode(mode ?? "")
        }
        var sharers: [Part] = []
        for (offset, paidFor) in try array(value, "paidFor").enumerated() {
            let path = "paidFor[\(offset)]"
            let id = try string(paidFor, "participantId", in: path)
            guard let name = names[id] else { throw .noParticipant(id) }
            var shares = Decimal(1)
            if mode != "EVENLY" {
                switch try optionalField(paidFor, "shares", in: path) {
                case nil, .null?: if mode != nil { throw .malformedJSON(path: path + ".shares", problem: .missing) }
                case .number(let number)?: shares = number
                case .some: throw .malformedJSON(path: path + ".shares", problem: .wrongKind)
                }
            }
            guard shares >= 0 else { throw .invalidWeight(MoneyFormat.plain(shares), person: name) }
            guard !sharers.contains(where: { $0.name == name }) else { throw .listedTwice(name) }
            if shares > 0 { sharers.append(Part(name, .weight(shares))) }
        }
        guard !sharers.isEmpty else { throw .noShares }
        let title = try Group.importedLabel(try optionalString(value, "title") ?? "")
        // Below 10^15 of the currency, as a group file's and a Splitwise export's amounts; named as an amount of
        // it, signed as the export has it (income negative), since minor units would misstate the limit.
        do { try Bounds.validate(minor * scale) } catch { throw .money(error) }
        let amount = Money(abs(minor) * scale, currency)
        let id = number
        if try optionalBool(value, "isReimbursement") == true, sharers.count == 1 {
            guard sharers[0].name != payer else { throw .paymentToSelf(payer) }
            return minor < 0
                ? .repayment(id: id, from: sharers[0].name, to: payer, amount: amount)
                : .repayment(id: id, from: payer, to: sharers[0].name, amount: amount)
        }
        if minor < 0 {
            // Income: the payer received it for the sharers; the mirror image has the same balances.
            return Expense(id: id, label: title, amount: amount, payers: sharers, sharers: [Part(payer)])
        }
        return Expense(id: id, label: title, amount: amount, payers: [Part(payer)], sharers: sharers)
    }

    // MARK: - Reading JSON values, naming where one is missing or of the wrong kind

    private static func optionalField(
        _ value: JSONValue, _ key: String, in path: String = ""
    ) throws(SettleError) -> JSONValue? {
        guard case .object(let object) = value else { throw .malformedJSON(path: path, problem: .wrongKind) }
        return object[key]
    }

    private static func field(_ value: JSONValue, _ key: String, in path: String = "") throws(SettleError) -> JSONValue {
        guard let found = try optionalField(value, key, in: path), found != .null else {
            throw .malformedJSON(path: joined(path, key), problem: .missing)
        }
        return found
    }

    private static func string(_ value: JSONValue, _ key: String, in path: String) throws(SettleError) -> String {
        guard case .string(let text) = try field(value, key, in: path) else {
            throw .malformedJSON(path: joined(path, key), problem: .wrongKind)
        }
        return text
    }

    private static func optionalString(_ value: JSONValue, _ key: String) throws(SettleError) -> String? {
        switch try optionalField(value, key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case .some: throw .malformedJSON(path: key, problem: .wrongKind)
        }
    }

    private static func optionalBool(_ value: JSONValue, _ key: String) throws(SettleError) -> Bool? {
        switch try optionalField(value, key) {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case .some: throw .malformedJSON(path: key, problem: .wrongKind)
        }
    }

    private static func array(_ value: [String: JSONValue], _ key: String) throws(SettleError) -> [JSONValue] {
        try array(.object(value), key)
    }

    private static func array(_ value: JSONValue, _ key: String) throws(SettleError) -> [JSONValue] {
        guard case .array(let items) = try field(value, key) else { throw .malformedJSON(path: key, problem: .wrongKind) }
        return items
    }

    private static func joined(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
}
