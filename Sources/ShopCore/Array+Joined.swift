extension Array where Element == String {
    /// The strings one after another with `separator` between them: the standard library's
    /// `joined(separator:)`, compiled in this package.
    ///
    /// Every `[String]` of the package joins through this overload (a concrete type's method wins
    /// over a protocol's), and every slice of one through ``Swift/ArraySlice/joined(separator:)``.
    /// Why: the standard library's is generic, and its first call in a process has the runtime look
    /// a conformance up by scanning every conformance in the binary, about as long as the rest of a
    /// one-line command's start-up; this one is specialized where it is built.
    package func joined(separator: String = "") -> String { self[...].joined(separator: separator) }
}

extension ArraySlice where Element == String {
    /// The strings one after another with `separator` between them: the standard library's
    /// `joined(separator:)`, compiled in this package (see ``Swift/Array/joined(separator:)``).
    package func joined(separator: String = "") -> String {
        guard let first else { return "" }
        var length = first.utf8.count
        for string in dropFirst() { length += separator.utf8.count + string.utf8.count }
        var result = ""
        result.reserveCapacity(length)
        result += first
        for string in dropFirst() {
            result += separator
            result += string
        }
        return result
    }
}
