import Cart
import ShopCore
import ShopFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Group {
    /// The most bytes of a group file ``append(_:toFileAt:currency:amount:attachment:cart:asOf:)`` reads.
    public static let maximumFileBytes = LineFile.maximumBytes

    /// The cart kept in the file at `path` (a ``/Cart/CartStore`` file), in the
    /// currency its file records, for an expense `cart FILE`.
    /// - Throws: ``SettleError/cannotRead(_:reason:)`` when there is no such file,
    ///   ``SettleError/emptyCart(_:)`` for an empty one, ``SettleError/cart(_:)``
    ///   for a file Cart cannot read.
    public static func cart(atPath path: String) throws(SettleError) -> Cart {
        let currency: Currency?
        do throws(FileError) {
            guard try FileSystem.exists(path, named: path) else {
                throw .io(path: path, operation: .lookUp, reason: "No such file or directory")
            }
        } catch {
            throw .cannotRead(path, reason: error.reason)
        }
        do throws(CartError) {
            currency = try CartStore.recordedCurrency(atPath: path)
        } catch {
            if case .file(.io(_, .lookUp, let reason)) = error { throw .cannotRead(path, reason: reason) }
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
    /// group (`init(reading:named:currency:amount:attachment:cart:asOf:)`). Only when that reads
    /// without error is the line written: appended to the file in place and
    /// `fsync`ed, so the file keeps its inode (hard links), mode and owner; the
    /// line ends as the file's lines do (CRLF when its first line break is
    /// CRLF), after a line break when the file did not end in one. A failed
    /// write cuts the file back to its old size; SIGINT, SIGTERM, SIGHUP and
    /// SIGQUIT wait until the lock file is gone, and what a killed run left
    /// beside the file is removed. Two appends at once both land, one after the other.
    /// - Parameters:
    ///   - line: one expense, repayment, `joins` or `leaves` line of a group file (`taxi 3200 paid by Ren`,
    ///     `Ren -> Aki 5000`, `joins Kai`).
    ///   - path: the group file; it must exist.
    ///   - currency: the group's currency unless a `currency` line says otherwise.
    ///   - amount: how amounts are read (``AmountReader``).
    ///   - attachment: the bytes of a file an expense names (`bill FILE`).
    ///   - cart: the cart in a file an expense names (`cart FILE`), such as ``cart(atPath:)`` reads.
    ///   - asOf: the day the group is read as of (nil: every line counts).
    /// - Returns: the group with the line.
    /// - Throws: the ``SettleError`` at the file and the line that does not read, with the line
    ///   (the new one, numbered as it would be in the file); a blank line, a
    ///   comment alone or one with a line break is refused too, and a `people`,
    ///   `currency`, `rate` or `organizer` line is ``SettleError/headerLine(_:)``. ``SettleError/cannotRead(_:reason:)``
    ///   or ``SettleError/cannotWrite(_:reason:)`` when the file system refuses; ``SettleError/fileAccess(_:)``
    ///   with ``/ShopFiles/FileError/readOnly(path:)`` for a file the caller may not write (no write bit
    ///   applies, root included) and ``/ShopFiles/FileError/cannotWriteInFolder(path:folder:)`` for a
    ///   folder. The file is unchanged after any error.
    @discardableResult
    public static func append(
        _ line: String, toFileAt path: String, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
    ) throws(LocatedError<SettleError>) -> Group {
        try changeFile(at: path) { bytes throws(LocatedError<SettleError>) in
            let (appended, group) = try withLine(
                line, appendedTo: bytes, path: path, currency: currency, amount: amount, attachment: attachment,
                cart: cart, asOf: asOf)
            return (.append(appended), group)
        }
    }

    /// The group the file at `path` would be with `line` appended, checked as
    /// ``append(_:toFileAt:currency:amount:attachment:cart:asOf:)`` checks it, without writing anything:
    /// what a caller checks before it appends (`settle FILE --add LINE --organizer X` settles
    /// the group first, so that nothing is written when an option is wrong).
    /// - Throws: what ``append(_:toFileAt:currency:amount:attachment:cart:asOf:)`` throws, but for a write.
    public static func appending(
        _ line: String, toFileAt path: String, currency: Currency = .default,
        amount: @escaping AmountReader = Group.plainAmount,
        attachment: (String) throws(SettleError) -> [UInt8] = Group.noFile,
        cart: (String) throws(SettleError) -> Cart = Group.noCart, asOf: CalendarDay? = nil
    ) throws(LocatedError<SettleError>) -> Group {
        let file: String
        do throws(FileError) { file = try FileSystem.existingRegularFile(path) } catch {
            throw LocatedError(.cannotRead(path, reason: reason(error)))
        }
        return try withLine(
            line, appendedTo: try contents(of: file, path: path), path: path, currency: currency, amount: amount,
            attachment: attachment, cart: cart, asOf: asOf
        ).group
    }

    // MARK: - Changing a group file

    /// Changes the group file at `path` as `decide` says, under its lock.
    ///
    /// It is the one way every command that writes a group file writes it, through
    /// the file layer's ``/ShopFiles/FileSystem/change(atPath:limit:_:)`` (signals
    /// held off, an exclusive lock on `PATH.lock` removed when done, what killed
    /// runs left removed, all or nothing). `decide` checks what it is asked
    /// (reading the group with the change) and says what to write; the bytes
    /// keep the file's line endings as the caller gives them (``lineEnding(of:)``).
    /// - Parameters:
    ///   - path: the group file; it must exist (no lock file is made beside a file that is not there).
    ///   - decide: given the file's bytes, what to write and what to return; nothing is written when it throws.
    /// - Returns: what `decide` returned.
    /// - Throws: what `decide` throws; ``SettleError/cannotRead(_:reason:)`` or
    ///   ``SettleError/cannotWrite(_:reason:)`` when the file system refuses; ``SettleError/fileAccess(_:)``
    ///   with ``/ShopFiles/FileError/readOnly(path:)`` or ``/ShopFiles/FileError/cannotWriteInFolder(path:folder:)``.
    ///   The file is unchanged after any error.
    static func changeFile<Result>(
        at path: String, _ decide: ([UInt8]) throws(LocatedError<SettleError>) -> (FileChange, Result)
    ) throws(LocatedError<SettleError>) -> Result {
        do throws(FileChangeError<LocatedError<SettleError>>) {
            return try FileSystem.change(atPath: path, limit: maximumFileBytes, decide)
        } catch {
            switch error {
            case .refused(let error): throw error
            case .reading(let error): throw LocatedError(settleError(error, path: path, writing: false))
            case .writing(let error): throw LocatedError(settleError(error, path: path, writing: true))
            }
        }
    }

    /// The line ending of a group file: the one its first line break uses;
    /// LF when it has none.
    static func lineEnding(of bytes: [UInt8]) -> LineEnding {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return .lf }
        return newline > bytes.startIndex && bytes[newline - 1] == UInt8(ascii: "\r") ? .crlf : .lf
    }

    /// The bytes that append `lines` to a group file of `existing` bytes: a
    /// line break first when the file does not end in one, then each line
    /// with its line break, all in the file's line ending (``lineEnding(of:)``).
    ///
    /// `appendedBytes(lines: ["taxi 3200 paid by Ren"], to: Array("people Aki Ren\r\n".utf8))`
    /// is `taxi 3200 paid by Ren\r\n`; to `people Aki Ren` (no line break) it is
    /// `\ntaxi 3200 paid by Ren\n`.
    static func appendedBytes(lines: [String], to existing: [UInt8]) -> [UInt8] {
        let ending = lineEnding(of: existing).bytes
        var bytes = endsAtLineBreak(existing) ? [] : ending
        for line in lines { bytes += Array(line.utf8) + ending }
        return bytes
    }

    /// The number, in the file, of the first line ``appendedBytes(lines:to:)`` appends to `existing`: after
    /// its last line feed, or after the break it puts after a last line that has none.
    static func firstAppendedLine(to existing: [UInt8]) -> Int {
        let feeds = existing.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return feeds + (endsAtLineBreak(existing) ? 1 : 2)
    }

    /// Whether `existing` is empty or ends at a line break, so that a line appended starts a line of its own.
    private static func endsAtLineBreak(_ existing: [UInt8]) -> Bool {
        String(decoding: existing, as: UTF8.self).last?.isNewline ?? true
    }

    /// A file error of the file layer as a group file's error: a read-only
    /// file or folder as itself, anything else as the read or write that failed.
    private static func settleError(_ error: FileError, path: String, writing: Bool) -> SettleError {
        switch error {
        case .readOnly, .cannotWriteInFolder: return .fileAccess(error)
        default: return writing ? .cannotWrite(path, reason: reason(error)) : .cannotRead(path, reason: reason(error))
        }
    }

    /// The bytes of the group file `file` (named `path`).
    private static func contents(of file: String, path: String) throws(LocatedError<SettleError>) -> [UInt8] {
        do throws(FileError) {
            return try FileSystem.contents(ofRegular: file, named: path, limit: maximumFileBytes)
        } catch {
            throw LocatedError(.cannotRead(path, reason: reason(error)))
        }
    }

    /// The bytes that append `line` to `bytes` (``appendedBytes(lines:to:)``), and the group
    /// the file with them reads as; a line that is not one expense or repayment is refused,
    /// numbered as it would be in the file.
    private static func withLine(
        _ line: String, appendedTo bytes: [UInt8], path: String, currency: Currency, amount: @escaping AmountReader,
        attachment: (String) throws(SettleError) -> [UInt8], cart: (String) throws(SettleError) -> Cart,
        asOf: CalendarDay?
    ) throws(LocatedError<SettleError>) -> (appended: [UInt8], group: Group) {
        let old = String(decoding: bytes, as: UTF8.self)
        let ended = old.isEmpty || old.last?.isNewline == true
        let before = old + (ended ? "" : "\n")
        let number = before.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        // The new line as it would stand in the file, up to a line break in it (where the caret goes).
        let shown = String(line.prefix { !$0.isNewline })
        if let breakAt = line.firstIndex(where: \.isNewline) {
            throw LocatedError(
                .expected(.end, found: String(line[breakAt...].drop(while: \.isNewline))),
                at: [SourceLocation(file: path, line: number)],
                excerpt: SourceExcerpt(line: number, text: shown, column: shown.count + 1, length: 1))
        }
        // One expense or repayment: a comment alone adds nothing, and a header line would change every entry before it.
        let words = line.prefix(while: { $0 != "#" }).split(whereSeparator: \.isWhitespace)
        let place = SourceLocation(file: path, line: number)
        guard !words.isEmpty else {
            throw LocatedError(
                .expected(.expense, found: TextNormalizer.trimmed(line)), at: [place],
                excerpt: SourceExcerpt(line: number, text: shown, column: 1, length: shown.count))
        }
        let first = words[GroupReader.bodyStart(words.map(String.init))]
        if GroupKeyword(String(first)) != nil {
            let column = 1 + line.prefix { $0.isWhitespace }.count
            throw LocatedError(
                .headerLine(String(first)), at: [SourceLocation(file: path, line: number, column: column)],
                excerpt: SourceExcerpt(line: number, text: shown, column: column, length: words[0].count))
        }
        let appended = appendedBytes(lines: [line], to: bytes)
        let group = try Group(
            reading: bytes + appended, named: path, currency: currency, amount: amount, attachment: attachment,
            cart: cart, asOf: asOf)
        return (appended, group)
    }

    /// The system's words in a file error (`File too large` for a group file past ``maximumFileBytes``).
    static func reason(_ error: FileError) -> String {
        if case .tooLarge = error { return "File too large" }
        return error.reason
    }
}

/// How the lines of a group file end.
enum LineEnding: Equatable, Sendable {
    /// `\n`, as on Unix.
    case lf
    /// `\r\n`, as Windows editors write.
    case crlf

    /// The line break's bytes.
    var bytes: [UInt8] {
        switch self {
        case .lf: return [UInt8(ascii: "\n")]
        case .crlf: return [UInt8(ascii: "\r"), UInt8(ascii: "\n")]
        }
    }
}
