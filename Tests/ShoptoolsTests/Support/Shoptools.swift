import Foundation
import TestSupport
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// A command line that must fail: its exit status and its one line on standard error.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String], status: Int32, message: String
    var testDescription: String { arguments.joined(separator: " ") }
}

/// What one run of the built `shoptools` printed and returned.
struct Run: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String
    var status: Int32

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs the `shoptools` that `swift build` put beside this test bundle.
enum Shoptools {
    /// The executable: `$SHOPTOOLS_BIN` if set, else the build folder this test runs from.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["SHOPTOOLS_BIN"] { return URL(fileURLWithPath: path) }
        let me = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        var folder = me.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("shoptools")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/shoptools")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `shoptools arguments…` in process: the command layer with string
    /// streams, `input` as standard input and only `environment` as the
    /// environment.
    ///
    /// What a user sees, without spawning a process.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) -> Run {
        let stdout = StringSink(), stderr = StringSink()
        let context = Context(
            environment: { environment[$0] }, stdout: stdout, stderr: stderr, input: InputSource(text: input ?? ""),
            isInteractive: false)
        let status = Program.run(arguments, context: context)
        return Run(stdout: stdout.text, stderr: stderr.text, status: status.rawValue)
    }

    /// Runs the built `shoptools arguments…` as a process with `input` on
    /// standard input (none: /dev/null), for what needs a process: exit codes,
    /// signals, concurrency.
    ///
    /// Output goes through files, not pipes, so a large output cannot block the child.
    static func spawn(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
        executable: URL = Shoptools.executable
    ) throws -> Run {
        let folder = URL(fileURLWithPath: try temporaryFolder("shoptools-test"), isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inURL = folder.appendingPathComponent("in"), outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        try Data((input ?? "").utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SHOPTOOLS_CURRENCY")
        env.removeValue(forKey: "SHOPTOOLS_CART")
        env.merge(environment) { $1 }
        process.environment = env
        let stdin = try FileHandle(forReadingFrom: input == nil ? URL(fileURLWithPath: "/dev/null") : inURL)
        let stdout = try FileHandle(forWritingTo: outURL), stderr = try FileHandle(forWritingTo: errURL)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        for handle in [stdin, stdout, stderr] { try handle.close() }
        return Run(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Runs with standard input read from a file (for inputs too big to hold as a string).
    static func spawn(_ arguments: [String], inputFile: URL) throws -> Run {
        let input = try String(decoding: Data(contentsOf: inputFile), as: UTF8.self)
        return try spawn(arguments, input: input)
    }
}

/// A folder of its own for a test suite's files, removed with the suite.
final class TemporaryFolder: Sendable {
    let path: String

    init() throws { path = try temporaryFolder() }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension Run {
    /// What a successful run that prints `stdout` returns.
    static func ok(_ stdout: String) -> Run { Run(stdout: stdout, stderr: "", status: 0) }

    /// What a failed run returns: nothing on standard output, one line on standard error.
    static func failure(_ message: String, status: Int32 = 65) -> Run {
        Run(stdout: "", stderr: "shoptools: error: \(message)\n", status: status)
    }
}

/// Compares `actual` with the snapshot file `name` under Tests/ShoptoolsTests/Snapshots;
/// `SHOPTOOLS_RECORD_SNAPSHOTS=1 swift test` writes it anew instead.
func matchesSnapshot(_ actual: String, _ name: String) throws -> Bool {
    let url = Shoptools.packageRoot.appendingPathComponent("Tests/ShoptoolsTests/Snapshots/\(name)")
    if ProcessInfo.processInfo.environment["SHOPTOOLS_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return true
    }
    return try String(decoding: Data(contentsOf: url), as: UTF8.self) == actual
}

/// `run` with the date and id `--add` stamps a line with written `YYYY-MM-DD ^xxxxxxxx`.
///
/// The stamp (`2026-12-01 ^k3f9a2m7`) is today's and drawn at random; written as wide, so the line an
/// error shows compares whole.
func withoutStamps(_ run: Run) -> Run {
    let stamp = /[0-9]{4}-[0-9]{2}-[0-9]{2} \^[0-9a-z]{8}\b/
    return Run(stdout: run.stdout, stderr: run.stderr.replacing(stamp, with: "YYYY-MM-DD ^xxxxxxxx"), status: run.status)
}

/// `text` with the date and id `settle --add` writes before each line taken off
/// (`2026-12-01 ^k3f9a2m7 taxi 3200 paid by Ren` → `taxi 3200 paid by Ren`), for tests about the rest of the line.
func unstamped(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard words.count == 3, words[0].count == 10, words[0].dropFirst(4).first == "-", words[1].hasPrefix("^")
        else { return String(line) }
        return String(words[2])
    }.joined(separator: "\n")
}
