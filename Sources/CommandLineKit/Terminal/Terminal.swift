#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// What the signal handlers read. Each is written before the handlers are
// installed (so no lazy initialisation can happen inside a handler), and the
// handlers make only async-signal-safe calls: tcgetpgrp, getpgrp, tcsetattr,
// raise, write.

/// The terminal settings in force before raw mode.
nonisolated(unsafe) private var savedSettings = termios()
/// The raw-mode settings, to put back when the process is continued.
nonisolated(unsafe) private var rawSettings = termios()
/// Whether the terminal is in raw mode right now.
nonisolated(unsafe) private var rawModeActive = false
/// Whether a session wants raw mode: from ``Terminal/enterRawMode()`` to ``Terminal/restore()``.
nonisolated(unsafe) private var sessionActive = false
/// Whether the line editor asked the terminal for bracketed pastes (``Terminal/setBracketedPaste(_:)``).
nonisolated(unsafe) private var bracketedPaste = false
/// The self-pipe on which the SIGCONT and SIGWINCH handlers tell the line
/// editor to redraw: a byte 1 (continued) or 2 (resized).
///
/// The handlers write literals: a global constant could be initialised lazily inside a handler.
nonisolated(unsafe) private var wakeRead: Int32 = -1
nonisolated(unsafe) private var wakeWrite: Int32 = -1

/// Raw mode for the line editor and the screens (``ScreenModel``), restored on every way out: a normal return,
/// `exit`, and the signals that end a process (the handler restores the
/// settings, then lets the signal do what it would have done).
///
/// Job control works too: Ctrl-Z (``suspend()``) or SIGTSTP gives the shell
/// its terminal settings back and stops; SIGCONT puts raw mode back (when the
/// process is in the foreground) and wakes ``wait(milliseconds:)`` with
/// ``Wait/resumed`` so the line editor redraws its line. A change of the
/// window's size (SIGWINCH) wakes it with ``Wait/resized``.
package enum Terminal {
    /// What ``wait(milliseconds:)`` saw.
    package enum Wait: Equatable {
        /// Standard input has bytes to read (or an end or error to report).
        case ready
        /// The process was stopped and continued: whatever was on screen may be gone.
        case resumed
        /// The window changed its size: the terminal may have wrapped the line anew.
        case resized
        /// Nothing arrived in time.
        case timedOut
    }

    /// A SIGWINCH seen while the editor was busy elsewhere, for the next ``wait(milliseconds:)``.
    nonisolated(unsafe) private static var resizePending = false

    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Puts standard input in raw mode for the whole session: bytes arrive as
    /// typed, nothing is echoed, and Ctrl-C and Ctrl-Z are bytes rather than
    /// signals.
    ///
    /// Output processing stays on, so `\n` still starts a new line,
    /// and nothing typed ahead is discarded.
    package static func enterRawMode() -> Bool {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return false }
        savedSettings = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutablePointer(to: &settings.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        rawSettings = settings
        if wakeRead < 0 {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                for end in ends {
                    _ = fcntl(end, F_SETFL, O_NONBLOCK)
                    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                }
                (wakeRead, wakeWrite) = (ends[0], ends[1])
            }
        }
        rawModeActive = true
        sessionActive = true
        installHandlers()
        atexit { Terminal.restore() }
        guard tcsetattr(0, TCSADRAIN, &settings) == 0 else {
            rawModeActive = false  // nothing to restore, and no job control to do
            restore()
            return false
        }
        return true
    }

    /// Back to the settings before raw mode (safe to call more than once).
    package static func restore() {
        guard sessionActive else { return }
        setBracketedPaste(false)
        sessionActive = false
        signal(SIGTSTP, SIG_DFL)
        signal(SIGCONT, SIG_DFL)
        signal(SIGWINCH, SIG_DFL)
        if rawModeActive { tcsetattr(0, TCSADRAIN, &savedSettings) }
        rawModeActive = false
    }

    /// Asks the terminal to send a paste between `ESC [ 200 ~` and `ESC [ 201 ~`
    /// (``TerminalKey/paste(_:)``), as readline does while it reads a line, or
    /// to stop.
    ///
    /// A stop (Ctrl-Z), the end of the session and the signals that
    /// end the process turn it off, and a continued process turns it on again.
    package static func setBracketedPaste(_ on: Bool) {
        guard on != bracketedPaste else { return }
        bracketedPaste = on
        writeBracketedPaste(on)
    }

    /// Ctrl-Z: gives the terminal its settings from before raw mode, stops the
    /// process, and returns once it is continued, in raw mode again; true when
    /// it was continued in the foreground, where the line is to be drawn again
    /// (continued in the background, it waits for `fg` and ``Wait/resumed``).
    @discardableResult
    package static func suspend() -> Bool {
        stopProcess()
        resumeRawMode()
        takeResume()
        return inForeground()
    }

    /// The terminal's width in columns, asked each time since windows change; 80 if it cannot tell.
    package static func columns() -> Int {
        size().map { Int($0.ws_col) } ?? 80
    }

    /// The terminal's height in rows, asked each time since windows change; 24 if it cannot tell.
    package static func rows() -> Int {
        size().flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil } ?? 24
    }

    private static func size() -> winsize? {
        var size = winsize()
        for descriptor: Int32 in [1, 0] where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return size
        }
        return nil
    }

    /// Waits until standard input can be read or the process has been
    /// continued after a stop; `milliseconds` < 0 waits without limit.
    ///
    /// A resumption wins over a resize: it redraws anyway.
    package static func wait(milliseconds: Int32) -> Wait {
        if let woken = takeWakeUp() { return woken }
        var descriptors = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
        if wakeRead >= 0 { descriptors.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)) }
        while true {
            let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if count < 0 && errno == EINTR {
                if let woken = takeWakeUp() { return woken }
                continue
            }
            if count == 0 { return .timedOut }
            // An error from poll is left for read to report.
            if let woken = takeWakeUp() { return woken }
            return .ready
        }
    }

    /// Whether standard input has bytes to read right now.
    package static func hasInput() -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// ``Wait/resumed`` or ``Wait/resized`` when the self-pipe says so; nil otherwise.
    private static func takeWakeUp() -> Wait? {
        if takeResume() { return .resumed }
        guard resizePending else { return nil }
        resizePending = false
        return .resized
    }

    /// Whether the process was continued into the foreground since the last
    /// call (empties the wake-up pipe).
    ///
    /// Continued in the background (`bg`), the line is left alone: `fg` continues it again.
    @discardableResult
    package static func takeResume() -> Bool {
        guard wakeRead >= 0 else { return false }
        var resumed = false
        var bytes = [UInt8](repeating: 0, count: 16)
        while case let count = read(wakeRead, &bytes, bytes.count), count > 0 {
            for byte in bytes[0..<count] {
                if byte == 1 { resumed = true }
                if byte == 2 { resizePending = true }
            }
        }
        return resumed && inForeground()
    }

    private static func installHandlers() {
        // A parent may hand down blocked signals (test runners do); the
        // handlers below must be able to run, and a job in the background
        // must be stopped by SIGTTIN/SIGTTOU when it touches the terminal,
        // and a resize (SIGWINCH) must redraw a screen at once, so these
        // signals are unblocked.
        let fatal = [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGINT]
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in fatal + [SIGTSTP, SIGCONT, SIGTTIN, SIGTTOU, SIGWINCH] { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signal in fatal { install(restoreAndReraise, for: signal, flags: Int32(truncatingIfNeeded: SA_RESETHAND)) }
        install(stopOnSignal, for: SIGTSTP, flags: Int32(truncatingIfNeeded: SA_RESTART))
        // Not restarted: a read that was waiting when the process was continued
        // returns, so the line editor sees ``Wait/resumed`` and redraws at once.
        install(resumeOnSignal, for: SIGCONT, flags: 0)
        install(resizeOnSignal, for: SIGWINCH, flags: 0)
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }
}

