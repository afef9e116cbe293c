import ShopCore

extension Bilingual {
    /// The text in `language`, chosen by an exhaustive `switch`.
    ///
    /// ```swift
    /// let title = Bilingual("total", "合計")
    /// title(.english)    // total
    /// title(.japanese)   // 合計
    /// ```
    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .english: return english
        case .japanese: return japanese
        }
    }
}
