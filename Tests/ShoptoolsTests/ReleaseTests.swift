import Foundation
import Testing

/// The version the binary reports is the release the CHANGELOG names last, and the one the READMEs' dependency line
/// asks for.
@Suite struct ReleaseTests {
    static func text(_ name: String) throws -> String {
        try String(contentsOf: Shoptools.packageRoot.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theVersionIsTheChangelogsLastRelease() throws {
        let reported = Shoptools.run(["--version"]).stdout
        let changelog = try Self.text("CHANGELOG.md")
        let release = try #require(changelog.firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}\n/))
        #expect(reported == "shoptools \(release.output.1)\n")
        for readme in ["README.md", "README.ja.md"] {
            #expect(try Self.text(readme).contains(#"from: "\#(release.output.1)""#), "\(readme)")
        }
        #expect(try Self.text("CHANGELOG.ja.md").contains("## [\(release.output.1)]"))
    }
}
