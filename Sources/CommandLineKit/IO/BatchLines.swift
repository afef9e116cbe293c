import ShopCore

/// The loop behind every `COMMAND -` (`discount -`, `tax -`): one line in,
/// one line out, so line N of the output answers line N of the input and
/// `paste` can set them side by side.
///
/// ```
/// input line            | output line | with --json (JSON Lines)
/// ----------------------+-------------+-------------------------
/// 100                   | the answer  | the answer's object
/// (empty, or spaces)    | (empty)     | null
/// abc                   | — the run stops: `line N: …` on stderr
/// ```
///
/// It streams in constant memory: one input chunk (``LineReader``) and one
/// output buffer, handed to standard output every 64 KiB and before an
/// error is reported, so the lines before a bad one are written.
package enum BatchLines {
    /// Reads `input` to its end, handing each line that is not blank to
    /// `answerer` with the line's bytes (without `\n`), its number from 1 and
    /// the buffer to append the answer to (without its newline); the answers
    /// go to `sink`.
    ///
    /// `answerer` is a value of a ``BatchAnswerer`` type rather than a
    /// closure: a closure's captures were copied at every line, which cost
    /// more than the arithmetic.
    /// - Throws: ``BatchFailure/answer(_:)`` with what `answerer` throws;
    ///   ``BatchFailure/lineTooLong(_:)`` for a line over
    ///   ``LineReader/maximumLineLength``; ``BatchFailure/readFailed(_:)`` for
    ///   input that cannot be read.
    package static func run<Answerer: BatchAnswerer>(
        _ input: InputSource, to sink: OutputSink, json: Bool, _ answerer: Answerer
    ) throws(BatchFailure<Answerer.Failure>) {
        var answerer = answerer
        var reader = LineReader(input)
        var output: [UInt8] = []
        output.reserveCapacity(Self.flushSize + LineReader.maximumLineLength)
        defer { sink.write(bytes: output) }
        do {
            while try reader.next({ line, number in
                if isBlank(line) {
                    if json { output.append(contentsOf: "null".utf8) }
                } else {
                    try answerer.answer(line, number: number, to: &output)
                }
                output.append(UInt8(ascii: "\n"))
                if output.count >= Self.flushSize {
                    sink.write(bytes: output)
                    output.removeAll(keepingCapacity: true)
                }
            }) {}
        } catch let error as Answerer.Failure {
            throw .answer(error)
        } catch LineReader.Failure.lineTooLong(let line) {
            throw .lineTooLong(line)
        } catch LineReader.Failure.readFailed(let reason) {
            throw .readFailed(reason)
        } catch {
            throw .readFailed("")
        }
    }

    /// How much output is gathered before it goes to standard output.
    private static let flushSize = 1 << 16

    /// True for an empty line or one of white space only (``TextNormalizer/isSpace(_:)``
    /// for every character), decided from the bytes so that a price costs a look or two.
    package static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte < 0x80 {
                guard byte == 0x20 || (0x09...0x0D).contains(byte) else { return false }
                index += 1
                continue
            }
            // Beyond ASCII, white space is two or three bytes long (U+0085 … U+3000).
            let width = byte >= 0xE0 ? 3 : 2
            guard byte >= 0xC2, byte < 0xF0, index + width <= line.count else { return false }
            var value = UInt32(byte & (width == 2 ? 0x1F : 0x0F))
            for offset in 1..<width {
                let next = line[index + offset]
                guard next & 0xC0 == 0x80 else { return false }
                value = value << 6 | UInt32(next & 0x3F)
            }
            guard Self.mayBeSpace(value), let scalar = Unicode.Scalar(value), TextNormalizer.isSpace(scalar) else {
                return false
            }
            index += width
        }
        return true
    }

    /// The Unicode white space beyond ASCII: U+0085, U+00A0, U+1680,
    /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000; anything
    /// else (`¥`, `１`) is not, without a look at the character's properties.
    private static func mayBeSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

/// What a batch command does with one line that is not blank (see ``BatchLines``).
package protocol BatchAnswerer<Failure> {
    /// What an answer that cannot be given throws.
    associatedtype Failure: Error
    /// Appends the answer to `line` (number `number`, from 1), without its newline, to `output`.
    /// - Throws: an error labeled with the line's number, for a line that
    ///   cannot be answered; the run stops there.
    mutating func answer(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: inout [UInt8]) throws(Failure)
}

/// Why ``BatchLines/run(_:to:json:_:)`` stopped before the end of its input.
package enum BatchFailure<Failure: Error>: Error {
    /// The answerer could not answer a line.
    case answer(Failure)
    /// A line longer than ``LineReader/maximumLineLength`` (its number).
    case lineTooLong(Int)
    /// The input could not be read (the system's reason, or empty).
    case readFailed(String)
}
