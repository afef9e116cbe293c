import Foundation
import ShopText
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// Every `$ ` line of every fenced block of every docs page (``DocPages``), run and compared with
/// the output printed under it, so no page can drift from the tool.
///
/// A page in English runs under
/// `LANG=C`, a Japanese one (`NAME.ja.md`) under `LANG=ja_JP.UTF-8`; each page has a cart of its
/// own, so its cart examples run in order from an empty cart. A line `…` in an output stands for
/// the lines left out.
@Suite struct DocExamplesTests {
    /// One `$ ` line and the output under it.
    struct Example: CustomStringConvertible {
        var command: String
        var arguments: [String]
        var environment: [String: String]
        var input: String?
        /// Whether the line ends `; echo $?`: the exit status is printed after the output.
        var echoesStatus: Bool
        var expected: [String]
        /// Where the line stands.
        var line: Int
        /// Why the line cannot run, if it cannot.
        var problem: String? = nil
        var description: String { "line \(line): \(command)" }
    }

    /// A `$ ` line the replay cannot run.
    struct NotReplayable: Error, CustomStringConvertible {
        let command: String
        var description: String {
            "\(command): not a shoptools command line the replay runs "
                + "([NAME=VALUE…] [printf 'TEXT' | echo WORDS |] [NAME=VALUE…] shoptools ARGS [# comment] [; echo $?])"
        }
    }

    /// The examples of `text`: each `$ ` line of any fenced block, with the lines under it up to
    /// the next `$ ` line or the end of the block.
    static func examples(in text: String) -> [Example] {
        var examples: [Example] = []
        for block in DocPages.blocks(in: text) {
            var current: Example?
            for (offset, line) in block.lines.enumerated() {
                if line.hasPrefix("$ ") {
                    if let example = current { examples.append(example) }
                    let command = String(line.dropFirst(2))
                    do {
                        current = try parse(command)
                    } catch {
                        current = Example(
                            command: command, arguments: [], environment: [:], input: nil, echoesStatus: false, expected: [],
                            line: 0, problem: "\(error)")
                    }
                    current?.line = block.line + offset + 1
                } else {
                    current?.expected.append(line)
                }
            }
            if let example = current { examples.append(example) }
        }
        return examples
    }

    /// A command line's words, with the shell's operators (`|`, `;`) as words of their own and a
    /// comment (` # …`) left out; quotes and backslashes as ``ShellWords`` reads them.
    static func words(_ command: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in command {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
                current.append(character)
            } else if character == " " || character == "|" || character == ";" {
                if !current.isEmpty { words.append(current) }
                current = ""
                if character != " " { words.append(String(character)) }
            } else if character == "#", current.isEmpty {
                break
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return try words.map { word in
            ["|", ";"].contains(word) ? word : try ShellWords.split(word).joined(separator: " ")
        }
    }

    /// `[NAME=VALUE…] [printf 'TEXT' | echo WORDS |] [NAME=VALUE…] shoptools ARGS [; echo $?]`.
    static func parse(_ command: String) throws -> Example {
        var words = try words(command)
        var example = Example(
            command: command, arguments: [], environment: [:], input: nil, echoesStatus: false, expected: [], line: 0)
        if words.suffix(3) == [";", "echo", "$?"] {
            example.echoesStatus = true
            words.removeLast(3)
        }
        func assignments() {
            while let word = words.first, let equals = word.firstIndex(of: "="),
                word[..<equals].allSatisfy({ $0.isUppercase || $0 == "_" }), equals != word.startIndex
            {
                example.environment[String(word[..<equals])] = String(word[word.index(after: equals)...])
                words.removeFirst()
            }
        }
        assignments()
        if let bar = words.firstIndex(of: "|") {
            let feeder = Array(words[..<bar])
            switch feeder.first {
            case "printf" where feeder.count == 2:
                example.input = feeder[1].replacingOccurrences(of: "\\n", with: "\n")
                    .replacingOccurrences(of: "\\t", with: "\t")
            case "echo": example.input = feeder.dropFirst().joined(separator: " ") + "\n"
            default: throw NotReplayable(command: command)
            }
            words.removeFirst(bar + 1)
            assignments()
        }
        guard words.first == "shoptools", !words.contains("|"), !words.contains(";") else {
            throw NotReplayable(command: command)
        }
        // A file under Examples/ is read from the package, wherever the tests run.
        example.arguments = words.dropFirst().map { word in
            word.hasPrefix("Examples/") ? DocPages.root.appendingPathComponent(word).path : word
        }
        return example
    }

    /// What `example` prints, as a terminal shows it: standard output and standard error in the
    /// order they were written, decoded from the locale's encoding, the package's folder left out
    /// of the paths, and the exit status after them when the line asks for it.
    static func run(_ example: Example, cart: String, locale: String) -> [String] {
        let sink = StringSink()
        var environment = ["SHOPTOOLS_CART": cart, "LANG": locale]
        environment.merge(example.environment) { $1 }
        let context = Context(
            environment: { environment[$0] }, stdout: sink, stderr: sink, input: InputSource(text: example.input ?? ""),
            isInteractive: false)
        let status = Program.run(example.arguments, context: context)
        let encoding = sink.charset?.name ?? "UTF-8"
        var text =
            encoding == "ASCII" ? sink.text : decoded(sink.bytes, from: encoding) ?? "(not \(encoding): \(sink.bytes))"
        text = text.replacingOccurrences(of: DocPages.root.path + "/", with: "")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() } else if !text.isEmpty { lines.append("(no line break at the end)") }
        if example.echoesStatus { lines.append(String(status.rawValue)) }
        return lines
    }

