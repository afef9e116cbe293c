import Points
import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A campaign and a set of campaigns as an app stores them: snake_case keys, read back equal, and a
/// campaign that cannot be refused when it is read.
@Suite struct PointCampaignCodableTests {
    @Test func aCampaignIsWrittenWithSnakeCaseKeysAndReadsBack() throws {
        let campaign = try PointCampaign(
            parsing: "15%,cap=1000,period-cap=3000,day-cap=2000,from=2026-01-05,until=2026-01-31,exclude=tobacco+金券,name=足利市")
        let json =
            #"{"rule":"15%,cap=1000,name=足利市","period_cap":"3000","day_cap":"2000","from":"2026-01-05","#
            + #""until":"2026-01-31","exclude":["tobacco","金券"]}"#
        #expect(try JSONWriter.encoded(campaign) == json)
        #expect(try JSONDecoder().decode(PointCampaign.self, from: Data(json.utf8)) == campaign)
    }

    @Test func campaignsKeepHowTheyCombine() throws {
        let set = try PointCampaigns(
            [try PointCampaign(parsing: "50%"), try PointCampaign(parsing: "20%,only=ota10")], combination: .best,
            combinedCap: try Percentage(parsing: "66.5"))
        let json = #"{"campaigns":[{"rule":"50%"},{"rule":"20%","only":["ota10"]}],"combine":"best","combined_cap":"66.5"}"#
        #expect(try JSONWriter.encoded(set) == json)
        #expect(try JSONDecoder().decode(PointCampaigns.self, from: Data(json.utf8)) == set)
    }

    @Test func aCampaignThatCannotBeIsRefusedWhenRead() {
        let json = #"{"rule":"15%,cap=5000","period_cap":"3000"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PointCampaign.self, from: Data(json.utf8)) }
    }
}
