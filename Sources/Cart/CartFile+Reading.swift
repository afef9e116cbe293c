import ShopCore
import ShopFiles

extension CartFile {
    /// Runs `body` on the cart file under a shared lock; `missing` when there
    /// is no file, or an empty one (see ``isNew(_:record:)``).
    mutating func reading<T>(
        missing: T, _ body: (inout CartFile, OpenFile, Journal.Header, VerifiedState?) throws(CartError) -> T
    ) throws(CartError) -> T {
        try opened(missing: missing) { cart, file, record throws(CartError) in
            try body(&cart, file, try cart.checkHeader(file), record)
        }
    }

    /// The currency the file's header names, under a shared lock; nil when
    /// there is no file or an empty one.
    mutating func recordedCurrency() throws(CartError) -> Currency? {
        try opened(missing: nil) { cart, file, _ throws(CartError) in try cart.readHeader(file).currency }
    }

    /// Runs `body` on the open cart file and its record under a shared lock;
    /// `missing` when there is no file, or an empty one.
    private mutating func opened<T>(
        missing: T, _ body: (inout CartFile, OpenFile, VerifiedState?) throws(CartError) -> T
    ) throws(CartError) -> T {
        bytesReadByLastCall = 0
        try onFile(FileSystem.checkRegular(filePath, named: path))
        guard try onFile(FileSystem.exists(filePath, named: path)) else {
            session = nil
            return missing
        }
        let lock = try onFile(FileLock.shared(for: filePath, named: path))
        defer { lock.release() }
        let file = try onFile(OpenFile(filePath, writable: false, named: path))
        defer { bytesReadByLastCall = file.bytesRead }
        let record = lock.verifiedState()
        if try isNew(file, record: record) {
            session = nil
            return missing
        }
        return try body(&self, file, record)
    }

    /// True for a file of 0 bytes that no change wrote: what `touch` makes,
    /// an empty cart.
    ///
    /// The same file emptied after a change was recorded lost
    /// its lines, and is damage.
    /// - Throws: ``CartError/Damage/empty`` for the file a record names.
    func isNew(_ file: OpenFile, record: VerifiedState?) throws(CartError) -> Bool {
        let stamp = try onFile(file.stamp())
        guard stamp.size == 0 else { return false }
        if let record, record.stamp.isSameFile(as: stamp) { throw .unreadable(path: path, damage: .empty) }
        return true
    }

    /// Checks the header line and the currency.
    func checkHeader(_ file: OpenFile) throws(CartError) -> Journal.Header {
        let header = try readHeader(file)
        guard header.currency == currency else { throw .currencyMismatch(path: path, file: header.currency, requested: currency) }
        return header
    }

    /// Reads the header line, whatever its currency.
    func readHeader(_ file: OpenFile) throws(CartError) -> Journal.Header {
        let bytes = try onFile(file.read(at: 0, count: 1024))
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw .unreadable(path: path, damage: bytes.isEmpty ? .empty : .notACart)
        }
        return try bytes[..<newline].withUnsafeBufferPointer { line throws(CartError) in
            try Journal.header(line, path: path)
        }
    }

    /// The session's or the record's state when the file is exactly as they
    /// describe it; reads the last line at most.
    ///
    /// nil: read the whole file.
    func quickState(_ file: OpenFile, _ header: Journal.Header, record: VerifiedState?) throws(CartError) -> VerifiedState? {
        let stamp = try onFile(file.stamp())
        if let session, session.state.stamp == stamp { return session.state }
        guard let record, record.stamp == stamp else { return nil }
        guard record.lines > 0 else {
            return record.length == header.length && record.count == 0 && record.total.isZero ? record : nil
        }
        let start = record.lastLineStart, end = record.length
        guard start >= header.length, end - start >= 2, end - start <= VerifiedState.maximumLineLength else { return nil }
        let bytes = try onFile(file.read(at: start - 1, count: end - start + 1))
        let newline = UInt8(ascii: "\n")
        guard bytes.count == end - start + 1, bytes.first == newline, bytes.last == newline,
            !bytes[1..<bytes.count - 1].contains(newline)
        else { return nil }
        do {
            let entry = try bytes[1..<bytes.count - 1].withUnsafeBufferPointer { line throws(CartError) in
                try Journal.entry(
                    line, version: header.version, currency: header.currency, number: record.lines + 1, path: path)
            }
            return entry.count == record.count && entry.total == record.total ? record : nil
        } catch {
            return nil
        }
    }

    /// The whole cart, verified: the session's if the file did not change,
    /// the session's plus what was appended along the same chain of records,
    /// or read from the start.
    mutating func current(_ file: OpenFile, _ header: Journal.Header, record: VerifiedState?) throws(CartError) -> Session {
        let stamp = try onFile(file.stamp())
        // Changes only ever append (a torn last line is cut back to where the
        // record ends): a file shorter than its last change left it lost lines.
        if let record, record.stamp.isSameFile(as: stamp), stamp.size < record.length {
            throw .unreadable(path: path, damage: .shortened)
        }
        if let session, session.state.stamp == stamp { return session }
        let matching = record.flatMap { $0.stamp == stamp ? $0 : nil }
        if let session, session.onChain, let matching, matching.baseline == session.state.baseline,
            session.state.stamp.isSameFile(as: stamp), session.state.length <= stamp.size
        {
            var reader = JournalReader(resuming: session.cart, state: session.state, version: header.version, path: path)
            try reader.read(file, upTo: stamp.size)
            if reader.agrees(with: matching) {
                let now = Session(
                    cart: reader.cart, state: reader.state(stamp: stamp, baseline: matching.baseline), onChain: true)
                self.session = now
                return now
            }
        }
        self.session = nil
        var reader = JournalReader(header: header, path: path)
        try reader.read(file, upTo: stamp.size)
        // The journal only grows, and every change records how many lines it left: a file with fewer
        // lines than the last record lost some, whatever way it was saved (an editor writes a new file).
        // Restoring an older copy on purpose needs the record removed (`PATH.lock`), as docs/formats.md says.
        if let record, reader.lines < record.lines { throw .unreadable(path: path, damage: .shortened) }
        let onChain = matching.map(reader.agrees(with:)) ?? false
        let now = Session(
            cart: reader.cart, state: reader.state(stamp: stamp, baseline: matching?.baseline ?? 0), onChain: onChain)
        self.session = now
        return now
    }
}
