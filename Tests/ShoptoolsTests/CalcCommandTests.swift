import Foundation
import Testing

@Suite struct CalcCommandTests {
    @Test func evaluates() throws {
        #expect(Shoptools.run(["calc", "9800-30%"]) == Run.ok("6860\n"))
        #expect(Shoptools.run(["calc", "1980", "*", "3"]) == Run.ok("5940\n"))
        #expect(Shoptools.run(["calc", "-(1+2)"]) == Run.ok("-3\n"))
        #expect(Shoptools.run(["calc", "1/3"]) == Run.ok("≈ 0.3333333333\n"))
        #expect(Shoptools.run(["calc", "1/3", "--scale", "3"]) == Run.ok("≈ 0.333\n"))
        #expect(Shoptools.run(["calc", "１９８０×３"]) == Run.ok("5940\n"))
        // Exact fractions, rounded once, at the end (issue 19).
        #expect(Shoptools.run(["calc", "1/3*3"]) == Run.ok("1\n"))
        #expect(Shoptools.run(["calc", "1/3*700000000000.7"]) == Run.ok("≈ 233333333333.5666666667\n"))
        #expect(Shoptools.run(["calc", "1/3*3000000", "--scale", "20"]) == Run.ok("1000000\n"))
    }

    @Test func json() throws {
        #expect(
            Shoptools.run(["calc", "9800-30%", "--json"])
                == Run.ok(#"{"expression":"9800-30%","result":"6860","exact":true,"fraction":"6860"}"# + "\n")
        )
        #expect(
            Shoptools.run(["calc", "1/3*3", "--json"])
                == Run.ok(#"{"expression":"1/3*3","result":"1","exact":true,"fraction":"1"}"# + "\n"))
        #expect(
            Shoptools.run(["calc", "1/3", "--json"])
                == Run.ok(#"{"expression":"1/3","result":"0.3333333333","exact":false,"fraction":"1/3"}"# + "\n"))
        #expect(
            Shoptools.run(["calc", "1980", "*", "3", "--json"])
                == Run.ok(#"{"expression":"1980 * 3","result":"5940","exact":true,"fraction":"5940"}"# + "\n"))
    }

    @Test func errors() throws {
        #expect(Shoptools.run(["calc", "10/(5-5)"]) == Run.failure(#"division by zero at 5: "10/(5-5)""#))
        #expect(Shoptools.run(["calc", "5+"]) == Run.failure(#"dangling operator "+" at 2: "5+""#))
        #expect(Shoptools.run(["calc"]) == Run.failure("missing EXPRESSION (see shoptools calc --help)", status: 64))
        #expect(Shoptools.run(["calc", "1", "--scale", "99"]) == Run.failure(#"scale "99" is not a whole number from 0 to 20"#))
    }

    @Test func amountArgumentsTakeExpressions() throws {
        #expect(Shoptools.run(["discount", "1980*3", "--rate", "30"]) == Run.ok("¥5,940 − 30% → ¥4,158 (save ¥1,782)\n"))
        #expect(
            Shoptools.run(["split", "12000+3450", "--people", "7", "--round", "100", "--json"]).stdout
                .hasPrefix(
                    #"{"currency":"JPY","total":"15450","people":7,"unit":"100","mode":"absorb","share":"2200","organizer":"2250""#
                ))
        #expect(
            Shoptools.run(["discount", "1000/3", "--rate", "30"])
                == Run.failure(#""1000/3" is ≈ 333.3333333333, not an exact amount"#))
        #expect(
            Shoptools.run(["discount", "100-200", "--rate", "30"])
                == Run.failure(#""100-200" is -100; expected an amount of 0 or more"#))
        #expect(
            Shoptools.run(["discount", "9800/(2-2)", "--rate", "30"]) == Run.failure(#"division by zero at 7: "9800/(2-2)""#))
    }
}
