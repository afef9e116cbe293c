import Foundation
import Testing

/// `shoptools calc --keys`: keys pressed on the keypad, the display printed.
@Suite struct CalcKeysTests {
    @Test func printsTheDisplayAfterTheLastKey() {
        #expect(Shoptools.run(["calc", "--keys", "1980 × 3 = M+ 498 × 2 = M+ MR"]) == Run.ok("6,936\n"))
        #expect(Shoptools.run(["calc", "--keys", "1980 * 3 = M+ 498 x 2 = M+ MR"]) == Run.ok("6,936\n"))
        #expect(Shoptools.run(["calc", "--keys", "2 + 3 = ="]) == Run.ok("8\n"))
        #expect(Shoptools.run(["calc", "--keys", "2 + 3 × 4 ="]) == Run.ok("14\n"))
        #expect(Shoptools.run(["calc", "--keys", "2 + 3 × 4 =", "--desk"]) == Run.ok("20\n"))
        #expect(Shoptools.run(["calc", "--keys", "1 / 3 * 3 ="]) == Run.ok("1\n"))
        #expect(Shoptools.run(["calc", "--keys", "1 / 3 ="]) == Run.ok("≈ 0.33333333333\n"))
        #expect(Shoptools.run(["calc", "--keys", "9800 - 30 % ="]) == Run.ok("6,860\n"))
        #expect(Shoptools.run(["calc", "--keys", "5 * - 3 ="]) == Run.ok("-15\n"))
        #expect(Shoptools.run(["calc", "--keys", "12 +/- BS"]) == Run.ok("-1\n"))
        #expect(Shoptools.run(["calc", "--keys", ""]) == Run.ok("0\n"))
    }

    @Test func taxKeysAtTheSetRate() {
        #expect(Shoptools.run(["calc", "--keys", "198 税込"]) == Run.ok("217\n"))
        #expect(Shoptools.run(["calc", "--keys", "198 TAX+", "--tax-rate", "8"]) == Run.ok("213\n"))
        #expect(Shoptools.run(["calc", "--keys", "1100 TAX-"]) == Run.ok("1,000\n"))
        #expect(Shoptools.run(["calc", "--keys", "1", "--tax-rate", "120"]) == Run.failure("tax rate 120% is outside 0–100%"))
    }

    /// A rate out of range is a bad value (65), as docs/limits.md's exit codes and `tax --rate` have it.
    @Test func aTaxRateOutOfRangeIsABadValueAsInTax() {
        let expected = Run.failure("tax rate 101% is outside 0–100%", status: 65)
        #expect(Shoptools.run(["calc", "--keys", "1", "--tax-rate", "101"]) == expected)
        #expect(Shoptools.run(["tax", "100", "--rate", "101"]) == expected)
    }

