import ShopCore
import ShopFiles

extension CartFile {
    /// Keeps a damaged cart file beside it under a new name and writes a
    /// cart rebuilt from every change that can still be read, all under the
    /// exclusive lock (see ``CartStore/repair()``).
    mutating func repair() throws(CartError) -> CartRepair {
        bytesReadByLastCall = 0
        try onFile(FileSystem.checkRegular(filePath, named: path))
        guard try onFile(FileSystem.exists(filePath, named: path)) else { throw .nothingToRepair(path: path) }
        try onFile(FileSystem.checkWritable(filePath, named: path))
        // The damaged file is kept aside and a new one written beside it.
        try onFile(FileSystem.checkFolderWritable(of: filePath, named: path))
        let lock = try onFile(FileLock.exclusive(for: filePath, named: path))
        defer { lock.release() }
        let file = try onFile(OpenFile(filePath, writable: false, named: path))
        defer { bytesReadByLastCall = file.bytesRead }
        let damage = try damage(file, record: lock.verifiedState())
        session = nil
        let size = try onFile(file.stamp().size)
        let bytes = try onFile(file.read(at: 0, count: size))
        let (cart, lines, read) = try rebuilt(bytes)
        var skipped = read
        if bytes.isEmpty { skipped = [.empty] }
        let kept = keptName()
        try onFile(FileSystem.keepAside(filePath, as: kept, named: path))
        try writeNew(lines, cart: cart, lock)
        return CartRepair(damage: damage, keptAs: kept, cart: cart, skipped: skipped)
    }

    /// Why the file cannot be read; throws ``CartError/nothingToRepair(path:)``
    /// when it can, and passes on a newer format (a newer shoptools reads
    /// it: rebuilding it here would lose what this one does not know).
    private mutating func damage(_ file: OpenFile, record: VerifiedState?) throws(CartError) -> CartError.Damage {
        do throws(CartError) {
            if try isNew(file, record: record) { throw .nothingToRepair(path: path) }
            _ = try current(file, try checkHeader(file), record: record)
        } catch .unreadable(let path, let damage) {
            if case .newerFormat = damage { throw .unreadable(path: path, damage: damage) }
            return damage
        }
        throw .nothingToRepair(path: path)
    }

    /// The cart replayed from every complete line that reads, the lines to
    /// write for it, and the lines left out.
    ///
    /// A header that does not read leaves the lines to be read as the current format in this file's currency.
    private func rebuilt(_ bytes: [UInt8]) throws(CartError) -> (Cart, [String], [CartError.Damage]) {
        var skipped: [CartError.Damage] = []
        let pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var version = Journal.formatVersion
        var currency = self.currency
        if let first = pieces.first, !first.isEmpty {
            do throws(CartError) {
                let header = try first.withUnsafeBufferPointer { line throws(CartError) in try Journal.header(line, path: path) }
                guard header.currency == self.currency else {
                    throw CartError.currencyMismatch(path: path, file: header.currency, requested: self.currency)
                }
                (version, currency) = (header.version, header.currency)
            } catch .unreadable(let path, let damage) {
                if case .newerFormat = damage { throw .unreadable(path: path, damage: damage) }
                skipped.append(damage)
            }
        }
        var cart = Cart(currency: currency)
        var lines: [String] = []
        // The piece after the last newline is a write cut short (or nothing): never part of a cart.
        for (index, piece) in pieces.enumerated().dropFirst().dropLast() {
            let number = index + 1
            do throws(CartError) {
                let applied = try piece.withUnsafeBufferPointer { line throws(CartError) in
                    let entry = try Journal.entry(line, version: version, currency: currency, number: number, path: path)
                    return try Journal.apply(entry, to: &cart, line: line, number: number, path: path, checkingFigures: false)
                }
                lines.append(Journal.line(applied, count: cart.count, total: cart.totalExact))
            } catch .unreadable(_, let damage) {
                skipped.append(damage)
            }
        }
        return (cart, lines, skipped)
    }

    /// `cart.json.damaged`, or `cart.json.damaged-2`, `-3` … : a name beside the file that nothing has.
    private func keptName() -> String {
        let base = filePath + ".damaged"
        var name = base
        var number = 1
        while FileSystem.exists(name) {
            number += 1
            name = base + "-\(number)"
        }
        return name
    }
}
