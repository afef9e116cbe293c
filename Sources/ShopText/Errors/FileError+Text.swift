import ShopCore
import ShopFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension FileError: LocalizedError {
    /// ``TwoLanguages/text(in:)`` in ``Language/current``: the language chosen by the code running now, the app or the system.
    public var errorDescription: String? { text(in: .current) }
}

extension FileError: TwoLanguages {
    /// `ファイル「trip.txt」を開けません: ファイルまたはフォルダがありません`.
    public var japanese: String { japanese(file: "ファイル", path: "パス") }

    /// The words about a file a library keeps, called `file` (`カートファイル`),
    /// whose path is called `path` (`カートのパス`).
    func japanese(file: String, path: String) -> String {
        switch self {
        case .notAFilePath(let text):
            if text.isEmpty { return "\(path)が空です。ファイルのパスを指定してください" }
            if text.utf8.contains(0) { return "\(path)\(Self.quoted(text))にNUL文字が含まれています" }
            return "\(path)\(Self.quoted(text))はファイルではなくフォルダを指しています"
        case .notARegularFile(let name, let kind):
            return "\(file)\(Self.quoted(name))は通常のファイルではなく、\(kind.japanese)です"
        case .readOnly(let name):
            return "\(Self.quoted(name))は読み取り専用です。ファイルはそのままです"
        case .cannotWriteInFolder(let name, let folder):
            return "フォルダ\(Self.quoted(folder))に書き込めません（\(Self.quoted(name))のため）。何も変更していません"
        case .tooLarge(let name, let limit):
            let size = limit > 0 && limit % (1 << 20) == 0 ? "\(limit >> 20) MB" : "\(limit) バイト"
            return "\(file)\(Self.quoted(name))が \(size) を超えています"
        case .io(let name, let operation, let reason):
            return "\(operation.japanese(file: file, Self.quoted(name))): \(SystemReason.text(reason, in: .japanese))"
        }
    }

    /// A path in 「」, never cut.
    static func quoted(_ path: String) -> String {
        Quoting.japanese(path, limit: nil)
    }
}

extension FileError.Kind {
    /// `フォルダ`, `FIFO（名前付きパイプ）`: what the path names, in Japanese.
    public var japanese: String {
        switch self {
        case .directory: return "フォルダ"
        case .fifo: return "FIFO（名前付きパイプ）"
        case .socket: return "ソケット"
        case .characterDevice: return "キャラクタデバイス"
        case .blockDevice: return "ブロックデバイス"
        case .other: return "特殊なファイル"
        }
    }
}

extension FileError.Operation {
    /// `カートファイル「cart.json」を開けません`: what could not be done to the `file`
    /// (`ファイル`, `カートファイル`) at `path`, already quoted.
    fileprivate func japanese(file: String, _ path: String) -> String {
        let quoted = FileError.quoted
        switch self {
        case .lookUp: return "\(file)\(path)を確認できません"
        case .open: return "\(file)\(path)を開けません"
        case .stat: return "\(file)\(path)の情報を取得できません"
        case .read: return "\(file)\(path)を読み込めません"
        case .write: return "\(file)\(path)に書き込めません"
        case .sync: return "\(file)\(path)をディスクに書き出せません"
        case .truncate: return "\(file)\(path)の途中で切れた最後の行を削除できません"
        case .create: return "\(file)\(path)を作成できません"
        case .openLock(let lock): return "\(file)\(path)のロックファイル\(quoted(lock))を開けません"
        case .lock(let lock): return "\(file)\(path)のロックファイル\(quoted(lock))をロックできません"
        case .createFolder(let folder): return "\(file)\(path)のフォルダ\(quoted(folder))を作成できません"
        case .openFolder(let folder): return "\(file)\(path)のフォルダ\(quoted(folder))を開けません"
        case .syncFolder(let folder): return "\(file)\(path)のフォルダ\(quoted(folder))をディスクに書き出せません"
        case .createTemporary(let temporary): return "\(file)\(path)の一時ファイル\(quoted(temporary))を作成できません"
        case .rename(let temporary): return "一時ファイル\(quoted(temporary))を\(file)\(path)に置き換えられません"
        case .keepAside(let kept): return "壊れた\(file)\(path)を\(quoted(kept))として残せません"
        }
    }
}
