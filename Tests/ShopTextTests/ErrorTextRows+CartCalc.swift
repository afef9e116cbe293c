import Calculator
import Cart
import ShopCore
import ShopFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ErrorTextRows {
    /// Every case of CartError (every FileKind, every branch of noSuchItem and notAFilePath;
    /// every Damage and FileOperation in CartErrorTextTests).
    static let cart: [ErrorTextCase] = [
        .init("money", CartError.money(.notAnAmount("abc", reason: nil)), "「abc」は金額ではありません"),
        .init("quantityOutOfRange", CartError.quantityOutOfRange(0), "数量 0 は 1〜1000000 の範囲外です"),
        .init("labelTooLong", CartError.labelTooLong(250), "ラベルが250文字あります。200文字以内にしてください"),
        .init(
            "unsafeCharacter", CartError.unsafeCharacter(label: "a\u{1B}b", scalar: "\u{1B}"),
            "ラベル「a\\u001bb」に制御文字（U+001B）が含まれています"),
        .init("totalTooLarge", CartError.totalTooLarge, "カートの合計が10^15に達し、正確に計算できる範囲を超えます"),
        .init(
            "notPayable", CartError.notPayable(lineTotal: Money(Decimal(string: "100.5")!, .jpy)),
            "100.5円は JPY の最小単位（1）で払える金額ではありません。カートの各行は支払える金額にしてください"),
        .init("noSuchItem, empty", CartError.noSuchItem(5, count: 0), "5番の商品はありません。カートは空です"),
        .init("noSuchItem, one", CartError.noSuchItem(5, count: 1), "5番の商品はありません。カートの商品は1件だけです"),
        .init("noSuchItem, three", CartError.noSuchItem(5, count: 3), "5番の商品はありません。カートの商品は1〜3番です"),
        .init("nothingToUndo", CartError.nothingToUndo, "取り消せる操作がありません"),
        .init("staleClearRequest", CartError.staleClearRequest, "確認のあとでカートが変わりました。もう一度やり直してください"),
        .init(
            "nothingToRepair", CartError.nothingToRepair(path: "/tmp/cart.json"),
            "カートファイル「/tmp/cart.json」は問題なく読めます。修復するものはありません"),
        .init(
            "unreadable", CartError.unreadable(path: "/tmp/cart.jsonl", damage: .notAChange(line: 3)),
            "カートファイル「/tmp/cart.jsonl」を読めません。3行目が壊れています。ファイルはそのままです"),
        .init(
            "currencyMismatch", CartError.currencyMismatch(path: "cart.jsonl", file: .jpy, requested: .usd),
            "カートファイル「cart.jsonl」の通貨は USD ではなく JPY です"),
        .init("notAFilePath, empty", CartError.file(.notAFilePath("")), "カートのパスが空です。ファイルのパスを指定してください"),
        .init("notAFilePath, NUL", CartError.file(.notAFilePath("a\u{0}b")), "カートのパス「a\\u0000b」にNUL文字が含まれています"),
        .init("notAFilePath, folder", CartError.file(.notAFilePath("carts/")), "カートのパス「carts/」はファイルではなくフォルダを指しています"),
        .init(
            "notARegularFile, directory", CartError.file(.notARegularFile(path: "/tmp", kind: .directory)),
            "カートファイル「/tmp」は通常のファイルではなく、フォルダです"),
        .init(
            "notARegularFile, fifo", CartError.file(.notARegularFile(path: "p", kind: .fifo)),
            "カートファイル「p」は通常のファイルではなく、FIFO（名前付きパイプ）です"),
        .init(
            "notARegularFile, socket", CartError.file(.notARegularFile(path: "s", kind: .socket)),
            "カートファイル「s」は通常のファイルではなく、ソケットです"),
        .init(
            "notARegularFile, characterDevice", CartError.file(.notARegularFile(path: "/dev/null", kind: .characterDevice)),
            "カートファイル「/dev/null」は通常のファイルではなく、キャラクタデバイスです"),
        .init(
            "notARegularFile, blockDevice", CartError.file(.notARegularFile(path: "/dev/sda", kind: .blockDevice)),
            "カートファイル「/dev/sda」は通常のファイルではなく、ブロックデバイスです"),
        .init(
            "notARegularFile, other", CartError.file(.notARegularFile(path: "x", kind: .other)),
            "カートファイル「x」は通常のファイルではなく、特殊なファイルです"),
        .init(
            "io", CartError.file(.io(path: "cart.jsonl", operation: .open, reason: "Permission denied")),
            "カートファイル「cart.jsonl」を開けません: 権限がありません"),
    ]

    /// Every CalcError.Problem (and each way a malformed number is worded).
    static let calc: [ErrorTextCase] = [
        .init("empty", CalcError(.empty, at: 1, in: ""), "式が空です"),
        .init("unknownCharacter", CalcError(.unknownCharacter("x"), at: 2, in: "5x3"), "使えない文字「x」があります（2文字目）: 「5x3」"),
        .init(
            "malformedNumber, reason",
            CalcError(.malformedNumber("1.5.5", reason: .notAnAmount("1.5.5", reason: .twoDecimalPoints)), at: 1, in: "1.5.5+2"),
            "数「1.5.5」の書き方が正しくありません: 小数点が2つあります（1文字目）: 「1.5.5+2」"),
        .init(
            "malformedNumber, no reason",
            CalcError(.malformedNumber("1.", reason: .notADecimal("1.", reason: nil)), at: 3, in: "2+1."),
            "数「1.」の書き方が正しくありません（3文字目）: 「2+1.」"),
        .init(
            "malformedNumber, decimals",
            CalcError(
                .malformedNumber("0.0000000000001", reason: .tooManyDecimals("0.0000000000001", limit: 12)), at: 1,
                in: "0.0000000000001*2"),
            "数「0.0000000000001」の小数が12桁を超えています（1文字目）: 「0.0000000000001*2」"),
        .init(
            "malformedNumber, other money error",
            CalcError(.malformedNumber("$5", reason: .currencyMismatch("$5", expected: .jpy)), at: 1, in: "$5+1"),
            "「$5」は JPY の金額ではありません（1文字目）: 「$5+1」"),
        .init(
            "mixedCurrencies", CalcError(.mixedCurrencies(first: "$5", second: "€5"), at: 4, in: "$5+€5"),
            "「$5」と「€5」で通貨が違います（4文字目）: 「$5+€5」"),
        .init("twoOperators", CalcError(.twoOperators("*"), at: 3, in: "5+*3"), "演算子「*」の前にも演算子があります（3文字目）: 「5+*3」"),
        .init("danglingOperator", CalcError(.danglingOperator("+"), at: 2, in: "5+"), "演算子「+」の片側に数がありません（2文字目）: 「5+」"),
        .init("missingOperator", CalcError(.missingOperator, at: 3, in: "5 5"), "数と数の間に演算子がありません（3文字目）: 「5 5」"),
        .init("unbalancedParenthesis", CalcError(.unbalancedParenthesis, at: 1, in: "(5"), "かっこの開きと閉じが対応していません（1文字目）: 「(5」"),
        .init("emptyParentheses", CalcError(.emptyParentheses, at: 1, in: "()"), "かっこの中が空です（1文字目）: 「()」"),
        .init("divisionByZero", CalcError(.divisionByZero, at: 5, in: "10/(5-5)"), "0で割っています（5文字目）: 「10/(5-5)」"),
        .init(
            "outOfRange", CalcError(.outOfRange, at: 1, in: "9999999999999999"),
            "結果が正確に計算できる範囲（10^15未満）を超えています（1文字目）: 「9999999999999999」"),
        .init("tooDeep", CalcError(.tooDeep, at: 201, in: "((1))"), "かっこの入れ子が200段を超えています（201文字目）: 「((1))」"),
    ]

    /// Every case of AmountInputError.
    static let amountInput: [ErrorTextCase] = [
        .init("amount", AmountInputError.amount(.negative("-5")), "「-5」は負の値です。0以上の金額を指定してください"),
        .init(
            "expression", AmountInputError.expression(CalcError(.divisionByZero, at: 5, in: "10/(5-5)")),
            "0で割っています（5文字目）: 「10/(5-5)」"),
        .init(
            "inexact", AmountInputError.inexact("1000/3", approximately: "333.3333333333"),
            "「1000/3」は約333.3333333333で、正確な金額になりません"),
        .init(
            "negativeResult", AmountInputError.negativeResult("5-10", value: "-5"),
            "「5-10」は-5になります。0以上の金額を指定してください"),
        .init(
            "tooManyDecimals", AmountInputError.tooManyDecimals("0.0000001*0.0000001", value: "0.00000000000001", limit: 12),
            "「0.0000001*0.0000001」は0.00000000000001になり、小数が12桁を超えています"),
    ]

    /// Every row of every table.
    static let all: [ErrorTextCase] = shopCore + bargain + warikan + bill + cart + calc + amountInput
}
