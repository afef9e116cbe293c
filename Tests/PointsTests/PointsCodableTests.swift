import Points
import ShopCore
import Tax
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Points earned, and points against an offer, each have one JSON shape: the one `points --json`
/// prints, written in its order, and what an app's plain `JSONEncoder` writes.
@Suite struct PointsCodableTests {
    @Test func pointsAreWhatPointsJSONPrints() throws {
        let earned = try PointsEarned(try purchase([10000], spent: 500), rules: [try PointRule(parsing: "5%,cap=100")])
        let json =
            #"{"currency":"JPY","paid":"9500","points_spent":"500","programs":[{"name":"5%,cap=100","rule":"5%,cap=100","#
            + #""base":"9500","points":"100","capped":true}],"points":"100","value":"100","effective_price":"9400","#
            + #""effective_rate":"0.99","effective_rate_rounded":true}"#
        #expect(try JSONWriter.encoded(earned) == json)
        #expect(try JSONText.plainTree(earned) == JSONText.tree(json))
    }

    @Test func againstAnOfferAddsWhatItComparesAfterThePoints() throws {
        let earned = try PointsEarned(try purchase([10000]), rules: [try PointRule(parsing: "20%")])
        let comparison = try PointsComparison(earned, againstDiscount: try Percentage(20))
        let json =
            #"{"currency":"JPY","paid":"10000","programs":[{"name":"20%","rule":"20%","base":"10000","points":"2000","#
            + #""capped":false}],"points":"2000","value":"2000","effective_price":"8000","effective_rate":"16.67","#
            + #""effective_rate_rounded":true,"against":{"price":"8000","rate":"20","points_cost":"8333.33","#
            + #""cheaper":"offer","difference":"333.33"}}"#
        #expect(try JSONWriter.encoded(comparison) == json)
        #expect(try JSONText.plainTree(comparison) == JSONText.tree(json))
    }

    @Test func theProgramsAreSpelledAsTheJSONSpellsThem() throws {
        let earned = try PointsEarned(
            try purchase([1990]), rules: [try PointRule(parsing: "1%"), try PointRule(parsing: "0.5%")])
        #expect(earned.programs.map(\.points) == [19, 9])
        let program: PointsEarned.Program = try #require(earned.programs.first)
        #expect(program.rule.ruleText == "1%")
    }
}
