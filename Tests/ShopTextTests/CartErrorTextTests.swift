import Cart
import ShopCore
import ShopFiles
import ShopText
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every ``CartError/Damage`` and ``FileError/Operation`` in English and
/// Japanese: the English words are the ones the free-text reasons had, and
/// the Japanese has no English in it but the quoted paths, `shoptools` and
/// the system's own reason.
@Suite struct CartErrorTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let error: CartError
        let english: String
        let japanese: String
        var testDescription: String { error.description }
    }

    static let path = "/tmp/cart.json"

    static func unreadable(_ damage: CartError.Damage, _ english: String, _ japanese: String) -> Row {
        Row(error: .unreadable(path: path, damage: damage), english: english, japanese: japanese)
    }

    static let damages: [Row] = [
        unreadable(
            .empty, #"cart file "/tmp/cart.json" cannot be read (the file is empty); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。ファイルが空です。ファイルはそのままです"),
        unreadable(
            .notACart, #"cart file "/tmp/cart.json" cannot be read (not a shoptools cart); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。shoptools のカートではありません。ファイルはそのままです"),
        unreadable(
            .newerFormat(found: 3, reads: 2),
            #"cart file "/tmp/cart.json" cannot be read (format version 3 is newer than this shoptools reads (2)); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。ファイル形式のバージョン3は新しすぎます（この shoptools が読めるのはバージョン2までです）。ファイルはそのままです"
        ),
        unreadable(
            .unknownCurrency,
            #"cart file "/tmp/cart.json" cannot be read (unknown currency in the header); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。1行目（ヘッダー）の通貨がわかりません。ファイルはそのままです"),
        unreadable(
            .notAChange(line: 3),
            #"cart file "/tmp/cart.json" cannot be read (line 3 is not a cart change); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。3行目が壊れています。ファイルはそのままです"),
        unreadable(
            .lineTooLong(line: 2),
            #"cart file "/tmp/cart.json" cannot be read (line 2 is not a cart change); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。2行目が長すぎます。ファイルはそのままです"),
        unreadable(
            .checksum(line: 3),
            #"cart file "/tmp/cart.json" cannot be read (line 3 does not match its checksum); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。3行目のチェックサムが合いません。ファイルはそのままです"),
        unreadable(
            .doesNotAddUp(line: 4), #"cart file "/tmp/cart.json" cannot be read (line 4 does not add up); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。4行目に記録された点数と合計が計算と合いません。ファイルはそのままです"),
        unreadable(
            .change(line: 2, .nothingToUndo),
            #"cart file "/tmp/cart.json" cannot be read (line 2: nothing to undo); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。2行目の変更をカートに適用できません（取り消せる操作がありません）。ファイルはそのままです"),
        unreadable(
            .change(line: 3, .noSuchItem(5, count: 1)),
            #"cart file "/tmp/cart.json" cannot be read (line 3: there is no item 5; the cart has 1 item); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。3行目の変更をカートに適用できません（5番の商品はありません。カートの商品は1件だけです）。ファイルはそのままです"
        ),
        unreadable(
            .change(line: 2, .money(.tooManyDecimals("0.0000000000001", limit: 12))),
            #"cart file "/tmp/cart.json" cannot be read (line 2: "0.0000000000001" has too many decimals (at most 12)); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。2行目の変更をカートに適用できません（「0.0000000000001」は小数が多すぎます（12桁まで））。ファイルはそのままです"
        ),
        unreadable(
            .shortened,
            #"cart file "/tmp/cart.json" cannot be read (the file is shorter than its last change left it; lines were removed); it was left as it is"#,
            "カートファイル「/tmp/cart.json」を読めません。ファイルが最後の変更より短くなっています（行が消されています）。ファイルはそのままです"
        ),
    ]

    static func io(_ operation: FileError.Operation, _ english: String, _ japanese: String) -> Row {
        Row(
            error: .file(.io(path: path, operation: operation, reason: "Permission denied")), english: english, japanese: japanese
        )
    }

    static let operations: [Row] = [
        io(
            .lookUp, #"cart file "/tmp/cart.json": Permission denied"#,
            "カートファイル「/tmp/cart.json」を確認できません: 権限がありません"),
        io(
            .open, #"cart file "/tmp/cart.json": cannot open: Permission denied"#,
            "カートファイル「/tmp/cart.json」を開けません: 権限がありません"),
        io(
            .stat, #"cart file "/tmp/cart.json": cannot stat: Permission denied"#,
            "カートファイル「/tmp/cart.json」の情報を取得できません: 権限がありません"),
        io(
            .read, #"cart file "/tmp/cart.json": cannot read: Permission denied"#,
            "カートファイル「/tmp/cart.json」を読み込めません: 権限がありません"),
        io(
            .write, #"cart file "/tmp/cart.json": cannot write: Permission denied"#,
            "カートファイル「/tmp/cart.json」に書き込めません: 権限がありません"),
        io(
            .sync, #"cart file "/tmp/cart.json": cannot sync: Permission denied"#,
            "カートファイル「/tmp/cart.json」をディスクに書き出せません: 権限がありません"),
        io(
            .truncate, #"cart file "/tmp/cart.json": cannot truncate: Permission denied"#,
            "カートファイル「/tmp/cart.json」の途中で切れた最後の行を削除できません: 権限がありません"),
        io(
            .create, #"cart file "/tmp/cart.json": cannot create: Permission denied"#,
            "カートファイル「/tmp/cart.json」を作成できません: 権限がありません"),
        io(
            .openLock("/tmp/cart.json.lock"),
            #"cart file "/tmp/cart.json": cannot open lock /tmp/cart.json.lock: Permission denied"#,
            "カートファイル「/tmp/cart.json」のロックファイル「/tmp/cart.json.lock」を開けません: 権限がありません"),
        io(
            .lock("/tmp/cart.json.lock"), #"cart file "/tmp/cart.json": cannot lock /tmp/cart.json.lock: Permission denied"#,
            "カートファイル「/tmp/cart.json」のロックファイル「/tmp/cart.json.lock」をロックできません: 権限がありません"),
        io(
            .createFolder("/tmp/a"), #"cart file "/tmp/cart.json": cannot create folder /tmp/a: Permission denied"#,
            "カートファイル「/tmp/cart.json」のフォルダ「/tmp/a」を作成できません: 権限がありません"),
        io(
            .openFolder("/tmp"), #"cart file "/tmp/cart.json": cannot open folder /tmp: Permission denied"#,
            "カートファイル「/tmp/cart.json」のフォルダ「/tmp」を開けません: 権限がありません"),
        io(
            .syncFolder("/tmp"), #"cart file "/tmp/cart.json": cannot sync folder /tmp: Permission denied"#,
            "カートファイル「/tmp/cart.json」のフォルダ「/tmp」をディスクに書き出せません: 権限がありません"),
        io(
            .createTemporary("/tmp/cart.json.tmp-7"),
            #"cart file "/tmp/cart.json": cannot create /tmp/cart.json.tmp-7: Permission denied"#,
            "カートファイル「/tmp/cart.json」の一時ファイル「/tmp/cart.json.tmp-7」を作成できません: 権限がありません"),
        io(
            .rename("/tmp/cart.json.tmp-7"),
            #"cart file "/tmp/cart.json": cannot rename /tmp/cart.json.tmp-7: Permission denied"#,
            "一時ファイル「/tmp/cart.json.tmp-7」をカートファイル「/tmp/cart.json」に置き換えられません: 権限がありません"),
        io(
            .keepAside("/tmp/cart.json.damaged"),
            #"cart file "/tmp/cart.json": cannot keep the damaged file as /tmp/cart.json.damaged: Permission denied"#,
            "壊れたカートファイル「/tmp/cart.json」を「/tmp/cart.json.damaged」として残せません: 権限がありません"),
    ]

    /// The errors of items with an id and a currency, and of removing at offsets.
    static let items: [Row] = [
        Row(
            error: .itemCurrency(.usd, cart: .jpy), english: "the item is in USD, but the cart is in JPY",
            japanese: "商品の通貨（USD）がカートの通貨（JPY）と違います"),
        Row(
            error: .duplicateItem(id: UUID(uuidString: "00000000-0000-0000-0000-00000000002A") ?? UUID()),
            english: "item 00000000-0000-0000-0000-00000000002A is already in the cart",
            japanese: "この商品（ID 00000000-0000-0000-0000-00000000002A）はすでにカートにあります"),
        Row(
            error: .tooManyOffsets(12_000), english: "12000 offsets are too many to remove in one change; remove fewer at a time",
            japanese: "12000か所の削除は一度にはできません。分けて削除してください"),
        Row(
            error: .noSuchOffset(0, count: 0), english: "there is no item at offset 0; the cart is empty",
            japanese: "位置0に商品はありません。カートは空です"),
        Row(
            error: .noSuchOffset(1, count: 1), english: "there is no item at offset 1; the cart has an item at offset 0 only",
            japanese: "位置1に商品はありません。カートの商品は位置0の1件だけです"),
        Row(
            error: .noSuchOffset(-1, count: 3), english: "there is no item at offset -1; the cart has items at offsets 0–2",
            japanese: "位置-1に商品はありません。カートの商品は位置0〜2です"),
    ]

    @Test(arguments: damages + operations + items)
    func english(_ row: Row) {
        #expect(row.error.text(in: .english) == row.english)
    }

    @Test(arguments: damages + operations + items)
    func japanese(_ row: Row) {
        #expect(row.error.text(in: .japanese) == row.japanese)
    }

    /// Latin words left once the quoted values, the name `shoptools` and the
    /// system's `reason` ending an I/O error are taken out.
    static func englishWords(in text: String, reason: String?) -> [String] {
        var text = text
        if let reason, text.hasSuffix(": " + reason) { text.removeLast(reason.count + 2) }
        var outside = "", inQuote = false
        for character in text {
            if character == "「" {
                inQuote = true
            } else if character == "」" {
                inQuote = false
            } else if !inQuote {
                outside.append(character)
            }
        }
        let words = outside.split { !("a"..."z").contains($0.lowercased()) || !$0.isASCII }.map(String.init)
        return words.filter { $0 != "shoptools" }
    }

    @Test(arguments: damages + operations)
    func japaneseHasNoEnglishWords(_ row: Row) {
        let reason: String? = if case .file(.io(_, _, let reason)) = row.error { reason } else { nil }
        #expect(Self.englishWords(in: row.error.text(in: .japanese), reason: reason) == [])
        #expect(Self.englishWords(in: "「a」x: Permission denied", reason: "Permission denied") == ["x"], "the check finds words")
        #expect(Self.englishWords(in: "「a」x: Permission denied", reason: nil) == ["x", "Permission", "denied"])
    }

    /// The name of each case; a new case does not compile until it is named here and given a row.
    static func name(_ damage: CartError.Damage) -> String {
        switch damage {
        case .empty: return "empty"
        case .notACart: return "notACart"
        case .newerFormat: return "newerFormat"
        case .unknownCurrency: return "unknownCurrency"
        case .notAChange: return "notAChange"
        case .lineTooLong: return "lineTooLong"
        case .checksum: return "checksum"
        case .doesNotAddUp: return "doesNotAddUp"
        case .change: return "change"
        case .shortened: return "shortened"
        }
    }

    static func name(_ operation: FileError.Operation) -> String {
        switch operation {
        case .lookUp: return "lookUp"
        case .open: return "open"
        case .stat: return "stat"
        case .read: return "read"
        case .write: return "write"
        case .sync: return "sync"
        case .truncate: return "truncate"
        case .create: return "create"
        case .openLock: return "openLock"
        case .lock: return "lock"
        case .createFolder: return "createFolder"
        case .openFolder: return "openFolder"
        case .syncFolder: return "syncFolder"
        case .createTemporary: return "createTemporary"
        case .rename: return "rename"
        case .keepAside: return "keepAside"
        }
    }

    @Test func everyCaseHasARow() {
        var damages: Set<String> = [], operations: Set<String> = []
        for row in Self.damages + Self.operations {
            switch row.error {
            case .unreadable(_, let damage): damages.insert(Self.name(damage))
            case .file(.io(_, let operation, _)): operations.insert(Self.name(operation))
            default: Issue.record("\(row.error) is neither unreadable nor io")
            }
        }
        #expect(damages.count == 10)
        #expect(operations.count == 16)
    }
}
