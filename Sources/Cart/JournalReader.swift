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
    /// The quick reader of the `add` lines this shoptools writes (the general one reads the rest).
    private var addLines = JournalAddLine()

    /// A quarter of a MiB: four times the longest line a cart writes (``Cart/maximumOffsetsText``), and
    /// few enough items in the first piece that the room reserved after it is most of what the cart takes.
    static let chunkSize = 1 << 18

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
        let (firstLength, firstLines) = (length, lines)
        var reserved = false
        // One piece of memory for every chunk.
        var chunk: [UInt8] = []
        while length < size {
            if !reserved, lines - firstLines >= 1_000, size - length > Self.chunkSize {
                // Room for the items still to come, by the length of the lines read so far (and a twentieth
                // more): a cart of 100,000 items is not copied as it grows, nor kept with a third to spare.
                reserved = true
                let perLine = max(1, (length - firstLength) / (lines - firstLines))
                cart.reserveCapacity(cart.count + (size - length) / perLine * 21 / 20 + 16)
            }
            try onFile(file.read(at: length, count: min(size - length, Self.chunkSize), into: &chunk))
            let before = length
            try chunk.withUnsafeBufferPointer { buffer throws(CartError) in
                var lineStart = 0
                while let index = Self.newline(in: buffer, from: lineStart) {
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

    /// The place of the first newline in `buffer` at or after `start`; nil when there is none.
    ///
    /// Eight bytes at a time (a word with a zero byte where the newline is): the scan every byte of a
    /// full read goes through.
    static func newline(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = UnsafeRawPointer(buffer.baseAddress) else { return nil }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= buffer.count {
            // The first byte in the low bits, so the lowest flag found is the first newline.
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ (ones &* 0x0A)
            let zeros = (word &- ones) & ~word & highs
            if zeros != 0 { return index + zeros.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < buffer.count {
            if buffer[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return nil
    }

    private mutating func take(_ line: UnsafeBufferPointer<UInt8>, at offset: Int) throws(CartError) {
        let number = lines + 2
        let entry: Journal.Entry
        if let quick = addLines.entry(line, version: version, currency: cart.currency, number: number) {
            entry = quick
        } else {
            entry = try Journal.entry(line, version: version, currency: cart.currency, number: number, path: path)
        }
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
