import FoundationEssentials
import ShopCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cart kept in a file (see ``Journal`` for the format), safe across
/// crashes and concurrent processes.
///
/// Every change is made under an exclusive `flock` on `PATH.lock`, appended
/// as one line and `fsync`ed before the call returns; 50 processes adding at
/// once leave 50 items. A new cart file is written to a temporary file,
/// `fsync`ed, renamed into place and its folder `fsync`ed. A file that cannot
/// be read is reported and never written to.
///
/// The store remembers the cart it last read and how much of the file that
/// was, so a long session (the REPL) reads only what other processes
/// appended since; ``add(_:)`` from a fresh process reads only the first and
/// the last line.
public final class CartStore {
    /// The cart file.
    public let path: String
    /// The currency the cart must be in.
    public let currency: Currency
    /// The cart last read, how many bytes and lines of which file it came from.
    private var cache: (cart: Cart, length: Int, lines: Int, identity: FileIdentity)?

    public init(path: String, currency: Currency) {
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
        guard FileSystem.exists(path) else { return Cart(currency: currency) }
        let lock = try FileLock(path + ".lock", exclusive: false, cartPath: path)
        defer { lock.release() }
        let file = try OpenFile(path, writable: false, cartPath: path)
        defer { file.close() }
        return try read(file).cart
    }

    /// The count and total, read from the first and last lines only.
    public func summary() throws(CartError) -> CartSummary {
        guard FileSystem.exists(path) else { return CartSummary(count: 0, total: Money(0, currency)) }
        let lock = try FileLock(path + ".lock", exclusive: false, cartPath: path)
        defer { lock.release() }
        let file = try OpenFile(path, writable: false, cartPath: path)
        defer { file.close() }
        let tail = try readTail(file)
        return CartSummary(count: tail.count, total: Money(tail.total.decimal, currency))
    }

    // MARK: - Changing

    /// Adds an item; as quick on a cart of 100,000 items as on an empty one.
    @discardableResult
    public func add(_ item: Cart.Item) throws(CartError) -> CartSummary {
        try change { file throws(CartError) -> CartSummary in
            if var cart = try cachedCart(file) {
                try cart.add(item)
                try append(Journal.line(.add(item), after: cart), to: file, updating: cart)
                return CartSummary(count: cart.count, total: Money(cart.total, currency))
            }
            let tail = try readTail(file)
            let total = try Cart.total(tail.total, adding: item)
            let count = tail.count + 1
            try append(Journal.line(.add(item), count: count, total: total), to: file, updating: nil)
            return CartSummary(count: count, total: Money(total.decimal, currency))
        }
    }

    /// Removes item `number` (from 1).
    @discardableResult
    public func remove(at number: Int) throws(CartError) -> (removed: Cart.Item, cart: Cart) {
        try change { file throws(CartError) -> (removed: Cart.Item, cart: Cart) in
            var cart = try read(file).cart
            let item = try cart.remove(at: number)
            try append(Journal.line(.remove(index: number), after: cart), to: file, updating: cart)
            return (item, cart)
        }
    }

    /// Takes back the last change, whichever process made it.
    @discardableResult
    public func undo() throws(CartError) -> (undone: Cart.Change, cart: Cart) {
        try change { file throws(CartError) -> (undone: Cart.Change, cart: Cart) in
            var cart = try read(file).cart
            let undone = try cart.undo()
            try append(Journal.line(.undo, after: cart), to: file, updating: cart)
            return (undone, cart)
        }
    }

    /// Clears the cart as `request` asked, if it did not change since.
    /// - Throws: ``CartError/staleClearRequest`` when it did.
    @discardableResult
    public func confirm(_ request: ClearRequest) throws(CartError) -> Cart {
        try change { file throws(CartError) -> Cart in
            var cart = try read(file).cart
            try cart.confirm(request)
            try append(Journal.line(.clear, after: cart), to: file, updating: cart)
            return cart
        }
    }

    // MARK: - Implementation

    /// Runs `body` on the cart file under the exclusive lock, creating the file first if needed.
    private func change<T>(_ body: (OpenFile) throws(CartError) -> T) throws(CartError) -> T {
        let directory = FileSystem.directory(of: path)
        try FileSystem.makeDirectories(directory, cartPath: path)
        let lock = try FileLock(path + ".lock", exclusive: true, cartPath: path)
        defer { lock.release() }
        if !FileSystem.exists(path) {
            try FileSystem.writeAtomically(Journal.headerLine(currency), to: path, cartPath: path)
            cache = nil
        }
        let file = try OpenFile(path, writable: true, cartPath: path)
        defer { file.close() }
        return try body(file)
    }

