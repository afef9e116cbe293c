import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one bound of ShopCore (``/ShopCore/Bounds/maximumAmount``, 10^15), held for what a settlement computes.
extension Settlement {
    /// Refuses a settlement with a figure of 10^15 or more in its currency, as every amount read is refused:
    /// no input reaches the bound, and no sum of them may either.
    ///
    /// The figures, in the order they are checked: each person's balance (exact and rounded), then each
    /// person's paid, share, paid back and received back, each conversion's result, each transfer and each
    /// rest. The first one that reaches the bound is named, unlocated: it is a sum over the group, no one
    /// line's fault.
    ///
    /// ```
    /// lines (people A B, JPY)                      | result
    /// ---------------------------------------------+--------------------------------------------
    /// 999999999999998 paid by A for B; 1 the same  | settled: B → A ¥999,999,999,999,999
    /// 999999999999999 paid by A for B; 1 the same  | tooLarge(¥1,000,000,000,000,000): a balance
    /// 999999999999999 paid by A for A B, twice     | money(.tooLarge("1999999999999998")): paid
    /// €10000000000000 @ 100 paid by A B for A B    | money(.tooLarge("1000000000000000")): the
    ///                                              |   conversion, though every balance is 0
    /// ```
    /// - Throws: ``SettleError/tooLarge(_:)`` for a balance, ``SettleError/money(_:)`` with
    ///   ``/ShopCore/ShopCoreError/tooLarge(_:)`` naming any other figure by its ``/ShopCore/Money/machineText``.
    func checkBounds() throws(SettleError) {
        let limit = Fraction(Bounds.maximumExact)
        for person in people where person.exact.balance.magnitude >= limit || !Self.isBelowBound(person.balance) {
            throw .tooLarge(person.balance)
        }
        // Each figure in turn, without an array of them: a list of pairs, or of key paths, is a type
        // made at run time, which a short file's settling would pay for.
        func check(_ exact: Fraction, _ shown: Money) throws(SettleError) {
            if exact.magnitude >= limit || !Self.isBelowBound(shown) { throw .money(.tooLarge(shown.machineText)) }
        }
        for person in people {
            try check(person.exact.paid, person.paid)
            try check(person.exact.share, person.share)
            try check(person.exact.paidBack, person.paidBack)
            try check(person.exact.receivedBack, person.receivedBack)
        }
        func check(_ amount: Money) throws(SettleError) {
            if !Self.isBelowBound(amount) { throw .money(.tooLarge(amount.machineText)) }
        }
        for conversion in conversions { try check(conversion.exact) }
        for transfer in transfers { try check(transfer.amount) }
        for rest in rests { try check(rest.amount) }
    }

    /// Whether `money`'s magnitude is below the bound.
    private static func isBelowBound(_ money: Money) -> Bool {
        guard let exact = try? ExactDecimal(money.amount) else { return false }
        return exact.absolute < Bounds.maximumExact
    }
}
