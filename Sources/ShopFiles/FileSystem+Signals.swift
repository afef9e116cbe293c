#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// The signals a user or a system sends to stop a run, which end a
    /// process at once by default: SIGINT (Ctrl-C), SIGTERM (`kill`, a
    /// shutdown), SIGHUP (a closed terminal) and SIGQUIT (Ctrl-\).
    public static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `body` with the ``terminationSignals`` held off, then puts the
    /// signal mask back as it was, so that a signal that came meanwhile acts
    /// then, after `body` has finished and cleaned up.
    ///
    /// For the short section in which a lock file or a temporary file exists
    /// beside a file and the file is being changed: a Ctrl-C there would
    /// leave the lock file, the temporary file or half a change behind. What
    /// `body` waits for that another process may hold for long (a lock) it
    /// waits for through ``HeldSignals/released(during:)``, so a run can still
    /// be stopped while it waits. SIGKILL cannot be held off; what it leaves is
    /// cleaned up by the next run (the temporary files of killed runs are removed, and a lock
    /// file no process holds never blocks).
    ///
    /// The mask is the calling thread's (`pthread_sigmask`): a program whose
    /// other threads take these signals with the default action still ends
    /// at once, so such a program blocks them in its other threads.
    /// Holds nest: an inner hold ends with the signals still held by the outer one.
    /// - Parameter body: the section to run; it is given the hold, to let the signals through while it waits.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    public static func holdingTerminationSignals<Result, Failure: Error>(
        _ body: (HeldSignals) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var held = sigset_t()
        sigemptyset(&held)
        for signal in terminationSignals { sigaddset(&held, signal) }
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        return try body(HeldSignals(before: before, held: held))
    }
}

/// The termination signals held off by ``FileSystem/holdingTerminationSignals(_:)``,
/// and the mask from before the hold.
public struct HeldSignals {
    fileprivate let before: sigset_t
    fileprivate let held: sigset_t

    /// Runs `body` with the signal mask as it was before the hold (a signal
    /// then acts at once, and one that came during the hold acts now), then
    /// holds the signals off again: for a wait on another process, which a
    /// user must be able to stop.
    /// - Parameter body: the wait.
    /// - Returns: what `body` returns.
    public func released<Result>(during body: () -> Result) -> Result {
        var before = self.before, held = self.held
        pthread_sigmask(SIG_SETMASK, &before, nil)
        defer { pthread_sigmask(SIG_BLOCK, &held, nil) }
        return body()
    }
}