    /// The tax keys tax the exact value; `"exact"` is true only when the display is the value.
    @Test func taxKeysKeepTheValueExact() {
        // 1000/3 + 33 (the tax on 1000/3, rounded down) = 1099/3; × 3 = 1,099.
        #expect(
            Shoptools.run(["calc", "--keys", "1000 ÷ 3 = TAX+ × 3 =", "--json"])
                == Run.ok(
                    #"{"display":"1,099","value":"1099","exact":true,"memory":"0","grand_total":"1432.33333333333333333333","#
                        + #""clear":"AC","error":false}"# + "\n"))
        // 1000/3 − 30 (1000/3 × 10/110 = 30.3…, down) = 910/3; × 3 = 910.
        #expect(Shoptools.run(["calc", "--keys", "1000 ÷ 3 = TAX- × 3 ="]) == Run.ok("910\n"))
        #expect(
            Shoptools.run(["calc", "--keys", "1 ÷ 3 = TAX+", "--json"])
                == Run.ok(
                    #"{"display":"≈ 0.33333333333","value":"0.33333333333333333333","exact":false,"memory":"0","#
                        + #""grand_total":"0.33333333333333333333","clear":"AC","error":false}"# + "\n"))
        // 1/32768 terminates but needs 15 decimals: the display rounds it, so it is not exact.
        #expect(
            Shoptools.run(["calc", "--keys", "1 ÷ 32768 =", "--json"])
                == Run.ok(
                    #"{"display":"≈ 0.00003051758","value":"0.000030517578125","exact":false,"memory":"0","#
                        + #""grand_total":"0.000030517578125","clear":"AC","error":false}"# + "\n"))
    }

    @Test func theErrorStateIsShownInEachLanguage() {
        #expect(Shoptools.run(["calc", "--keys", "1 / 0 ="]) == Run.ok("Error\n"))
        #expect(Shoptools.run(["calc", "--keys", "1 / 0 =", "--lang", "ja"]) == Run.ok("エラー\n"))
        #expect(Shoptools.run(["calc", "--keys", "999999999999 + 1 = C 7"]) == Run.ok("7\n"))
    }

    @Test func traceShowsTheDisplayAfterEachKey() {
        let expected = """
            2                     2
            +                     2
            3                     3
            ×                     5
            4                     4
            =                    20  GT
            M+                   20  M GT
            税込                 22  M GT

            """
        #expect(Shoptools.run(["calc", "--keys", "2 + 3 * 4 = M+ TAX+", "--desk", "--trace"]) == Run.ok(expected))
    }

    @Test func json() {
        #expect(
            Shoptools.run(["calc", "--keys", "1980 × 3 = M+ 498 × 2 = M+ MR", "--json"])
                == Run.ok(
                    #"{"display":"6,936","value":"6936","exact":true,"memory":"6936","grand_total":"6936","clear":"AC","error":false}"#
                        + "\n"))
        #expect(
            Shoptools.run(["calc", "--keys", "1 ÷ 3", "--json"])
                == Run.ok(
                    #"{"display":"3","value":"3","exact":true,"memory":"0","grand_total":"0","clear":"C","error":false}"# + "\n"))
        #expect(
            Shoptools.run(["calc", "--keys", "2 ÷ 3 =", "--json"])
                == Run.ok(
                    #"{"display":"≈ 0.66666666667","value":"0.66666666666666666667","exact":false,"memory":"0","#
                        + #""grand_total":"0.66666666666666666667","clear":"AC","error":false}"# + "\n"))
        #expect(
            Shoptools.run(["calc", "--keys", "1 ÷ 0 =", "--json", "--lang", "ja"])
                == Run.ok(
                    #"{"display":"Error","value":null,"exact":false,"memory":"0","grand_total":"0","clear":"AC","error":true}"#
                        + "\n"))
        #expect(
            Shoptools.run(["calc", "--keys", "5 M+", "--json", "--trace"])
                == Run.ok(
                    #"{"key":"5","display":"5","value":"5","exact":true,"memory":"0","grand_total":"0","clear":"C","error":false}"#
                        + "\n"
                        + #"{"key":"M+","display":"5","value":"5","exact":true,"memory":"5","grand_total":"0","clear":"AC","error":false}"#
                        + "\n"))
    }

    @Test func usageErrors() {
        let keys = "00 . + - * / = % +/- AC C BS M+ M- MR MC GT TAX+ TAX-"
        #expect(
            Shoptools.run(["calc", "--keys", "1 + Q"])
                == Run.failure(
                    #"unknown key "Q"; expected a number (1980, 0.5) or one of \#(keys) (or × ÷ − ± ⌫ 税込 税抜) "#
                        + "(see shoptools calc --help)", status: 64))
        #expect(
            Shoptools.run(["calc", "--keys", "1,980", "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: "shoptools: エラー: キー「1,980」はありません。数値（1980、0.5）か \(keys)"
                        + "（× ÷ − ± ⌫ 税込 税抜 も可）を指定してください（shoptools calc --help を参照）\n", status: 64))
        #expect(
            Shoptools.run(["calc", "1+2", "--desk"])
                == Run.failure("option --desk needs --keys (see shoptools calc --help)", status: 64))
        #expect(
            Shoptools.run(["calc", "1+2", "--keys", "1"])
                == Run.failure(
                    #"unexpected argument "1+2"; calc --keys takes no argument (see shoptools calc --help)"#, status: 64))
        #expect(
            Shoptools.run(["calc", "--keys", "1", "--scale", "2"])
                == Run.failure("conflicting options --keys and --scale; give one of them (see shoptools calc --help)", status: 64)
        )
    }
}
