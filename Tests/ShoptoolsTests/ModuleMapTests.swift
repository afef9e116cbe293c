import Foundation
import Testing

/// ARCHITECTURE.md's table of modules (and ARCHITECTURE.ja.md's) says which module may use which; these tests
/// hold it to `Package.swift`, the source, and every `import` of the package's own modules to it.
@Suite struct ModuleMapTests {
    /// Each target under `Sources/` and the targets it depends on, as `Package.swift` declares them.
    static func declared() throws -> [String: Set<String>] {
        let package = try DocPages.text("Package.swift")
        let sources = Set(
            try FileManager.default.contentsOfDirectory(atPath: DocPages.root.appendingPathComponent("Sources").path))
        var targets: [String: Set<String>] = [:]
        let target = /\.(?:target|executableTarget)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/
        for match in package.matches(of: target) where sources.contains(String(match.output.1)) {
            let dependencies = (match.output.2.map(String.init) ?? "").matches(of: /"(\w+)"/).map { String($0.output.1) }
            targets[String(match.output.1)] = Set(dependencies)
        }
        return targets
    }

    /// The table of a page (the one whose header starts `| module |` or `| モジュール |`): each row's
    /// module and the modules it may use (`—`: none).
    static func table(in page: String) throws -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        let lines = try DocPages.text(page).split(separator: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("| module |") || $0.hasPrefix("| モジュール |") })
        for line in lines[(header + 2)...].prefix(while: { $0.hasPrefix("|") }) {
            guard let row = line.wholeMatch(of: /\| `(\w+)` \| [^|]+ \| ([^|]+) \|/) else { continue }
            let uses = row.output.2.matches(of: /`(\w+)`/).map { String($0.output.1) }
            rows[String(row.output.1)] = Set(uses)
        }
        return rows
    }

    @Test(arguments: ["ARCHITECTURE.md", "ARCHITECTURE.ja.md"])
    func theTableOfModulesIsPackageSwifts(_ page: String) throws {
        let declared = try Self.declared()
        #expect(declared.count >= 12)
        #expect(declared["Cart"] == ["ShopCore", "ShopFiles", "Bargain", "Tax", "Warikan", "Points"])
        #expect(try Self.table(in: page) == declared)
    }

    /// A module imports only the modules of the package it may use.
    @Test func noModuleImportsAModuleOutsideItsRow() throws {
        let declared = try Self.declared()
        let sources = DocPages.root.appendingPathComponent("Sources")
        let importLine = /(?m)^\s*(?:@\w+\s+)*import\s+(\w+)/
        var checked = 0
        for (module, uses) in declared {
            let folder = sources.appendingPathComponent(module)
            for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for match in text.matches(of: importLine) {
                    let imported = String(match.output.1)
                    guard declared[imported] != nil else { continue }
                    checked += 1
                    #expect(uses.contains(imported), "\(module)/\(path) imports \(imported), which its row does not list")
                }
            }
        }
        #expect(checked > 100)
    }
}
