#if canImport(Glibc)
import Glibc
#endif

/// The terminal settings in force before raw mode, for the signal handler.
/// Written once before the handlers are installed, then only read.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var rawModeActive = false

/// Raw mode for the line editor, restored on every way out: a normal return,
/// `exit`, and the signals that end a process (the handler restores the
/// settings, then lets the signal do what it would have done).
enum Terminal {
    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Puts standard input in raw mode for the whole session: bytes arrive one
    /// by one, nothing is echoed, and Ctrl-C is a byte rather than a signal.
    /// Output processing stays on, so `\n` still starts a new line, and
    /// nothing typed ahead is discarded.
    static func enterRawMode() -> Bool {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else { return false }
        savedSettings = settings
        rawModeActive = true
        // A parent may hand down a blocked SIGTERM (test runners do); the
        // handlers below must be able to run, so these signals are unblocked.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        let signals = [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGINT]
        for signal in signals { sigaddset(&unblock, signal) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(signal, &action, nil)
        }
        atexit { Terminal.restore() }
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutablePointer(to: &settings.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        return tcsetattr(0, TCSADRAIN, &settings) == 0
    }

    /// Back to the settings before raw mode (safe to call more than once).
    static func restore() {
        guard rawModeActive else { return }
        tcsetattr(0, TCSADRAIN, &savedSettings)
        rawModeActive = false
    }
}

private func restoreAndReraise(_ signal: Int32) {
    if rawModeActive { tcsetattr(0, TCSADRAIN, &savedSettings) }
    raise(signal)
}
