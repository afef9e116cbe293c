import Foundation
import TestSupport
import Testing

/// The small edges a newcomer met (issue 41), each in both languages where there are words.
@Suite struct RoughEdgesTests {
    // MARK: - One name written two ways

    @Test func aGroupNamesBothSpellingsOfOneName() {
        let input = "people Ａki Aki\nx 100 paid by Aki\n"
        #expect(
            Shoptools.run(["settle", "-"], input: input).stderr
                == "shoptools: error: -:1:12: \"Ａki\" and \"Aki\" are both read as \"Aki\", listed twice among the people; "
                + "write one person's name one way\n  1 | people Ａki Aki\n    |             ^^^\n")
        #expect(
            Shoptools.run(["settle", "-", "--lang", "ja"], input: input).stderr.hasPrefix(
                "shoptools: エラー: -:1:12: 「Ａki」と「Aki」はどちらも「Aki」と読むので、参加者に2回書かれています。"
                    + "同じ人の名前は1つの書き方にしてください\n"))
        // Written the same way twice, one spelling is named, as before.
        #expect(
            Shoptools.run(["settle", "-"], input: "people Aki Aki\n").stderr.hasPrefix(
                "shoptools: error: -:1:12: \"Aki\" is listed twice among the people\n"))
    }

    @Test func splitNamesBothSpellingsOfOneName() {
        #expect(
            Shoptools.run(["split", "100", "--person", "Ａki", "--person", "Aki:2"])
                == .failure(#"person "Ａki" and person "Aki" are both read as "Aki"; names must differ"#))
        #expect(
            Shoptools.run(["split", "100", "--person", "Ａki", "--person", "Aki", "--lang", "ja"]).stderr
                == "shoptools: エラー: 名前「Ａki」と「Aki」はどちらも「Aki」と読みます。別々の名前にしてください\n")
        #expect(
            Shoptools.run(["split", "100", "--person", "Aki", "--person", "Aki"])
                == .failure(#"person "Aki" is named twice; names must differ"#))
    }

    // MARK: - A short option's attached value

    @Test func aShortOptionTakesItsValueInTheSameWord() {
        let spaced = Shoptools.run(["discount", "9800", "-r", "30"])
        #expect(spaced == .ok("¥9,800 − 30% → ¥6,860 (save ¥2,940)\n"))
        #expect(Shoptools.run(["discount", "9800", "-r30"]) == spaced)
        #expect(Shoptools.run(["discount", "9800", "--rate=30"]) == spaced)
        #expect(Shoptools.run(["tax", "100", "-r8"]) == Shoptools.run(["tax", "100", "--rate", "8"]))
        #expect(
            Shoptools.run(["discount", "9800", "-rx"])
                == .failure(#"rate "x" is not a percentage; expected a number from 0 to 100, like 30 or 30%"#))
    }

    // MARK: - Two charges of one kind on a bill

    @Test func twoTaxLinesAreNamedApartInBothLanguages() {
        let bill = "people A B\nramen 1000\ntax 10%\ntax 8%\n"
        #expect(
            Shoptools.run(["split", "--bill", "-"], input: bill).stdout == """
                ¥1,180 among 2 people, rounded down to a multiple of ¥1 (absorb: the organizer pays what is left)
                     items  tax 10%  tax 8%  pays
                  A   ¥500      ¥50     ¥40  ¥590  organizer
                  B   ¥500      ¥50     ¥40  ¥590
                items ¥1,000, tax 10% ¥100, tax 8% ¥80; total ¥1,180
                collected ¥1,180

                """)
        #expect(
            Shoptools.run(["split", "--bill", "-", "--lang", "ja"], input: "people A B\nramen 1000\n消費税 8%\n消費税 8%\n").stdout
                .contains("消費税 8% (1)  消費税 8% (2)"))
    }

    // MARK: - 74 on the help pages that exit with it

    @Test(arguments: ["tax", "compare", "calc"])
    func theHelpNamesTheWriteErrorItExitsWith(_ command: String) throws {
        // The exit status paragraph, its lines joined (the help folds them to the terminal's width).
        func exitStatus(_ help: String, from start: String) -> String {
            String(help[(help.range(of: start)?.lowerBound ?? help.endIndex)...]).filter { !$0.isWhitespace }
        }
        #expect(exitStatus(Shoptools.run([command, "--help"]).stdout, from: "Exit status").contains("74I/Oerror"))
        #expect(
            exitStatus(Shoptools.run([command, "--help", "--lang", "ja"]).stdout, from: "終了ステータス").contains("74入出力エラー"))
        let words = ["tax": ["tax", "100"], "compare": ["compare", "100/1kg", "200/1kg"], "calc": ["calc", "1+1"]][command]!
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full here")
        let process = Process()
        process.executableURL = Shoptools.executable
        process.arguments = words
        process.standardOutput = full
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
    }

    // MARK: - An expense's label is a label

    @Test func anExpenseLabelWithAControlCharacterIsCalledALabel() throws {
        let group = "people A B\ntaxi\u{07}x 100 paid by A\n"
        #expect(
            Shoptools.run(["settle", "-"], input: group).stderr.hasPrefix(
                #"shoptools: error: -:2:1: label "taxi\u0007x" has a control character (U+0007)"#))
        #expect(
            Shoptools.run(["settle", "-", "--lang", "ja"], input: group).stderr.hasPrefix(
                #"shoptools: エラー: -:2:1: ラベル「taxi\u0007x」に制御文字（U+0007）が含まれています"#))
        let folder = try TemporaryFolder()
        let export = folder.path + "/splitwise.csv"
        try "Date,Description,Category,Cost,Currency,A,B\n2026-01-01,ta\u{07}xi,General,100,JPY,50,-50\n".write(
            toFile: export, atomically: true, encoding: .utf8)
        #expect(
            Shoptools.run(["settle", "--from", "splitwise", export])
                == .failure(export + #": row 2: label "ta\u0007xi" has a control character (U+0007)"#))
        #expect(
            Shoptools.run(["settle", "--from", "splitwise", export, "--lang", "ja"]).stderr
                == "shoptools: エラー: \(export): 2行目: ラベル「ta\\u0007xi」に制御文字（U+0007）が含まれています\n")
    }
}
