import ShopCore
import ShopFiles

/// Replays a cart file's change lines, checking each one, from the header
/// or from a point already verified.
///
/// Reads in chunks, so any file, however large, costs at most one chunk of
/// memory besides the cart; a line longer than a chunk is no cart's line.
/// A last line without its newline is a write cut short by a crash and is
/// not part of the cart.
struct JournalReader {
    let path: String
    let version: Int
    /// The cart after the last line read.
    private(set) var cart: Cart
    /// Change lines read (the header not counted).
    private(set) var lines: Int
    /// Bytes up to and including the last complete line.
    private(set) var length: Int
    /// Where the last change line starts; 0 when there is none.
    private(set) var lastLineStart: Int
    /// The lines read, written anew in the current format; collected only when set to `[]`.
    var rewritten: [String]?

    static let chunkSize = 1 << 20

    /// A reader that starts after the header.
    init(header: Journal.Header, path: String) {
        self.init(
            path: path, version: header.version, cart: Cart(currency: header.currency), lines: 0, length: header.length,
            lastLineStart: 0)
    }

    /// A reader that goes on from `cart`, the cart described by `state`.
    init(resuming cart: Cart, state: VerifiedState, version: Int, path: String) {
        self.init(
            path: path, version: version, cart: cart, lines: state.lines, length: state.length, lastLineStart: state.lastLineStart
        )
    }

    private init(path: String, version: Int, cart: Cart, lines: Int, length: Int, lastLineStart: Int) {
        (self.path, self.version, self.cart) = (path, version, cart)
        (self.lines, self.length, self.lastLineStart) = (lines, length, lastLineStart)
    }

    /// Reads every complete line from ``length`` up to `size`.
    mutating func read(_ file: OpenFile, upTo size: Int) throws(CartError) {
        while length < size {
            let chunk = try onFile(file.read(at: length, count: min(size - length, Self.chunkSize)))
            let before = length
            try chunk.withUnsafeBufferPointer { buffer throws(CartError) in
                var lineStart = 0
                for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                    try take(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]), at: before + lineStart)
                    lineStart = index + 1
                }
            }
            guard length == before else { continue }
            // No newline in a whole chunk: the torn end of the file, or a line no cart writes.
            if before + chunk.count >= size || chunk.count < Self.chunkSize { return }
            throw .unreadable(path: path, damage: .lineTooLong(line: lines + 2))
        }
    }

    private mutating func take(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) throws(CartError) {
        let number = lines + 2
        let entry = try Journal.entry(line, version: version, currency: cart.currency, number: number, path: path)
        let applied = try Journal.apply(entry, to: &cart, line: line, number: number, path: path)
        rewritten?.append(Journal.line(applied, count: entry.count, total: entry.total))
        lines += 1
        lastLineStart = offset
        length = offset + line.count + 1
    }

    /// What this reading verified, for a file with `stamp`.
    func state(stamp: FileStamp, baseline: UInt64) -> VerifiedState {
        VerifiedState(
            stamp: stamp, length: length, lines: lines, lastLineStart: lastLineStart,
            count: cart.count, total: cart.totalExact, baseline: baseline, figures: cart.figures)
    }

    /// True when this reading ended where `record` says the file ends, with the same figures.
    func agrees(with record: VerifiedState) -> Bool {
        record.length == length && record.lines == lines && record.lastLineStart == lastLineStart
            && record.count == cart.count && record.total == cart.totalExact && record.plain == cart.isPlain
            && (record.figures == nil || record.figures == cart.figures)
    }
}
