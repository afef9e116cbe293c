import Foundation
import Settle
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `settle FILE --add LINE` killed at random moments: SIGINT, SIGTERM and
/// SIGHUP leave nothing beside the file, what SIGKILL leaves the next run
/// removes, and no line is lost or written twice.
///
/// 100 rounds by default: a few seconds alone, but each round is as long as a
/// run, and a run is slow while the whole suite runs. `SHOPTOOLS_SOAK_ROUNDS=200`
/// is the check; `SHOPTOOLS_SOAK_SEED` sets the seed; a failure names
/// both and the round.
@Suite struct InterruptedAddTests {
    /// A run of the built `shoptools` started with the signals at their
    /// defaults and none blocked (a test runner may hand down blocked ones).
    struct Child {
        let pid: pid_t

        init(_ arguments: [String]) throws {
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t(), defaults = sigset_t()
            sigemptyset(&none)
            sigemptyset(&defaults)
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor: Int32 in [0, 1, 2] {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            let executable = Shoptools.executable.path
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SHOPTOOLS_") }
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for pointer in envp { free(pointer) } }
            var pid = pid_t()
            let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
            self.pid = pid
        }

        /// How it ended: its exit status, or the signal that ended it.
        enum End: Hashable { case exited(Int32), signal(Int32) }

        func wait() -> End {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let signal = status & 0x7f
            return signal == 0 ? .exited((status >> 8) & 0xff) : .signal(signal)
        }
    }

    static let rounds = ProcessInfo.processInfo.environment["SHOPTOOLS_SOAK_ROUNDS"].flatMap { Int($0) } ?? 100
    static let seed = ProcessInfo.processInfo.environment["SHOPTOOLS_SOAK_SEED"].flatMap { UInt64($0) } ?? 35

    @Test func interruptedAddsLeaveNothingBesideTheFileAndLoseNoLine() throws {
        let folder = try temporaryFolder("shoptools-soak")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let trip = folder + "/trip.txt"
        let header = "people Aki Ren\n"
        try Data(header.utf8).write(to: URL(filePath: trip))
        chmod(trip, 0o600)
        // What a run killed by an older shoptools left.
        #expect(FileManager.default.createFile(atPath: trip + ".tmp-2147483647", contents: nil))

        func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }
        func lines() -> [String] {
            ((try? String(contentsOfFile: trip, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        // A first run, not killed, tells how long a run takes, so that kills fall all over it.
        let started = ContinuousClock.now
        #expect(try Child(["settle", trip, "--add", "start 100 paid by Aki"]).wait() == .exited(0))
        let runTime = ContinuousClock.now - started
        let microseconds = Int(runTime.components.seconds) * 1_000_000 + Int(runTime.components.attoseconds / 1_000_000_000_000)
        let spread = max(1000, microseconds)
        #expect(names() == ["trip.txt"], "the next run removed what a killed one left")

        var random = SplitMix64(seed: Self.seed)
        let signals = [SIGINT, SIGTERM, SIGHUP, SIGKILL]
        var written: Set<String> = ["start 100 paid by Aki"], tried = written
        var ends: [Child.End: Int] = [:]
        var leftByKill = false
        for round in 1...Self.rounds {
            let at = "seed \(Self.seed), round \(round) of \(Self.rounds)"
            let line = "item\(round) \(round) paid by Ren"
            let signal = signals[Int(random.next() % UInt64(signals.count))]
            let delay = useconds_t(random.next() % UInt64(spread * 5 / 4))
            tried.insert(line)
            let child = try Child(["settle", trip, "--add", line])
            usleep(delay)
            kill(child.pid, signal)
            let end = child.wait()
            ends[end, default: 0] += 1
            if end == .exited(0) { written.insert(line) }
            if case .exited(let status) = end { #expect(status == 0, "\(at)") }
            if end == .signal(SIGKILL) { leftByKill = true } else if end == .exited(0) { leftByKill = false }

            let beside = names().filter { $0 != "trip.txt" }
            #expect(beside.isEmpty || (leftByKill && beside == ["trip.txt.lock"]), "\(at): \(beside)")
            let now = lines().map(unstamped)
            #expect(Set(now).subtracting(tried).subtracting(["people Aki Ren"]).isEmpty, "\(at): a line no run wrote")
            for line in written { #expect(now.filter { $0 == line }.count == 1, "\(at): \(line)") }
            #expect(now.count == Set(now).count, "\(at): no line twice")
            #expect(
                (try? Group(reading: Array(Data(contentsOf: URL(filePath: trip))), named: trip)) != nil, "\(at): reads as a group"
            )
        }
        #expect(try Child(["settle", trip, "--add", "end 100 paid by Aki"]).wait() == .exited(0))
        #expect(names() == ["trip.txt"])
        #expect(lines().map(unstamped).filter { $0 == "end 100 paid by Aki" }.count == 1)
        var info = stat()
        #expect(stat(trip, &info) == 0 && info.st_mode & 0o777 == 0o600)
        // The rounds tried every signal; not a timing check, only that the test tested something.
        for signal in signals { #expect((ends[.signal(signal)] ?? 0) > 0, "no run ended by signal \(signal)") }
    }
}
