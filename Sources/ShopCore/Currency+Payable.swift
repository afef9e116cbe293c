#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Currency {
    /// Refuses `amount`, an amount to pay (a price, a total, a bill), when it is
    /// finer than the currency's minor unit: the one rule of every command that
    /// reads one (`discount`, `tax`, `points`, `split`, `cart`, `settle`).
    ///
    /// ```
    /// amount      | JPY (1)            | USD (0.01)         | KWD (0.001)
    /// ------------+--------------------+--------------------+------------
    /// 9800        | yes                | yes                | yes
    /// 9.8         | notPayable         | yes                | yes
    /// 9.800       | notPayable (9,800?)| yes                | yes
    /// 0.005       | notPayable         | notPayable         | yes
    /// ```
    ///
    /// A unit price (`compare`) or a calculator's result may be finer; they are not paid as such.
    /// - Parameters:
    ///   - amount: The amount read.
    ///   - text: The amount as it was given, for the error.
    /// - Throws: ``ShopCoreError/notPayable(_:currency:)``; what ``Bounds`` refuses.
    public func checkPayable(_ amount: Decimal, text: String) throws(ShopCoreError) {
        try checkPayable(try Bounds.validated(amount, named: text), text: text)
    }

    /// Whether `amount` is a whole number of the minor unit: ``checkPayable(_:text:)``'s rule as a
    /// test, for a reader that words its own error (an amount past the exact range is not payable).
    package func isPayable(_ amount: Decimal) -> Bool {
        (try? ExactDecimal(amount))?.isMultiple(of: minorUnitExact) == true
    }

    /// ``checkPayable(_:text:)`` of an exact amount.
    package func checkPayable(_ amount: ExactDecimal, text: @autoclosure () -> String) throws(ShopCoreError) {
        guard amount.isMultiple(of: minorUnitExact) else { throw .notPayable(text(), currency: self) }
    }
}
