import CommandLineKit
import ShopCore
import ShopText

/// The pages of `shoptools repl` and of the verbs only the REPL knows, English beside Japanese.
extension HelpContent {
    static let repl = HelpContent(
        summary: Bilingual("the interactive REPL (also: shoptools cart)", "対話モード（REPL）。shoptools cart でも同じ"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    """
                    One session keeps a whole shopping trip: set a price, choose a discount, add the result to
                    the cart, repeat, then split the cart total among friends. Type help in it for the commands.
                    """,
                    """
                    一つのセッションで買い物をまるごと扱えます: 価格を入れ、割引を選び、結果をカートに追加する、を
                    繰り返し、最後にカートの合計をみんなで割り勘します。コマンドの一覧は help と入力すると表示されます。

                    日本語のコマンドも使えます: 追加（add）、合計（total）、一覧（list）、取消（undo）、削除（remove）、
                    クリア（clear）、割り勘（split）、終了（quit）、ヘルプ（help）、価格（price）、割引（rate）、
                    値引き（off）、比較（compare）、税率（taxrate）、レシート（receipt）、クーポン（coupon）、予算（budget）、
                    言語（lang）。
                    例えば「価格 9800」「割引 30」「追加」の3行で、6,860円（9800円の30%引き）がカートに入ります。
                    """)),
            .otherOptions([]),
            .paragraph(
                Bilingual(
                    """
                    On a terminal: a prompt and readline's keys (←/→, Alt-b/Alt-f, Home/End,
                    Ctrl-W/K/U/Y, Ctrl-L, ↑/↓ history); Tab completes commands, options, values
                    and file names; Ctrl-C abandons the line, Ctrl-Z suspends, Ctrl-D leaves.
                    Without a terminal: no prompt and no escape codes, so a script of lines can be
                    piped in; every line runs, an error names its line, and the exit status is the
                    worst of its lines (0 when all worked); a line starting with # is a comment:
                    """,
                    """
                    端末ではプロンプトを表示し、readline と同じキー（←/→、Alt-b/Alt-f、
                    Home/End、Ctrl-W/K/U/Y、Ctrl-L、↑/↓ で履歴）が使えます。Tab でコマンド、
                    オプション、値、ファイル名を補完します。Ctrl-C で入力中の行を破棄、
                    Ctrl-Z で一時停止、Ctrl-D で終了します。端末がないときはプロンプトも
                    エスケープコードも出さないので、行を並べたスクリプトをパイプで渡せます。
                    すべての行を実行し、エラーには行番号を付け、終了ステータスは各行のうち
                    最も悪いものです（すべて成功なら 0）。# で始まる行はコメントです:
                    """)),
            .lines(
                Bilingual(
                    "  printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl",
                    "  printf 'price 9800\\nrate 30\\nadd\\ntotal\\n' | shoptools repl")),
        ])

    static let help = HelpContent(
        summary: Bilingual("this help, or a command's", "このヘルプ、またはコマンドのヘルプ"),
        blocks: [
            .usage,
            .paragraph(
                Bilingual(
                    "Shows the list of commands, or the help of one: shoptools help discount, shoptools help cart add.",
                    "コマンドの一覧か、一つのコマンドのヘルプを表示します: shoptools help discount、shoptools help cart add")),
        ])

    static let price = session(
        "price AMOUNT",
        Bilingual("set the price; a bare amount or expression does the same: 9800, 1980*3", "価格を設定する。金額や式だけの行でも同じ: 9800, 1980*3"),
        Bilingual("Sets the price: 9800, ¥9,800, 1980*3.", "価格を設定します: 9800, ¥9,800, 1980*3"))

    static let rate = session(
        "rate PCT", Bilingual("set the discount, 0–100; 30% alone does the same", "割引率を設定する（0〜100）。30% だけの行でも同じ"),
        Bilingual("Sets the discount rate: 30, 30%, 33.5.", "割引率を設定します: 30, 30%, 33.5"))

    static let segment = session(
        "segment N",
        Bilingual("choose a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%", "プリセットを選ぶ: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%"),
        Bilingual("Chooses a preset: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%.", "プリセットを選びます: 1 = 20%, 2 = 30%, 3 = 40%, 4 = 50%"))

    static let slider = session(
        "slider POS", Bilingual("move the slider, 0–1, snapped to 5% steps", "スライダーを動かす（0〜1、5%刻み）"),
        Bilingual(
            "Moves the slider to POS (0–1); it snaps down to a 5% step (0.37 is 35%), and a position below 0.05 gives "
                + "5%, above 0.95 gives 95%.",
            "スライダーを POS（0〜1）に動かします。5%刻みに切り捨て（0.37 は 35%）、0.05 未満は 5%、0.95 を超えると 95% です。"))

    static let off = HelpContent(
        summary: Bilingual(
            "a further discount after the rate: off 10%, off 100; off clear for none",
            "割引率のあとにさらに割り引く: off 10%, off 100。off clear で取り消し"),
        blocks: [
            .lines(
                Bilingual(
                    "Usage (in the REPL): off X\n                     off clear",
                    "使い方（対話モード）: off X\n                      off clear")),
            .paragraph(
                Bilingual(
                    """
                    Adds a further discount step after the rate: a percentage (off 10%) or an amount (off 100,
                    off ¥100). Steps apply in order, each to the price the one before left, rounded after each
                    step; the state line shows every step. off clear removes them all.
                    """,
                    """
                    割引率のあとにさらに割り引きます: パーセント（off 10%）か値引き額（off 100、off ¥100）。
                    指定した順に前の段の価格に対して適用し、段ごとに価格を丸めます。状態の行にすべての段を表示します。
                    off clear ですべて取り消します。
                    """)),
        ])

    static let taxRate = HelpContent(
        summary: Bilingual(
            "the tax of the next adds: taxrate 8 --included, taxrate off", "このあと追加する商品の税率: taxrate 8 --included、taxrate off"),
        blocks: [
            .lines(
                Bilingual(
                    "Usage (in the REPL): taxrate PCT [--included] | taxrate off",
                    "使い方（対話モード）: taxrate PCT [--included] | taxrate off")),
            .paragraph(
                Bilingual(
                    """
                    Sets the tax of the items add adds from now on: taxrate 8 (8%, tax-excluded prices), taxrate 10
                    --included (prices with tax), taxrate off (outside tax). add --tax PCT still chooses for one item.
                    The state line shows it: · tax 8% excl.
                    """,
                    """
                    このあと add で追加する商品の税率を決めます: taxrate 8（8%、税抜価格）、taxrate 10 --included
                    （税込価格）、taxrate off（課税対象外）。add --tax PCT で1品ごとに選ぶこともできます。
                    状態の行に表示されます: · 税率 8% 税抜
                    """)),
            .otherOptions([]),
        ])

    static let quit = session(
        "quit", Bilingual("leave (also Ctrl-D); every cart change is already saved", "終了する（Ctrl-D でも可）。カートの変更はすべて保存済み"),
        Bilingual("Leaves the REPL; every cart change is already saved.", "対話モードを終了します。カートの変更はすべて保存済みです。"))

    static let lang = session(
        "lang en|ja", Bilingual("speak English (lang en) or Japanese (lang ja)", "英語（lang en）か日本語（lang ja）で表示する"),
        Bilingual(
            "Speaks English (en) or Japanese (ja) from the next line on; the same as --lang.",
            "次の行から英語（en）か日本語（ja）で表示します。--lang と同じです。"))

    /// A REPL verb's page: how it is typed, then what it does.
    private static func session(_ usage: String, _ summary: Bilingual, _ text: Bilingual) -> HelpContent {
        HelpContent(
            summary: summary,
            blocks: [.lines(Bilingual("Usage (in the REPL): " + usage, "使い方（対話モード）: " + usage)), .paragraph(text)])
    }

    /// The REPL's first line on a terminal.
    static let greeting = Bilingual(
        "shoptools \(HelpText.version): type help for the commands, quit or Ctrl-D to leave.",
        "shoptools \(HelpText.version): help でコマンド一覧、quit か Ctrl-D で終了します。")
}
