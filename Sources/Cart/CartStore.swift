import FoundationEssentials
import ShopCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cart kept in a file (see ``Journal`` for the format), safe across
/// crashes and concurrent processes, and never written to once damaged.
///
/// Every change is made under an exclusive `flock` on `PATH.lock`, appended
/// as one line and `fsync`ed before the call returns; 50 processes adding at
/// once leave 50 items. A new cart file is written to a temporary file,
/// `fsync`ed, renamed into place and its folder `fsync`ed. Reading takes a
/// shared lock and needs no write access.
///
/// ``add(_:)`` and ``summary()`` read only the header and the last line when
/// the file is as the last change left it (see ``Journal``); a file that was
/// touched since is read and checked whole first. A store also remembers
/// the cart it last read, so a long session (the REPL) reads only what
/// other processes appended since.
public final class CartStore {
    /// The cart file.
    public let path: String
    /// The currency the cart must be in.
    public let currency: Currency
    /// The cart last read or written and the state of the file it matches.
    private var session: Session?
    /// Bytes of the cart file read by the last call, so tests can tell a quick path from a full read.
    package private(set) var bytesReadByLastCall = 0

    private struct Session {
        var cart: Cart
        var state: VerifiedState
        /// True when `state.baseline` names the chain of records in the lock file.
        var onChain: Bool
    }

    /// A store for the cart file at `path`; nothing is read or created yet.
    /// - Throws: ``CartError/notAFilePath(_:)`` for a path that cannot name
    ///   a file (empty, ending in `/`).
    public init(path: String, currency: Currency) throws(CartError) {
        try FileSystem.checkCartPath(path)
        self.path = path
        self.currency = currency
    }

    /// `$SHOPTOOLS_CART`, else `$XDG_STATE_HOME/shoptools/cart.json`, else
    /// `~/.local/state/shoptools/cart.json`; nil when none of them is set.
    public static func defaultPath(environment: (String) -> String?) -> String? {
        if let path = environment("SHOPTOOLS_CART"), !path.isEmpty { return path }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/shoptools/cart.json" }
        if let home = environment("HOME"), !home.isEmpty { return home + "/.local/state/shoptools/cart.json" }
        return nil
    }

    // MARK: - Reading

    /// The whole cart, checked line by line. A missing file is an empty cart.
    public func load() throws(CartError) -> Cart {
        try reading(missing: Cart(currency: currency)) { file, header, record throws(CartError) in
            try current(file, header, record: record).cart
        }
    }

    /// The count and total; from the record and the last line when the file
    /// is as the last change left it, else from a full read.
    public func summary() throws(CartError) -> CartSummary {
        try reading(missing: CartSummary(count: 0, total: Money(0, currency))) { file, header, record throws(CartError) in
            let state: VerifiedState
            if let quick = try quickState(file, header, record: record) { state = quick } else { state = try current(file, header, record: record).state }
            return CartSummary(count: state.count, total: Money(state.total.decimal, currency))
        }
    }

    // MARK: - Changing

    /// Adds an item; as quick on a cart of 100,000 items as on an empty one.
    /// - Throws: ``CartError/notPayable(lineTotal:)``, ``CartError/totalTooLarge``,
    ///   or a file error.
    @discardableResult
    public func add(_ item: Cart.Item) throws(CartError) -> CartSummary {
        try change { file, header, lock throws(CartError) -> CartSummary in
            let record = lock.record()
            if session == nil, let state = try quickState(file, header, record: record) {
                try Cart.checkPayable(item, currency)
                let total = try Cart.total(state.total, adding: item)
                _ = try commit(.add(item), count: state.count + 1, total: total, after: state, onChain: true, file, lock)
                return CartSummary(count: state.count + 1, total: Money(total.decimal, currency))
            }
            var now = try current(file, header, record: record)
            try now.cart.add(item)
            try commit(.add(item), now, file, lock)
            return CartSummary(count: now.cart.count, total: now.cart.total)
        }
    }

