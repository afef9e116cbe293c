import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `shoptools` on a real pseudo-terminal: keys go in as a terminal
/// sends them, and everything the terminal was sent comes back.
final class TerminalSession {
    let master: Int32
    let slave: Int32
    let process: Process
    /// The terminal's width, set on the pseudo-terminal before shoptools starts.
    let columns: Int
    /// The terminal's local flags before shoptools started.
    let flagsBefore: tcflag_t
    /// Everything the terminal was sent so far.
    private(set) var output: [UInt8] = []
    /// When the window changed its width: after how many bytes of output, and the new width.
    private(set) var resizes: [(at: Int, columns: Int)] = []
    /// How much of the output has been searched for `ESC [ 6 n`, the question where the cursor is.
    private var asked = 0

    /// Starts `executable` (shoptools by default) with `arguments` and waits
    /// until the terminal shows `ready` (its prompt); `environment` adds to
    /// the test's own.
    init(
        _ arguments: [String], columns: Int = 80, executable: URL = Shoptools.executable,
        ready: String = "shoptools> ", environment: [String: String] = [:]
    ) throws {
        // Glibc's Swift module hides the pty functions behind _XOPEN_SOURCE; look them up.
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias FDCall = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func libc<T>(_ name: String, _: T.Type) throws -> T {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { throw POSIXError(.ENOSYS) }
            return unsafeBitCast(symbol, to: T.self)
        }
        master = try libc("posix_openpt", OpenPT.self)(O_RDWR | O_NOCTTY)
        guard master >= 0, try libc("grantpt", FDCall.self)(master) == 0, try libc("unlockpt", FDCall.self)(master) == 0,
            let name = try libc("ptsname", PTSName.self)(master)
        else {
            throw POSIXError(.ENOTTY)
        }
        slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        self.columns = columns
        var size = winsize(ws_row: 24, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw POSIXError(.ENOTTY) }
        var settings = termios()
        tcgetattr(slave, &settings)
        flagsBefore = settings.c_lflag
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        // Type only once the prompt is up, so every key reaches the line editor in raw mode.
        #expect(waitUntil(timeout: 20) { $0.text.contains(ready) }, "the prompt never came")
    }

    /// The output as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// The output after its first `count` bytes, as text.
    func text(after count: Int) -> String { String(decoding: output.dropFirst(count), as: UTF8.self) }

    /// What a terminal of this width shows after the output so far.
    var screen: TerminalScreen { TerminalScreen(columns: columns, output: output, resizes: resizes) }

    /// Makes the window `newColumns` wide, as a person dragging its edge or
    /// `tmux resize-window` does, once the output has been still.
    func resize(columns newColumns: Int) {
        _ = waitUntil(timeout: 0.2) { _ in false }
        resizes.append((output.count, newColumns))
        var size = winsize(ws_row: 24, ws_col: UInt16(newColumns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        // The kernel signals the terminal's foreground group only; shoptools may not be in it here.
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Makes the window `newColumns` wide and `newRows` high at once, without
    /// waiting first, and returns how much output there was before: a sweep
    /// over many sizes reads each drawing after its own mark.
    func resize(columns newColumns: Int, rows newRows: Int) -> Int {
        drain()
        let mark = output.count
        resizes.append((mark, newColumns))
        var size = winsize(ws_row: UInt16(newRows), ws_col: UInt16(newColumns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(process.processIdentifier, SIGWINCH)
        return mark
    }

    /// Sends `text` as a terminal sends a paste: all of it at once, as fast
    /// as the other side reads, while its output is taken as it comes.
    func paste(_ text: String) {
        var bytes = ArraySlice(Array(text.utf8))
        let deadline = Date().addingTimeInterval(60)
        while !bytes.isEmpty && Date() < deadline {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 { bytes = bytes.dropFirst(written) } else { usleep(1_000) }
            drain()
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        answerCursorQuestions()
    }

    /// Answers each `ESC [ 6 n` as a terminal does, `ESC [ row ; column R`
    /// (from 1), with the cursor's place in the window when it was asked.
    private func answerCursorQuestions() {
        let question = Array("\u{1B}[6n".utf8)
        while output.count - asked >= question.count {
            guard output[asked..<(asked + question.count)].elementsEqual(question) else {
                asked += 1
                continue
            }
            asked += question.count
            let screen = TerminalScreen(
                columns: columns, output: Array(output[..<asked]), resizes: resizes.filter { $0.at <= asked })
            let answer = Array("\u{1B}[\(screen.screenRow + 1);\(screen.column + 1)R".utf8)
            _ = answer.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
    }

    /// Types `keys`, then waits until the output has been still for a moment.
    func type(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        let deadline = Date().addingTimeInterval(2)
        var seen = output.count
        var stillSince = Date()
        while Date() < deadline && Date().timeIntervalSince(stillSince) < 0.06 {
            usleep(5_000)
            drain()
            if output.count != seen { (seen, stillSince) = (output.count, Date()) }
        }
    }

    /// Whether `condition` holds within `timeout` seconds (checked as output comes).
    func waitUntil(timeout: TimeInterval = 5, _ condition: (TerminalSession) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            drain()
            if condition(self) { return true }
            if Date() >= deadline { return false }
            usleep(5_000)
        }
    }

    /// Waits for the end and returns everything the terminal showed.
    func finish() -> (screen: String, status: Int32) {
        // Never hang the suite: a session still running after 10 s is killed and fails.
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline {
            drain()
            usleep(20_000)
        }
        if process.isRunning {
            Issue.record("the REPL did not end; killing it")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        drain()
        return (text, process.terminationStatus)
    }

    func terminalFlags() -> tcflag_t {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings.c_lflag
    }

    /// The process's state letter from /proc: `T` when stopped, `S` or `R` when running.
    func processState() -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        return stat[afterName.upperBound...].first
    }

    func close() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        closeDescriptors(master, slave)
    }
}

/// The C library's `close` for each descriptor, under a name `close()` does not hide.
private func closeDescriptors(_ descriptors: Int32...) {
    for descriptor in descriptors { close(descriptor) }
}
