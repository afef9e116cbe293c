import Cart
import Foundation
import Settle
import ShopCore
import Testing

/// The group file's format is shown in five places: the reader's doc comment
/// (`Group+Reading.swift`), `settle --help` in each language, the README in
/// each language and the Settle catalog. These tests hold the copies to the
/// one reader and to each other: every example reads without error, and the
/// READMEs show the example trip (`Examples/trip/trip.txt`) as it is.
@Suite struct GroupFileDocsTests {
    static let root = Shoptools.packageRoot

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of the fenced block (```` ```text ```` or ```` ``` ````) that holds `marker`.
    static func fencedBlock(in text: String, containing marker: String, prefix: String = "") throws -> String {
        var blocks: [[String]] = []
        var current: [String]?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard raw.hasPrefix(prefix) else { continue }
            let line = String(raw.dropFirst(prefix.count))
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(open)
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return try #require(blocks.first { $0.contains { $0.contains(marker) } }).joined(separator: "\n") + "\n"
    }

    /// The group file shown in `settle --help` in `language`: the indented lines after its heading.
    static func helpExample(_ language: String) throws -> String {
        let help = try text("Sources/ShoptoolsCLI/Commands/Settle/SettleHelp.swift")
        let heading = language == "en" ? "The group file (one thing a line" : "グループのファイル（1行に1つ"
        let after = try #require(help.range(of: heading)).upperBound
        let lines = help[after...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("                      ") }
        return lines.map { String($0.dropFirst(22)) }.joined(separator: "\n") + "\n"
    }

    struct Copy: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let read: @Sendable () throws -> String
    }

    static let copies: [Copy] = [
        Copy(testDescription: "Group+Reading.swift") {
            try fencedBlock(in: try text("Sources/Settle/Group+Reading.swift"), containing: "people Aki", prefix: "    /// ")
        },
        Copy(testDescription: "settle --help") { try helpExample("en") },
        Copy(testDescription: "settle --help --lang ja") { try helpExample("ja") },
        Copy(testDescription: "README.md") { try fencedBlock(in: try text("README.md"), containing: "A weekend in Hakone") },
        Copy(testDescription: "README.ja.md") {
            try fencedBlock(in: try text("README.ja.md"), containing: "A weekend in Hakone")
        },
        Copy(testDescription: "Settle.docc") {
            let swift = try fencedBlock(in: try text("Sources/Settle/Settle.docc/Settle.md"), containing: "Group(reading:")
            let body = try #require(swift.split(separator: "\"\"\"").dropFirst().first)
            return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n") + "\n"
        },
    ]

    @Test(arguments: copies)
    func everyExampleReadsWithTheOneReader(_ copy: Copy) throws {
        let example = try copy.read()
        #expect(example.split(separator: "\n").count >= 3)
        let bill = try Array(Data(contentsOf: Self.root.appendingPathComponent("Examples/trip/izakaya.bill")))
        var cart = Cart(currency: .jpy)
        try cart.add(try Cart.Item(amount: Money(1000, .jpy)))
        let group = try Group(reading: example, attachment: { _ in bill }, cart: { _ in cart })
        #expect(!group.people.isEmpty)
        #expect(!group.expenses.isEmpty)
    }

    @Test func theReadmesShowTheExampleTripAsItIs() throws {
        let trip = try Self.text("Examples/trip/trip.txt")
        #expect(try Self.fencedBlock(in: try Self.text("README.md"), containing: "A weekend in Hakone") == trip)
        #expect(try Self.fencedBlock(in: try Self.text("README.ja.md"), containing: "A weekend in Hakone") == trip)
    }
}
