import Foundation
import ShopText

/// The Markdown pages of the docs, read as the tests of the docs read them: the landing READMEs,
/// the guide, the reference and command pages under `docs/`, `ARCHITECTURE.md`, and the READMEs
/// of the modules and examples.
///
/// DocC catalogs (`*.docc`) are left to `scripts/docs`.
enum DocPages {
    static let root = Shoptools.packageRoot

    /// Folders never searched for pages: build products, git, DocC catalogs, snapshots, fuzz corpora.
    static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix(".docc") || ["Snapshots", "corpus"].contains(name)
    }

    /// Every page, as a path from the package root (`docs/guide.md`), sorted.
    static let all: [String] = {
        var pages: [String] = []
        func walk(_ folder: String) {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() where !skipped(name) {
                let path = folder.isEmpty ? name : folder + "/" + name
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
                if isFolder.boolValue {
                    walk(path)
                } else if name.hasSuffix(".md") {
                    pages.append(path)
                }
            }
        }
        walk("")
        return pages.sorted()
    }()

    /// The language a page is written in: `NAME.ja.md` is Japanese, any other page English.
    static func language(of page: String) -> Language { page.hasSuffix(".ja.md") ? .japanese : .english }

    /// The page's text.
    static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// A fenced block of a page: its info string (`console`, `text`, or empty) and its lines,
    /// without the fences and without the indentation of the opening fence.
    struct Block {
        let info: String
        let lines: [String]
        /// The line of the opening fence, counted from 1.
        let line: Int
    }

    /// The fenced blocks of `text`, in order.
    ///
    /// A fence is three or more backticks, indented or not;
    /// the block ends at a fence at least as long with no info string.
    static func blocks(in text: String) -> [Block] {
        var blocks: [Block] = []
        var open: (fence: Int, indent: Int, info: String, line: Int, lines: [String])?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = raw.prefix(while: { $0 == " " }).count
            let line = raw.dropFirst(indent)
            let fence = line.prefix(while: { $0 == "`" }).count
            if var block = open {
                if fence >= block.fence, line.dropFirst(fence).allSatisfy({ $0 == " " }) {
                    blocks.append(Block(info: block.info, lines: block.lines, line: block.line))
                    open = nil
                } else {
                    block.lines.append(String(raw.dropFirst(min(block.indent, indent))))
                    open = block
                }
            } else if fence >= 3 {
                let info = line.dropFirst(fence).trimmingCharacters(in: .whitespaces)
                open = (fence, indent, info, index + 1, [])
            }
        }
        return blocks
    }

    /// Whether `expected` (lines; a line `…` alone stands for any number of lines, none included)
    /// matches `actual`.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return (0...actual.count).contains { matches(Array(actual.dropFirst($0)), Array(expected.dropFirst())) }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(Array(actual.dropFirst()), Array(expected.dropFirst()))
    }
}
