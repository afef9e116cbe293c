import Foundation
import TestSupport
import Testing

@testable import ShoptoolsCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files shoptools rewrites keep their permissions; files the caller may not
/// write are refused whoever runs (the tests run as root, for whom the system
/// would write anything); nothing stays beside a group file.
@Suite struct FileWriteTests {
    let folder: TemporaryFolder
    let trip: String

    static let group = "people Aki Ren\nhotel 4000 paid by Aki\n"

    init() throws {
        folder = try TemporaryFolder()
        trip = folder.path + "/trip.txt"
        try Self.group.write(toFile: trip, atomically: true, encoding: .utf8)
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func owner(_ path: String) -> (uid_t, gid_t) {
        var info = stat()
        _ = stat(path, &info)
        return (info.st_uid, info.st_gid)
    }

    func contents(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    @Test(arguments: [0o600, 0o755, 0o640] as [mode_t])
    func settleAddKeepsTheModeAndLeavesNoLock(_ permissions: mode_t) {
        chmod(trip, permissions)
        let run = Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"])
        #expect(run.status == 0, "\(run)")
        #expect(unstamped(contents(trip)) == Self.group + "taxi 1000 paid by Ren\n")
        #expect(mode(trip) == permissions)
        #expect(names() == ["trip.txt"])
    }

    /// The group with the line is settled before the line is written: an option that settling
    /// refuses (a unit, an organizer or a person to pay through who is not there) writes nothing.
    @Test func settleAddWritesNothingWhenAnOptionIsWrong() {
        let refusals: [([String], String)] = [
            (["--round", "abc"], #"rounding unit: "abc" is not an amount"#),
            (["--organizer", "Nobody"], #""Nobody" is not one of the people; add them to the people line"#),
            (["--via", "Nobody"], #""Nobody" is not one of the people"#),
        ]
        for (options, message) in refusals {
            let run = Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"] + options)
            #expect(run == .failure(message, status: 65), "\(options)")
            #expect(contents(trip) == Self.group, "\(options)")
            #expect(names() == ["trip.txt"])
        }
        #expect(Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren", "--organizer", "Ren"]).status == 0)
        #expect(unstamped(contents(trip)) == Self.group + "taxi 1000 paid by Ren\n")
    }

    /// A file named like the lock that holds something is not shoptools' lock: it stays as it was.
    @Test func settleAddLeavesSomeoneElsesLockNamedFile() throws {
        try "precious\n".write(toFile: trip + ".lock", atomically: true, encoding: .utf8)
        #expect(Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"]).status == 0)
        #expect(contents(trip + ".lock") == "precious\n")
    }

    /// A group file over 16 MB is refused in the reader's language.
    @Test func aFileOverTheLimitIsNamedInJapanese() throws {
        let huge = folder.path + "/huge.txt"
        try Data(repeating: UInt8(ascii: "a"), count: 17_000_000).write(to: URL(fileURLWithPath: huge))
        let run = Shoptools.run(["settle", huge, "--lang", "ja"])
        #expect(run.status == 74)
        #expect(run.stderr.contains("16 MB を超えています"), "\(run.stderr)")
    }

    @Test func settleAddKeepsTheOwner() throws {
        try #require(geteuid() == 0, "only root can give a file to another user")
        chown(trip, 65534, 65534)
        chmod(trip, 0o666)
        #expect(Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"]).status == 0)
        #expect(owner(trip) == (65534, 65534))
        #expect(mode(trip) == 0o666)
    }

    @Test func aReadOnlyGroupFileIsRefusedInBothLanguages() {
        chmod(trip, 0o444)
        #expect(
            Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"])
                == .failure("\"\(trip)\" is read-only; it was left as it is", status: 74))
        #expect(
            Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren", "--lang", "ja"]).stderr
                == "shoptools: エラー: 「\(trip)」は読み取り専用です。ファイルはそのままです\n")
        #expect(contents(trip) == Self.group)
        #expect(names() == ["trip.txt"])
    }

    /// Another user's file that grants others no write, in a folder anyone may write in.
    @Test func anotherUsersFileIsRefused() throws {
        try #require(geteuid() == 0, "only root can give a file to another user")
        chown(trip, 65534, 65534)
        chmod(trip, 0o644)
        chmod(folder.path, 0o777)
        #expect(Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"]).status == 74)
        #expect(contents(trip) == Self.group)
        #expect(owner(trip) == (65534, 65534))
    }

    @Test func aFolderThatCannotBeWrittenInIsNamed() {
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        #expect(
            Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren"])
                == .failure(
                    "cannot write in folder \"\(folder.path)\" (for \"\(trip)\"); nothing was changed", status: 74))
        #expect(
            Shoptools.run(["settle", trip, "--add", "taxi 1000 paid by Ren", "--lang", "ja"]).stderr
                == "shoptools: エラー: フォルダ「\(folder.path)」に書き込めません（「\(trip)」のため）。何も変更していません\n")
        #expect(names() == ["trip.txt"])
    }

    // MARK: - The cart

    @Test func cartRepairKeepsTheMode() throws {
        let cart = folder.path + "/cart.json"
        #expect(Shoptools.run(["cart", "add", "500", "--cart", cart]).status == 0)
        let handle = try #require(FileHandle(forWritingAtPath: cart))
        handle.seekToEndOfFile()
        handle.write(Data("not a change\n".utf8))
        handle.closeFile()
        chmod(cart, 0o600)
        let run = Shoptools.run(["cart", "repair", "--cart", cart])
        #expect(run.status == 0, "\(run)")
        #expect(mode(cart) == 0o600)
        #expect(mode(cart + ".damaged") == 0o600)
    }

    @Test func aReadOnlyCartIsRefused() {
        let cart = folder.path + "/cart.json"
        #expect(Shoptools.run(["cart", "add", "500", "--cart", cart]).status == 0)
        let before = contents(cart)
        chmod(cart, 0o444)
        #expect(
            Shoptools.run(["cart", "add", "300", "--cart", cart])
                == .failure("\"\(cart)\" is read-only; it was left as it is", status: 74))
        #expect(Shoptools.run(["cart", "repair", "--cart", cart]).status == 74)
        #expect(contents(cart) == before)
        #expect(mode(cart) == 0o444)
        // Reading needs no write permission.
        #expect(Shoptools.run(["cart", "total", "--cart", cart]).status == 0)
    }