/// Whether this process may set the terminal without being stopped for it:
/// it is in the foreground, or standard input is no controlling terminal.
private func inForeground() -> Bool {
    let group = tcgetpgrp(0)
    return group < 0 || group == getpgrp()
}

/// `ESC [ ? 2004 h` or `… l` on standard output (async-signal-safe: literals, one write).
private func writeBracketedPaste(_ on: Bool) {
    var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
        0x1B, 0x5B, 0x3F, 0x32, 0x30, 0x30, 0x34, on ? 0x68 : 0x6C
    )
    _ = withUnsafeBytes(of: &bytes) { write(1, $0.baseAddress, 8) }
}

/// Shell settings back, then stop (async-signal-safe).
private func stopProcess() {
    if rawModeActive && inForeground() {
        if bracketedPaste { writeBracketedPaste(false) }
        tcsetattr(0, TCSADRAIN, &savedSettings)
        rawModeActive = false
    }
    raise(SIGSTOP)
}

/// Raw mode back after a stop, when a session wants it (async-signal-safe).
///
/// Continued in the background (`bg`), setting the terminal makes the kernel
/// stop the process again with SIGTTOU, as for any program that owns the
/// terminal; the shell's `fg` then continues it in the foreground, and this
/// runs again there.
private func resumeRawMode() {
    guard sessionActive, !rawModeActive else { return }
    if tcsetattr(0, TCSADRAIN, &rawSettings) == 0 {
        rawModeActive = true
        if bracketedPaste { writeBracketedPaste(true) }
    }
}

private func stopOnSignal(_: Int32) {
    let saved = errno
    stopProcess()
    errno = saved
}

private func resumeOnSignal(_: Int32) {
    let saved = errno
    resumeRawMode()
    if sessionActive && wakeWrite >= 0 {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
    errno = saved
}

private func resizeOnSignal(_: Int32) {
    let saved = errno
    if sessionActive && wakeWrite >= 0 {
        var byte: UInt8 = 2
        _ = write(wakeWrite, &byte, 1)
    }
    errno = saved
}

private func restoreAndReraise(_ signal: Int32) {
    if bracketedPaste { writeBracketedPaste(false) }
    if rawModeActive { tcsetattr(0, TCSADRAIN, &savedSettings) }
    raise(signal)
}
