import ShopCore
import TestSupport
import Testing

/// The big integer under ``Fraction``: differences worked by hand across limbs, and a
/// difference below zero stops the program instead of wrapping to a wrong value.
@Suite struct BigUIntTests {
    @Test func differencesBorrowAcrossLimbs() {
        let twoTo64 = BigUInt(UInt128(1) << 64)
        let difference = twoTo64 - .one
        #expect(difference.decimalDigits == "18446744073709551615")
        #expect(difference.limbs == [0xFFFF_FFFF, 0xFFFF_FFFF])
        difference._checkInvariants()
        #expect((BigUInt(1000) - BigUInt(1000)).isZero)
        #expect((BigUInt(1000) - BigUInt(1000)).limbs == [])
        // 10^40 − (10^40 − 1) = 1: the leading limbs all cancel.
        let big = BigUInt.powerOfTen(40)
        let oneLess = big - .one
        #expect(oneLess.decimalDigits == String(repeating: "9", count: 40))
        #expect(big - oneLess == .one)
        (big - oneLess)._checkInvariants()
    }

    @Test func aDifferenceBelowZeroStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { _ = BigUInt(3) - BigUInt(5) }
    }

    @Test func aDifferenceBelowZeroWithMoreLimbsOnTheRightStopsTheProgram() async {
        // 5 − 2^32: the right side has a limb the left side has not.
        await #expect(processExitsWith: .failure) { _ = BigUInt(5) - BigUInt(UInt128(1) << 32) }
    }

    @Test func debugBuildsCheckTheInvariants() {
        #if DEBUG
        #expect(shopCoreInternalChecks)
        #endif
    }
}
