import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The REPL on a real pseudo-terminal: keys go in as a terminal sends them,
/// and the screen output comes back.
@Suite struct TerminalTests {
    final class Session {
        let master: Int32
        let slave: Int32
        let process: Process
        /// The terminal's local flags before shoptools started.
        let flagsBefore: tcflag_t

        init(_ arguments: [String]) throws {
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
            var settings = termios()
            tcgetattr(slave, &settings)
            flagsBefore = settings.c_lflag
            process = Process()
            process.executableURL = Shoptools.executable
            process.arguments = arguments
            let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
            // Type only once the prompt is up, so every key reaches the line editor in raw mode.
            let deadline = Date().addingTimeInterval(20)
            while !String(decoding: output, as: UTF8.self).contains("shoptools> ") && Date() < deadline {
                drain()
                usleep(10_000)
            }
        }

        /// Everything the terminal showed so far.
        private var output: [UInt8] = []

        private func drain() {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                output += buffer[0..<count]
            }
        }

        func type(_ keys: String) {
            _ = keys.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
            usleep(150_000)
            drain()
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
            return (String(decoding: output, as: UTF8.self), process.terminationStatus)
        }

        func terminalFlags() -> tcflag_t {
            var settings = termios()
            tcgetattr(slave, &settings)
            return settings.c_lflag
        }

        func close() {
            Glibc.close(master)
            Glibc.close(slave)
        }
    }

    @Test func lineEditingHistoryAndInterrupt() throws {
        let folder = try temporaryFolder()
        let session = try Session(["repl", "--cart", folder + "/cart.json"])
        defer { session.close() }
        session.type("price 900\u{1B}[D\u{1B}[D8\r")      // ← ← then 8: price 9800
        session.type("rate 355\u{7F}\u{7F}0\r")           // backspace twice: rate 30
        session.type("rate 5\u{03}")                      // Ctrl-C abandons the line
        session.type("\u{1B}[A\u{1B}[A\r")                // ↑ ↑: price 9800 again
        session.type("dd 1\u{1B}[Ha\u{1B}[F00\r")         // Home, End: add 100
        session.type("\u{04}")                            // Ctrl-D on an empty line ends
        let (screen, status) = session.finish()
        #expect(status == 0)
        #expect(screen.contains("shoptools> "))
        #expect(screen.contains("¥9,800 − 0% [no preset] → ¥9,800"))
        #expect(screen.contains("¥9,800 − 30% [preset 2] → ¥6,860"))
        #expect(screen.contains("^C"))
        #expect(!screen.contains("5% ["), "the abandoned line never ran")
        #expect(screen.contains("added ¥100 · total ¥100 (1 item)"))
        #expect(session.terminalFlags() == session.flagsBefore, "the terminal is restored")
        #expect(try Shoptools.run(["cart", "total", "--cart", folder + "/cart.json"]).stdout == "total ¥100 (1 item)\n")
    }

    @Test func theTerminalIsRestoredWhenKilled() throws {
        let session = try Session(["repl", "--no-save"])
        defer { session.close() }
        #expect(session.flagsBefore & tcflag_t(ICANON) != 0)
        #expect(session.terminalFlags() & tcflag_t(ICANON) == 0, "raw mode while the REPL runs")
        session.type("price 1")
        session.process.terminate()
        let (_, status) = session.finish()
        #expect(status == SIGTERM)
        #expect(session.terminalFlags() == session.flagsBefore)
    }

    @Test func clearAsksOnTheTerminal() throws {
        let session = try Session(["repl", "--no-save"])
        defer { session.close() }
        session.type("add 500\r")
        session.type("clear\r")
        session.type("n\r")
        session.type("clear\r")
        session.type("y\r")
        session.type("quit\r")
        let (screen, status) = session.finish()
        #expect(status == 0)
        #expect(screen.contains("Clear the cart (1 item, ¥500)? [y/N] "))
        #expect(screen.contains("kept the cart (1 item, ¥500)"))
        #expect(screen.contains("cleared the cart (1 item, ¥500)"))
    }
}
