import CommandLineKit
import ShopCore
import ShopText

/// The manual page, `shoptools(1)` in roff, generated from the one command
/// table and the commands' own `--help` texts, so it says what `--help` says.
///
/// Every character outside ASCII is written as a `\[uXXXX]` escape, so the
/// page is plain ASCII and renders with `man` in a UTF-8 terminal (or
/// `groff -man -Tutf8`) with the yen signs, arrows and Japanese words intact.
/// Each such character also gets a `.fchar` fallback (`?`), used only by an
/// output device whose fonts lack it (PostScript has no kana), so that
/// `groff -man -ww -z` renders the page without a warning.
enum Manual {
    /// The page in `language`: its headings, its prose and every command's help.
    static func page(_ commands: [Command], in language: Language = .english, date: String = "2026-11-22") -> String {
        var out: [String] = []
        out.append(
            ".TH SHOPTOOLS 1 \"\(date)\" \"shoptools \(HelpText.version)\" \"\(Roff.escape(Words.userCommands(language)))\"")
        switch language {
        case .english: break
        // Japanese lines have no spaces to stretch: aligned left, not justified.
        case .japanese: out.append(".ad l")
        }
        out.append(".SH \(Roff.escape(Words.name(language)))")
        out.append("shoptools \\- " + Roff.escape(Words.purpose(language)))
        out.append(".SH \(Roff.escape(Words.synopsis(language)))")
        for line in synopsis(commands) {
            out.append(".br")
            out.append(".B shoptools")
            out.append(Roff.escape(line))
        }
        out.append(".SH \(Roff.escape(Words.description(language)))")
        out += Roff.paragraphs(Words.about(language))
        out.append(".SH \(Roff.escape(Words.options(language)))")
        for option in programOptions.map(\.spec) {
            out.append(".TP")
            out.append(".B \(Roff.escape(String(option.term.drop(while: { $0 == " " }))))")
            out.append(Roff.escape(option.help(language)))
        }
        out.append(".SH \(Roff.escape(Words.commands(language)))")
        for command in commands where command.scope.includes(false) {
            for (index, shown) in ([command] + command.subcommands).enumerated() {
                let name = index == 0 ? command.name : command.name + " " + shown.name
                out.append(".SS \(Roff.escape(name))")
                out += Roff.block(Help.page(of: shown, in: language))
            }
        }
        out.append(".SH \(Roff.escape(Words.replCommands(language)))")
        out += Roff.paragraphs(Words.replIntro(language))
        for command in commands where command.scope == .session && command.messageName == nil {
            out.append(".SS \(Roff.escape(command.name))")
            out += Roff.block(Help.page(of: command, in: language))
        }
        out.append(".SH \(Roff.escape(Words.environment(language)))")
        for (name, text) in environment {
            out.append(".TP")
            out.append(".B \(Roff.escape(name))")
            out.append(Roff.escape(text(language)))
        }
        out.append(".SH \(Roff.escape(Words.files(language)))")
        for (name, text) in files {
            out.append(".TP")
            out.append(".I \(Roff.escape(name))")
            out.append(Roff.escape(text(language)))
        }
        out.append(".SH \(Roff.escape(Words.exitStatus(language)))")
        for (status, text) in exitStatuses {
            out.append(".TP")
            out.append(".B \(status)")
            out.append(Roff.escape(text(language)))
        }
        out.append(".SH \(Roff.escape(Words.examples(language)))")
        out += Roff.block(examples)
        out.append(".SH \(Roff.escape(Words.seeAlso(language)))")
        out.append(Roff.escape(Words.seeAlsoText(language)))
        return ([out[0]] + Roff.fallbacks(out) + out.dropFirst()).joined(separator: "\n") + "\n"
    }

