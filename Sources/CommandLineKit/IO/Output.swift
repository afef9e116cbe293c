import ShopCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: standard output, standard error, or a string in tests.
package protocol OutputSink: AnyObject {
    /// Appends text.
    func write(_ text: String)
    /// Appends raw UTF-8 bytes.
    func write(bytes: [UInt8])
    /// Appends bytes straight into the buffer, for loops that write a lot.
    func append(_ body: (inout [UInt8]) -> Void)
    /// Sends whatever is buffered.
    /// - Throws: ``WriteFailure`` when the write fails (and at every flush after).
    func flush() throws(WriteFailure)
    /// The locale's encoding for text people read, when it is not UTF-8
    /// (``LocaleCharset``); nil writes UTF-8 as it is.
    var charset: LocaleCharset? { get set }
    /// True while a command writes for programs (`--json`, `--export csv`):
    /// UTF-8 whatever ``charset`` says, so JSON and CSV are the same bytes in
    /// every locale. Set by the ``Dispatcher`` for the command.
    var machineOutput: Bool { get set }
}

extension OutputSink {
    /// Appends `text` and a newline.
    package func line(_ text: String) { write(text + "\n") }
}

/// A write to an ``OutputSink`` that failed, with the system's reason (`Broken pipe`).
package struct WriteFailure: Error, Equatable, Sendable {
    package let reason: String

    package init(reason: String) { self.reason = reason }
}

/// A buffered writer on a file descriptor.
package final class FileSink: OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    package var charset: LocaleCharset?
    package var machineOutput = false
    /// The start of a UTF-8 character cut short by the last write, while converting.
    private var pending: [UInt8] = []
    private var failure: WriteFailure?
    private let capacity = 1 << 16

    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    /// The encoding to convert to now: none for machine output.
    private var converting: LocaleCharset? { machineOutput ? nil : charset }

    package func write(_ text: String) {
        if let converting {
            buffer += converting.encode(text)
        } else {
            buffer.append(contentsOf: text.utf8)
        }
        if buffer.count >= capacity { try? flush() }
    }

    package func write(bytes: [UInt8]) {
        if let converting {
            buffer += converting.encode(utf8: bytes, pending: &pending)
        } else {
            buffer.append(contentsOf: bytes)
        }
        if buffer.count >= capacity { try? flush() }
    }

    package func append(_ body: (inout [UInt8]) -> Void) {
        guard converting == nil else {
            var bytes: [UInt8] = []
            body(&bytes)
            write(bytes: bytes)
            return
        }
        body(&buffer)
        if buffer.count >= capacity { try? flush() }
    }

    package func flush() throws(WriteFailure) {
        if let failure { throw failure }
        let code = writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
        if let code {
            let error = WriteFailure(reason: String(cString: strerror(code)))
            failure = error
            throw error
        }
    }
}

/// Collects output in memory (tests, help rendering): the bytes a
/// ``FileSink`` would write.
package final class StringSink: OutputSink {
    /// What was written, converted as a ``FileSink`` converts it.
    package private(set) var bytes: [UInt8] = []
    package var charset: LocaleCharset?
    package var machineOutput = false
    private var pending: [UInt8] = []

    package init() {}

    /// ``bytes`` read as UTF-8.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package func write(_ text: String) {
        if let charset, !machineOutput {
            bytes += charset.encode(text)
        } else {
            bytes += text.utf8
        }
    }
    package func write(bytes: [UInt8]) {
        if let charset, !machineOutput {
            self.bytes += charset.encode(utf8: bytes, pending: &pending)
        } else {
            self.bytes += bytes
        }
    }
    package func append(_ body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        body(&bytes)
        write(bytes: bytes)
    }
    package func flush() throws(WriteFailure) {}
}

/// Writes all of `bytes` to `descriptor`, again after a signal.
/// - Returns: nil when everything is written; else the `errno` of the write
///   that failed (`EIO` for one that wrote nothing).
package func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in
            systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        if written < 0 { return errno }
        if written == 0 { return EIO }
        offset += written
    }
    return nil
}

/// `write(2)`, named apart from the sinks' own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
