/// Reads input line by line in fixed-size chunks, so memory stays flat
/// however long the input is.
///
/// A UTF-8 byte-order mark at the very start is dropped (spreadsheets write
/// one); `\r\n` ends a line like `\n`. A line longer than the limit is
/// skipped whole and reported, so a caller may go on with the next line.
package struct LineReader {
    /// Lines longer than this are refused rather than buffered without end.
    package static let maximumLineLength = 4096

    package enum Failure: Error, Equatable {
        /// Line `line` was longer than ``maximumLineLength`` bytes; it was skipped.
        case lineTooLong(line: Int)
        /// Reading failed.
        case readFailed(String)
    }

    private let source: InputSource
    /// The bytes read and not yet returned; allocated at the first read, so that a command that
    /// reads no input (most) does not clear 64 KiB at start-up.
    private var chunk: [UInt8] = []
    private var start = 0, end = 0
    private var carry: [UInt8] = []
    private var atEnd = false
    private var atStart = true
    /// True while the rest of an overlong line is being skipped.
    private var skipping = false
    /// The number of the line last returned, from 1.
    package private(set) var lineNumber = 0

    package init(_ source: InputSource) { self.source = source }

    /// Calls `body` with the next line (without its `\n` or `\r\n`) and its
    /// number, from 1; false at the end of input.
    /// - Throws: ``Failure`` (the reader can go on after `lineTooLong`), or what `body` throws.
    package mutating func next(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws -> Bool {
        while true {
            if let newline = chunk[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let lineStart = start
                start = newline + 1
                if skipping || carry.count + (newline - lineStart) > Self.maximumLineLength {
                    skipping = false
                    carry.removeAll(keepingCapacity: true)
                    throw Failure.lineTooLong(line: lineNumber)
                }
                if carry.isEmpty {
                    try chunk.withUnsafeBufferPointer { [lineNumber] buffer in
                        try body(Self.trimCR(UnsafeBufferPointer(rebasing: buffer[lineStart..<newline])), lineNumber)
                    }
                    return true
                }
                carry.append(contentsOf: chunk[lineStart..<newline])
                defer { carry.removeAll(keepingCapacity: true) }
                try carry.withUnsafeBufferPointer { [lineNumber] in try body(Self.trimCR($0), lineNumber) }
                return true
            }
            if !skipping { carry.append(contentsOf: chunk[start..<end]) }
            if carry.count > Self.maximumLineLength {
                skipping = true
                carry.removeAll(keepingCapacity: true)
            }
            start = 0
            end = 0
            if atEnd {
                if skipping {
                    skipping = false
                    lineNumber += 1
                    throw Failure.lineTooLong(line: lineNumber)
                }
                guard !carry.isEmpty else { return false }
                lineNumber += 1
                defer { carry.removeAll(keepingCapacity: true) }
                try carry.withUnsafeBufferPointer { [lineNumber] in try body(Self.trimCR($0), lineNumber) }
                return true
            }
            try fill()
        }
    }

    /// The next line as text, or nil at the end of input.
    package mutating func nextText() throws -> (text: String, number: Int)? {
        var result: (String, Int)?
        _ = try next { bytes, number in result = (String(decoding: bytes, as: UTF8.self), number) }
        return result
    }

    private mutating func fill() throws(Failure) {
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
        var failure: InputError?
        let count = chunk.withUnsafeMutableBytes { buffer -> Int in
            do throws(InputError) { return try source.read(into: buffer) } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw .readFailed(failure.reason) }
        end = count
        atEnd = count == 0
        if atStart && count > 0 {
            atStart = false
            // A byte-order mark, split over two reads, is too rare to handle.
            if count >= 3 && chunk[0] == 0xEF && chunk[1] == 0xBB && chunk[2] == 0xBF { start = 3 }
        }
    }

    private static func trimCR(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let last = line.last, last == UInt8(ascii: "\r") else { return line }
        return UnsafeBufferPointer(rebasing: line.dropLast())
    }
}
