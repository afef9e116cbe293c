// Invariant checks of the number types, compiled in on request.
//
// Building with `SHOPCORE_INTERNAL_CHECKS` defined (Package.swift defines it for
// debug builds, so `swift build` and `swift test` check; `-c release` does not)
// makes every value check its own invariants as it is made, and lets the tests
// call `_checkInvariants()` on the values they compute. Without it the calls are
// empty and inlined away, as swift-collections does with `COLLECTIONS_INTERNAL_CHECKS`.
// A failed check is a bug in ShopCore, never a caller's bad value: those throw.

/// Whether ShopCore was built with its invariant checks (`SHOPCORE_INTERNAL_CHECKS`).
#if SHOPCORE_INTERNAL_CHECKS
package let shopCoreInternalChecks = true
#else
package let shopCoreInternalChecks = false
#endif

extension BigUInt {
    #if SHOPCORE_INTERNAL_CHECKS
    /// Stops the program unless the limbs have no leading zero limb (zero has none).
    @inline(never)
    package func _checkInvariants() {
        precondition(limbs.last != 0, "BigUInt: a leading zero limb in \(limbs)")
    }
    #else
    /// Does nothing: ShopCore was built without `SHOPCORE_INTERNAL_CHECKS`.
    @inline(__always)
    package func _checkInvariants() {}
    #endif
}

extension Fraction {
    #if SHOPCORE_INTERNAL_CHECKS
    /// Stops the program unless the value is in lowest terms with a positive
    /// denominator, zero is `0/1` without a sign, and the storage is machine
    /// words exactly when both parts fit them, within ``maximumDigits``.
    @inline(never)
    package func _checkInvariants() {
        switch storage {
        case .small(let n, let d):
            precondition(d != 0, "Fraction: a zero denominator")
            precondition(n != 0 || (d == 1 && !isNegative), "Fraction: zero as \(isNegative ? "-" : "")0/\(d)")
            precondition(Fraction.gcd(n, d) == 1, "Fraction: \(n)/\(d) is not in lowest terms")
        case .large(let n, let d):
            n._checkInvariants()
            d._checkInvariants()
            precondition(n.uint128 == nil || d.uint128 == nil, "Fraction: \(description) kept as big integers")
            precondition(
                n.bitWidth <= Fraction.maximumBits && d.bitWidth <= Fraction.maximumBits,
                "Fraction: more than \(Fraction.maximumDigits) digits")
            precondition(BigUInt.gcd(n, d) == .one, "Fraction: \(description) is not in lowest terms")
        }
    }
    #else
    /// Does nothing: ShopCore was built without `SHOPCORE_INTERNAL_CHECKS`.
    @inline(__always)
    package func _checkInvariants() {}
    #endif
}

extension ExactDecimal {
    #if SHOPCORE_INTERNAL_CHECKS
    /// Stops the program unless the scale is within `0...maxScale` and zero has no sign.
    @inline(never)
    package func _checkInvariants() {
        precondition((0...Self.maxScale).contains(scale), "ExactDecimal: scale \(scale) outside 0...\(Self.maxScale)")
        precondition(!isNegative || magnitude != 0, "ExactDecimal: -0")
    }
    #else
    /// Does nothing: ShopCore was built without `SHOPCORE_INTERNAL_CHECKS`.
    @inline(__always)
    package func _checkInvariants() {}
    #endif
}