    // MARK: - Exit codes

    @Test func aFileThatCannotBeReadIs74WhereverItIsNamed() throws {
        try "people A B\ndinner bill nosuch.bill paid by A\n".write(toFile: trip, atomically: true, encoding: .utf8)
        #expect(Shoptools.run(["settle", trip]).status == 74)
        try FileManager.default.createDirectory(atPath: folder.path + "/shop", withIntermediateDirectories: false)
        try "people A B\nshop cart shop paid by A\n".write(toFile: trip, atomically: true, encoding: .utf8)
        let inGroup = Shoptools.run(["settle", trip])
        #expect(inGroup.status == 74)
        #expect(
            inGroup.stderr.hasSuffix(
                "/shop\" is a folder, not a regular file\n  2 | shop cart shop paid by A\n    | ^^^^^^^^^^^^^^^^^^^^^^^^\n"))
        #expect(Shoptools.run(["cart", "list", "--cart", folder.path + "/shop"]).status == 74)
        #expect(mkfifo(folder.path + "/pipe", 0o600) == 0)
        #expect(
            Shoptools.run(["cart", "list", "--cart", folder.path + "/pipe"])
                == .failure("cart file \"\(folder.path)/pipe\" is a FIFO (named pipe), not a regular file", status: 74))
        #expect(Shoptools.run(["settle", folder.path + "/shop"]).status == 74)
    }

    @Test func unknownImportsAndExportsAreUsageErrorsBeforeAnyFileIsRead() {
        #expect(
            Shoptools.run(["settle", "nosuch.txt", "--from", "venmo"])
                == .failure(
                    "--from \"venmo\" is not one of the choices; expected one of splitwise, spliit "
                        + "(see shoptools settle --help)", status: 64))
        #expect(
            Shoptools.run(["settle", "nosuch.txt", "--export", "xlsx", "--lang", "ja"]).stderr
                == "shoptools: エラー: --export に「xlsx」は指定できません。csv, hledger, ledger, beancount のいずれかを"
                + "指定してください（shoptools settle --help を参照）\n")
        #expect(
            Shoptools.run(["settle", "nosuch.txt", "--export", "xlsx"])
                == .failure(
                    #"--export "xlsx" is not one of the choices; expected one of csv, hledger, ledger, beancount "#
                        + "(see shoptools settle --help)", status: 64))
    }

    /// The rules between settle's options are its table's, checked before any file is read
    /// (nosuch.txt is never opened) and worded as the option names are declared.
    @Test func optionRulesAreUsageErrorsBeforeAnyFileIsRead() {
        func failure(_ message: String) -> Run { .failure(message + " (see shoptools settle --help)", status: 64) }
        #expect(Shoptools.run(["settle", "nosuch.txt", "--bom"]) == failure("option --bom needs --export csv"))
        #expect(
            Shoptools.run(["settle", "nosuch.txt", "--json", "--export", "csv"])
                == failure("conflicting options --json and --export; give one of them"))
        #expect(Shoptools.run(["settle", "nosuch.txt", "--rate", "EUR=160"]) == failure("option --rate needs --from"))
        #expect(
            Shoptools.run(["settle", "nosuch.txt", "--add", "x", "--from", "spliit"])
                == failure("conflicting options --add and --from; give one of them"))
    }

    @Test func badValuesAreRefusedBeforeAnyFileIsReadOrWritten() {
        // Every value given is parsed by its option's declaration before the command runs.
        let cart = folder.path + "/new-cart.json"
        #expect(
            Shoptools.run(["cart", "add", "100", "--qty", "0", "--cart", cart])
                == .failure("quantity \"0\" is not a whole number from 1 to 1000000", status: 65))
        #expect(!FileManager.default.fileExists(atPath: cart))
        #expect(
            Shoptools.run(["split", "--bill", "nosuch.txt", "--mode", "nonsense"])
                == .failure(
                    "unknown split mode \"nonsense\"; expected absorb, up or spread (see shoptools split --help)", status: 64))
        #expect(
            Shoptools.run(["points", "100", "--rules", "nosuch.txt", "--rule", "0%"])
                == .failure("the point rate \"0%\" is not above zero", status: 65))
    }

    @Test func importAppsAndFormatsInAnyLetterCase() throws {
        let export = folder.path + "/export.csv"
        try "Date,Description,Category,Cost,Currency,A,B\n2026-01-01,taxi,General,100.00,JPY,50.00,-50.00\n".write(
            toFile: export, atomically: true, encoding: .utf8)
        #expect(Shoptools.run(["settle", export, "--from", "Splitwise", "--export", "CSV"]).status == 0)
    }

    // MARK: - A byte-order mark for Excel

    @Test func exportWithAByteOrderMark() {
        let plain = Shoptools.run(["settle", trip, "--export", "csv"])
        let csv =
            "currency,person,paid,share,paid_back,received_back,balance,exact_balance\r\nJPY,Aki,4000,2000,0,0,2000,2000\r\n"
            + "JPY,Ren,0,2000,0,0,-2000,-2000\r\n\r\ncurrency,from,to,amount\r\nJPY,Ren,Aki,2000\r\n"
        #expect(plain == .ok(csv))
        let marked = Shoptools.run(["settle", trip, "--export", "csv", "--bom"])
        #expect(Array(marked.stdout.utf8) == [0xEF, 0xBB, 0xBF] + Array(csv.utf8))
        #expect(
            Shoptools.run(["settle", trip, "--bom"])
                == .failure("option --bom needs --export csv (see shoptools settle --help)", status: 64))
    }
}
