#if canImport(Glibc)
import Glibc
#endif

/// Reads a file descriptor line by line in fixed-size chunks, so memory stays
/// flat however long the input is.
struct LineReader {
    /// Lines longer than this are refused rather than buffered without end.
    static let maximumLineLength = 4096

    enum Failure: Error {
        case lineTooLong(line: Int)
        case readFailed(String)
    }

    private let descriptor: Int32
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0, end = 0
    private var carry: [UInt8] = []
    private var atEnd = false
    /// The number of the line last returned, from 1.
    private(set) var lineNumber = 0

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Calls `body` with the next line (without its `\n` or `\r\n`) and its
    /// number, from 1; false at end of input.
    mutating func next(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws -> Bool {
        while true {
            if let newline = chunk[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let lineStart = start
                start = newline + 1
                if carry.count + (newline - lineStart) > Self.maximumLineLength {
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
            carry.append(contentsOf: chunk[start..<end])
            try checkLength()
            start = 0
            end = 0
            if atEnd {
                guard !carry.isEmpty else { return false }
                lineNumber += 1
                defer { carry.removeAll(keepingCapacity: true) }
                try carry.withUnsafeBufferPointer { [lineNumber] in try body(Self.trimCR($0), lineNumber) }
                return true
            }
            try fill()
        }
    }

    private mutating func fill() throws {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure.readFailed(String(cString: strerror(errno)))
            }
            end = count
            atEnd = count == 0
            return
        }
    }

    private func checkLength() throws {
        if carry.count > Self.maximumLineLength { throw Failure.lineTooLong(line: lineNumber + 1) }
    }

    private static func trimCR(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let last = line.last, last == UInt8(ascii: "\r") else { return line }
        return UnsafeBufferPointer(rebasing: line.dropLast())
    }
}
