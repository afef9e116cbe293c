/// FNV-1a, 64 bits: a hash that is the same on every machine and every run
/// (Swift's `Hasher` is seeded per process), for checksums, derived ids and
/// tie rules that must not depend on where a value stands.
package enum StableHash {
    /// The FNV-1a offset basis: the hash of no bytes.
    package static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `bytes` hashed on from `hash` (``empty`` to start).
    @inlinable package static func fnv1a(_ bytes: some Sequence<UInt8>, from hash: UInt64 = empty) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// A text's UTF-8 hashed on from `hash`: the same as the generic one, compiled here for text
    /// (the generic one, left unspecialized where a text is hashed, looks its conformance up at run
    /// time, a scan of every conformance of the binary in a settle's start-up).
    package static func fnv1a(_ text: String.UTF8View, from hash: UInt64 = empty) -> UInt64 {
        var hash = hash
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
