import Bargain
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

@Suite struct SliderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let position: String, snapped: String
        var testDescription: String { "\(position) → \(snapped)" }
    }

    static let named: [Case] = [
        Case(position: "0", snapped: "0.05"),
        Case(position: "0.049", snapped: "0.05"),
        Case(position: "0.05", snapped: "0.05"),
        Case(position: "0.0999", snapped: "0.05"),
        Case(position: "0.1", snapped: "0.1"),
        Case(position: "0.35", snapped: "0.35"),  // float made this 0.3
        Case(position: "0.37", snapped: "0.35"),
        Case(position: "0.949", snapped: "0.9"),
        Case(position: "0.95", snapped: "0.95"),
        Case(position: "0.999", snapped: "0.95"),
        Case(position: "1", snapped: "0.95"),
    ]

    @Test(arguments: named)
    func snapsNamedPositions(_ row: Case) throws {
        #expect(try Slider.snap(Decimal(string: row.position)!) == Decimal(string: row.snapped)!)
    }

    /// At and just below every step k/20: the step itself, or the one below it (clamped).
    @Test(arguments: 1...20)
    func snapsAroundEveryStep(_ k: Int) throws {
        let step = Decimal(k) / 20
        let justBelow = step - Decimal(string: "0.000000000001")!
        let clamp = { (value: Decimal) in min(max(value, Decimal(string: "0.05")!), Decimal(string: "0.95")!) }
        #expect(try Slider.snap(step) == clamp(step))
        #expect(try Slider.snap(justBelow) == clamp(Decimal(k - 1) / 20))
    }

    @Test func refusesPositionsOutsideZeroToOne() {
        #expect(throws: BargainError.sliderOutOfRange(Decimal(string: "1.01")!)) { try Slider.snap(Decimal(string: "1.01")!) }
        #expect(throws: BargainError.sliderOutOfRange(-1)) { try Slider.snap(-1) }
        #expect(BargainError.sliderOutOfRange(Decimal(string: "1.5")!).description == "slider position 1.5 is outside 0–1")
    }
}
