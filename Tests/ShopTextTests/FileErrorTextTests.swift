import ShopCore
import ShopFiles
import ShopText
import Testing

/// Every ``FileError`` in both languages: the file layer's own words, and the words the cart
/// gives the same errors about its file.
@Suite struct FileErrorTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let error: FileError, english: String, japanese: String
        var testDescription: String { english }
    }

    static let rows: [Row] = [
        Row(
            error: .notAFilePath(""), english: "the path is empty; expected the path of a file",
            japanese: "パスが空です。ファイルのパスを指定してください"),
        Row(
            error: .notAFilePath("a\u{0}b"), english: #"path "a\u0000b" contains a NUL character"#,
            japanese: "パス「a\\u0000b」にNUL文字が含まれています"),
        Row(
            error: .notAFilePath("trips/"), english: #"path "trips/" names a folder, not a file"#,
            japanese: "パス「trips/」はファイルではなくフォルダを指しています"),
        Row(
            error: .notARegularFile(path: "p", kind: .fifo), english: #""p" is a FIFO (named pipe), not a regular file"#,
            japanese: "ファイル「p」は通常のファイルではなく、FIFO（名前付きパイプ）です"),
        Row(
            error: .readOnly(path: "trip.txt"), english: #""trip.txt" is read-only; it was left as it is"#,
            japanese: "「trip.txt」は読み取り専用です。ファイルはそのままです"),
        Row(
            error: .cannotWriteInFolder(path: "d/trip.txt", folder: "d"),
            english: #"cannot write in folder "d" (for "d/trip.txt"); nothing was changed"#,
            japanese: "フォルダ「d」に書き込めません（「d/trip.txt」のため）。何も変更していません"),
        Row(
            error: .tooLarge(path: "big.txt", limit: 16 << 20), english: #""big.txt" is larger than 16 MB"#,
            japanese: "ファイル「big.txt」が 16 MB を超えています"),
        Row(
            error: .tooLarge(path: "big.txt", limit: 1000), english: #""big.txt" is larger than 1000 bytes"#,
            japanese: "ファイル「big.txt」が 1000 バイト を超えています"),
        Row(
            error: .io(path: "trip.txt", operation: .lookUp, reason: "Not a directory"),
            english: #""trip.txt": Not a directory"#,
            japanese: "ファイル「trip.txt」を確認できません: 途中にフォルダでないものがあります"),
        Row(
            error: .io(path: "trip.txt", operation: .create, reason: "File exists"),
            english: #""trip.txt": cannot create: File exists"#,
            japanese: "ファイル「trip.txt」を作成できません: 同じ名前のものがすでにあります"),
        Row(
            error: .io(path: "trip.txt", operation: .openLock("trip.txt.lock"), reason: "Permission denied"),
            english: #""trip.txt": cannot open lock trip.txt.lock: Permission denied"#,
            japanese: "ファイル「trip.txt」のロックファイル「trip.txt.lock」を開けません: 権限がありません"),
    ]

    @Test(arguments: rows)
    func eachErrorReadsInBothLanguages(_ row: Row) {
        #expect(row.error.text(in: .english) == row.english)
        #expect(row.error.text(in: .japanese) == row.japanese)
    }

    @Test func theSystemsWordsForAMessageThatNamesTheFileItself() {
        #expect(FileError.notARegularFile(path: "x", kind: .directory).reason == "Is a directory")
        #expect(FileError.notARegularFile(path: "x", kind: .socket).reason == "Not a regular file")
        #expect(FileError.tooLarge(path: "x", limit: 16 << 20).reason == "larger than 16 MB")
        #expect(FileError.io(path: "x", operation: .read, reason: "Input/output error").reason == "Input/output error")
        #expect(FileError.readOnly(path: "x").path == "x")
    }
}
