import Cart
import CommandLineKit
import ShopCore
import ShopText

@testable import ShoptoolsCLI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's entry: any bytes as the lines of a REPL script, each run
/// through the dispatcher on a fresh in-memory session (`repl --no-save`),
/// with streams in memory and an empty environment, as the session loop
/// runs them.
///
/// Never a trap; errors are fine. A line naming a cart file (`--cart`) is
/// skipped, so that the fuzzer writes no files; a line over 4,096 bytes is
/// skipped, as the session loop skips it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzREPLLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let stdout = StringSink(), stderr = StringSink()
    let context = Context(
        environment: { _ in nil }, stdout: stdout, stderr: stderr, input: InputSource(text: ""), isInteractive: false,
        language: .english)
    let session: Session
    do {
        session = try Session(cart: CartSession(.memory, currency: .jpy), isInteractive: false, language: .english)
    } catch {
        fatalError("repl-line: no session: \(error)")
    }
    var lineContext = context
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        guard line.utf8.count <= 4096 else { continue }
        let words = try? ShellWords.split(line)
        if let words, words.contains(where: { $0 == "--cart" || $0.hasPrefix("--cart=") }) { continue }
        var language = session.language
        do {
            let read = try SessionLine(line, commands: Dispatcher.commands)
            language = read.language ?? language
            lineContext.language = language
            let outcome = try read.run(context: lineContext, session: session)
            if case .endSession = outcome { break }
            _ = session.statusLine(in: session.language)
        } catch {
            stderr.write(error.line(in: language) + "\n")
        }
    }
    if verbose { print(stdout.text + stderr.text) }
    return 0
}

/// FUZZ_VERBOSE=1 prints what the lines wrote (to check seeds).
private let verbose = getenv("FUZZ_VERBOSE") != nil
