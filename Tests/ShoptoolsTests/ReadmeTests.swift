import Foundation
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// Every `$ shoptools …` in the README's console blocks, run and compared
/// with the output printed under it, so the README cannot drift from the tool.
@Suite struct ReadmeTests {
    struct Example: CustomStringConvertible {
        var command: String
        var arguments: [String]
        var input: String?
        var expected: String
        var description: String { command }
    }

    static func examples(_ file: String) throws -> [Example] {
        let readme = try String(
            decoding: Data(contentsOf: Shoptools.packageRoot.appendingPathComponent(file)), as: UTF8.self)
        var examples: [Example] = []
        var inConsole = false
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                examples.append(try parse(String(line.dropFirst(2))))
            } else if !examples.isEmpty {
                examples[examples.count - 1].expected += line + "\n"
            }
        }
        return examples
    }

    /// `shoptools ARGS`, `printf 'TEXT' | shoptools ARGS` or `echo WORD | shoptools ARGS`.
    static func parse(_ command: String) throws -> Example {
        var input: String?
        var rest = command[...]
        if let bar = command.range(of: " | shoptools ") {
            let feeder = try ShellWords.split(String(command[..<bar.lowerBound]))
            switch feeder.first {
            case "printf": input = feeder[1].replacingOccurrences(of: "\\n", with: "\n")
            case "echo": input = feeder.dropFirst().joined(separator: " ") + "\n"
            default: throw POSIXError(.EINVAL)
            }
            rest = command[command.index(bar.upperBound, offsetBy: -"shoptools ".count)...]
        }
        // A file under Examples/ (a bill) is read from the package, wherever the tests run.
        let arguments = try ShellWords.split(String(rest)).map { word in
            word.hasPrefix("Examples/") ? Shoptools.packageRoot.appendingPathComponent(word).path : word
        }
        guard arguments.first == "shoptools" else { throw POSIXError(.EINVAL) }
        return Example(command: command, arguments: Array(arguments.dropFirst()), input: input, expected: "")
    }

    /// README.md in English (`LANG=C`), README.ja.md in Japanese (`LANG=ja_JP.UTF-8`).
    @Test(arguments: [("README.md", "C", 20), ("README.ja.md", "ja_JP.UTF-8", 15)])
    func consoleExamplesAreWhatTheToolPrints(_ file: String, _ locale: String, _ atLeast: Int) throws {
        let examples = try Self.examples(file)
        #expect(examples.count >= atLeast)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for example in examples {
            let run = Shoptools.run(
                example.arguments, input: example.input,
                environment: ["SHOPTOOLS_CART": folder + "/cart.json", "LANG": locale])
            #expect(run.stdout + run.stderr == example.expected, "\(file): \(example.command)")
        }
    }
}
