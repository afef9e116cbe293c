import ShopCore

/// The operating system's reason for a failed file operation, as `strerror`
/// gives it (`No such file or directory`), in the reader's language.
///
/// The system writes these in English whatever the locale (shoptools runs
/// in the C locale and carries no message catalogs); the common ones are
/// written here in Japanese, and any other keeps the system's words.
public enum SystemReason {
    /// `reason` for people reading `language`.
    public static func text(_ reason: String, in language: Language) -> String {
        guard language == .japanese else { return reason }
        switch reason {
        case "No such file or directory": return "ファイルまたはフォルダがありません"
        case "Not a directory": return "途中にフォルダでないものがあります"
        case "Is a directory": return "フォルダです"
        case "Permission denied": return "権限がありません"
        case "Operation not permitted": return "許可されていない操作です"
        case "Read-only file system": return "読み取り専用のファイルシステムです"
        case "No space left on device": return "ディスクの空きがありません"
        case "Disk quota exceeded": return "ディスクの割り当て量を超えました"
        case "File exists": return "同じ名前のものがすでにあります"
        case "Too many open files": return "開いているファイルが多すぎます"
        case "Input/output error": return "入出力エラーです"
        case "File name too long": return "名前が長すぎます"
        case "Too many levels of symbolic links": return "シンボリックリンクが多すぎます（循環しています）"
        case "Broken pipe": return "出力先が閉じられました"
        case "Resource temporarily unavailable": return "一時的に使えません"
        case "Device or resource busy": return "使用中です"
        case "File too large": return "ファイルが大きすぎます"
        case "Not a regular file": return "通常のファイルではありません"
        // shoptools' own reason for a line file over its limit (see the CLI's line-file input).
        case "larger than \(LineFile.maximumBytes >> 20) MB": return "\(LineFile.maximumBytes >> 20) MB を超えています"
        default: return reason
        }
    }
}
