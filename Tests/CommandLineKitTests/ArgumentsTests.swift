import ShopCore
import Testing

@testable import CommandLineKit

/// How the words of a command line are sorted by a command's option table,
/// and what is refused while they are read (values a tool words itself).
@Suite struct ArgumentsTests {
    enum Format: String, CaseIterable { case csv }
    /// A tool's own refusal of a value.
    struct Refusal: ChoiceRefusal, Equatable {
        let text: String
        static func notAChoice(option: String, value: String, expected: [String]) -> Refusal { Refusal(text: value) }
    }

    static let export = Option<Format, Refusal>.choice("export", "FORMAT", help: Bilingual("a format", "形式"))
    static let person = Option<String, Refusal>.text(
        "person", short: "p", .text, "SPEC", repeatable: true, help: Bilingual("p", "p"))
    static let json = Option<Bool, Refusal>.flag("json", help: Bilingual("json", "json"))
    /// A whole number of people, 1 to 99, refused otherwise in the tool's words.
    static let people = Option<Int, Refusal>(
        .value("people", short: "n", .count, "N", help: Bilingual("n", "n"))
    ) { (text) throws(Refusal) in
        guard let count = Int(text), (1...99).contains(count) else { throw Refusal(text: text) }
        return count
    }
    static let specs = [export.spec, person.spec, json.spec, people.spec]

    /// A command's request, as a tool declares one: each field filled by the option bound to it.
    struct Request: CommandRequest {
        typealias Context = Void
        typealias Failure = Refusal
        var format: Format?
        var persons: [String] = []
        var json = false
        var people: Int?
        var words: [String] = []
    }

    static let table = RequestTable<Request, Refusal>(
        [
            .option(export) { $0.format = $1 }, .list(person) { $0.persons.append($1) }, .flag(json) { $0.json = true },
            .option(people) { $0.people = $1 },
        ],
        positionals: PositionalBinding { (request, words) throws(Refusal) in request.words = words })

    static func request(_ words: [String]) throws -> Request {
        try table.fill(try Arguments(words, specs: specs), context: ()) { _ in Refusal(text: "rule") }
    }

    @Test func optionsAndPositionalsAreSortedApartIntoTheRequest() throws {
        let request = try Self.request(["trip.txt", "-p", "Aki", "--person=Ren", "--json", "--", "--json"])
        #expect(request.words == ["trip.txt", "--json"])
        #expect(request.persons == ["Aki", "Ren"])
        #expect(request.json)
        #expect(request.format == nil)
        #expect(request.people == nil)
    }

    @Test func aValueIsReadOnceByItsDeclarationAsItsType() throws {
        #expect(throws: Refusal(text: "７")) { try Self.request(["-n", "７"]) }
        #expect(try Self.request(["-n", "7"]).people == 7)
    }

    @Test func aBadValueIsRefusedInTheToolsWordsWhileTheRequestIsFilled() throws {
        #expect(throws: Refusal(text: "0")) { try Self.request(["--people", "0", "--json"]) }
    }

    @Test func aRefinedHelpLineKeepsTheNameAndTheParser() throws {
        let guests = Self.people.described("guests", "客")
        #expect(guests.spec.help == Bilingual("guests", "客"))
        #expect(guests.name == "people")
        #expect(try guests.parse("3") == 3)
        #expect(throws: Refusal(text: "100")) { try guests.parse("100") }
    }

    @Test func aChoiceOutsideItsCasesIsRefusedWhileParsing() throws {
        #expect(throws: CommandLineError.notAChoice(option: "export", value: "xlsx", expected: ["csv"])) {
            try Arguments(["--export", "xlsx", "file"], specs: Self.specs)
        }
        #expect(try Self.request(["--export", "CSV"]).format == .csv)
        // A word parsed apart from a line is refused by the choice's parser, in the tool's words.
        #expect(throws: Refusal(text: "xlsx")) { try Self.export.parse("xlsx") }
        // Full-width letters and spaces around, as a Japanese keyboard types them, name the same case.
        #expect(try Self.request(["--export", "ｃｓｖ "]).format == .csv)
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

    static let export = Option<Format, CommandLineError>.choice("export", "FORMAT", help: Bilingual("a format", "形式"))
    static let json = Option<Bool, CommandLineError>.flag("json", help: Bilingual("json", "json"))
    static let bom = Option<Bool, CommandLineError>.flag("bom", help: Bilingual("bom", "bom"))
    static let rules: [OptionRule] = [.needs(bom, export, value: .csv), .conflicts(json, export)]

    static func check(_ words: [String]) throws(CommandLineError) {
        try Arguments(words, specs: [export.spec, json.spec, bom.spec]).check(rules)
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

    /// POSIX: a short option's value may follow it in the same word, as with a space or `--name=`.
    @Test func aShortOptionTakesAnAttachedValue() throws {
        #expect(try ArgumentsTests.request(["-n3"]).people == 3)
        #expect(try ArgumentsTests.request(["-n", "3"]).people == 3)
        #expect(try ArgumentsTests.request(["--people=3"]).people == 3)
        #expect(try ArgumentsTests.request(["-pAki", "-p", "Ren"]).persons == ["Aki", "Ren"])
        #expect(throws: ArgumentsTests.Refusal(text: "x")) { try ArgumentsTests.request(["-nx"]) }
        // A flag takes no attached value, and no word bundles flags.
        #expect(throws: CommandLineError.unknownOption("-jx")) { try Arguments(["-jx"], specs: ArgumentsTests.specs) }
    }

    /// Where a word with one dash may be a positional (calc's `-sqrt(4)`), it stays one.
    @Test func aSingleDashPositionalIsNotASplitOption() throws {
        let words = try Arguments(["-n3"], specs: ArgumentsTests.specs, dashWords: .singleDashPositional)
        #expect(words.positionals == ["-n3"])
    }
}
