import Foundation
import Testing

/// What Package.swift says about each target is held to every place that says it again by hand.
///
/// Those are the imports of its sources, its README ("Depends on …"), `scripts/docs` (what its
/// documentation links into) and `scripts/fuzz` (what a module is compiled against), so none can drift. `swift build --explicit-target-dependency-import-check error`, in `.ci/run`,
/// catches only an import of a target outside the dependencies' closure, and ModuleMapTests holds
/// the libraries' imports to their rows; this asks of every target, tests too, that it declare
/// exactly what it imports.
@Suite struct PackageFactsTests {
    struct Target {
        let name: String
        let kind: String
        let path: String
        let dependencies: Set<String>
    }

    /// The targets Package.swift declares, read from its text: each `.target(`, `.testTarget(` and
    /// `.executableTarget(` call, its `name:`, `dependencies:` and `path:`.
    static func targets() throws -> [Target] {
        let manifest = try String(
            contentsOf: Shoptools.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let call = try Regex(#"\.(target|testTarget|executableTarget)\("#)
        var targets: [Target] = []
        for match in manifest.matches(of: call) {
            // The call's arguments: up to its closing parenthesis.
            var depth = 0
            var end = match.range.upperBound
            var index = manifest.index(before: match.range.upperBound)
            while index < manifest.endIndex {
                if manifest[index] == "(" { depth += 1 }
                if manifest[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                index = manifest.index(after: index)
            }
            let arguments = String(manifest[match.range.upperBound..<end])
            let kind = String(match.output[1].substring ?? "")
            guard let name = arguments.firstMatch(of: /name: "(\w[\w-]*)"/)?.output.1 else { continue }
            var dependencies: Set<String> = []
            if let list = arguments.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.output.1 {
                for quoted in list.matches(of: /"([\w-]+)"/) { dependencies.insert(String(quoted.output.1)) }
            }
            let path =
                arguments.firstMatch(of: /path: "([^"]+)"/).map { String($0.output.1) }
                ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            targets.append(Target(name: String(name), kind: kind, path: path, dependencies: dependencies))
        }
        return targets
    }

    /// The modules of this package `path`'s Swift files import.
    static func imports(under path: String, of modules: Set<String>) throws -> Set<String> {
        let folder = Shoptools.packageRoot.appendingPathComponent(path)
        let line = try Regex(#"(?m)^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)"#)
        var found: Set<String> = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: line) {
                if let module = match.output[1].substring.map(String.init), modules.contains(module) { found.insert(module) }
            }
        }
        return found
    }

    static let libraries: Set<String> = [
        "ShopCore", "ShopFiles", "Bargain", "Warikan", "Calculator", "Tax", "Cart", "Settle", "Points", "ShopText",
    ]

    @Test func everyTargetDeclaresWhatItImportsAndNothingElse() throws {
        let targets = try Self.targets()
        #expect(targets.count > 25)
        let names = Set(targets.map(\.name))
        #expect(Self.libraries.isSubset(of: names))
        for target in targets {
            let imports = try Self.imports(under: target.path, of: names.subtracting([target.name]))
            #expect(
                imports == target.dependencies,
                "\(target.name): imports \(imports.sorted()), declares \(target.dependencies.sorted())")
        }
    }

    /// "Depends on ShopCore, ShopFiles and Tax." in a module's README names exactly its dependencies
    /// ("every other library" is every other library).
    @Test func eachReadmeNamesTheDependenciesOfItsModule() throws {
        let targets = Dictionary(uniqueKeysWithValues: try Self.targets().map { ($0.name, $0) })
        var checked = 0
        for module in Self.libraries.sorted() {
            let readme = Shoptools.packageRoot.appendingPathComponent("Sources/\(module)/README.md")
            let text = try String(contentsOf: readme, encoding: .utf8).replacing("\n", with: " ")
            guard let sentence = text.firstMatch(of: /Depends (?:on|only on) ([^.;]*)/)?.output.1 else {
                #expect(module == "ShopCore", "Sources/\(module)/README.md says nothing of what it depends on")
                continue
            }
            // What the README names, its words in parentheses aside.
            let named = String(sentence).replacing(/\([^)]*\)/, with: "")
            var stated = Set(named.matches(of: /\b(\w+)\b/).map { String($0.output.1) }).intersection(Self.libraries)
            if named.contains("every other library") { stated = Self.libraries.subtracting([module]) }
            #expect(
                stated == targets[module]?.dependencies,
                "Sources/\(module)/README.md says \(stated.sorted()); Package.swift \(targets[module]?.dependencies.sorted() ?? [])"
            )
            checked += 1
        }
        #expect(checked == Self.libraries.count - 1)
    }

    /// `scripts/docs` links each library's documentation into its dependencies' archives, and
    /// `scripts/fuzz` compiles each module against its dependencies: both lists are Package.swift's.
    @Test func theScriptsKnowEachModulesDependencies() throws {
        let targets = Dictionary(uniqueKeysWithValues: try Self.targets().map { ($0.name, $0) })
        let docs = try String(contentsOf: Shoptools.packageRoot.appendingPathComponent("scripts/docs"), encoding: .utf8)
        for match in docs.matches(of: /(?m)^    "(\w+)": \[([^\]]*)\],$/) {
            let module = String(match.output.1)
            let listed = Set(match.output.2.matches(of: /"(\w+)"/).map { String($0.output.1) })
            #expect(listed == targets[module]?.dependencies, "scripts/docs: \(module)")
        }
        #expect(docs.matches(of: /(?m)^    "(\w+)": \[/).count == Self.libraries.count)
        let fuzz = try String(contentsOf: Shoptools.packageRoot.appendingPathComponent("scripts/fuzz"), encoding: .utf8)
        let depsOf = try #require(fuzz.firstMatch(of: /(?s)deps_of\(\) \{(.*?)\n\}/)?.output.1)
        var fuzzed: Set<String> = []
        for match in depsOf.matches(of: /(?m)^    ([\w |]+)\) echo "([\w ]*)" ;;$/) {
            let listed = Set(match.output.2.split(separator: " ").map(String.init))
            for module in match.output.1.split(separator: "|").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                fuzzed.insert(module)
                #expect(listed == targets[module]?.dependencies, "scripts/fuzz deps_of \(module)")
            }
        }
        #expect(fuzzed.count >= 10)
    }
}
