import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe is read wherever a file is only read, as `cat` reads it (`settle <(cat trip.txt)`; a named
/// pipe waits for its writer), and refused at once, before anything is read, where the file is written:
/// settle's `--add`, `--fix`, `--drop`, `--merge`, `--ids`, `--init`, and the cart file.
@Suite struct PipeFileTests {
    let folder: TemporaryFolder
    let trip: String

    static let group = "people Aki Ren\nhotel 4000 paid by Aki\n"
    static let settled = """
        person    paid   share  balance
        Aki     ¥4,000  ¥2,000  +¥2,000
        Ren         ¥0  ¥2,000  -¥2,000

        1 transfer, the fewest possible:
          Ren → Aki  ¥2,000

        """

    init() throws {
        folder = try TemporaryFolder()
        trip = folder.path + "/trip.txt"
        try Self.group.write(toFile: trip, atomically: true, encoding: .utf8)
    }

    /// `bash -c SCRIPT` with the built shoptools as `$0` and `arguments` after it.
    func bash(_ script: String, _ arguments: [String] = []) throws -> Run {
        try Shoptools.spawn(
            ["-c", script, Shoptools.executable.path] + arguments, executable: URL(fileURLWithPath: "/bin/bash"))
    }

    @Test func settleReadsAProcessSubstitution() throws {
        #expect(try bash(#""$0" settle <(cat "$1")"#, [trip]) == .ok(Self.settled))
    }

    /// A named pipe waits for its writer, as it does for every Unix tool.
    @Test func settleReadsANamedPipeOnceItsWriterWrites() throws {
        let pipe = folder.path + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let writer = Thread {
            let fd = open(pipe, O_WRONLY)
            _ = Array(Self.group.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        #expect(Shoptools.run(["settle", pipe]) == .ok(Self.settled))
    }

    /// An expense's `bill FILE` in a group read from a pipe is looked for in the current folder, as with `-`.
    @Test func aBillNamedInAPipedGroupIsInTheCurrentFolder() throws {
        try "people Aki Ren\nramen 1000\n".write(toFile: folder.path + "/dinner.bill", atomically: true, encoding: .utf8)
        let run = try bash(
            #"cd "$1" && "$0" settle <(printf 'people Aki Ren\nbill dinner.bill paid by Aki\n') --json"#, [folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""transfers":[{"from":"Ren","to":"Aki","amount":"500"}]"#))
    }

    static let writers: [[String]] = [
        ["--add", "taxi 100 paid by Ren"], ["--fix", "k3f9a2m7", "taxi 100 paid by Ren"], ["--drop", "k3f9a2m7"],
        ["--merge", "OTHER"], ["--ids"], ["--init", "Aki", "Ren"],
    ]

    /// Refused with no writer on the pipe: were it opened, the test would wait for ever.
    @Test(arguments: writers)
    func aPipeIsRefusedAtOnceWhereSettleWrites(_ options: [String]) throws {
        let pipe = folder.path + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let option = options[0]
        let run = Shoptools.run(["settle", pipe] + options.map { $0 == "OTHER" ? trip : $0 })
        #expect(
            run
                == .failure(
                    "\"\(pipe)\" is a FIFO (named pipe), not a regular file; \(option) writes the group file, so FILE "
                        + "must be a file (a pipe such as <(…) can only be read)", status: 74))
        let japanese = Shoptools.run(["settle", pipe, "--lang", "ja"] + options.map { $0 == "OTHER" ? trip : $0 })
        #expect(
            japanese.stderr
                == "shoptools: エラー: ファイル「\(pipe)」は通常のファイルではなく、FIFO（名前付きパイプ）です。\(option) は"
                + "グループファイルに書き込むので、FILE にはファイルを指定してください（<(…) のようなパイプは読むことしかできません）\n")
        #expect(japanese.status == 74)
        #expect(try String(contentsOfFile: trip, encoding: .utf8) == Self.group)
    }

    @Test func aProcessSubstitutionIsRefusedWhereSettleAdds() throws {
        let run = try bash(#""$0" settle <(cat "$1") --add 'taxi 100 paid by Ren'"#, [trip])
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix(#"shoptools: error: "/dev/fd/"#), "\(run.stderr)")
        #expect(
            run.stderr.hasSuffix(
                "is a FIFO (named pipe), not a regular file; --add writes the group file, so FILE must be a file (a pipe such as <(…) can only be read)\n"
            ))
    }

    /// A cart is a file rewritten by every change, so no cart command takes a pipe, not even to list.
    @Test(arguments: [["list"], ["add", "100"], ["total"]])
    func aCartInAPipeIsRefused(_ words: [String]) throws {
        let run = try bash(#""$0" cart "${@:1:$#-1}" --cart <(cat "${@: -1}")"#, words + [trip])
        #expect(run.status == 74)
        #expect(run.stderr.hasSuffix("is a FIFO (named pipe), not a regular file\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
