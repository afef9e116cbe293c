import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every import (``Splitwise``, ``Spliit``) checks the same way a group file does.
extension Group {
    /// `name` as one more of `people`: checked by the one rule for a name from any source
    /// (``/ShopCore/DisplayText/checkedName(_:)``: trimmed, not blank, no control or
    /// bidirectional character), and not the same as, or differing only in case from, one before it.
    /// - Throws: ``SettleError/money(_:)`` with the name's fault, ``SettleError/duplicateName(_:)``,
    ///   ``SettleError/namesDifferOnlyInCase(_:_:)``.
    static func importedPerson(_ name: String, after people: [String]) throws(SettleError) -> String {
        let checked: String
        do { checked = try DisplayText.checkedName(name) } catch { throw .money(error) }
        guard !people.contains(checked) else { throw .duplicateName(checked) }
        if let other = people.first(where: { $0.lowercased() == checked.lowercased() }) {
            throw .namesDifferOnlyInCase(other, checked)
        }
        return checked
    }

    /// An expense's label from an export or a group file: trimmed, and without a character that must not reach a
    /// terminal (the name rule's ``/ShopCore/DisplayText/firstUnsafeScalar(in:)``); it may be empty.
    /// - Throws: ``SettleError/money(_:)`` with ``/ShopCore/ShopCoreError/unsafeLabel(_:scalar:)``.
    static func importedLabel(_ label: String) throws(SettleError) -> String {
        // Printable ASCII, spaces only inside: nothing unsafe, nothing to trim (a group file's labels, mostly).
        let bytes = label.utf8
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) }), bytes.first != 0x20, bytes.last != 0x20 { return label }
        if let scalar = DisplayText.firstUnsafeScalar(in: label) { throw .money(.unsafeLabel(label, scalar: scalar)) }
        return TextNormalizer.trimmed(label)
    }

    /// Adds the rates given beside an export, each `CODE=RATE` (or `CODE RATE`): the value of one
    /// unit of that currency in the group's (`EUR=162.35` in a JPY group).
    ///
    /// An export carries no rates;
    /// with them, amounts in other currencies are converted instead of settled a currency at a time,
    /// and settling by ``SettleOptions/Currencies/separatelyWithoutRates`` refuses a currency of the
    /// export given no rate (``SettleError/noRate(_:)``), as a group file does: rates are all or none.
    /// - Throws: ``SettleError/expected(_:found:)`` for text that is not `CODE=RATE`,
    ///   ``SettleError/money(_:)`` for an unknown code, ``SettleError/invalidRate(_:)``,
    ///   ``SettleError/rateOfOwnCurrency(_:)``, ``SettleError/rateGivenTwice(_:)``.
    public mutating func addRates(_ given: [String]) throws(SettleError) {
        var read: [ExchangeRate] = []
        for text in given { read.append(try ExchangeRate(parsing: text)) }
        try addRates(read)
    }

    /// Adds `given`, each read from its text already (``ExchangeRate/init(parsing:)``), as
    /// ``addRates(_:)-([String])`` does.
    /// - Throws: ``SettleError/rateOfOwnCurrency(_:)``, ``SettleError/rateGivenTwice(_:)``.
    public mutating func addRates(_ given: [ExchangeRate]) throws(SettleError) {
        for rate in given {
            guard rate.currency != currency else { throw .rateOfOwnCurrency(rate.currency) }
            guard rates[rate.currency.code] == nil else { throw .rateGivenTwice(rate.currency.code) }
            rates[rate.currency.code] = rate.value
        }
    }
}

/// A rate given beside an export: one unit of ``currency`` is worth ``value`` of the group's currency
/// (`EUR=162.35` in a JPY group).
public struct ExchangeRate: Sendable, Hashable {
    /// The currency converted.
    public let currency: Currency
    /// What one unit of it is worth in the group's currency; above zero.
    public let value: Decimal

    /// Reads `CODE=RATE` (or `CODE RATE`): a known ISO 4217 code and a positive decimal.
    ///
    /// Whatever the group, a text that is no rate is refused here; a rate of the group's own currency, or a
    /// second rate of one currency, is refused when it is added (``Group/addRates(_:)-([ExchangeRate])``).
    /// - Throws: ``SettleError/expected(_:found:)`` for text that is not `CODE=RATE`,
    ///   ``SettleError/money(_:)`` for an unknown code, ``SettleError/invalidRate(_:)``.
    public init(parsing text: String) throws(SettleError) {
        let trimmed = TextNormalizer.trimmed(text)
        guard let separator = trimmed.firstIndex(where: { $0 == "=" || $0 == " " }) else {
            throw .expected(.rate, found: text)
        }
        do { currency = try Currency(code: String(trimmed[..<separator])) } catch { throw .money(error) }
        value = try GroupReader.rate(TextNormalizer.trimmed(String(trimmed[trimmed.index(after: separator)...])))
    }
}

/// The apps whose exports a group reads (``Group/init(reading:from:currency:)``).
public enum GroupExport: String, Sendable, Hashable, CaseIterable {
    /// Splitwise's CSV export, its header in any language Splitwise writes (``Splitwise``).
    case splitwise
    /// Spliit's JSON export (``Spliit``).
    case spliit
}

extension Group {
    /// The group another app's export describes: the one reader of both, as a group file is read
    /// by ``init(reading:named:currency:amount:attachment:cart:asOf:)-(String,_,_,_,_,_,_)``.
    ///
    /// ```swift
    /// let group = try Group(reading: try Data(contentsOf: url), from: .splitwise)
    /// ```
    /// - Parameters:
    ///   - data: the export's bytes (a Splitwise CSV is read as UTF-8, with or without a byte-order mark).
    ///   - export: the app that wrote it.
    ///   - currency: for Splitwise the currency to settle in (nil: the first row's); for Spliit the
    ///     currency the group is in (nil: the export's), needed for an export with neither
    ///     `currencyCode` nor a symbol that names one currency.
    /// - Throws: ``SettleError`` as ``Splitwise`` and ``Spliit`` describe.
    public init(reading data: Data, from export: GroupExport, currency: Currency? = nil) throws(SettleError) {
        switch export {
        case .splitwise: self = try Splitwise.group(of: String(decoding: data, as: UTF8.self), currency: currency)
        case .spliit: self = try Spliit.group(of: data, currency: currency)
        }
    }
}
