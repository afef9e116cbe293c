import ShopCore
import ShopFiles

extension CartFile {
    /// A change from the record alone (its state and the cart's figures): the line to append, the count and
    /// total after it (as the line records them), the figures after it, the result.
    typealias QuickChange<T> = (VerifiedState, CartFigures) throws(CartError) -> (
        Journal.Entry.Operation, Int, ExactDecimal, CartFigures, T
    )
    /// A change to the whole cart: the line to append (nil: nothing changed) and the result.
    typealias Change<T> = (inout Cart) throws(CartError) -> (Journal.Entry.Operation?, T)

    /// Makes a change under the exclusive lock: from the record when the
    /// file is as the last change left it and `quick` is given, else on the
    /// whole cart.
    ///
    /// A refused change writes nothing.
    ///
    /// With no cart file, the change is first made on an empty cart without
    /// creating anything: one that is refused or changes nothing leaves no
    /// folder, no lock file and no cart file behind. Only a change to write
    /// creates them, and is then made again under the lock.
    mutating func change<T>(quick: QuickChange<T>? = nil, _ body: Change<T>) throws(CartError) -> T {
        bytesReadByLastCall = 0
        try onFile(FileSystem.checkRegular(filePath, named: path))
        if try !onFile(FileSystem.exists(filePath, named: path)) {
            var empty = Cart(currency: currency)
            let (operation, result) = try body(&empty)
            guard operation != nil else {
                session = nil
                return result
            }
        }
        try onFile(FileSystem.checkWritable(filePath, named: path))
        try onFile(FileSystem.makeDirectories(FileSystem.directory(of: filePath), named: path))
        let lock = try onFile(FileLock.exclusive(for: filePath, named: path))
        defer { lock.release() }
        guard try onFile(FileSystem.exists(filePath, named: path)) else { return try rewrite(nil, lock, body) }
        let file = try onFile(OpenFile(filePath, writable: true, named: path))
        defer { bytesReadByLastCall = file.bytesRead }
        let record = lock.verifiedState()
        if try isNew(file, record: record) { return try rewrite(nil, lock, body) }
        let header = try checkHeader(file)
        guard header.version == Journal.formatVersion else { return try rewrite((file, header), lock, body) }
        if let quick, session == nil, let state = try quickState(file, header, record: record),
            let figures = state.figures(in: header.currency)
        {
            let (operation, count, total, after, result) = try quick(state, figures)
            _ = try commit(operation, count: count, total: total, figures: after, after: state, onChain: true, file, lock)
            return result
        }
        var now = try current(file, header, record: record)
        session = nil  // so that `now` holds the only copy of the items, and changing them copies nothing
        let (operation, result) = try body(&now.cart)
        if let operation {
            let next = try commit(
                operation, count: now.cart.count, total: now.cart.totalExact, figures: now.cart.figures, after: now.state,
                onChain: now.onChain, file, lock)
            if let next { session = Session(cart: now.cart, state: next, onChain: true) }
        } else {
            session = now
        }
        return result
    }

    /// Appends the line durably, first cutting off a torn last line, then
    /// records the new state; nil when the file is not as this call left it.
    private mutating func commit(
        _ operation: Journal.Entry.Operation, count: Int, total: ExactDecimal, figures: CartFigures,
        after state: VerifiedState, onChain: Bool, _ file: OpenFile, _ lock: FileLock
    ) throws(CartError) -> VerifiedState? {
        if state.length != state.stamp.size { try onFile(file.truncate(to: state.length)) }
        let line = Array(Journal.line(operation, count: count, total: total).utf8)
        try onFile(file.appendAndSync(line))
        let stamp = try onFile(file.stamp())
        let next = state.appending(
            lineLength: line.count, count: count, total: total, stamp: stamp,
            baseline: onChain ? state.baseline : VerifiedState.newBaseline(), figures: figures)
        // Someone appending without the lock (`echo >>`) at this very moment: record nothing.
        guard stamp.size == next.length else {
            lock.write(nil)
            return nil
        }
        lock.write(next)
        return next
    }

    /// Writes the whole file anew through a temporary file and a rename: a
    /// new cart with its first change, or the first change to a file of an
    /// older format, which is read and checked whole first.
    ///
    /// Nothing is written when the change is refused or changes nothing.
    private mutating func rewrite<T>(
        _ old: (file: OpenFile, header: Journal.Header)?, _ lock: FileLock, _ body: Change<T>
    ) throws(CartError) -> T {
        var cart = Cart(currency: currency)
        var lines: [String] = []
        if let old {
            var reader = JournalReader(header: old.header, path: path)
            reader.rewritten = []
            try reader.read(old.file, upTo: try onFile(old.file.stamp().size))
            cart = reader.cart
            lines = reader.rewritten ?? []
        }
        let (operation, result) = try body(&cart)
        guard let operation else { return result }
        lines.append(Journal.line(operation, count: cart.count, total: cart.totalExact))
        try writeNew(lines, cart: cart, lock)
        return result
    }

    /// Writes a new cart file of `lines` (change lines in the current format,
    /// which replay to `cart`) through a temporary file and a rename, and
    /// records it in the lock file.
    mutating func writeNew(_ lines: [String], cart: Cart, _ lock: FileLock) throws(CartError) {
        var bytes = Array(Journal.headerLine(currency).utf8)
        for line in lines { bytes += line.utf8 }
        session = nil
        try onFile(FileSystem.writeAtomically(bytes, to: filePath, named: path))
        let stamp = try onFile(OpenFile(filePath, writable: false, named: path).stamp())
        let state = VerifiedState(
            stamp: stamp, length: bytes.count, lines: lines.count,
            lastLineStart: lines.last.map { bytes.count - $0.utf8.count } ?? 0,
            count: cart.count, total: cart.totalExact, baseline: VerifiedState.newBaseline(), figures: cart.figures)
        guard stamp.size == state.length else {
            lock.write(nil)
            return
        }
        lock.write(state)
        session = Session(cart: cart, state: state, onChain: true)
    }
}
