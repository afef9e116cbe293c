import Foundation
import Testing

/// The executable's layers call only downward: the program → the session
/// loop (REPL/) → the dispatcher (Dispatch/) → the commands (Commands/) →
/// the renderers (Render/) → support (Support/: arguments, streams, terminal).
///
/// A file may use what files of its own layer or lower layers declare, and
/// no two files use each other. Below them all is the generic machinery,
/// its own target (`CommandLineKit`).
@Suite struct LayeringTests {
    static let layers = ["Support", "Render", "Commands", "Dispatch", "REPL", ""]
    static let root = Shoptools.packageRoot.appendingPathComponent("Sources/ShoptoolsCLI")

    struct File {
        let name: String
        let layer: Int
        let code: String
        var declared: [String] = []
        /// Every identifier the file mentions.
        var words: Set<Substring> { Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }) }
    }

    static func files() throws -> [File] {
        var files: [File] = []
        for (layer, folder) in layers.enumerated() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            // The layer's folder and the folders in it (`Commands/Settle/`); the top level holds only its files.
            let names =
                folder.isEmpty
                ? try FileManager.default.contentsOfDirectory(atPath: url.path)
                : try FileManager.default.subpathsOfDirectory(atPath: url.path)
            for name in names where name.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                let code = text.components(separatedBy: "\n")
                    .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line }
                    .joined(separator: "\n")
                var file = File(name: (folder.isEmpty ? "" : folder + "/") + name, layer: layer, code: code)
                let declaration = try Regex(
                    #"(?m)^(?:(?:public|package|final|private|fileprivate)\s+)*(?:enum|struct|class|protocol|actor|func)\s+(\w+)"#
                )
                file.declared = code.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
                files.append(file)
            }
        }
        return files
    }

    static func uses(_ file: File, _ other: File) -> Bool {
        let words = file.words
        return other.declared.contains { words.contains(Substring($0)) }
    }

    /// The generic command-line machinery (`Sources/CommandLineKit`) sits
    /// below every layer of the executable: it imports neither the
    /// executable's target nor any library of shoptools' own rules or words,
    /// only the money core (for display widths and exact amounts) and the system.
    @Test func theMachineryImportsNothingOfShoptoolsAboveTheCore() throws {
        let machinery = Shoptools.packageRoot.appendingPathComponent("Sources/CommandLineKit")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: machinery.path).filter { $0.hasSuffix(".swift") }
        #expect(paths.count > 15)
        let allowed: Set<String> = [
            "ShopCore", "Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Synchronization",
        ]
        let importLine = try Regex(#"(?m)^\s*(?:@\w+\s+)*import\s+(\w+)"#)
        for path in paths {
            let text = try String(contentsOf: machinery.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: importLine) {
                let module = match.output[1].substring.map(String.init) ?? ""
                #expect(allowed.contains(module), "CommandLineKit/\(path) imports \(module)")
            }
        }
    }

    /// The libraries' imports of shoptools' modules and of the C library, each source file's.
    static func libraryImports() throws -> [String: Set<String>] {
        let sources = Shoptools.packageRoot.appendingPathComponent("Sources")
        let importLine = try Regex(#"(?m)^\s*(?:@\w+\s+)*import\s+(\w+)"#)
        var imports: [String: Set<String>] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let folder = sources.appendingPathComponent(module)
            guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) else { continue }
            for path in paths where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for match in text.matches(of: importLine) {
                    imports[module, default: []].insert(match.output[1].substring.map(String.init) ?? "")
                }
            }
        }
        return imports
    }

    /// Files have one home, `ShopFiles` (a file layer is a module of its own, not a corner of a
    /// library): it alone of the libraries calls the C library, it stands on the money core alone,
    /// and the modules that keep or read a file use it (Cart its journal, Settle a group file,
    /// Warikan a bill's file, Points a rule file, ShopText to word its errors, the command line to
    /// read a file it is named); no other module does.
    @Test func filesHaveOneHome() throws {
        let imports = try Self.libraryImports()
        let system: Set<String> = ["Glibc", "Musl", "Darwin"]
        let libraries: Set<String> = [
            "ShopCore", "ShopFiles", "Bargain", "Warikan", "Calculator", "Tax", "Cart", "Settle", "Points", "ShopText",
        ]
        for module in libraries.sorted() {
            let calls = imports[module, default: []].intersection(system)
            #expect(calls.isEmpty == (module != "ShopFiles"), "\(module) imports \(calls.sorted())")
        }
        let ours = Set(imports.keys)
        #expect(imports["ShopFiles", default: []].intersection(ours) == ["ShopCore"])
        let usesFiles = Set(imports.filter { $0.value.contains("ShopFiles") }.keys)
        #expect(usesFiles == ["Cart", "Settle", "Warikan", "Points", "ShopText", "ShoptoolsCLI"])
        // Points keeps no cart; Settle uses Cart for the carts a group names, not for its files.
        #expect(!imports["Points", default: []].contains("Cart"))
    }

    /// The executable's own target (its commands, renderers, help prose and
    /// REPL) is at most a quarter of the package's source lines: the rules
    /// live in the libraries and the generic machinery in `CommandLineKit`.
    ///
    /// Lines are counted as `wc -l` counts them, over `Sources/**/*.swift`.
    @Test func theExecutableIsAtMostAQuarterOfTheSources() throws {
        let sources = Shoptools.packageRoot.appendingPathComponent("Sources")
        var total = 0
        var executable = 0
        for path in try FileManager.default.subpathsOfDirectory(atPath: sources.path) where path.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let lines = text.utf8.count { $0 == UInt8(ascii: "\n") }
            total += lines
            if path.hasPrefix("ShoptoolsCLI/") { executable += lines }
        }
        #expect(total > 20_000)
        #expect(executable * 4 <= total, "ShoptoolsCLI is \(executable) of \(total) source lines")
    }

    @Test func callsGoDownAndNeverBackUp() throws {
        let files = try Self.files()
        #expect(files.count > 20)
        for file in files {
            for other in files where other.name != file.name && Self.uses(file, other) {
                let upward = other.layer > file.layer
                let mutual = Self.uses(other, file)
                #expect(!upward, "\(file.name) uses \(other.name), a layer above it")
                #expect(!mutual, "\(file.name) and \(other.name) use each other")
            }
        }
    }
}
