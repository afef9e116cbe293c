import CommandLineKit
import ShopCore
import ShopText

/// `shoptools --help` and the REPL's `help`: the framing around the list of
/// commands, English beside Japanese.
extension HelpContent {
    /// `shoptools --help`: the framing around the list of commands.
    static func overview(commandList: String, in language: Language) -> String {
        let column = HelpContent(summary: Bilingual("", ""), blocks: [.otherOptions(programOptions)])
            .termColumn([])
        var lines = HelpLayout.wrap(
            Bilingual(
                "shoptools \(HelpText.version): the arithmetic of shopping and of splitting a bill, in exact decimals.",
                "shoptools \(HelpText.version): 買い物と割り勘の計算を、正確な10進数で行います。")(language))
        lines += [
            "", Bilingual("Usage: shoptools COMMAND [ARGUMENTS] [OPTIONS]", "使い方: shoptools COMMAND [引数] [オプション]")(language),
            "", Bilingual("Commands:", "コマンド:")(language), commandList, "", HelpContent.optionsHeading(language),
        ]
        for option in programOptions.map(\.spec) {
            lines += HelpLayout.entry(term: option.term, description: option.help(language), column: column)
        }
        lines.append("")
        lines += HelpLayout.wrap(
            HelpLayout.joined(
                Bilingual(
                    """
                    COMMAND --help shows a command's help; cart ACTION --help an action's.
                    Amounts are exact decimals: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50, or expressions: 1980*3.
                    """,
                    """
                    コマンドのヘルプは COMMAND --help、カートのアクションのヘルプは cart ACTION --help で表示します。
                    金額は正確な10進数です: 9800, 9,800, ¥9,800, 9800円, ９８００, $98.50、または式: 1980*3
                    """)(language)))
        for paragraph in [environment, exitStatus] {
            lines += HelpLayout.wrap(HelpLayout.joined(paragraph(language)))
        }
        return lines.joined(separator: "\n")
    }

    private static let environment = Bilingual(
        """
        Environment: SHOPTOOLS_CURRENCY sets the default currency (JPY when unset); SHOPTOOLS_CART the cart file.
        The language is --lang, else the locale: LANGUAGE (its first ja or en entry, unless the locale is C/POSIX),
        then the first non-empty of LC_ALL, LC_MESSAGES, LANG; ja… is Japanese, anything else English.
        """,
        """
        環境変数: SHOPTOOLS_CURRENCY で既定の通貨（未設定なら JPY）、SHOPTOOLS_CART でカートファイルを指定します。
        言語は --lang で選びます。指定がなければロケールで決まります: LANGUAGE の最初の ja か en の項目
        （ロケールが C や POSIX のときを除く）、次に LC_ALL、LC_MESSAGES、LANG のうち最初の空でないもの。
        ja… なら日本語、それ以外は英語です。
        """)

    private static let exitStatus = Bilingual(
        "Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error, 1 other failure.",
        "終了ステータス: 0 成功、64 使い方の誤り、65 値の誤り、74 入出力エラー、1 その他の失敗")

    /// `help` in the REPL: the framing around the list of its verbs.
    static func sessionOverview(commandList: String, in language: Language) -> String {
        let heading = Bilingual(
            "Commands (case-insensitive; other names in brackets):", "コマンド（大文字・小文字は区別しません。[ ] 内は別名）:")
        let after = Bilingual(
            """
            Any other line that is an expression is evaluated (= 6860); when it is a valid price it becomes
            the price, and a bare percentage (30%) becomes the rate. After each command a line shows the
            state: price − rate [preset] → discounted (then each off step) · cart. help COMMAND shows a
            command's help.
            """,
            """
            コマンド以外の行は式として計算します（= 6860）。正しい価格ならそれが価格になり、パーセントだけの行（30%）は
            割引率になります。各コマンドの後に状態を表示します: 価格 − 割引率 [プリセット] → 割引後の価格
            （off の段が続きます）· カート。help COMMAND でそのコマンドのヘルプを表示します。
            """)
        return ([heading(language), commandList] + HelpLayout.wrap(HelpLayout.joined(after(language))))
            .joined(separator: "\n")
    }

    /// The REPL's first line on a terminal.
    static func greeting(in language: Language) -> String { HelpContent.greeting(language) }
}
