import Cart
import Foundation
import ShopCore
import Tax
import Testing

@testable import ShoptoolsCLI

/// shoptools speaks the language of its locale or of `--lang`: every text a
/// person reads changes with it, machine output never does.
@Suite struct LanguageCLITests {
    static let japanese = ["LANG": "ja_JP.UTF-8"]
    static let c = ["LANG": "C"]

    /// Commands whose output is for programs: JSON, JSON Lines and batch lines.
    static let machineOutput: [[String]] = [
        ["discount", "9800", "--rate", "30", "--json"],
        ["discount", "$98.50", "--segment", "2", "--currency", "USD", "--json"],
        ["split", "23450", "--people", "7", "--round", "100", "--json"],
        ["split", "30000", "--person", "田中:2", "--person", "Aki", "--person", "Yui=3000", "--mode", "up", "--json"],
        ["calc", "1/3", "--json"],
        ["calc", "9800-30%", "--json"],
    ]

    @Test(arguments: machineOutput)
    func machineOutputIsTheSameInBothLanguages(_ arguments: [String]) {
        let ja = Shoptools.run(arguments, environment: Self.japanese)
        let en = Shoptools.run(arguments, environment: Self.c)
        #expect(ja.status == 0 && !ja.stdout.isEmpty)
        #expect(ja.stdout == en.stdout)
        #expect(Shoptools.run(arguments + ["--lang", "ja"]).stdout == en.stdout)
    }

    @Test func batchLinesAndCartJSONAreTheSameInBothLanguages() throws {
        let input = "9800\n1,980\n¥12,345\n９８００\n"
        for extra in [[], ["--json"]] {
            let arguments = ["discount", "-", "--rate", "30"] + extra
            #expect(
                Shoptools.run(arguments, input: input, environment: Self.japanese).stdout
                    == Shoptools.run(arguments, input: input, environment: Self.c).stdout)
        }
        let folder = try TemporaryFolder()
        for language in [Self.japanese, Self.c] {
            let cart = ["--cart", folder.path + "/\(language["LANG"] ?? "").json"]
            _ = Shoptools.run(["cart", "add", "6860", "--label", "コート"] + cart, environment: language)
        }
        for action in [["add", "980", "--json"], ["total", "--json"], ["list", "--json"]] {
            let outputs = [Self.japanese, Self.c].map { language in
                Shoptools.run(
                    ["cart"] + action + ["--cart", folder.path + "/\(language["LANG"] ?? "").json"], environment: language
                ).stdout
            }
            #expect(outputs[0] == outputs[1], "\(action)")
        }
        // The cart file is the same bytes too, but for the random record of the lock
        // file and the items' random ids (and so the sums of their lines).
        let files = try [Self.japanese, Self.c].map {
            try String(contentsOfFile: folder.path + "/\($0["LANG"] ?? "").json", encoding: .utf8)
                .replacing(/"id":"[0-9A-F-]{36}"/, with: #""id":"…""#).replacing(/"sum":"[0-9a-f]{16}"/, with: #""sum":"…""#)
        }
        #expect(files[0] == files[1])
        #expect(
            files[0].contains(#"{"op":"add","id":"…","amount":"6860","qty":1,"label":"コート","count":1,"total":"6860","sum":"…"}"#))
    }

    @Test func langWinsOverTheLocale() {
        #expect(
            Shoptools.run(["discount", "9800", "--rate", "30"], environment: Self.japanese).stdout
                == "9,800円 − 30% → 6,860円（2,940円お得）\n")
        #expect(
            Shoptools.run(["discount", "9800", "--rate", "30", "--lang", "en"], environment: Self.japanese).stdout
                == "¥9,800 − 30% → ¥6,860 (save ¥2,940)\n")
        #expect(Shoptools.run(["--lang=ja", "discount", "9800", "--rate", "30"]).stdout == "9,800円 − 30% → 6,860円（2,940円お得）\n")
        #expect(
            Shoptools.run(["discount", "9800", "--rate", "30", "--lang", "fr"])
                == Run.failure(#"unknown language "fr"; expected en (English) or ja (日本語) (see shoptools --help)"#, status: 64))
        #expect(
            Shoptools.run(["discount", "9800", "--bogus", "--lang", "ja"]).stderr
                == "shoptools: エラー: discount に「--bogus」というオプションはありません（shoptools discount --help を参照）\n")
    }

    @Test func theREPLSpeaksTheSessionsLanguageAndJapaneseVerbs() {
        let run = Shoptools.run(
            ["repl", "--no-save"],
            input: "価格 9800\n割引 30%\n追加\n合計\nlang en\ntotal\n言語 ja\n取消\n一覧\n割り勘 2\nfrobnicate\n終了\nprice 1\n",
            environment: Self.japanese)
        #expect(
            run.stdout == """
                9,800円 − 0% [プリセットなし] → 9,800円 · カート 0円（0件）
                9,800円 − 30% [プリセット2] → 6,860円 · カート 0円（0件）
                追加: 6,860円 · 合計 6,860円（1件）
                9,800円 − 30% [プリセット2] → 6,860円 · カート 6,860円（1件）
                合計 6,860円（1件）
                9,800円 − 30% [プリセット2] → 6,860円 · カート 6,860円（1件）
                ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)
                total ¥6,860 (1 item)
                ¥9,800 − 30% [preset 2] → ¥6,860 · cart ¥6,860 (1 item)
                9,800円 − 30% [プリセット2] → 6,860円 · カート 6,860円（1件）
                取り消し: 追加（6,860円） · 合計 0円（0件）
                9,800円 − 30% [プリセット2] → 6,860円 · カート 0円（0件）
                カートは空です
                合計 0円（0件）
                9,800円 − 30% [プリセット2] → 6,860円 · カート 0円（0件）

                """)
        #expect(
            run.stderr == """
                shoptools: エラー: 10行目: カートが空です。買ったものを追加してから割り勘してください
                shoptools: エラー: 11行目: 「frobnicate」というコマンドはありません。help でコマンドの一覧を表示できます

                """)
    }
}

@Suite struct ClearQuestionTests {
    @Test func theQuestionAndTheAnswersThatClear() throws {
        var cart = Cart(currency: .jpy)
        try cart.add(Cart.Item(amount: Money(2740, .jpy), label: "scarf", quantity: 2))
        #expect(CartRenderer.clearQuestion(cart.requestClear(), in: .japanese) == "カートを空にしますか（1件、5,480円）？ [y/N] ")
        #expect(CartRenderer.clearQuestion(cart.requestClear(), in: .english) == "Clear the cart (1 item, ¥5,480)? [y/N] ")
        try cart.add(
            Cart.Item(amount: Money(1000, .jpy), label: "tea", tax: .init(rate: try Percentage(taxRate: 8), basis: .excluded)))
        #expect(CartRenderer.clearQuestion(cart.requestClear(), in: .english) == "Clear the cart (2 items, ¥6,560)? [y/N] ")
        for yes in ["y", "YES", " はい ", "ｙ"] { #expect(CartRenderer.isYes(yes), "\(yes)") }
        for no in ["", "n", "no", "いいえ", "maybe"] { #expect(!CartRenderer.isYes(no), "\(no)") }
    }
}
