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
    /// - Throws: ``SettleError/money(_:)`` with ``/ShopCore/ShopCoreError/unsafeName(_:scalar:)``.
    static func importedLabel(_ label: String) throws(SettleError) -> String {
        if let scalar = DisplayText.firstUnsafeScalar(in: label) { throw .money(.unsafeName(label, scalar: scalar)) }
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
        for text in given {
            let trimmed = TextNormalizer.trimmed(text)
            guard let separator = trimmed.firstIndex(where: { $0 == "=" || $0 == " " }) else {
                throw .expected(.rate, found: text)
            }
            let currency: Currency
            do { currency = try Currency(code: String(trimmed[..<separator])) } catch { throw .money(error) }
            let rate = try GroupReader.rate(TextNormalizer.trimmed(String(trimmed[trimmed.index(after: separator)...])))
            guard currency != self.currency else { throw .rateOfOwnCurrency(currency) }
            guard rates[currency.code] == nil else { throw .rateGivenTwice(currency.code) }
            rates[currency.code] = rate
        }
    }
}
