import Foundation
import Testing

/// The docs' facts that are not outputs: every relative link of every page (``DocPages``) leads
/// to a file or folder of the package, and to a heading of it when it names one (`guide.md#a-bill`);
/// and a fenced block that names the file it shows on its first line (`# Examples/bills/izakaya.bill`)
/// shows that file as it is (a line `…` stands for the lines left out).
@Suite struct DocLinksTests {
    /// A link of a page: where it points and on which line it stands.
    struct Link: CustomStringConvertible {
        let target: String
        let line: Int
        var description: String { "line \(line): \(target)" }
    }

    /// The lines of `text` outside fenced blocks, each with its number.
    static func prose(_ text: String) -> [(number: Int, text: String)] {
        var lines: [(Int, String)] = []
        var fence = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop(while: { $0 == " " })
            let ticks = line.prefix(while: { $0 == "`" }).count
            if fence > 0 {
                if ticks >= fence, line.dropFirst(ticks).allSatisfy({ $0 == " " }) { fence = 0 }
                continue
            }
            if ticks >= 3 {
                fence = ticks
                continue
            }
            lines.append((index + 1, String(raw)))
        }
        return lines
    }

    /// The relative links of `text`: `[text](target)`, `![alt](target)` and `[label]: target`;
    /// web addresses and mail are left to the web.
    static func links(in text: String) -> [Link] {
        var links: [Link] = []
        for (number, raw) in prose(text) {
            let line = raw.replacing(/`[^`]*`/, with: "")
            var targets = line.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).map { String($0.output.1) }
            if let reference = line.wholeMatch(of: /\s*\[[^\]]+\]:\s+(\S+).*/) { targets.append(String(reference.output.1)) }
            for target in targets where !target.contains("://") && !target.hasPrefix("mailto:") {
                links.append(Link(target: target, line: number))
            }
        }
        return links
    }

    /// The anchors GitHub gives a page's headings: the heading's text in lower case, keeping
    /// letters, marks, digits, `_`, `-` and spaces (which become `-`); a second heading alike
    /// gets `-1`, a third `-2`.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for (_, line) in prose(text) where line.hasPrefix("#") {
            let heading = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            let slug = String(
                String.UnicodeScalarView(
                    heading.lowercased().unicodeScalars.compactMap { scalar in
                        switch scalar.properties.generalCategory {
                        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                            .connectorPunctuation:
                            return scalar
                        default:
                            return scalar == " " ? "-" : scalar == "-" ? scalar : nil
                        }
                    }))
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// `path` without its `.` and `folder/..` parts (`docs/../README.md` is `README.md`); a path
    /// that leaves the package keeps its leading `..`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Why `link` of `page` does not resolve, or nil when it does.
    static func broken(_ link: Link, of page: String) throws -> String? {
        let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        let folder = (page as NSString).deletingLastPathComponent
        let file = path.isEmpty ? page : normalized(folder.isEmpty ? path : folder + "/" + path)
        let url = DocPages.root.appendingPathComponent(file)
        var isFolder: ObjCBool = false
        guard !file.hasPrefix(".."), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return "\(file) does not exist"
        }
        guard parts.count == 2 else { return nil }
        guard !isFolder.boolValue, file.hasSuffix(".md") else { return "\(file) has no headings to link to" }
        let anchor = String(parts[1]).removingPercentEncoding ?? String(parts[1])
        let anchors = anchors(in: try String(contentsOf: url, encoding: .utf8))
        return anchors.contains(anchor) ? nil : "\(file) has no heading #\(anchor)"
    }

    @Test(arguments: DocPages.all)
    func everyRelativeLinkResolves(_ page: String) throws {
        for link in Self.links(in: try DocPages.text(page)) {
            let problem = try Self.broken(link, of: page)
            #expect(problem == nil, "\(page) \(link): \(problem ?? "")")
        }
    }

    @Test func theLinksAndAnchorsAreReadAsGitHubReadsThem() throws {
        let text = """
            # `settle`: settling up a group (精算)
            ## Two commands
            ## Two commands
            ### 消費税のある商品、クーポン、予算、レシート
            See [the guide](docs/guide.md#a-bill), [here](#two-commands-1) and `[not](a link)`.
            [ref]: ARCHITECTURE.md
            ```
            [in a block](nowhere.md)
            ```
            [web](https://example.com)
            """
        #expect(Self.links(in: text).map(\.target) == ["docs/guide.md#a-bill", "#two-commands-1", "ARCHITECTURE.md"])
        #expect(
            Self.anchors(in: text)
                == ["settle-settling-up-a-group-精算", "two-commands", "two-commands-1", "消費税のある商品クーポン予算レシート"])
        #expect(try Self.broken(Link(target: "nowhere.md", line: 1), of: "README.md") == "nowhere.md does not exist")
        #expect(try Self.broken(Link(target: "../README.md", line: 1), of: "docs/guide.md") == nil)
    }

    // MARK: - Files shown

    /// A block that shows a file, and the file.
    struct Shown: CustomStringConvertible {
        let page: String
        let block: DocPages.Block
        let file: String
        var description: String { "\(page) line \(block.line): \(file)" }
    }

    /// The blocks of every page whose first line is `# PATH`, a file of the package.
    static func shown() throws -> [Shown] {
        var shown: [Shown] = []
        for page in DocPages.all {
            for block in DocPages.blocks(in: try DocPages.text(page)) {
                guard let first = block.lines.first, let match = first.wholeMatch(of: /# ([^\s]+\/[^\s]+)/) else { continue }
                shown.append(Shown(page: page, block: block, file: String(match.output.1)))
            }
        }
        return shown
    }

    @Test func aBlockThatNamesTheFileItShowsShowsItAsItIs() throws {
        let shown = try Self.shown()
        #expect(shown.count >= 6)
        for item in shown {
            let url = DocPages.root.appendingPathComponent(item.file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("\(item): no such file")
                continue
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            #expect(DocPages.matches(lines, Array(item.block.lines.dropFirst())), "\(item) differs from the file")
        }
    }

    // MARK: - Figures restated

    /// The README keeps a few figures of the benchmarks; each is one the benchmarks' page shows.
    @Test(arguments: [
        ("README.md", "## Benchmarks", "docs/benchmarks.md"), ("README.ja.md", "## ベンチマーク", "docs/benchmarks.ja.md"),
    ])
    func theReadmesBenchmarkFiguresAreThoseOfTheBenchmarksPage(_ page: String, _ heading: String, _ source: String) throws {
        let text = try DocPages.text(page)
        let start = try #require(text.range(of: "\n" + heading + "\n"))
        let section = text[start.upperBound...].prefix { _ in true }
        let body = section.range(of: "\n## ").map { section[..<$0.lowerBound] } ?? section
        let figures = body.matches(of: /\d[\d,]*\.\d+ m?s/).map { String($0.output) }
        #expect(figures.count >= 4)
        let full = try DocPages.text(source)
        for figure in figures { #expect(full.contains(figure), "\(page): \(figure) is not in \(source)") }
    }

    // MARK: - Landing pages

    /// The READMEs stay landing pages: at most 25,000 bytes, a list of contents near the top, and the way on to the guide.
    @Test(arguments: [("README.md", "docs/guide.md"), ("README.ja.md", "docs/guide.ja.md")])
    func theReadmesAreLandingPages(_ page: String, _ guide: String) throws {
        let text = try DocPages.text(page)
        #expect(text.utf8.count <= 25_000, "\(page) is \(text.utf8.count) bytes")
        let top = text.split(separator: "\n").prefix(20)
        #expect(top.filter { $0.hasPrefix("- [") }.count >= 6, "\(page) opens with a list of contents")
        #expect(Self.links(in: text).contains { $0.target.hasPrefix(guide + "#") })
    }
}
