import Foundation
import Testing

/// The executable's layers call only downward: the program → the session
/// loop (REPL/) → the dispatcher (Dispatch/) → the commands (Commands/) →
/// the renderers (Render/) → support (Support/: arguments, streams, terminal).
/// A file may use what files of its own layer or lower layers declare, and
/// no two files use each other.
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
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
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