    /// Removes item `number` (from 1).
    @discardableResult
    public func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        try change { file, header, lock throws(CartError) -> (removed: Cart.Item, cart: Cart) in
            var now = try current(file, header, record: lock.record())
            let item = try now.cart.remove(at: number)
            try commit(.remove(index: number), now, file, lock)
            return (item, now.cart)
        }
    }

    /// Takes back the last change, whichever process made it.
    @discardableResult
    public func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        try change { file, header, lock throws(CartError) -> (undone: Cart.Change, cart: Cart) in
            var now = try current(file, header, record: lock.record())
            let undone = try now.cart.undo()
            try commit(.undo, now, file, lock)
            return (undone, now.cart)
        }
    }

    /// Clears the cart as `request` asked, if it did not change since. An
    /// empty cart stays as it is and nothing is recorded.
    /// - Throws: ``CartError/staleClearRequest`` when it did.
    @discardableResult
    public func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        try change { file, header, lock throws(CartError) -> Cart in
            var now = try current(file, header, record: lock.record())
            let wasEmpty = now.cart.items.isEmpty
            try now.cart.confirm(request)
            if !wasEmpty { try commit(.clear, now, file, lock) }
            return now.cart
        }
    }

    // MARK: - Implementation

    /// Runs `body` on the cart file under a shared lock; `missing` when there is no file.
    private func reading<T>(
        missing: T, _ body: (OpenFile, Journal.Header, VerifiedState?) throws(CartError) -> T
    ) throws(CartError) -> T {
        bytesReadByLastCall = 0
        try FileSystem.checkRegular(path, cartPath: path)
        guard FileSystem.exists(path) else {
            session = nil
            return missing
        }
        let lock = try FileLock.shared(path + ".lock", cartPath: path)
        defer { lock.release() }
        let file = try OpenFile(path, writable: false, cartPath: path)
        defer { bytesReadByLastCall = file.bytesRead }
        return try body(file, try checkHeader(file), lock.record())
    }

    /// Runs `body` on the cart file under the exclusive lock, creating the
    /// file first if needed and bringing an older format up to date.
    private func change<T>(_ body: (OpenFile, Journal.Header, FileLock) throws(CartError) -> T) throws(CartError) -> T {
        bytesReadByLastCall = 0
        try FileSystem.checkRegular(path, cartPath: path)
        try FileSystem.makeDirectories(FileSystem.directory(of: path), cartPath: path)
        let lock = try FileLock.exclusive(path + ".lock", cartPath: path)
        defer { lock.release() }
        let created = !FileSystem.exists(path)
        if created {
            session = nil
            try FileSystem.writeAtomically(Array(Journal.headerLine(currency).utf8), to: path, cartPath: path)
        }
        var file = try OpenFile(path, writable: true, cartPath: path)
        var header = try checkHeader(file)
        if header.version < Journal.formatVersion {
            try upgrade(file, header)
            file = try OpenFile(path, writable: true, cartPath: path)
            header = try checkHeader(file)
        }
        if created {
            let state = VerifiedState(stamp: try file.stamp(), length: header.length, lines: 0, lastLineStart: 0,
                                      count: 0, total: .zero, baseline: VerifiedState.newBaseline())
            lock.write(state)
            session = Session(cart: Cart(currency: currency), state: state, onChain: true)
        }
        defer { bytesReadByLastCall = file.bytesRead }
        return try body(file, header, lock)
    }

    /// Checks the header line and the currency.
    private func checkHeader(_ file: OpenFile) throws(CartError) -> Journal.Header {
        let bytes = try file.read(at: 0, count: 1024)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .unreadable(path: path, reason: bytes.isEmpty ? "the file is empty" : "not a shoptools cart")
        }
        let header = try bytes[..<newline].withUnsafeBufferPointer { line throws(CartError) in try Journal.header(line, path: path) }
        guard header.currency == currency else { throw .currencyMismatch(path: path, file: header.currency, requested: currency) }
        return header
    }

    /// The session's or the record's state when the file is exactly as they
    /// describe it; reads the last line at most. nil: read the whole file.
    private func quickState(_ file: OpenFile, _ header: Journal.Header, record: VerifiedState?) throws(CartError) -> VerifiedState? {
        let stamp = try file.stamp()
        if let session, session.state.stamp == stamp { return session.state }
        guard let record, record.stamp == stamp else { return nil }
        guard record.lines > 0 else {
            return record.length == header.length && record.count == 0 && record.total.isZero ? record : nil
        }
        let start = record.lastLineStart, end = record.length
        guard start >= header.length, end - start >= 2, end - start <= VerifiedState.maximumLineLength else { return nil }
        let bytes = try file.read(at: start - 1, count: end - start + 1)
        let newline = UInt8(ascii: "\n")
        guard bytes.count == end - start + 1, bytes.first == newline, bytes.last == newline,
              !bytes[1..<bytes.count - 1].contains(newline)
        else { return nil }
        do {
            let entry = try bytes[1..<bytes.count - 1].withUnsafeBufferPointer { line throws(CartError) in
                try Journal.entry(line, version: header.version, number: record.lines + 1, path: path)
            }
            return entry.count == record.count && entry.total == record.total ? record : nil
        } catch {
            return nil
        }
    }

    /// The whole cart, verified: the session's if the file did not change,
    /// the session's plus what was appended along the same chain of records,
    /// or read from the start.
    private func current(_ file: OpenFile, _ header: Journal.Header, record: VerifiedState?) throws(CartError) -> Session {
        let stamp = try file.stamp()
        if let session, session.state.stamp == stamp { return session }
        let matching = record.flatMap { $0.stamp == stamp ? $0 : nil }
        if let session, session.onChain, let matching, matching.baseline == session.state.baseline,
           session.state.stamp.isSameFile(as: stamp), session.state.length <= stamp.size {
            var reader = JournalReader(resuming: session.cart, state: session.state, version: header.version, path: path)
            try reader.read(file, upTo: stamp.size)
            if reader.agrees(with: matching) {
                let now = Session(cart: reader.cart, state: reader.state(stamp: stamp, baseline: matching.baseline), onChain: true)
                self.session = now
                return now
            }
        }
        self.session = nil
        var reader = JournalReader(header: header, path: path)
        try reader.read(file, upTo: stamp.size)
        let onChain = matching.map(reader.agrees(with:)) ?? false
        let now = Session(cart: reader.cart, state: reader.state(stamp: stamp, baseline: matching?.baseline ?? 0), onChain: onChain)
        self.session = now
        return now
    }

    /// Appends `operation` for the cart `now` and keeps it as the session.
    private func commit(_ operation: Journal.Entry.Operation, _ now: Session, _ file: OpenFile, _ lock: FileLock) throws(CartError) {
        session = nil
        let next = try commit(operation, count: now.cart.count, total: now.cart.totalExact, after: now.state, onChain: now.onChain, file, lock)
        if let next { session = Session(cart: now.cart, state: next, onChain: true) }
    }

    /// Appends the line durably, first cutting off a torn last line, then
    /// records the new state; nil when the file is not as this call left it.
    private func commit(
        _ operation: Journal.Entry.Operation, count: Int, total: ExactDecimal, after state: VerifiedState, onChain: Bool,
        _ file: OpenFile, _ lock: FileLock
    ) throws(CartError) -> VerifiedState? {
        if state.length != state.stamp.size { try file.truncate(to: state.length) }
        let line = Array(Journal.line(operation, count: count, total: total).utf8)
        try file.appendAndSync(line)
        let stamp = try file.stamp()
        let next = state.appending(lineLength: line.count, count: count, total: total, stamp: stamp,
                                   baseline: onChain ? state.baseline : VerifiedState.newBaseline())
        // Someone appending without the lock (`echo >>`) at this very moment: record nothing.
        guard stamp.size == next.length else {
            lock.write(nil)
            return nil
        }
        lock.write(next)
        return next
    }

    /// Rewrites a verified older-format file in the current format: the first change to it.
    private func upgrade(_ file: OpenFile, _ header: Journal.Header) throws(CartError) {
        var reader = JournalReader(header: header, path: path)
        reader.rewritten = []
        try reader.read(file, upTo: try file.stamp().size)
        var bytes = Array(Journal.headerLine(currency).utf8)
        for line in reader.rewritten ?? [] { bytes += line.utf8 }
        session = nil
        try FileSystem.writeAtomically(bytes, to: FileSystem.resolvingLinks(path), cartPath: path)
    }
}

/// The count and total of a cart, without its items.
public struct CartSummary: Sendable, Equatable {
    /// How many items (lines).
    public let count: Int
    /// Σ amount × quantity.
    public let total: Money

    public init(count: Int, total: Money) {
        self.count = count
        self.total = total
    }
}
