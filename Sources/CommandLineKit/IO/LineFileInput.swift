import ShopCore

/// Reads a line file's (or an export's) bytes for a command: a file or standard input, up to
/// ``/ShopCore/LineFile/maximumBytes``; a larger one is an input error (exit 74), as before it is read whole.
package enum LineFileInput {
    /// The whole of `source`, refused past ``/ShopCore/LineFile/maximumBytes``.
    package static func bytes(of source: InputSource) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        // Not cleared first: a read writes what it returns, and clearing 64 KiB was a twentieth of the
        // start-up of `settle` on a short file.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let count = try source.read(into: buffer)
            if count == 0 { break }
            bytes += UnsafeRawBufferPointer(rebasing: buffer[..<count])
            if bytes.count > LineFile.maximumBytes { throw InputError(reason: "larger than \(LineFile.maximumBytes >> 20) MB") }
        }
        return bytes
    }
}
