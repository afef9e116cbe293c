import Foundation
import Points
import ShopCore
import Testing
import Warikan

/// The file formats' examples in the docs read with the one reader of their format: a fenced block
/// marked `bill` is a bill (`Warikan.Bill(reading:currency:)`), one marked `rules` a point rule file
/// (`PointRuleFile.rules(bytes:)`).
///
/// A line `…` stands for lines left out, and is left out.
@Suite struct FormatDocsTests {
    /// A block of a page marked with a format.
    struct Example: Sendable, CustomTestStringConvertible {
        let page: String
        let line: Int
        let format: String
        let text: String
        var testDescription: String { "\(page) line \(line) (\(format))" }
    }

    static let examples: [Example] = DocPages.all.flatMap { page in
        DocPages.blocks(in: (try? DocPages.text(page)) ?? "").compactMap { block -> Example? in
            guard ["bill", "rules"].contains(block.info) else { return nil }
            let text = block.lines.filter { $0 != "…" }.joined(separator: "\n") + "\n"
            return Example(page: page, line: block.line, format: block.info, text: text)
        }
    }

    @Test func theFormatsPagesHoldExamplesOfEachFormat() {
        for page in ["docs/formats.md", "docs/formats.ja.md"] {
            #expect(Set(Self.examples.filter { $0.page == page }.map(\.format)) == ["bill", "rules"], "\(page)")
        }
    }

    @Test(arguments: examples)
    func eachExampleReadsWithItsFormatsReader(_ example: Example) throws {
        switch example.format {
        case "bill":
            let bill = try Warikan.Bill(reading: example.text, currency: .jpy)
            #expect(bill.people.count >= 2)
            #expect(bill.items.count >= 3)
        default:
            let rules = try PointRuleFile.rules(bytes: Array(example.text.utf8))
            #expect(rules.count >= 2)
        }
    }
}
