import Foundation
import Testing

/// A cart item has one JSON shape in `cart list --json` and `cart receipt --json`:
/// `tax` and `basis` only for a taxed item, `for` for an item for some people,
/// `original` and `off` for a discounted one; the receipt adds `line_total` and `reduced`.
@Suite struct CartItemJSONTests {
    let temporary: TemporaryFolder
    var cart: String { temporary.path + "/cart.json" }

    init() throws { temporary = try TemporaryFolder() }

    func run(_ arguments: [String]) -> Run {
        Shoptools.run(["cart"] + arguments + ["--cart", cart])
    }

    @Test func anItemOutsideTaxHasNoTaxKeysInTheListOrTheReceipt() {
        _ = run(["add", "498", "--off", "30%", "--off", "10%", "--label", "shirt", "--for", "Aki:2,Ren"])
        _ = run(["add", "218", "--tax", "10", "--included"])
        let list = run(["list", "--json"]).stdout
        let receipt = run(["receipt", "--json"]).stdout
        #expect(
            list.contains(
                #""items":[{"index":1,"label":"shirt","qty":1,"amount":"313","for":"Aki:2,Ren","original":"498","off":["30%","10%"]},"#
                    + #"{"index":2,"label":null,"qty":1,"amount":"218","tax":"10","basis":"included"}]"#), "\(list)")
        #expect(
            receipt.contains(
                #""items":[{"index":1,"label":"shirt","qty":1,"amount":"313","line_total":"313","reduced":false,"for":"Aki:2,Ren","#
                    + #""original":"498","off":["30%","10%"]},"#
                    + #"{"index":2,"label":null,"qty":1,"amount":"218","line_total":"218","tax":"10","basis":"included","reduced":false}]"#
            ),
            "\(receipt)")
        #expect(!receipt.contains("null,\"basis\""))
    }
}
