#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `bytes` decoded from `encoding` (as a locale names it: `eucJP`, `SJIS`) with the C library's
/// iconv, or nil when iconv does not know the encoding or the bytes are not in it.
func decoded(_ bytes: [UInt8], from encoding: String) -> String? {
    guard let converter = iconv_open("UTF-8", encoding), converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: bytes.count * 3 + 16)
    let written: Int? = input.withUnsafeMutableBytes { inRaw in
        output.withUnsafeMutableBytes { outRaw in
            var inPointer = inRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
            var outPointer = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
            var inLeft = inRaw.count, outLeft = outRaw.count
            guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return nil }
            return outRaw.count - outLeft
        }
    }
    return written.map { String(decoding: output[..<$0], as: UTF8.self) }
}
