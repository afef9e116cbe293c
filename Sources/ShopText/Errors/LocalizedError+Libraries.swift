import Bargain
import Calculator
import Cart
import Points
import Settle
import ShopCore
import Tax
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - The libraries' errors as an app shows them
//
// Every public error type of the libraries is a `LocalizedError` whose
// `errorDescription` is its `text(in:)` in the language of the process
// environment (`Language.fromEnvironment()`, read each time it is asked, so
// there is no state to share between threads). An app that chooses its
// language itself wraps the error in `LocalizedFailure` or asks
// `error.localizedDescription(in:)`.
//
// The conformances are declared here rather than in each library because
// the Japanese words live here, and ShopText depends on the libraries, not
// the other way round. They need no `@retroactive`: the error types are in
// the same package as ShopText, which alone can add these conformances, so
// they cannot clash with one added later elsewhere (the compiler refuses
// `@retroactive` inside a package). App code declares no conformance at all:
// it depends on the ShopText product, and `import ShopText` brings the
// `errorDescription` of every library error.

extension ShopCoreError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension BargainError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension WarikanError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension BillError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension CartError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension CalcError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension AmountInputError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension TaxError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension SettleError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension LineFileError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}

extension PointsError: LocalizedError {
    /// ``text(in:)`` in the environment's language (see ``Language/fromEnvironment()``).
    public var errorDescription: String? { text(in: .fromEnvironment()) }
}
