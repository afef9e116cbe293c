#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The words of a command line as text: the bytes the shell passed, read in
/// the locale's encoding, as output is written in it (``LocaleCharset``).
///
/// Swift's `CommandLine.arguments` reads every argument as UTF-8 and puts
/// U+FFFD where a byte is not, so under `LANG=ja_JP.SJIS` the name 健太
/// (`8C 92 91 BE`) would become four U+FFFD, and two different names the
/// same word. Here an argument is converted from the locale's encoding by the
/// C library's `iconv`, or refused (``Undecodable``); never repaired.
///
/// ```
/// locale       | 健太 passed as  | read as
/// -------------+-----------------+-------------------------------
/// ja_JP.UTF-8  | e5 81 a5 e5 a4 aa | 健太
/// ja_JP.SJIS   | 8c 92 91 be     | 健太
/// ja_JP.eucJP  | b7 f2 c2 c0     | 健太
/// ja_JP.UTF-8  | 8c 92 91 be     | refused: byte 1 (0x8C) is not UTF-8
/// ```
package enum ArgumentText {
    /// An argument whose bytes are not text in the encoding.
    package struct Undecodable: Error, Equatable, Sendable {
        /// Which argument, counted from 1 after the program's name.
        package let argument: Int
        /// Which byte of it is the first that cannot be read, counted from 1.
        package let byte: Int
        /// That byte's value.
        package let value: UInt8
        /// The encoding it was read in (`SJIS`, `UTF-8`).
        package let encoding: String
    }

    /// The process's arguments after the program's name, as the bytes the shell passed.
    package static func processArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            // Bytes straight from the C string (an array of `CChar` first would be a type made at run time).
            return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
        }
    }

    /// The process's arguments after the program's name when every one is ASCII (most command lines),
    /// which every encoding read here reads alike; nil when one is not (``processArguments()`` then).
    ///
    /// (Without the bytes as arrays first: the first array of bytes in a process is a type made at run
    /// time, at the cost of a short command's own work.)
    package static func asciiProcessArguments() -> [String]? {
        var words: [String] = []
        words.reserveCapacity(Int(CommandLine.argc))
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { return nil }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            words.append(String(decoding: bytes, as: UTF8.self))
        }
        return words
    }

    /// `arguments` read in `encoding` (as a locale names it: `SJIS`, `eucJP`), or as UTF-8 when nil.
    ///
    /// - Parameters:
    ///   - arguments: Each argument's bytes.
    ///   - encoding: The locale's encoding; nil for UTF-8 (and `C`, `POSIX`).
    /// - Returns: Each argument as text.
    /// - Throws: ``Undecodable`` for the first argument that is not text in the
    ///   encoding (with an encoding `iconv` does not know, any byte above ASCII).
    package static func decode(_ arguments: [[UInt8]], encoding: String?) throws(Undecodable) -> [String] {
        var words: [String] = []
        words.reserveCapacity(arguments.count)
        for (index, bytes) in arguments.enumerated() {
            // ASCII is itself in every encoding read here: most words, read without validating them.
            if bytes.allSatisfy({ $0 < 0x80 }) {
                words.append(String(decoding: bytes, as: UTF8.self))
                continue
            }
            let read: Result<String, Failure> =
                if let encoding {
                    converted(bytes, from: encoding)
                } else {
                    utf8(bytes)
                }
            switch read {
            case .success(let word): words.append(word)
            case .failure(let failure):
                throw Undecodable(
                    argument: index + 1, byte: failure.offset + 1, value: bytes[failure.offset],
                    encoding: encoding ?? "UTF-8")
            }
        }
        return words
    }

    /// Where reading stopped: the offset of the first byte not read.
    private struct Failure: Error {
        let offset: Int
    }

    /// `bytes` as UTF-8, or the offset of the first byte that does not begin a whole character.
    private static func utf8(_ bytes: [UInt8]) -> Result<String, Failure> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let character) = parser.parseScalar(from: &iterator) { offset += character.count }
        return .failure(Failure(offset: min(offset, bytes.count - 1)))
    }

    /// `bytes` converted from `encoding` to UTF-8 by `iconv`, or the offset where it stopped.
    private static func converted(_ bytes: [UInt8], from encoding: String) -> Result<String, Failure> {
        guard let converter = iconv_open("UTF-8", encoding), converter != iconv_t(bitPattern: -1) else {
            return .failure(Failure(offset: bytes.firstIndex { $0 >= 0x80 } ?? 0))
        }
        defer { iconv_close(converter) }
        var input = bytes
        // A character of these encodings takes at most 4 bytes in UTF-8 for each byte it took.
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 8)
        let outcome: Result<Int, Failure> = input.withUnsafeMutableBytes { inRaw in
            output.withUnsafeMutableBytes { outRaw in
                var inPointer = inRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outPointer = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inRaw.count, outLeft = outRaw.count
                let stopped = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) == -1
                if stopped || inLeft > 0 { return .failure(Failure(offset: min(inRaw.count - inLeft, inRaw.count - 1))) }
                return .success(outRaw.count - outLeft)
            }
        }
        return outcome.map { String(decoding: output[..<$0], as: UTF8.self) }
    }
}
