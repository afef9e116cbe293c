import ShopFiles

/// A step of the file layer, its failure as the cart's (``CartError/file(_:)``).
@inline(__always)
func onFile<T>(_ step: @autoclosure () throws(FileError) -> T) throws(CartError) -> T {
    do { return try step() } catch { throw .file(error) }
}

extension FileLock {
    /// The verified-state record the lock file keeps, or nil when there is none or it does not read back whole.
    func verifiedState() -> VerifiedState? {
        record(maximumLength: VerifiedState.maximumLength).flatMap { line in
            line.withUnsafeBufferPointer { VerifiedState(decoding: $0) }
        }
    }

    /// Replaces the record with `state`; nil removes it (see ``FileLock/write(record:)``).
    func write(_ state: VerifiedState?) { write(record: state.map { Array($0.encoded.utf8) }) }
}
