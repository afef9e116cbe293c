extension Quoting {
    /// `「abc」`: a value quoted inside a Japanese message (paths: `limit: nil`).
    static func japanese(_ text: String, limit: Int? = 64) -> String {
        quoted(text, in: .japanese, limit: limit)
    }
}
