import ShopCore
import ShopFiles
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ErrorTextRows {
    /// Every case of BillError (and every thing a bill line may lack), with its Japanese words.
    static let bill: [ErrorTextCase] = [
        .init(
            "located", LocatedError(BillError.notAnAmount("abc"), at: [SourceLocation(file: "izakaya.bill", line: 3, column: 6)]),
            "izakaya.bill:3:6: 「abc」は金額ではありません"),
        .init(
            "cannotRead", BillError.cannotRead(.io(path: "izakaya.bill", operation: .open, reason: "No such file or directory")),
            "明細「izakaya.bill」を読めません: ファイルまたはフォルダがありません"),
        .init(
            "file", BillError.file(.notUTF8(line: 2, looksLike: .shiftJIS)),
            "テキストが UTF-8 ではありません。Shift_JIS のようです。UTF-8 で保存してください"),
        .init(
            "expected item", BillError.expected(.item, found: "sashimi"),
            "品目（LABEL AMOUNT [×QTY] [for NAME[:WEIGHT] …]）が必要ですが、「sashimi」があります"),
        .init(
            "expected amount", BillError.expected(.amount, found: "10%"),
            "金額（500、¥1,200、1980*3。パーセントは不可）が必要ですが、「10%」があります"),
        .init("expected rateOrAmount", BillError.expected(.rateOrAmount, found: ""), "パーセント（10%）か金額が必要です"),
        .init("expected names", BillError.expected(.names, found: ""), "1人以上の名前が必要です"),
        .init("expected name", BillError.expected(.name, found: "A:2"), "名前1つが必要ですが、「A:2」があります"),
        .init("expected currency", BillError.expected(.currency, found: ""), "通貨コードが必要です"),
        .init(
            "expected chargeOption", BillError.expected(.chargeOption, found: "of"),
            "「included」（込み）、チップなら「of subtotal」か「of total」が必要ですが、「of」があります"),
        .init("expected end", BillError.expected(.end, found: "B"), "行の終わりが必要ですが、「B」があります"),
        .init("notAnAmount", BillError.notAnAmount("abc"), "「abc」は金額ではありません"),
        .init("invalidQuantity", BillError.invalidQuantity("0"), "数量「0」は 1〜10000 の整数ではありません"),
        .init("invalidRate", BillError.invalidRate("120"), "率「120」は 0〜100 のパーセント（小数4桁まで）ではありません"),
        .init("repeated", BillError.repeated("幹事"), "「幹事」が2回以上あります"),
        .init("noPeople", BillError.noPeople, "参加者がいません。まず people Aki Ren Sora のように参加者を書いてください"),
        .init("unknownPerson", BillError.unknownPerson("C"), "「C」は参加者ではありません。people の行に加えてください"),
        .init("listedTwice", BillError.listedTwice("A"), "「A」が2回書かれています"),
        .init("keywordAsName", BillError.keywordAsName("for"), "「for」は明細のキーワードで、名前には使えません"),
        .init("invalidLabel", BillError.invalidLabel(""), "名目「」が空か、制御文字を含んでいます"),
        .init("tooManyLines", BillError.tooManyLines(10001), "品目と料金が 10001 行あり、上限の 10000 行を超えています"),
        .init("tooManyPeople", BillError.tooManyPeople(1001), "参加者が 1001 人いて、1つの明細の上限（1000 人）を超えています"),
        .init("split", BillError.split(.duplicateName("A")), "名前「A」が2回出てきます。別々の名前にしてください"),
    ]
}
