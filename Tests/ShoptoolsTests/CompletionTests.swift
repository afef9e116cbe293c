import Foundation
import Testing

/// `--generate-completion-script` and `--generate-manual`: each script passes
/// its shell's syntax check, bash completes what a person types, and the
/// manual renders without a warning.
@Suite struct CompletionTests {
    /// The path of `tool` on this machine, or nil when it is not installed.
    static func which(_ tool: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool arguments`, with `input` on its standard input.
    static func shell(_ tool: String, _ arguments: [String], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    func script(_ shell: String) throws -> String {
        let run = Shoptools.run(["--generate-completion-script", shell])
        #expect(run.status == 0 && run.stderr.isEmpty)
        return run.stdout
    }

    @Test(arguments: [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["--no-execute"])])
    func passesItsShellsSyntaxCheck(_ shell: String, _ check: [String]) throws {
        let text = try script(shell)
        #expect(text.contains("discount") && text.contains("receipt") && text.contains("JPY"))
        guard let tool = Self.which(shell) else { return }  // not installed here: the text checks above still ran
        let folder = try TemporaryFolder()
        let file = folder.path + "/completion." + shell
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try Self.shell(tool, check + [file]) == Run.ok(""), "\(shell) \(check) found a problem")
    }

    /// What bash offers for the words typed so far (the last one being completed).
    func bashCompletes(_ words: [String]) throws -> [String] {
        guard let bash = Self.which("bash") else { return [] }
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let driver = """
            \(try script("bash"))
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _shoptools
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try Self.shell(bash, ["--norc", "-s"], input: driver)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        guard Self.which("bash") != nil else { return }
        #expect(try bashCompletes(["shoptools", "disc"]) == ["discount"])
        #expect(try bashCompletes(["shoptools", "split", "100", "--mo"]) == ["--mode"])
        #expect(try bashCompletes(["shoptools", "split", "100", "--mode", ""]) == ["absorb", "up", "spread"])
        #expect(try bashCompletes(["shoptools", "cart", "re"]) == ["receipt", "remove", "repair"])
        #expect(try bashCompletes(["shoptools", "cart", "receipt", "--tax-r"]) == ["--tax-rounding"])
        #expect(try bashCompletes(["shoptools", "tax", "198", "--rounding", "half"]) == ["half-up", "half-even"])
        #expect(try bashCompletes(["shoptools", "--l"]) == ["--lang"])
        #expect(try bashCompletes(["shoptools", "discount", "9800", ""]) == [], "a positional value is not guessed")
    }

    /// The first argument by what its command declares: a command after
    /// `help`, a file after `settle` (and nothing after that file).
    @Test func bashCompletesAFirstArgumentByItsKind() throws {
        guard Self.which("bash") != nil else { return }
        let folder = try TemporaryFolder()
        try "people Aki Ren\n".write(toFile: folder.path + "/trip.txt", atomically: true, encoding: .utf8)
        #expect(try bashCompletes(["shoptools", "help", "se"]) == ["settle"])
        #expect(try bashCompletes(["shoptools", "help", "--l"]) == ["--lang"])
        #expect(try bashCompletes(["shoptools", "help", "cart", "re"]) == ["receipt", "remove", "repair"])
        #expect(try bashCompletes(["shoptools", "help", "cart", "add", ""]) == [])
        #expect(try bashCompletes(["shoptools", "settle", folder.path + "/tr"]) == [folder.path + "/trip.txt"])
        #expect(try bashCompletes(["shoptools", "settle", "--round", "100", folder.path + "/tr"]) == [folder.path + "/trip.txt"])
        #expect(try bashCompletes(["shoptools", "settle", folder.path + "/trip.txt", folder.path + "/tr"]) == [])
        #expect(try bashCompletes(["shoptools", "settle", "--ro"]) == ["--round"])
    }

    @Test func theManualHasItsSectionsAndRendersWithoutWarnings() throws {
        let run = Shoptools.run(["--generate-manual"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        for section in [
            ".TH SHOPTOOLS 1", ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH COMMANDS", ".SS discount", ".SS tax",
            ".SS cart", ".SH ENVIRONMENT", ".B SHOPTOOLS_CURRENCY", ".SH FILES", ".SH EXIT STATUS", ".SH EXAMPLES",
        ] {
            #expect(run.stdout.contains(section + "\n") || run.stdout.contains(section + " "), "\(section)")
        }
        let ascii = run.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii, "non-ASCII written as \\[uXXXX]")
        guard let groff = Self.which("groff") else { return }
        let folder = try TemporaryFolder()
        for language in ["en", "ja"] {
            let page = Shoptools.run(["--generate-manual", "--lang", language]).stdout
            let file = folder.path + "/shoptools.\(language).1"
            try page.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try Self.shell(groff, ["-man", "-ww", "-z", file]) == Run.ok(""), "\(language)")
            // A terminal's width, as man gives it: Japanese lines, which have no spaces, must still break.
            for width in ["-rLL=60n", "-rLL=78n"] {
                #expect(
                    try Self.shell(groff, ["-man", "-ww", "-z", "-Tutf8", width, file]) == Run.ok(""), "\(language) \(width)")
            }
        }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            arguments: ["--generate-completion-script", "tcsh"], status: 64,
            message: #"no completion script for the shell "tcsh"; expected one of bash, zsh, fish (see shoptools --help)"#),
        ErrorCase(
            arguments: ["--generate-completion-script"], status: 64,
            message: "missing SHELL (bash|zsh|fish) (see shoptools --help)"),
        ErrorCase(
            arguments: ["--generate-manual", "x"], status: 64,
            message: #"unexpected argument "x"; --generate-manual takes no argument (see shoptools --help)"#),
    ]

    @Test(arguments: errors)
    func error(_ row: ErrorCase) {
        #expect(Shoptools.run(row.arguments) == Run(stdout: "", stderr: "shoptools: error: \(row.message)\n", status: row.status))
    }
}
