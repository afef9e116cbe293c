import ShopCore

/// Reads a line file's (or an export's) bytes for a command: a file or standard input, up to
/// ``/ShopCore/LineFile/maximumBytes``; a larger one is an input error (exit 74), as before it is read whole.
package enum LineFileInput {
    /// The whole of `source`, refused past ``/ShopCore/LineFile/maximumBytes``.
    package static func bytes(of source: InputSource) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var count = 0
            var failure: InputError?
            buffer.withUnsafeMutableBytes { buffer in
                do throws(InputError) { count = try source.read(into: buffer) } catch { failure = error }
            }
            if let failure { throw failure }
            if count == 0 { break }
            bytes += buffer[..<count]
            if bytes.count > LineFile.maximumBytes { throw InputError(reason: "larger than \(LineFile.maximumBytes >> 20) MB") }
        }
        return bytes
    }
}
