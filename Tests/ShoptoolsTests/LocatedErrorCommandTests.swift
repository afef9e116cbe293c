import Foundation
import Testing

/// An error at a place in a file a person typed (a bill, a group file, a rule file) prints its
/// one-line message, then the line and a caret under the word, as hledger does; the gutter is the
/// same in either language, a wide character takes two columns, and a character that would drive
/// the terminal is written as messages write it.
@Suite struct LocatedErrorCommandTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    func file(_ name: String, _ text: String) throws -> String {
        let path = folder.path + "/" + name
        try Data(text.utf8).write(to: URL(filePath: path))
        return path
    }

    @Test func aBillsLineIsShownInBothLanguages() throws {
        let bill = try file("dinner.bill", "people Aki Ren\ndinner 12,8OO for Aki Ren\n")
        #expect(
            Shoptools.run(["split", "--bill", bill])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: error: \(bill):2:8: "12,8OO" is not an amount
                          2 | dinner 12,8OO for Aki Ren
                            |        ^^^^^^

                        """, status: 65))
        #expect(
            Shoptools.run(["split", "--bill", bill, "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: \(bill):2:8: 「12,8OO」は金額ではありません
                          2 | dinner 12,8OO for Aki Ren
                            |        ^^^^^^

                        """, status: 65))
    }

    /// The issue's own example: a group file's line, the caret under `12,8OO`.
    @Test func aGroupFilesLineIsShownInBothLanguages() throws {
        let trip = try file("trip.txt", "people Aki Ren\n# Friday\ndinner 12,8OO paid by Ren\n")
        #expect(
            Shoptools.run(["settle", trip])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: error: \(trip):3:8: "12,8OO" is not an amount
                          3 | dinner 12,8OO paid by Ren
                            |        ^^^^^^

                        """, status: 65))
        #expect(
            Shoptools.run(["settle", trip, "--lang", "ja"])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: エラー: \(trip):3:8: 「12,8OO」は金額ではありません
                          3 | dinner 12,8OO paid by Ren
                            |        ^^^^^^

                        """, status: 65))
    }

    /// A bill a group file names shows the bill's line, after both places.
    @Test func aBillInAGroupShowsTheBillsLine() throws {
        _ = try file("izakaya.bill", "people Aki Ren\nbeer 600 for Nobody\n")
        let trip = try file("trip.txt", "people Aki Ren\nizakaya bill izakaya.bill paid by Aki\n")
        #expect(
            Shoptools.run(["settle", trip, "--lang", "ja"]).stderr
                == """
                shoptools: エラー: \(trip):2: izakaya.bill:2:14 の中: 「Nobody」は参加者ではありません。people の行に加えてください
                  2 | beer 600 for Nobody
                    |              ^^^^^^

                """)
    }

    /// A rule's part is marked inside its word: `0` of `1%,step=0`.
    @Test func aRuleFilesLineIsShownInBothLanguages() throws {
        let rules = try file("points.txt", "# my card\n1%,step=0,name=card\n")
        #expect(
            Shoptools.run(["points", "1000", "--rules", rules])
                == Run(
                    stdout: "",
                    stderr: """
                        shoptools: error: \(rules):2:9: the step "0" is not an amount above zero (step=100 counts whole hundreds)
                          2 | 1%,step=0,name=card
                            |         ^

                        """, status: 65))
        #expect(
            Shoptools.run(["points", "1000", "--rules", rules, "--lang", "ja"]).stderr
                == """
                shoptools: エラー: \(rules):2:9: 付与単位「0」が 0 より大きい金額ではありません（step=100 で100円ごと）
                  2 | 1%,step=0,name=card
                    |         ^

                """)
    }

    /// `刺身盛り合わせ ３２００円 for ` is 18 characters but 30 columns (each of its 12 wide characters
    /// takes two): the caret starts at column 31, two columns for each character of `花子`.
    @Test func wideCharactersTakeTwoColumns() throws {
        let bill = try file("sashimi.bill", "people Aki Ren\n刺身盛り合わせ ３２００円 for 花子\n")
        #expect(
            Shoptools.run(["split", "--bill", bill]).stderr
                == """
                shoptools: error: \(bill):2:19: "花子" is not one of the people; add them to a people line
                  2 | 刺身盛り合わせ ３２００円 for 花子
                    |                               ^^^^

                """)
    }

    /// A tab is white space in a line file, an escape is text: each is shown as `\t`, `\u001b`,
    /// and the caret counts the escape.
    @Test func controlCharactersAreShownEscaped() throws {
        let bill = try file("tab.bill", "people Aki Ren\nbeer\t60O\u{1B}[2J for Aki\n")
        #expect(
            Shoptools.run(["split", "--bill", bill]).stderr
                == #"""
                shoptools: error: \#(bill):2:6: "60O\u001b[2J" is not an amount
                  2 | beer\t60O\u001b[2J for Aki
                    |       ^^^^^^^^^^^^

                """#)
    }

    /// A located error met in the REPL shows its line too, after the session's `line N:`.
    @Test func aSessionShowsTheLineToo() throws {
        let bill = try file("dinner.bill", "people Aki Ren\ndinner 12,8OO for Aki Ren\n")
        let run = Shoptools.run(["repl", "--no-save"], input: "split --bill \(bill)\n")
        #expect(run.status == 65)
        #expect(
            run.stderr == """
                shoptools: error: line 1: \(bill):2:8: "12,8OO" is not an amount
                  2 | dinner 12,8OO for Aki Ren
                    |        ^^^^^^

                """)
    }

    /// An error about the whole file, or about bytes that are not text, has no line to show.
    @Test func anErrorWithNoLineShowsNone() throws {
        let bill = try file("empty.bill", "beer 500\n")
        #expect(
            Shoptools.run(["split", "--bill", bill])
                == .failure("\(bill): the bill names nobody; list the people first: people Aki Ren Sora"))
        let latin = folder.path + "/latin.bill"
        try Data([0x70, 0x65, 0x6F, 0x70, 0x6C, 0x65, 0x20, 0xE9, 0x0A]).write(to: URL(filePath: latin))
        #expect(Shoptools.run(["split", "--bill", latin]).stderr.split(separator: "\n").count == 1)
    }
}
