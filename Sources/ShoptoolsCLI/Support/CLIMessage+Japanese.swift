import CommandLineKit
import ShopFiles
import ShopText

extension CLIMessage {
    var japanese: String {
        let q = { (text: String) in quoted(text, .japanese) }
        switch self {
        case .error(let error): return ErrorText.describe(error, in: .japanese)
        case .sessionError(let error): return ErrorText.describe(error, in: .japanese, inSession: true)
        case .labeled(let label, let message): return label.japanese + ": " + message.japanese
        case .pasteStopped(let message, let line, let count):
            let rest = count - line
            return "貼り付けた\(count)行のうち\(line)行目: \(message.japanese)"
                + (rest == 0 ? "" : "。あとの\(rest)行は実行しませんでした")
        case .withHelp(let message, let pointer):
            switch pointer {
            case .tool, .invoked: return message.japanese + "（shoptools --help を参照）"
            case .command(let name): return message.japanese + "（shoptools \(name) --help を参照）"
            case .session(let name): return message.japanese + "（help \(name) で説明を表示）"
            case .sessionList: return message.japanese + "（help でコマンド一覧を表示）"
            }
        case .unknownOption(let option, let command): return "\(command) に\(q(option))というオプションはありません"
        case .optionTwice(let name): return "オプション --\(name) が2回以上指定されています"
        case .optionNeedsValue(let name): return "オプション --\(name) には値が必要です"
        case .optionTakesNoValue(let name): return "オプション --\(name) は値を取りません"
        case .unknownLanguage(let text): return "\(q(text))という言語はありません。en（English）か ja（日本語）を指定してください"
        case .unterminatedQuote(let line): return "引用符が閉じていません: \(q(line))"
        case .unknownCommand(let word, let expected):
            return "\(q(word))というコマンドはありません。\(expected.joined(separator: ", ")) のいずれかを指定してください"
        case .unknownCommandInSession(let word): return "\(q(word))というコマンドはありません。help でコマンドの一覧を表示できます"
        case .unknownAction(let word, let command, let expected):
            return "\(command) に\(q(word))という操作はありません。\(expected.joined(separator: ", ")) のいずれかを指定してください"
        case .noHelp(let word, let expected):
            return "\(q(word))のヘルプはありません。\(expected.joined(separator: ", ")) のいずれかを指定してください"
        case .missing(let missing):
            switch missing {
            case .price: return "価格（PRICE）を指定してください"
            case .total: return "合計金額（TOTAL）を指定してください"
            case .expression: return "式（EXPRESSION）を指定してください"
            case .amount: return "金額（AMOUNT）を指定してください"
            case .itemNumber: return "削除する商品の番号（N）を指定してください"
            case .offers: return "比べる商品（OFFER）を2つ以上指定してください: 298/450g 198/280g"
            case .amountOrPrice: return "金額を指定してください。先に価格を設定するか（price 9800）、金額を付けてください（add 9800）"
            case .argument(let name): return "\(Self.japaneseNoun(name))を指定してください"
            }
        case .unexpectedArgument(let word, let expected):
            let what: String
            switch expected {
            case .onePrice: what = "価格（PRICE）は1つだけ指定してください"
            case .oneTotal: what = "合計金額（TOTAL）は1つだけ指定してください"
            case .onePeopleCount: what = "人数（N）は1つだけ指定してください"
            case .oneAmount: what = "金額（AMOUNT）は1つだけ指定してください（空白を含むラベルは引用符で囲みます）"
            case .oneItemNumber: what = "商品の番号は1つだけ指定してください"
            case .noTotalWithBill: what = "合計は明細から計算します（--bill FILE に TOTAL は不要です）"
            case .none(let command): what = "\(command) は引数を取りません"
            case .one(let name): what = "\(Self.japaneseNoun(name))は1つだけ指定してください"
            }
            return "余分な引数\(q(word))があります。\(what)"
        case .notAWholeNumber(let count, let text, let range):
            let what: String
            switch count {
            case .people: what = "人数"
            case .quantity: what = "数量"
            case .itemNumber: what = "商品の番号"
            case .scale: what = "桁数"
            }
            let expected =
                range.upperBound == Int.max
                ? "\(range.lowerBound)以上の整数" : "\(range.lowerBound)から\(range.upperBound)までの整数"
            return "\(what)\(q(text))は\(expected)ではありません"
        case .discountChoice(let given):
            if given.isEmpty {
                return "割引の指定がありません。--rate、--segment、--slider のどれか1つか、--off（繰り返し可）を指定してください"
            }
            return given.map { "--" + $0 }.joined(separator: " と ")
                + " は同時に指定できません。--rate、--segment、--slider は1つだけにしてください（続く割引は --off で指定します）"
        case .whoPays(let given):
            if given.isEmpty { return "払う人の指定がありません。--people N、--weights、--person（繰り返し可）、--bill FILE のどれかを指定してください" }
            return "\(given.joined(separator: " と ")) は同時に指定できません。払う人の指定は1通りにしてください"
        case .batchInSession:
            return "discount - は標準入力から価格を読むため、対話モード（REPL）では使えません。価格を指定してください"
        case .notAChoice(let option, let value, let expected):
            if expected.count == 1 { return "--\(option) に\(q(value))は指定できません。\(expected[0]) を指定してください" }
            return "--\(option) に\(q(value))は指定できません。\(expected.joined(separator: ", ")) のいずれかを指定してください"
        case .unknownShell(let shell, let expected):
            return "シェル\(q(shell))の補完スクリプトは作れません。\(expected.joined(separator: ", ")) のいずれかを指定してください"
        case .taxedCartWithTaxCharge:
            return "カートの商品にはそれぞれ税率があります（cart add --tax）。その消費税は割り勘に含まれるので --tax は付けないでください"
        case .notAChargeRate(let option, let text):
            return "--\(option) の\(q(text))は 0〜100 のパーセント（小数4桁まで）でも金額でもありません"
        case .unknownKey(let word):
            return "キー\(q(word))はありません。数値（1980、0.5）か 00 . + - * / = % +/- AC C BS "
                + "M+ M- MR MC GT TAX+ TAX-（× ÷ − ± ⌫ 税込 税抜 も可）を指定してください"
        case .nothingToRepairInMemory:
            return "このセッションのカートはメモリ上だけにあります（--no-save）。修復するファイルはありません"
        case .standardInputInSession(let form):
            return "\(form) は標準入力から読むため、対話モード（REPL）では使えません。ファイルを指定してください"
        case .taxBatchInSession:
            return "tax - は標準入力から価格を読むため、対話モード（REPL）では使えません。価格を指定してください"
        case .standardInputNotRemovable:
            return "--remove-merged は標準入力（-）を削除できません。--remove-merged なしでマージしてください"
        case .mergedIntoItself(let other, let file):
            // Paths, never cut.
            let path = { (text: String) in Quoting.quoted(text, in: .japanese, limit: nil) }
            return "\(path(other))はグループファイル\(path(file))そのものです。--merge には別のコピーを指定してください"
        case .conflictingOptions(let names):
            return names.map { "--" + $0 }.joined(separator: " と ") + " は同時に指定できません。どちらか1つにしてください"
        case .optionNeeds(let option, let needed): return "--\(option) は --\(needed) と一緒に指定してください"
        case .alreadyInSession: return "すでに対話モード（REPL）です。add や list などをそのまま入力してください（一覧は help）"
        case .nothingToSplit: return "カートが空です。買ったものを追加してから割り勘してください"
        case .noSaveWithCart: return "--no-save と --cart は同時に指定できません"
        case .noCartPath:
            return "カートの保存場所が決まりません。HOME、XDG_STATE_HOME、SHOPTOOLS_CART のいずれかを設定するか、--cart PATH を指定してください"
        case .sessionCartCurrency(let cart, let asked):
            return "対話モードのカートは \(cart) で、\(asked) ではありません。\(asked) のカートには --cart PATH を指定してください"
        case .typedLineTooLong(let bytes):
            return "行が長すぎます（\(bytes)バイト、\(LineReader.maximumLineLength)バイトまで）。この行は実行しませんでした"
        case .lineTooLong(let line, let skipped):
            return "\(line)行目は長すぎます（\(LineReader.maximumLineLength)バイトまで）。"
                + (skipped ? "この行は実行しませんでした" : "1行に価格を1つ書いてください")
        case .cannotReadInput(let reason): return "標準入力を読めません: \(SystemReason.text(reason, in: .japanese))"
        case .cannotReadBill(let path, let reason):
            return "明細\(q(path))を読めません: \(SystemReason.text(reason, in: .japanese))"
        case .cannotWriteOutput(let reason): return "出力を書き込めません: \(SystemReason.text(reason, in: .japanese))"
        case .cannotRewrite(let error, let option):
            return "\(error.text(in: .japanese))。--\(option) はグループファイルに書き込むので、FILE にはファイルを"
                + "指定してください（<(…) のようなパイプは読むことしかできません）"
        case .localeNotUTF8(let locale):
            return "注意: ロケール\(q(locale))の文字コードにはこのシステムで変換できないため、英語と ASCII で表示します。"
                + "日本語には LANG=ja_JP.UTF-8 を設定してください"
        case .undecodableArgument(let bad):
            return "引数 \(bad.argument) はロケールの文字コード \(bad.encoding) の文字列ではありません（\(bad.byte)バイト目が "
                + "0x\(hexByte(bad.value))）。\(bad.encoding) で渡すか、その文字コードのロケールで実行してください"
        }
    }
}

extension CLIMessage {
    /// A REPL verb's placeholder with its Japanese noun: `金額（AMOUNT）`.
    static func japaneseNoun(_ placeholder: String) -> String {
        switch placeholder {
        case "AMOUNT": return "金額（AMOUNT）"
        case "PCT": return "割引率（PCT）"
        case "N": return "番号（N）"
        case "POS": return "スライダーの位置（POS）"
        case "en|ja": return "言語（en か ja）"
        case "COMMAND": return "コマンド（COMMAND）"
        case "X|clear": return "割引（X）か clear"
        default: return placeholder
        }
    }
}

extension CLIMessage.Label {
    var japanese: String {
        switch self {
        case .line(let number): return "\(number)行目"
        case .environmentVariable(let name): return name
        case .roundingUnit: return "端数処理の単位"
        case .price: return "価格"
        case .amountFor(let name): return "\(quoted(name, .japanese))の金額"
        case .option(let name): return "--" + name
        }
    }
}
