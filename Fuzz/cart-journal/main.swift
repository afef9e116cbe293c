import Cart
import ShopCore

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

/// libFuzzer's entry: any bytes as a cart file, read by ``CartStore``.
///
/// Reading gives a valid cart or a ``CartError``, never a trap; the full
/// read and the summary agree (unless a record vouches for the file, see
/// below); and reading writes nothing: the cart file
/// keeps its bytes, `PATH.lock` (which a read may create, empty, to lock
/// on) keeps its record, and no other file appears.
///
/// So that the fuzzer gets past the checksums, the input is read twice: as
/// given, and with every line's `"sum"` made to match (when that changes
/// it). Bytes after a line `\0lock\0` become `PATH.lock`'s record, with
/// `@dev`, `@ino`, `@size`, `@mtime`, `@mtime_ns`, `@ctime` and `@ctime_ns`
/// replaced by the cart file's own and its sum made to match, so that the
/// quick paths that trust the record are reached too. Such a record is
/// what a verified change leaves, and the summary trusts it by design (see
/// ``Journal``): a forged one may make the summary and the full read
/// disagree (a damaged line before the last, `"plain":1` for taxed items),
/// so they are only held to agree when the record does not match the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCartJournal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let (given, lock) = split(input)
    check(given, lock: lock, input: input)
    let resealed = resealed(given)
    if resealed != given { check(resealed, lock: lock, input: input) }
    return 0
}

/// Writes `cartBytes` (and the record `lock`) and reads them back twice.
private func check(_ cartBytes: [UInt8], lock: [UInt8]?, input: [UInt8]) {
    let path = folder + "/cart.json", lockPath = path + ".lock"
    var vouched = false
    unlink(lockPath)
    write(cartBytes, to: path)
    var lockBytes: [UInt8]?
    if let lock {
        lockBytes = resealed(stamped(lock, path: path))
        vouched = lockBytes != resealed(lock)
        write(lockBytes ?? [], to: lockPath)
        if verbose { print("cart-journal: record " + String(decoding: lockBytes ?? [], as: UTF8.self)) }
    }

    read(path, summaryFirst: false, mustAgree: !vouched)
    read(path, summaryFirst: true, mustAgree: !vouched)

    if contents(of: path) != cartBytes { fail("reading changed the cart file", input) }
    switch (lockBytes, contents(of: lockPath)) {
    case (let given?, let now): if now != given { fail("reading changed PATH.lock", input) }
    case (nil, let now): if let now, !now.isEmpty { fail("reading wrote a record into PATH.lock", input) }
    }
    let names = files(in: folder)
    if !names.allSatisfy({ $0 == "cart.json" || $0 == "cart.json.lock" }) { fail("reading made files \(names)", input) }
    unlink(path)
    unlink(lockPath)
}

/// Reads the cart at `path` with a new store (in the file's currency), in either order.
private func read(_ path: String, summaryFirst: Bool, mustAgree: Bool) {
    var currency = Currency.jpy
    for _ in 0..<2 {
        do {
            let store = try CartStore(path: path, currency: currency)
            let summary: CartSummary, cart: Cart
            if summaryFirst {
                summary = try store.summary()
                if verbose { print("cart-journal: the summary read \(store.bytesReadByLastCall) bytes") }
                cart = try store.load()
            } else {
                cart = try store.load()
                summary = try store.summary()
            }
            if mustAgree, try CartSummary(of: cart) != summary { fail("summary \(summary) but the cart's is different", []) }
            if verbose { print("cart-journal: \(cart.count) items, \(summary)") }
            return
        } catch .currencyMismatch(_, let file, _) {
            currency = file
        } catch {
            if verbose { print("cart-journal: \(error)") }
            _ = error.description
            return
        }
    }
}

/// FUZZ_VERBOSE=1 prints what each read gave (to check seeds).
private let verbose = getenv("FUZZ_VERBOSE") != nil

/// A folder of this process's own, in the working folder (scripts/fuzz runs each target in a scratch folder).
private let folder: String = {
    var template = Array("cart-journal-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cart-journal: cannot make a folder") }
    // Gone at the end of a run; left (with the files) after a crash.
    atexit { _ = rmdir(folder) }
    return String(cString: made)
}()

private let lockMarker = Array("\n\0lock\0\n".utf8)

private func split(_ input: [UInt8]) -> (cart: [UInt8], lock: [UInt8]?) {
    guard input.count >= lockMarker.count else { return (input, nil) }
    for start in 0...(input.count - lockMarker.count) where input[start..<start + lockMarker.count].elementsEqual(lockMarker) {
        return (Array(input[..<(start + 1)]), Array(input[(start + lockMarker.count)...]))
    }
    return (input, nil)
}

/// `bytes` with each line's `"sum"` (the 16 hex digits after its last `,"sum":"`) made to match the bytes before it.
private func resealed(_ bytes: [UInt8]) -> [UInt8] {
    let key = Array(#","sum":""#.utf8)
    var out = bytes, start = 0
    while start < out.count {
        let end = out[start...].firstIndex(of: UInt8(ascii: "\n")) ?? out.count
        var at = end - key.count - 16
        while at >= start && !out[at..<at + key.count].elementsEqual(key) { at -= 1 }
        if at >= start {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in out[start..<at] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            for (offset, digit) in String(hash, radix: 16).leftPadded(to: 16).utf8.enumerated() {
                out[at + key.count + offset] = digit
            }
        }
        start = end + 1
    }
    return out
}

/// `record` with the `@` placeholders replaced by the file at `path`'s device, inode, size and times.
private func stamped(_ record: [UInt8], path: String) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { return record }
    let values: [(String, String)] = [
        ("@mtime_ns", "\(info.st_mtim.tv_nsec)"), ("@ctime_ns", "\(info.st_ctim.tv_nsec)"),
        ("@mtime", "\(info.st_mtim.tv_sec)"), ("@ctime", "\(info.st_ctim.tv_sec)"),
        ("@dev", "\(info.st_dev)"), ("@ino", "\(info.st_ino)"), ("@size", "\(info.st_size)"),
    ]
    var text = String(decoding: record, as: UTF8.self)
    guard text.contains("@") else { return record }
    for (placeholder, value) in values { text = text.replacing(placeholder, with: value) }
    return Array(text.utf8)
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

private func write(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { fatalError("cart-journal: cannot write \(path)") }
    #if canImport(Glibc)
    let wrote = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    #elseif canImport(Musl)
    let wrote = bytes.withUnsafeBytes { Musl.write(fd, $0.baseAddress, $0.count) }
    #else
    let wrote = bytes.withUnsafeBytes { Darwin.write(fd, $0.baseAddress, $0.count) }
    #endif
    close(fd)
    if wrote != bytes.count { fatalError("cart-journal: short write to \(path)") }
}

/// The file's bytes; nil when there is none.
private func contents(of path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        #if canImport(Glibc)
        let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        #elseif canImport(Musl)
        let got = buffer.withUnsafeMutableBytes { Musl.read(fd, $0.baseAddress, $0.count) }
        #else
        let got = buffer.withUnsafeMutableBytes { Darwin.read(fd, $0.baseAddress, $0.count) }
        #endif
        if got <= 0 { return bytes }
        bytes += buffer[..<got]
    }
}

private func files(in folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

private func fail(_ message: String, _ input: [UInt8]) -> Never {
    fatalError("cart-journal: \(message) for \(input.count) bytes")
}
