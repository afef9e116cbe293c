import Testing

@testable import CommandLineKit

/// How the words of a command line are sorted by a command's option table,
/// and what is refused while they are read (values a tool words itself).
@Suite struct ArgumentsTests {
    enum Format: String, CaseIterable { case csv }

    static let export = OptionSpec.choice("export", Format.self, "FORMAT", help: Bilingual("a format", "形式"))
    static let person = OptionSpec.value("person", short: "p", .text, "SPEC", repeatable: true, help: Bilingual("p", "p"))
    static let json = OptionSpec.flag("json", help: Bilingual("json", "json"))
    static let specs = [export, person, json]

    @Test func optionsAndPositionalsAreSortedApart() throws {
        let arguments = try Arguments(["trip.txt", "-p", "Aki", "--person=Ren", "--json", "--", "--json"], specs: Self.specs)
        #expect(arguments.positionals == ["trip.txt", "--json"])
        #expect(arguments.allValues(Self.person) == ["Aki", "Ren"])
        #expect(arguments.has(Self.json))
        #expect(!arguments.has(Self.export))
    }

    @Test func aChoiceOutsideItsCasesIsRefusedWhileParsing() {
        #expect(throws: CommandLineError.notAChoice(option: "export", value: "xlsx", expected: ["csv"])) {
            try Arguments(["--export", "xlsx", "file"], specs: Self.specs)
        }
        #expect((try? Arguments(["--export", "CSV"], specs: Self.specs))?.value(Self.export, as: Format.self) == .csv)
        // Full-width letters and spaces around, as a Japanese keyboard types them, name the same case.
        #expect((try? Arguments(["--export", "ｃｓｖ "], specs: Self.specs))?.value(Self.export, as: Format.self) == .csv)
    }

    @Test func wrongWordsAreRefusedWithWhatWasTyped() {
        #expect(throws: CommandLineError.unknownOption("--nosuch")) { try Arguments(["--nosuch"], specs: Self.specs) }
        #expect(throws: CommandLineError.unknownOption("-x")) { try Arguments(["-x"], specs: Self.specs) }
        #expect(throws: CommandLineError.optionTwice("export")) {
            try Arguments(["--export", "csv", "--export", "csv"], specs: Self.specs)
        }
        #expect(throws: CommandLineError.optionNeedsValue("person")) { try Arguments(["--person", "--json"], specs: Self.specs) }
        #expect(throws: CommandLineError.optionTakesNoValue("json")) { try Arguments(["--json=yes"], specs: Self.specs) }
    }

    @Test func helpEndsTheReading() throws {
        let arguments = try Arguments(["--json", "-h", "--nosuch"], specs: Self.specs)
        #expect(arguments.helpRequested)
    }
}

/// A REPL line split into words as a shell splits it.
@Suite struct ShellWordsTests {
    @Test func quotesKeepSpacesAndBackslashesEscape() throws {
        #expect(
            try ShellWords.split(#"add --label "winter coat" 'a b' c\ d"#) == ["add", "--label", "winter coat", "a b", "c d"])
        #expect(try ShellWords.split("  ") == [])
    }

    @Test func anUnclosedQuoteIsRefused() {
        #expect(throws: CommandLineError.unterminatedQuote("add 'x")) { try ShellWords.split("add 'x") }
    }
}

/// The rules between a command's options, checked once its words are read.
@Suite struct OptionRuleTests {
    enum Format: String, CaseIterable { case csv, tsv }

    static let export = OptionSpec.choice("export", Format.self, "FORMAT", help: Bilingual("a format", "形式"))
    static let json = OptionSpec.flag("json", help: Bilingual("json", "json"))
    static let bom = OptionSpec.flag("bom", help: Bilingual("bom", "bom"))
    static let rules: [OptionRule] = [.needs(bom, export, value: "csv"), .conflicts(json, export)]

    static func check(_ words: [String]) throws(CommandLineError) {
        try Arguments(words, specs: [export, json, bom]).check(rules)
    }

    @Test func theFirstBrokenRuleIsTheError() {
        #expect(throws: CommandLineError.optionNeeds("bom", "export csv")) { try Self.check(["--bom"]) }
        #expect(throws: CommandLineError.optionNeeds("bom", "export csv")) { try Self.check(["--bom", "--export", "tsv"]) }
        #expect(throws: CommandLineError.conflictingOptions(["json", "export"])) {
            try Self.check(["--json", "--export", "csv"])
        }
        #expect(throws: CommandLineError.optionNeeds("bom", "export csv")) {
            try Self.check(["--json", "--bom", "--export", "tsv"])
        }
    }

    @Test func wordsThatKeepTheRulesPass() throws {
        try Self.check(["--bom", "--export", "CSV"])
        try Self.check(["--json"])
        try Self.check([])
    }
}
