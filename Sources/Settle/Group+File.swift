import Cart
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Group {
    /// The most bytes of a group file ``append(_:toFileAt:currency:amount:attachment:cart:)`` reads.
    public static let maximumFileBytes = LineFile.maximumBytes

    /// The cart kept in the file at `path` (a ``/Cart/CartStore`` file), in the
    /// currency its file records, for an expense `cart FILE`.
    /// - Throws: ``SettleError/cannotRead(_:reason:)`` when there is no such file,
    ///   ``SettleError/emptyCart(_:)`` for an empty one, ``SettleError/cart(_:)``
    ///   for a file Cart cannot read.
    public static func cart(atPath path: String) throws(SettleError) -> Cart {
        let currency: Currency?
        do throws(CartError) {
            guard try FileSystem.exists(path, cartPath: path) else {
                throw .io(path: path, operation: .lookUp, reason: "No such file or directory")
            }
            currency = try CartStore.recordedCurrency(atPath: path)
        } catch {
            if case .io(_, .lookUp, let reason) = error { throw .cannotRead(path, reason: reason) }
            throw .cart(error)
        }
        guard let currency else { throw .emptyCart(path) }
        do { return try CartStore(path: path, currency: currency).load() } catch { throw .cart(error) }
    }

    /// Appends `line` to the group file at `path`, as
    /// `shoptools settle FILE --add LINE` does: all or nothing.
    ///
    /// Under an exclusive lock on `PATH.lock` (the lock the cart store takes,
    /// removed again before the call returns, so nothing stays beside the file),
    /// the file is read, and the file with the line after it is read as a
    /// group (`init(reading:named:currency:amount:attachment:cart:)`). Only when that reads
    /// without error is the new file written: to a temporary file, `fsync`ed
    /// and renamed into place, so a reader sees the group before or after the
    /// line, never part of it. Two appends at once both land, one after the other.
    /// - Parameters:
    ///   - line: one expense, repayment, `joins` or `leaves` line of a group file (`taxi 3200 paid by Ren`,
    ///     `Ren -> Aki 5000`, `joins Kai`).
    ///   - path: the group file; it must exist.
    ///   - currency: the group's currency unless a `currency` line says otherwise.
    ///   - amount: how amounts are read (``AmountReader``).
    ///   - attachment: the bytes of a file an expense names (`bill FILE`).
    ///   - cart: the cart in a file an expense names (`cart FILE`), such as ``cart(atPath:)`` reads.
    /// - Returns: the group with the line.
    /// - Throws: ``SettleError/at(_:_:)`` naming the file and the line that does not read
    ///   (the new one, numbered as it would be in the file); a blank line, a
    ///   comment alone or one with a line break is refused too, and a `people`,
    ///   `currency`, `rate` or `organizer` line is ``SettleError/headerLine(_:)``. ``SettleError/cannotRead(_:reason:)``
    ///   or ``SettleError/cannotWrite(_:reason:)`` when the file system refuses; ``SettleError/cart(_:)``
    ///   with ``/Cart/CartError/readOnly(path:)`` for a file the caller may not write (no write bit
    ///   applies, root included) and ``/Cart/CartError/cannotWriteInFolder(path:folder:)`` for a
    ///   folder. The file is unchanged after any error; the rewritten file keeps its mode and owner.
    @discardableResult
    public static func append(
        _ line: String, toFileAt path: String, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart
    ) throws(SettleError) -> Group {
        let file: String
        let lock: FileLock
        do throws(CartError) {
            // No lock file is made beside a file that is not there.
            file = try existingFile(path)
            try FileSystem.checkWritable(file, cartPath: path)
            lock = try FileLock.exclusive(file + ".lock", cartPath: path, removedOnRelease: true)
        } catch .readOnly(let path) {
            throw .cart(.readOnly(path: path))
        } catch .cannotWriteInFolder(let path, let folder) {
            throw .cart(.cannotWriteInFolder(path: path, folder: folder))
        } catch {
            throw .cannotRead(path, reason: reason(error))
        }
        defer { lock.release() }
        let (bytes, group) = try withLine(
            line, appendedTo: try contents(of: file, path: path), path: path, currency: currency, amount: amount,
            attachment: attachment, cart: cart)
        do throws(CartError) {
            try FileSystem.writeAtomically(bytes, to: file, cartPath: path)
        } catch .readOnly(let path) {
            throw .cart(.readOnly(path: path))
        } catch .cannotWriteInFolder(let path, let folder) {
            throw .cart(.cannotWriteInFolder(path: path, folder: folder))
        } catch {
            throw .cannotWrite(path, reason: reason(error))
        }
        return group
    }

    /// The group the file at `path` would be with `line` appended, checked as
    /// ``append(_:toFileAt:currency:amount:attachment:cart:)`` checks it, without writing anything:
    /// what a caller checks before it appends (`settle FILE --add LINE --organizer X` settles
    /// the group first, so that nothing is written when an option is wrong).
    /// - Throws: what ``append(_:toFileAt:currency:amount:attachment:cart:)`` throws, but for a write.
    public static func appending(
        _ line: String, toFileAt path: String, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart
    ) throws(SettleError) -> Group {
        let file: String
        do throws(CartError) { file = try existingFile(path) } catch { throw .cannotRead(path, reason: reason(error)) }
        return try withLine(
            line, appendedTo: try contents(of: file, path: path), path: path, currency: currency, amount: amount,
            attachment: attachment, cart: cart
        ).group
    }

    /// The group file `path`, its links resolved: a regular file that is there.
    private static func existingFile(_ path: String) throws(CartError) -> String {
        let file = FileSystem.resolvingLinks(path)
        try FileSystem.checkRegular(file, cartPath: path)
        guard try FileSystem.exists(file, cartPath: path) else {
            throw .io(path: path, operation: .lookUp, reason: "No such file or directory")
        }
        return file
    }

    /// The bytes of the group file `file` (named `path`).
    private static func contents(of file: String, path: String) throws(SettleError) -> [UInt8] {
        do throws(CartError) {
            let open = try OpenFile(file, writable: false, cartPath: path)
            let size = try open.stamp().size
            guard size <= maximumFileBytes else { throw .io(path: path, operation: .read, reason: "File too large") }
            return try open.read(at: 0, count: size)
        } catch {
            throw .cannotRead(path, reason: reason(error))
        }
    }

    /// `bytes` with `line` after them, and the group they read as; a line that is not one
    /// expense or repayment is refused, numbered as it would be in the file.
    private static func withLine(
        _ line: String, appendedTo bytes: [UInt8], path: String, currency: Currency, amount: @escaping AmountReader,
        attachment: (String) throws(SettleError) -> [UInt8], cart: (String) throws(SettleError) -> Cart
    ) throws(SettleError) -> (bytes: [UInt8], group: Group) {
        var bytes = bytes
        let old = String(decoding: bytes, as: UTF8.self)
        let ended = old.isEmpty || old.last?.isNewline == true
        let before = old + (ended ? "" : "\n")
        let number = before.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        if let breakAt = line.firstIndex(where: \.isNewline) {
            throw .at(
                SourceLocation(file: path, line: number),
                .expected(.end, found: String(line[breakAt...].drop(while: \.isNewline))))
        }
        // One expense or repayment: a comment alone adds nothing, and a header line would change every entry before it.
        let words = line.prefix(while: { $0 != "#" }).split(whereSeparator: \.isWhitespace)
        let place = SourceLocation(file: path, line: number)
        guard let first = words.first else { throw .at(place, .expected(.expense, found: TextNormalizer.trimmed(line))) }
        if GroupKeyword(String(first)) != nil {
            throw .at(
                SourceLocation(file: path, line: number, column: 1 + line.prefix { $0.isWhitespace }.count),
                .headerLine(String(first)))
        }
        if !ended { bytes.append(UInt8(ascii: "\n")) }
        bytes += Array(line.utf8) + [UInt8(ascii: "\n")]
        let group = try Group(
            reading: bytes, named: path, currency: currency, amount: amount, attachment: attachment, cart: cart)
        return (bytes, group)
    }

    /// The system's words in a file error of the cart store.
    private static func reason(_ error: CartError) -> String {
        switch error {
        case .io(_, _, let reason): return reason
        case .notARegularFile(_, .directory): return "Is a directory"
        case .notARegularFile: return "Not a regular file"
        default: return error.description
        }
    }
}
