import CommandLineKit
import Foundation
import ShopCore
import Testing
import Warikan

/// `split --json` prints the library's one JSON shape of a split: the bytes of `Warikan.Split`'s
/// `Codable` form written in its order, and they read back as the same split.
@Suite struct SplitJSONTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let split: @Sendable () throws -> Warikan.Split
        var testDescription: String { arguments.joined(separator: " ") }
    }

    typealias Participant = Warikan.Participant

    static let cases: [Case] = [
        Case(arguments: ["23450", "--people", "7", "--round", "100"]) {
            try Warikan.split(Money(23450, .jpy), among: 7, unit: 100)
        },
        Case(arguments: ["23450", "--people", "7", "--round", "100", "--mode", "up"]) {
            try Warikan.split(Money(23450, .jpy), among: 7, unit: 100, mode: .roundUp)
        },
        Case(arguments: ["30", "--people", "7", "--currency", "EUR", "--mode", "spread"]) {
            try Warikan.split(Money(30, .eur), among: 7, mode: .spread)
        },
        Case(arguments: ["23450", "--weights", "2,1.5,1,1,0.7", "--round", "100", "--mode", "up"]) {
            try Warikan.split(
                Money(23450, .jpy), among: Warikan.participants(weights: "2,1.5,1,1,0.7"), unit: 100, mode: .roundUp)
        },
        Case(
            arguments: [
                "$120.00", "--person", "Ann:1.5", "--person", "Bo", "--person", "Cy=20", "--organizer", "Bo",
                "--round", "0.25", "--currency", "USD",
            ]
        ) {
            try Warikan.split(
                Money(120, .usd), among: [Participant("Ann", weight: 1.5), Participant("Bo"), Participant("Cy", .amount(20))],
                organizer: .named("Bo"), unit: 0.25)
        },
        Case(
            arguments: [
                "30000", "--person", "田中:2", "--person", #"Aki "A""#, "--person", "Ren", "--person", "Yui=3000",
                "--organizer", "Ren", "--round", "100", "--mode", "spread",
            ]
        ) {
            try Warikan.split(
                Money(30000, .jpy),
                among: [
                    Participant("田中", weight: 2), Participant(#"Aki "A""#), Participant("Ren"), Participant("Yui", .amount(3000)),
                ],
                organizer: .named("Ren"), unit: 100, mode: .spread)
        },
    ]

    @Test(arguments: cases)
    func theCommandPrintsTheLibrarysEncodingByteForByte(_ row: Case) throws {
        let split = try row.split()
        let run = Shoptools.run(["split"] + row.arguments + ["--json"])
        #expect(run == Run.ok(try JSONWriter.encoded(split) + "\n"))
        #expect(try JSONDecoder().decode(Warikan.Split.self, from: Data(run.stdout.utf8)) == split)
    }

    @Test func thePaymentsAreInTheOrderGivenWithTheOrganizerMarkedInPlace() throws {
        let run = Shoptools.run([
            "split", "10000", "--person", "Aki", "--person", "Ren", "--person", "Yui", "--organizer", "Ren", "--round", "100",
            "--json",
        ])
        #expect(
            run
                == Run.ok(
                    #"{"currency":"JPY","total":"10000","people":3,"unit":"100","mode":"absorb","share":"3300","organizer":"3400","#
                        + #""organizer_name":"Ren","collected":"10000","surplus":"0","payments":["#
                        + #"{"name":"Aki","weight":"1","amount":"3300","organizer":false},"#
                        + #"{"name":"Ren","weight":"1","amount":"3400","organizer":true},"#
                        + #"{"name":"Yui","weight":"1","amount":"3300","organizer":false}]}"# + "\n"))
    }
}
