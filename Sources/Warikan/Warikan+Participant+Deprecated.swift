import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// 0.1.0's participant (`name` and `basis: .weight(_:)`/`.fixed(_:)`), kept for
// one minor version over ShopCore's one model of a share, so that code written
// against 0.1 still compiles (with a warning naming the new spelling).

extension Share {
    /// How a participant's part is decided, as 0.1.0 named it: a share's ``/ShopCore/Share/Portion``.
    @available(*, deprecated, renamed: "Portion")
    public typealias Basis = Portion

    /// A participant by name and basis, as 0.1.0 made one (`Participant(name: "Boss", basis: .weight(2))`).
    ///
    /// Disfavoured, so that `Cart.Sharer(name:)` (the same type, read by Cart) is
    /// chosen wherever both modules are imported.
    @available(*, deprecated, renamed: "init(_:_:)")
    @_disfavoredOverload
    public init(name: String, basis: Portion = .weight(1)) {
        self.init(.named(name), basis)
    }

    /// How this participant's part is decided, as 0.1.0 named it: ``/ShopCore/Share/portion``.
    @available(*, deprecated, renamed: "portion")
    public var basis: Portion {
        get { portion }
        set { portion = newValue }
    }
}

extension Share.Portion {
    /// Exactly this amount, as 0.1.0 named it: ``/ShopCore/Share/Portion/amount(_:)``.
    @available(*, deprecated, renamed: "amount")
    public static func fixed(_ amount: Decimal) -> Share.Portion { .amount(amount) }
}

extension Warikan.Payment {
    /// How this payment's part was decided, as 0.1.0 named it: ``portion``.
    @available(*, deprecated, renamed: "portion")
    public var basis: Share.Portion { portion }
}
