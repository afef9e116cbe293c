import Cart
import ShopCore
import Testing

@testable import CommandLineKit
@testable import ShoptoolsCLI

/// Tab in the REPL, from the command table (``SessionCompletion``).
@Suite struct REPLCompletionTests {
    private func complete(_ text: String, files: [(name: String, isFolder: Bool)] = []) -> LineCompletion {
        SessionCompletion.complete(text, commands: Dispatcher.commands, directory: { _ in files })
    }

    @Test func theFirstWordIsACommandOfTheSession() {
        #expect(complete("pri") == LineCompletion(start: 0, words: ["price"]))
        #expect(complete("  sp") == LineCompletion(start: 2, words: ["split"]))
        #expect(complete("価") == LineCompletion(start: 0, words: ["価格"]))
        #expect(complete("割") == LineCompletion(start: 0, words: ["割り勘", "割勘", "割引"]))
        let all = complete("").words
        #expect(all.contains("taxrate") && all.contains("税率") && all.contains("exit"))
        #expect(!all.contains("p") && !all.contains("q"), "an alias that only shortens its command is left out")
        #expect(complete("bogus ").words.isEmpty)
    }

    @Test func optionsAndTheirValues() {
        #expect(complete("add --inc") == LineCompletion(start: 4, words: ["--included"]))
        #expect(complete("split --mode ") == LineCompletion(start: 13, words: ["absorb", "up", "spread"]))
        #expect(complete("split --mode S") == LineCompletion(start: 13, words: ["spread"]))
        #expect(complete("discount 100 --lang ") == LineCompletion(start: 20, words: ["en", "ja"]))
        #expect(complete("discount 100 --rounding half").words == ["half-up", "half-even"])
        #expect(complete("add --label ").words.isEmpty, "a free value offers nothing")
    }

    @Test func cartActionsThenTheirOptions() {
        #expect(complete("cart re") == LineCompletion(start: 5, words: ["receipt", "remove", "repair"]))
        #expect(complete("cart --cart x.json li") == LineCompletion(start: 19, words: ["list"]))
        #expect(complete("cart receipt --per").words == ["--per-item"])
    }

    @Test func fileNamesAfterCartAndBill() {
        let files: [(name: String, isFolder: Bool)] = [("trip cart.json", false), ("trips", true), (".hidden", false)]
        #expect(complete("total --cart tr", files: files) == LineCompletion(start: 13, words: ["trip\\ cart.json", "trips/"]))
        #expect(complete("cart list --cart ", files: files).words == ["trip\\ cart.json", "trips/"])
        #expect(complete("list --cart trips/d", files: [("dinner.json", false)]).words == ["trips/dinner.json"])
        #expect(complete("split --bill iz", files: [("izakaya.bill", false)]).words == ["izakaya.bill"])
        #expect(complete("割り勘 -b ", files: [("izakaya.bill", false)]).words == ["izakaya.bill"])
    }
}

/// A REPL line is read once, and the state line is drawn from what the
/// command saw, counted by the cart session's trips to its file.
@Suite struct REPLOnceTests {
    private func run(_ script: String, _ cart: CartSession) throws -> (stdout: String, stderr: String) {
        let session = try Session(cart: cart, isInteractive: false, language: .english)
        let stdout = StringSink()
        let stderr = StringSink()
        let context = Context(
            environment: { _ in nil }, stdout: stdout, stderr: stderr, input: InputSource(text: script), isInteractive: false,
            language: .english)
        _ = SessionLoop.run(session, context: context)
        return (stdout.text, stderr.text)
    }

    @Test func addingGoesToTheCartFileOnce() throws {
        let folder = try TemporaryFolder()
        let cart = try CartSession(.file(folder.path + "/cart.json"), currency: .jpy)
        let output = try run("add 1980 --tax 8\n", cart)
        #expect(
            output.stdout == """
                added ¥1,980 (8% excl.) · total ¥2,138 (1 item, incl. tax ¥158)
                no price · 0% [no preset] · cart ¥2,138 (1 item)

                """)
        #expect(cart.fileAccesses == 1, "the state line uses the total the add saw")
    }

    @Test func clearingCouponsGoesToTheCartFileOnce() throws {
        let folder = try TemporaryFolder()
        let cart = try CartSession(.file(folder.path + "/cart.json"), currency: .jpy)
        _ = try run("add 1000\ncoupon 100\n", cart)
        let before = cart.fileAccesses
        let output = try run("coupon clear\n", cart)
        #expect(output.stdout.hasPrefix("removed 1 coupon · total ¥1,000 (1 item)\n"), "\(output)")
        #expect(cart.fileAccesses - before == 1, "counted and cleared under one lock; the state line reads nothing")
    }

    @Test func aLineThatLeavesTheCartAloneReadsItOnceForTheStateLine() throws {
        let folder = try TemporaryFolder()
        let cart = try CartSession(.file(folder.path + "/cart.json"), currency: .jpy)
        _ = try run("price 9800 --lang en\n", cart)
        #expect(cart.fileAccesses == 1)
    }
}
