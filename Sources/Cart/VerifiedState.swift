import ShopCore
import ShopFiles

/// What a verified reading established about a cart file: which file, in
/// which state (``FileStamp``), and the cart's count and total after its
/// last complete line. Written as one sealed line into `PATH.lock` after
/// every change (see ``Journal`` for why), so the next process can trust
/// the file without reading it:
///
/// ```
/// {"shoptools":"cart-state","version":1,"device":"2049","inode":"1835","size":236,"mtime":1760000000,
///  "mtime_ns":123456789,"ctime":1760000000,"ctime_ns":123456789,"lines":2,"last":121,"count":2,
///  "total":"12340","baseline":"9323872037385112065","sum":"…"}
/// ```
/// (one line in the file). `baseline` names an unbroken chain of records: a
/// change made from a record keeps it, a change made after reading the whole
/// file starts a new one. A store that remembers a cart from a record of the
/// same chain knows the file has only grown since, and reads just the end.
struct VerifiedState: Equatable, Sendable {
    /// The file as it was when verified (or as a change left it).
    var stamp: FileStamp
    /// Bytes up to and including the last complete line: the file's size, or
    /// less when a crash left a torn last line.
    var length: Int
    /// How many change lines (the header not counted).
    var lines: Int
    /// Where the last change line starts; 0 when there is none.
    var lastLineStart: Int
    /// The cart's count and total after the last line.
    var count: Int
    var total: ExactDecimal
    /// The chain of records this state belongs to.
    var baseline: UInt64
    /// True when the amount to pay is the items' total (nothing taxed, no
    /// coupon, no budget), so the quick paths may go by `count` and `total` alone.
    var plain: Bool
    /// The running sums per tax category, the coupons and the budget of a
    /// cart that is not plain (nil for a plain one, and when the record does
    /// not hold them): with them an add is made from the record, whatever the
    /// cart holds.
    ///
    /// See ``figures(in:)``.
    var figures: CartFigures?

    /// The longest record read back (a record whose figures would not fit is written without them).
    static let maximumLength = 4096
    /// The longest change line the quick check reads (a 200-character label
    /// written as `\uXXXX` escapes is about 1,300 bytes).
    static let maximumLineLength = 16_384

    /// The record line, with its newline; without the figures when they would make it too long to read back.
    var encoded: String {
        let line = Journal.sealed(stateFields + (figures.map(Self.fields(of:)) ?? []))
        guard figures != nil, line.utf8.count > Self.maximumLength else { return line }
        return Journal.sealed(stateFields)
    }

    private var stateFields: [(String, FlatJSON.Value)] {
        [
            ("shoptools", .string("cart-state")), ("version", .integer(1)),
            ("device", .string(String(stamp.device))), ("inode", .string(String(stamp.inode))), ("size", .integer(stamp.size)),
            ("mtime", .integer(stamp.modified)), ("mtime_ns", .integer(stamp.modifiedNanoseconds)),
            ("ctime", .integer(stamp.changed)), ("ctime_ns", .integer(stamp.changedNanoseconds)),
            ("lines", .integer(lines)), ("last", .integer(lastLineStart)), ("count", .integer(count)),
            ("total", .string(total.plainText)), ("baseline", .string(String(baseline))), ("plain", .integer(plain ? 1 : 0)),
        ]
    }

    /// The state of a cart with `figures`: kept whole for a cart that is not plain.
    init(
        stamp: FileStamp, length: Int, lines: Int, lastLineStart: Int, count: Int, total: ExactDecimal, baseline: UInt64,
        figures: CartFigures
    ) {
        self.init(
            stamp: stamp, length: length, lines: lines, lastLineStart: lastLineStart, count: count, total: total,
            baseline: baseline, plain: figures.isPlain, figures: figures.isPlain ? nil : figures)
    }

    private init(
        stamp: FileStamp, length: Int, lines: Int, lastLineStart: Int, count: Int, total: ExactDecimal, baseline: UInt64,
        plain: Bool, figures: CartFigures?
    ) {
        (self.stamp, self.length, self.lines, self.lastLineStart) = (stamp, length, lines, lastLineStart)
        (self.count, self.total, self.baseline, self.plain, self.figures) = (count, total, baseline, plain, figures)
    }

    /// The figures of the cart this state describes, in `currency` (the
    /// file's): a plain cart's from its count and total; nil when the record
    /// holds none (written before they were kept, or too long) or holds
    /// another currency's, and then only a full read tells.
    func figures(in currency: Currency) -> CartFigures? {
        if plain { return try? CartFigures(plainCount: count, total: total, currency: currency) }
        guard let figures, figures.currency == currency else { return nil }
        return figures
    }

    /// Reads a record line (without its newline); nil unless it is whole, sealed and consistent.
    init?(decoding line: UnsafeBufferPointer<UInt8>) {
        guard Journal.hasIntactSum(line), let object = FlatJSON.decode(line),
            object["shoptools"] == .string("cart-state"), object["version"] == .integer(1),
            case .string(let deviceText) = object["device"], let device = UInt64(deviceText),
            case .string(let inodeText) = object["inode"], let inode = UInt64(inodeText),
            case .integer(let size) = object["size"], size > 0,
            case .integer(let modified) = object["mtime"], case .integer(let modifiedNanoseconds) = object["mtime_ns"],
            case .integer(let changed) = object["ctime"], case .integer(let changedNanoseconds) = object["ctime_ns"],
            case .integer(let lines) = object["lines"], (0..<size).contains(lines),
            case .integer(let last) = object["last"], lines == 0 ? last == 0 : (1..<size).contains(last),
            case .integer(let count) = object["count"], (0...lines).contains(count),
            case .string(let totalText) = object["total"], let total = ExactDecimal(plain: totalText),
            !total.isNegative, total < Bounds.maximumExact, total.significantScale <= Bounds.maximumDecimals,
            case .string(let baselineText) = object["baseline"], let baseline = UInt64(baselineText)
        else { return nil }
        let stamp = FileStamp(
            device: device, inode: inode, size: size, modified: modified, modifiedNanoseconds: modifiedNanoseconds,
            changed: changed, changedNanoseconds: changedNanoseconds)
        // A record without `plain` (written before version 4 of the cart file) sends the quick paths to a full read once.
        let plain = object["plain"] == .integer(1)
        // Figures that do not read, or do not add up to the count and total, are not used.
        let figures = plain ? nil : Self.decodedFigures(object).flatMap { $0.count == count && $0.total == total ? $0 : nil }
        self.init(
            stamp: stamp, length: size, lines: lines, lastLineStart: last, count: count, total: total, baseline: baseline,
            plain: plain, figures: figures)
    }

    /// The state after appending a line of `lineLength` bytes that leaves `count` and `total`, and `figures`.
    func appending(
        lineLength: Int, count: Int, total: ExactDecimal, stamp: FileStamp, baseline: UInt64, figures: CartFigures
    ) -> VerifiedState {
        VerifiedState(
            stamp: stamp, length: length + lineLength, lines: lines + 1, lastLineStart: length,
            count: count, total: total, baseline: baseline, figures: figures)
    }

    /// A new chain's name.
    static func newBaseline() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}