    /// The SYNOPSIS lines: every form of every command and action, each
    /// followed by the options of its form (``Command/formOptions``) it does
    /// not name; without those, the first form takes every option of the table.
    static func synopsis(_ commands: [Command]) -> [String] {
        var lines: [String] = []
        for command in commands where command.scope.includes(false) {
            for shown in [command] + command.subcommands {
                let named = Set(shown.usage.joined(separator: " ").matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
                for (index, form) in shown.usage.enumerated() {
                    let forms = shown.formOptions?()
                    let options =
                        forms.map { $0.indices.contains(index) ? $0[index].map(\.spec) : [] }
                        ?? (index == 0 ? shown.specs : [])
                    let inForm = Set(form.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
                    // An option another form names (`--bill`) belongs to that form, not to this one.
                    let rest = options.filter {
                        !inForm.contains("--" + $0.name) && (shown.formOptions != nil || !named.contains("--" + $0.name))
                    }
                    lines.append(([form] + rest.map(\.synopsis)).joined(separator: " "))
                }
            }
        }
        let program = programOptions.map(\.spec).map { "--" + $0.name + ($0.takesValue ? " " + $0.placeholder : "") }
        return lines + [program.joined(separator: " | ")]
    }

    /// The headings and prose of the page, in both languages.
    enum Words {
        static let userCommands = Bilingual("User Commands", "ユーザーコマンド")
        static let name = Bilingual("NAME", "名前")
        static let purpose = Bilingual(
            "the arithmetic of shopping and of splitting a bill, in exact decimals", "買い物と割り勘の計算を正確な10進数で行う")
        static let synopsis = Bilingual("SYNOPSIS", "書式")
        static let description = Bilingual("DESCRIPTION", "説明")
        static let about = Bilingual(
            """
            shoptools does the arithmetic of shopping and of splitting a bill in exact decimal arithmetic: the price \
            after a discount (from the app バーゲン教師), a bill split among people (割勘奉行), a shop calculator, \
            consumption tax and a till's receipt, which of two offers is cheaper, and a running cart with coupons \
            and a budget. Every command also runs inside the interactive REPL (shoptools repl). Every message is in \
            English or Japanese (--lang en|ja, or the locale).
            """,
            """
            shoptools は買い物と割り勘の計算を正確な10進数で行います: 割引後の価格（アプリ「バーゲン教師」から）、\
            割り勘（割勘奉行）、買い物の電卓、消費税とレジのレシート、どちらの商品が割安か、クーポンと予算のある\
            カート。どのコマンドも対話モード（shoptools repl）の中で使えます。メッセージはすべて英語か日本語です\
            （--lang en|ja、またはロケール）。
            """)
        static let options = Bilingual("OPTIONS", "オプション")
        static let commands = Bilingual("COMMANDS", "コマンド")
        static let replCommands = Bilingual("REPL COMMANDS", "対話モードのコマンド")
        static let replIntro = Bilingual(
            "These verbs exist only inside the REPL (shoptools repl); every command above works there too.",
            "次のコマンドは対話モード（shoptools repl）の中だけで使えます。上のコマンドもすべて対話モードで使えます。")
        static let environment = Bilingual("ENVIRONMENT", "環境変数")
        static let files = Bilingual("FILES", "ファイル")
        static let exitStatus = Bilingual("EXIT STATUS", "終了ステータス")
        static let examples = Bilingual("EXAMPLES", "例")
        static let seeAlso = Bilingual("SEE ALSO", "関連項目")
        static let seeAlsoText = Bilingual(
            "bc(1); the README of shoptools, and shoptools COMMAND --help.",
            "bc(1)。shoptools の README.ja.md、および shoptools COMMAND --help。")
    }

    static let files: [(String, Bilingual)] = [
        (
            "$XDG_STATE_HOME/shoptools/cart.json, ~/.local/state/shoptools/cart.json",
            Bilingual(
                "The cart, a journal of changes (one JSON line a change, each with a checksum), unless --cart PATH or "
                    + "SHOPTOOLS_CART names another file.",
                "カート。変更の記録です（変更一つにJSONの1行、それぞれチェックサム付き）。--cart PATH か SHOPTOOLS_CART で"
                    + "別のファイルを指定できます。")
        ),
        (
            "CART.lock",
            Bilingual(
                "Beside the cart: the lock every change takes, and a record of the state the last change left, so "
                    + "the next command need not read the whole cart; it stays. A rewritten cart keeps its mode and "
                    + "owner; a cart you may not write by its permission bits is refused, root included.",
                "カートの隣に置くファイル: 変更のたびに取るロックと、直前の変更のあとの状態の記録で、次のコマンドが"
                    + "カート全体を読まずに済むよう残ります。書き換えたカートはパーミッションと所有者を保ち、"
                    + "パーミッションで書き込めないカートは root でも誤りとします。")
        ),
    ]

    static let environment: [(String, Bilingual)] = [
        (
            "SHOPTOOLS_CURRENCY",
            Bilingual(
                "The default currency (\(HelpText.currencies(in: .english))); --currency wins.",
                "既定の通貨（\(HelpText.currencies(in: .japanese))）。--currency が優先します。")
        ),
        ("SHOPTOOLS_CART", Bilingual("The cart file; --cart wins.", "カートファイル。--cart が優先します。")),
        (
            "XDG_STATE_HOME",
            Bilingual(
                "Where the cart is kept when SHOPTOOLS_CART is not set: $XDG_STATE_HOME/shoptools/cart.json.",
                "SHOPTOOLS_CART がないときのカートの場所: $XDG_STATE_HOME/shoptools/cart.json")
        ),
        (
            "HOME",
            Bilingual("Else the cart is ~/.local/state/shoptools/cart.json.", "それもなければ ~/.local/state/shoptools/cart.json です。")
        ),
        (
            "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
            Bilingual(
                "The language when --lang is not given: LANGUAGE's first ja or en entry (unless the locale is C or POSIX), "
                    + "then the first non-empty of LC_ALL, LC_MESSAGES, LANG; ja… is Japanese, anything else English.",
                "--lang がないときの言語: LANGUAGE の最初の ja か en の項目（ロケールが C や POSIX のときを除く）、"
                    + "次に LC_ALL、LC_MESSAGES、LANG のうち最初の空でないもの。ja… なら日本語、それ以外は英語です。")
        ),
        (
            "LC_ALL, LC_CTYPE, LANG",
            Bilingual(
                "The encoding of text for people, from the first non-empty: UTF-8 unless it names another "
                    + "(ja_JP.eucJP, ja_JP.SJIS), which iconv converts to; what it cannot hold is a stand-in (￥ for ¥ "
                    + "in EUC-JP) or an escape (\\u5065), never ?. JSON, JSON Lines and CSV are UTF-8 in any locale.",
                "人が読むテキストの文字コード（最初の空でないもの）: ほかの文字コード（ja_JP.eucJP、ja_JP.SJIS）を"
                    + "書いていなければ UTF-8。書いてあれば iconv で変換し、表せない文字は代わりの文字（EUC-JP の ¥ は ￥）"
                    + "かエスケープ（\\u5065）で書き、? にはしません。JSON、JSON Lines、CSV はどのロケールでも UTF-8 です。")
        ),
    ]

    static let exitStatuses: [(String, Bilingual)] = [
        ("0", Bilingual("Success.", "成功。")),
        (
            "1",
            Bilingual(
                "Another failure: nothing to undo, a cart that changed under a question, an add over the budget.",
                "その他の失敗: 取り消せるものがない、確認の間にカートが変わった、予算を超える追加。")
        ),
        (
            "64",
            Bilingual(
                "A usage error: an unknown command or option, a missing or conflicting argument.",
                "使い方の誤り: 知らないコマンドやオプション、足りない引数や両立しない引数。")
        ),
        (
            "65",
            Bilingual(
                "A bad value: an amount, rate, count, unit, currency, or an unreadable cart file or bill.",
                "値の誤り: 金額、率、個数、単位、通貨、または読めないカートファイルや明細。")
        ),
        ("74", Bilingual("Reading or writing a file or a stream failed.", "ファイルやストリームの読み書きに失敗した。")),
    ]

    static let examples = """
        shoptools discount 9800 --rate 30
        shoptools discount 498 --off 30% --off 10%
        shoptools split 23450 --people 7 --round 100
        shoptools tax 198 --reduced
        shoptools compare 298/450g 198/280g
        shoptools cart add 198 --tax 8 --label milk
        shoptools cart receipt --per-item
        printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl --no-save
        """
}