    /// The cached cart brought up to date with what others appended, or nil without a cache.
    private func cachedCart(_ file: OpenFile) throws(CartError) -> Cart? {
        guard cache != nil else { return nil }
        return try read(file).cart
    }

    /// The whole cart: from the cache plus what was appended since, or from the start.
    private func read(_ file: OpenFile) throws(CartError) -> (cart: Cart, length: Int) {
        let size = try file.size()
        let identity = try file.identity()
        var cart: Cart, start: Int, lineNumber: Int
        if let cache, cache.identity == identity, cache.length <= size {
            (cart, start, lineNumber) = (cache.cart, cache.length, cache.lines)
        } else {
            (cart, start, lineNumber) = (Cart(currency: currency), try checkHeader(file), 1)
        }
        var completeLength = start
        if start < size {
            let bytes = try file.read(at: start, count: size - start)
            var failure: CartError?
            bytes.withUnsafeBufferPointer { buffer in
                var lineStart = 0
                for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                    lineNumber += 1
                    do {
                        let entry = try Journal.entry(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]), number: lineNumber, path: path)
                        try Journal.apply(entry, to: &cart, number: lineNumber, path: path)
                    } catch let error as CartError {
                        failure = error
                        return
                    } catch {
                        failure = .unreadable(path: path, reason: "line \(lineNumber): \(error)")
                        return
                    }
                    lineStart = index + 1
                    completeLength = start + lineStart
                }
            }
            if let failure { throw failure }
        }
        cache = (cart, completeLength, lineNumber, identity)
        return (cart, completeLength)
    }

    /// Checks the header line and the currency; returns the header's length with its newline.
    private func checkHeader(_ file: OpenFile) throws(CartError) -> Int {
        let headerBytes = try file.firstLine()
        let fileCurrency = try headerBytes.withUnsafeBufferPointer { bytes throws(CartError) in try Journal.header(bytes, path: path) }
        guard fileCurrency == currency else { throw .currencyMismatch(path: path, file: fileCurrency, requested: currency) }
        return headerBytes.count + 1
    }

    /// The count and total recorded on the last complete line.
    private func readTail(_ file: OpenFile) throws(CartError) -> (count: Int, total: ExactDecimal, length: Int) {
        let headerLength = try checkHeader(file)
        let size = try file.size()
        let window = min(size, 16_384)
        let bytes = try file.read(at: size - window, count: window)
        guard let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) else {
            throw .unreadable(path: path, reason: "the last line is too long")
        }
        let length = size - window + lastNewline + 1
        if length == headerLength { return (0, .zero, length) }
        let previous = bytes[..<lastNewline].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
        guard let lineStart = previous else { throw .unreadable(path: path, reason: "the last line is too long") }
        let entry = try bytes.withUnsafeBufferPointer { buffer throws(CartError) in
            try Journal.entry(UnsafeBufferPointer(rebasing: buffer[lineStart..<lastNewline]), number: 0, path: path)
        }
        return (entry.count, entry.total, length)
    }

    /// Appends `line` durably, first cutting off a torn last line if a crash left one.
    private func append(_ line: String, to file: OpenFile, updating cart: Cart?) throws(CartError) {
        let size = try file.size()
        let complete = try completeLength(file, size: size)
        if complete != size { try file.truncate(to: complete) }
        try file.appendAndSync(Array(line.utf8))
        if let cart, let cache, cache.length == complete {
            self.cache = (cart, complete + line.utf8.count, cache.lines + 1, cache.identity)
        } else {
            self.cache = nil
        }
    }

    /// The length of the file up to and including its last newline.
    private func completeLength(_ file: OpenFile, size: Int) throws(CartError) -> Int {
        guard size > 0 else { return 0 }
        if try file.read(at: size - 1, count: 1) == [UInt8(ascii: "\n")] { return size }
        let window = min(size, 16_384)
        let bytes = try file.read(at: size - window, count: window)
        guard let last = bytes.lastIndex(of: UInt8(ascii: "\n")) else {
            throw .unreadable(path: path, reason: "the last line is too long")
        }
        return size - window + last + 1
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
