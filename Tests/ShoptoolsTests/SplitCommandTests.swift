import Foundation
import Testing

@Suite struct SplitCommandTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let total: String, people: Int, unit: String, mode: String
        let share: String, organizer: String, collected: String, surplus: String
        var testDescription: String { "\(total) ÷ \(people) by \(unit) \(mode)" }
    }

    /// The 割勘奉行 table through the command line, JSON compared whole.
    static let table: [Row] = [
        Row(
            total: "23450", people: 7, unit: "100", mode: "absorb", share: "3300", organizer: "3650", collected: "23450",
            surplus: "0"),
        Row(
            total: "23450", people: 7, unit: "100", mode: "up", share: "3400", organizer: "3400", collected: "23800",
            surplus: "350"),
        Row(
            total: "10000", people: 3, unit: "100", mode: "absorb", share: "3300", organizer: "3400", collected: "10000",
            surplus: "0"),
        Row(
            total: "10000", people: 3, unit: "100", mode: "up", share: "3400", organizer: "3400", collected: "10200",
            surplus: "200"),
        Row(
            total: "10000", people: 3, unit: "1", mode: "absorb", share: "3333", organizer: "3334", collected: "10000",
            surplus: "0"),
        Row(total: "10000", people: 3, unit: "1", mode: "up", share: "3334", organizer: "3334", collected: "10002", surplus: "2"),
        Row(total: "500", people: 7, unit: "100", mode: "absorb", share: "0", organizer: "500", collected: "500", surplus: "0"),
        Row(total: "3000", people: 3, unit: "500", mode: "up", share: "1000", organizer: "1000", collected: "3000", surplus: "0"),
    ]

    @Test(arguments: table)
    func originalTableAsJSON(_ row: Row) throws {
        let payments = (1...row.people).map { index in
            #"{"name":"person \#(index)","number":\#(index),"weight":"1","amount":"\#(index == 1 ? row.organizer : row.share)","#
                + #""organizer":\#(index == 1)}"#
        }
        let expected =
            #"{"currency":"JPY","total":"\#(row.total)","people":\#(row.people),"unit":"\#(row.unit)","mode":"\#(row.mode)","#
            + #""share":"\#(row.share)","organizer":"\#(row.organizer)","organizer_name":"person 1","#
            + #""collected":"\#(row.collected)","surplus":"\#(row.surplus)","#
            + #""payments":[\#(payments.joined(separator: ","))]}"#
        let run = Shoptools.run([
            "split", row.total, "--people", "\(row.people)", "--round", row.unit, "--mode", row.mode, "--json",
        ])
        #expect(run == Run.ok(expected + "\n"))
    }

    @Test func humanTables() throws {
        #expect(
            Shoptools.run(["split", "23450", "--people", "7", "--round", "100"])
                == Run.ok(
                    """
                    ¥23,450 among 7 people, rounded down to a multiple of ¥100 (absorb: the organizer pays what is left)
                      1 × ¥3,650  organizer (+¥350)
                      6 × ¥3,300
                    collected ¥23,450

                    """))
        #expect(
            Shoptools.run(["split", "23450", "--people", "7", "--round", "100", "--mode", "up"])
                == Run.ok(
                    """
                    ¥23,450 among 7 people, rounded up to a multiple of ¥100 (up: everyone rounds up)
                      7 × ¥3,400  everyone
                    collected ¥23,800; surplus ¥350 for next time

                    """))
        #expect(
            Shoptools.run([
                "split", "30000", "--person", "Boss:2", "--person", "Aki", "--person", "Ren",
                "--person", "Yui=3000", "--round", "100",
            ])
                == Run.ok(
                    """
                    ¥30,000 among 4 people, rounded down to a multiple of ¥100 (absorb: the organizer pays what is left)
                      Boss ¥13,600  organizer (+¥100), weight 2
                      Aki   ¥6,700
                      Ren   ¥6,700
                      Yui   ¥3,000  fixed
                    collected ¥30,000

                    """))
    }

    @Test func weightedAndFixedAsJSON() throws {
        let run = Shoptools.run([
            "split", "$120.00", "--person", "Ann:1.5", "--person", "Bo", "--person", "Cy=20",
            "--organizer", "Bo", "--round", "0.25", "--currency", "USD", "--json",
        ])
        // 100 shared 1.5 : 1 → Ann 60, Bo 40, both whole quarters; the payments in the order given.
        #expect(
            run
                == Run.ok(
                    #"{"currency":"USD","total":"120.00","people":3,"unit":"0.25","mode":"absorb","share":null,"organizer":"40.00","organizer_name":"Bo","collected":"120.00","surplus":"0.00","#
                        + #""payments":[{"name":"Ann","weight":"1.5","amount":"60.00","organizer":false},"#
                        + #"{"name":"Bo","weight":"1","amount":"40.00","organizer":true},"#
                        + #"{"name":"Cy","fixed":"20.00","amount":"20.00","organizer":false}]}"# + "\n"))
        let weights = Shoptools.run(["split", "23450", "--weights", "2,1.5,1,1,0.7", "--round", "100", "--mode", "up", "--json"])
        #expect(
            weights.stdout.contains(
                #""share":null,"organizer":"7600","organizer_name":"person 1","collected":"23600","surplus":"150""#))
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            arguments: ["split", "100"], status: 64,
            message:
                "missing who pays: give one of --people N, --weights, --person (repeated), or --bill FILE (see shoptools split --help)"
        ),
        ErrorCase(
            arguments: ["split", "100", "--people", "2", "--weights", "1,1"], status: 64,
            message: "conflicting --people and --weights: give one way of saying who pays (see shoptools split --help)"),
        ErrorCase(arguments: ["split", "--people", "2"], status: 64, message: "missing TOTAL (see shoptools split --help)"),
        ErrorCase(
            arguments: ["split", "100", "--people", "0"], status: 65,
            message: #"people "0" is not a whole number from 1 to 100000"#),
        ErrorCase(
            arguments: ["split", "100", "--people", "-3"], status: 65,
            message: #"people "-3" is not a whole number from 1 to 100000"#),
        ErrorCase(
            arguments: ["split", "100", "--people", "2.5"], status: 65,
            message: #"people "2.5" is not a whole number from 1 to 100000"#),
        ErrorCase(
            arguments: ["split", "100", "--people", "100001"], status: 65,
            message: #"people "100001" is not a whole number from 1 to 100000"#),
        ErrorCase(
            arguments: ["split", "100", "--weights", "1,0,2"], status: 65,
            message: #"weight "0" for person 2 is not a positive number"#),
        ErrorCase(
            arguments: ["split", "100", "--weights", "1,x"], status: 65,
            message: #"weight "x" for person 2 is not a positive number"#),
        ErrorCase(
            arguments: ["split", "100", "--people", "2", "--round", "0.5"], status: 65,
            message: #"rounding unit "0.5" is not a positive multiple of 1 JPY"#),
        ErrorCase(
            arguments: ["split", "100", "--people", "2", "--round", "0.001", "--currency", "USD"], status: 65,
            message: #"rounding unit "0.001" is not a positive multiple of 0.01 USD"#),
        ErrorCase(
            arguments: ["split", "100", "--person", "Aki", "--person", "Aki"], status: 65,
            message: #"person "Aki" is named twice; names must differ"#),
        ErrorCase(
            arguments: ["split", "100", "--person", "Aki=150", "--person", "Ren"], status: 65,
            message: "fixed amounts add up to ¥150, more than the total ¥100"),
        ErrorCase(
            arguments: ["split", "100", "--people", "2", "--mode", "sideways"], status: 64,
            message: #"unknown split mode "sideways"; expected absorb, up or spread (see shoptools split --help)"#),
        ErrorCase(
            arguments: ["split", "100", "--person", "Aki", "--organizer", "Kai"], status: 65,
            message: #"organizer "Kai" is not one of the people"#),
        ErrorCase(
            arguments: ["split", "-100", "--people", "2"], status: 65,
            message: #""-100" is negative; expected an amount of 0 or more"#),
        ErrorCase(
            arguments: ["split", "10.005", "--people", "2", "--currency", "USD"], status: 65,
            message: #""10.005" is not a whole number of USD 0.01; money is paid in the currency's minor unit"#),
    ]

    @Test(arguments: errorCases)
    func errors(_ row: ErrorCase) throws {
        #expect(Shoptools.run(row.arguments) == Run.failure(row.message, status: row.status))
    }

    @Test func helpNamesBothModes() throws {
        let help = Shoptools.run(["split", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("absorb (幹事負担, default): shares rounded down, the"))
        #expect(help.stdout.contains("up (切り上げ): shares rounded up, the surplus is kept"))
        #expect(help.stdout.contains("spread (端数配分): shares rounded down, then one unit"))
    }
}
