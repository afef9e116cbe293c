import ShopCore
import TestSupport
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one model of a person's share and its one reader.
@Suite struct ShareTests {
    @Test func readsEveryForm() throws {
        #expect(try Share.Spec("Aki") == Share.Spec("  Aki "))
        #expect(try Share.Spec("Aki").value == nil)
        #expect(try Share.Spec("Aki:2").value == .weight("2"))
        #expect(try Share.Spec("Yui=3000").value == .amount("3000"))
        #expect(try Share.Spec("Ren=75%").value == .percent("75%"))
        #expect(try Share.Spec("Ren＝７５％").value == .percent("75%"))
        #expect(throws: ShopCoreError.malformedShare("A:1:2")) { try Share.Spec("A:1:2") }
        #expect(throws: ShopCoreError.malformedShare("=5")) { try Share.Spec("=5") }
    }

    @Test func aPersonOfAHeadCountIsANumberNotAName() {
        let third = Share(number: 3)
        #expect(third.person == .number(3))
        #expect(third.number == 3)
        #expect(third.name == "person 3")
        #expect(Share("Aki", weight: 2).description == "Aki:2")
    }

    @Test func codableKeepsThePortion() throws {
        for share in [
            Share("Aki", weight: 2), Share("Yui", .amount(3000)), Share(number: 2), Share("Ren", .percent(try Percentage(75))),
        ] {
            let data = try JSONEncoder().encode(share)
            #expect(try JSONDecoder().decode(Share.self, from: data) == share)
        }
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(String(decoding: try sorted.encode(Share("Aki", weight: 2)), as: UTF8.self) == #"{"name":"Aki","weight":"2"}"#)
    }
}
