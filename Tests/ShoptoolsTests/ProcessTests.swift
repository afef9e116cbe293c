import Foundation
import Testing

/// What only a real process shows: the exit status the shell sees, and
/// standard input that is not a string (a directory).
@Suite struct ProcessTests {
    @Test func exitStatusesOfTheBinary() throws {
        #expect(try Shoptools.spawn(["discount", "9800", "--rate", "30"]).status == 0)
        #expect(try Shoptools.spawn(["discount", "9800"]).status == 64)
        #expect(try Shoptools.spawn(["discount", "abc", "--rate", "30"]).status == 65)
        #expect(try Shoptools.spawn(["cart", "undo", "--cart", "/dev/null/x.json"]).status == 74)
        // A piped REPL script runs every line and ends with the worst status.
        let script = try Shoptools.spawn(["repl", "--no-save"], input: "price abc\nrate 30\n")
        #expect(script.status == 65)
        #expect(script.stdout == "no price · 30% [preset 2] · cart ¥0 (0 items)\n")
    }

    /// Defect 4 of issue 8: `repl < /tmp` printed Swift debug text and exited 0.
    @Test(arguments: [["repl", "--no-save"], ["discount", "-", "--rate", "30"]])
    func aDirectoryAsStandardInputIsAnIOError(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" < /"] + [Shoptools.executable.path] + arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(message == "shoptools: error: cannot read standard input: Is a directory\n")
    }
}
