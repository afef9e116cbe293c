#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where input comes from: a file descriptor (standard input), or bytes in
/// memory (tests run commands in process with a string as their input).
package final class InputSource {
    private let descriptor: Int32?
    private var memory: [UInt8]
    private var offset = 0
    /// True for a file this source opened and closes.
    private let ownsDescriptor: Bool

    /// Standard input or another open descriptor.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        memory = []
        ownsDescriptor = false
    }

    /// The file at `path`, opened for reading and closed with this source.
    /// - Throws: the reason it cannot be opened (`No such file or directory`).
    package init(path: String) throws(InputError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(reason: String(cString: strerror(errno))) }
        self.descriptor = descriptor
        memory = []
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor, let descriptor { close(descriptor) }
    }

    /// `text` as the whole input.
    package init(text: String) {
        descriptor = nil
        memory = Array(text.utf8)
        ownsDescriptor = false
    }

    /// Whether a person types this input on a terminal.
    package var isTerminal: Bool { descriptor.map { isatty($0) == 1 } ?? false }

    /// The descriptor, when the input is one (the line editor reads keys from it).
    package var fileDescriptor: Int32? { descriptor }

    /// Reads up to `buffer.count` bytes; 0 at the end of input.
    /// - Throws: the reason a read failed (`Is a directory`).
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard let descriptor else {
            let count = min(buffer.count, memory.count - offset)
            guard count > 0 else { return 0 }
            memory.withUnsafeBytes { source in
                if let from = source.baseAddress { buffer.baseAddress?.copyMemory(from: from + offset, byteCount: count) }
            }
            offset += count
            return count
        }
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #elseif canImport(Musl)
            let count = Musl.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw InputError(reason: String(cString: strerror(errno)))
        }
    }
}

/// A read that failed, with the system's reason.
package struct InputError: Error, Equatable {
    package let reason: String

    package init(reason: String) { self.reason = reason }
}