    /// The fewest examples some pages hold, so that a parser that finds none cannot pass.
    static let atLeast = [
        "README.md": 3, "README.ja.md": 3, "docs/guide.md": 100, "docs/guide.ja.md": 70, "docs/limits.md": 10,
        "docs/limits.ja.md": 10, "docs/locales.md": 3, "docs/locales.ja.md": 3,
    ]

    @Test(arguments: DocPages.all)
    func everyExampleOfThePagePrintsWhatItShows(_ page: String) throws {
        let examples = Self.examples(in: try DocPages.text(page))
        #expect(examples.count >= Self.atLeast[page, default: 0], "\(page) has \(examples.count) examples")
        guard !examples.isEmpty else { return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let locale = DocPages.language(of: page) == .japanese ? "ja_JP.UTF-8" : "C"
        for example in examples {
            if let problem = example.problem {
                Issue.record("\(page) line \(example.line): \(problem)")
                continue
            }
            let actual = Self.run(example, cart: folder + "/cart.json", locale: locale)
            #expect(
                DocPages.matches(actual, example.expected),
                "\(page) \(example): prints\n\(actual.joined(separator: "\n"))")
        }
    }

    // MARK: - The replay itself

    @Test func aLineIsReadAsTheShellReadsIt() throws {
        let example = try Self.parse(#"printf 'a\nb\n' | LANG=ja_JP.eucJP shoptools settle - --round 100  # a note; echo $?"#)
        #expect(example.input == "a\nb\n")
        #expect(example.environment == ["LANG": "ja_JP.eucJP"])
        #expect(example.arguments == ["settle", "-", "--round", "100"])
        #expect(!example.echoesStatus)
        let status = try Self.parse("shoptools tax 'abc def'; echo $?")
        #expect(status.arguments == ["tax", "abc def"])
        #expect(status.echoesStatus)
        #expect(throws: NotReplayable.self) { try Self.parse("scripts/bench --only settle") }
        #expect(throws: NotReplayable.self) { try Self.parse("shoptools tax 1 | wc -l") }
    }

    @Test func anOutputLeftShortSaysSoWithALineOfItsOwn() {
        #expect(DocPages.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
        #expect(DocPages.matches(["a", "d"], ["a", "…", "d"]))
        #expect(DocPages.matches(["a", "b"], ["a", "…"]))
        #expect(!DocPages.matches(["a", "b", "c"], ["a", "c"]))
        #expect(!DocPages.matches(["a", "b", "x"], ["a", "…", "d"]))
    }

    @Test func theExitStatusIsPrintedWhenTheLineAsksForIt() throws {
        let example = try Self.parse("shoptools tax abc; echo $?")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = Self.run(example, cart: folder + "/cart.json", locale: "C")
        #expect(lines.count == 2)
        #expect(lines.last == "65")
    }
}
