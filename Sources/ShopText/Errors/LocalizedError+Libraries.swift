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
// `errorDescription` is its `text(in:)` in `Language.current`, read each time
// it is asked: the language the code running now chose (`Language.using`),
// else the app's (`Language.preferred`), else the first of the system's
// preferred languages shoptools speaks, else English. The environment (`LANG`)
// is the command line's choice, which it makes with `Language.using`. An app
// that words one error in a language of its own wraps it in `LocalizedFailure`
// or asks `error.localizedDescription(in:)`.
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
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension BargainError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension WarikanError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension BillError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension CartError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension CalcError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension AmountInputError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension TaxError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension SettleError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension LineFileError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension PointsError: LocalizedError {
    /// ``text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}
