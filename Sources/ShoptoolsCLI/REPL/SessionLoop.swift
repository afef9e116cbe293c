import ShopText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive session: reads lines (with the line editor on a
/// terminal, plainly from a script otherwise), runs each through the
/// dispatcher and shows the session's state after each command.
///
/// Every line of a script runs even when some fail; the session's exit
/// status is then the worst status of its lines (0 when all worked). On a
/// terminal a person sees each error as it happens, and leaving is 0.
final class SessionLoop {
    private let session: Session
    private let context: Context
    private var input: Input
    private var worst = ExitStatus.success

    /// Where lines come from.
    private enum Input {
        case terminal(LineEditor)
        case stream(LineReader)
        case ended
    }

    private init(session: Session, context: Context, input: Input) {
        self.session = session
        self.context = context
        self.input = input
    }

    /// Runs the session to its end and returns its exit status.
    static func run(_ session: Session, context: Context) -> ExitStatus {
        let interactive = session.isInteractive && Terminal.isTerminal(1) && Terminal.enterRawMode()
        defer { Terminal.restore() }
        let input: Input = interactive ? .terminal(LineEditor()) : .stream(LineReader(context.input))
        let loop = SessionLoop(session: session, context: context, input: input)
        if interactive {
            context.stdout.line(HelpPage.greeting(in: session.language))
        }
        loop.loop()
        return interactive ? .success : loop.worst
    }

    private func loop() {
        var lineContext = context
        lineContext.ask = { [unowned self] question throws(CLIError) in self.nextLine(prompt: question, remember: false) }
        while true {
            flush()
            guard let line = nextLine(prompt: "shoptools> ") else { break }
            // A line's own --lang wins for that line; `lang ja` changes the session's.
            lineContext.language = (try? ShellWords.split(line)).flatMap(LanguageOption.scan) ?? session.language
            do {
                let outcome = try Dispatcher.runLine(line, context: lineContext, session: session)
                if case .endSession = outcome { break }
                if showsState(line) { context.stdout.line(session.statusLine(in: session.language)) }
            } catch {
                report(error, in: lineContext.language)
            }
        }
        flush()
    }

    /// Help and blank lines leave the state line out.
    private func showsState(_ line: String) -> Bool {
        guard !Dispatcher.isComment(line), let words = try? ShellWords.split(line), !words.isEmpty else { return false }
        return !Dispatcher.onlyShowsHelp(words)
    }

    /// The next line; nil at the end of input. Ctrl-C on a terminal gives an empty line.
    private func nextLine(prompt: String, remember: Bool = true) -> String? {
        switch input {
        case .terminal(var editor):
            let result = editor.readLine(prompt: prompt, remember: remember)
            input = .terminal(editor)
            switch result {
            case .line(let text): return text
            case .interrupted: return ""
            case .endOfInput: return nil
            }
        case .stream(var reader):
            defer { if case .stream = input { input = .stream(reader) } }
            while true {
                do {
                    return try reader.nextText()?.text
                } catch LineReader.Failure.lineTooLong(let number) {
                    report(.data(.lineTooLong(number, skipped: true)))
                } catch LineReader.Failure.readFailed(let reason) {
                    report(.io(.cannotReadInput(reason)))
                    input = .ended
                    return nil
                } catch {
                    report(.io(.cannotReadInput("")))
                    input = .ended
                    return nil
                }
            }
        case .ended:
            return nil
        }
    }

    private func report(_ error: CLIError, in language: Language? = nil) {
        flush()
        context.stderr.line(error.line(in: language ?? session.language))
        try? context.stderr.flush()
        worst = max(worst, error.status)
    }

    private func flush() {
        do { try context.stdout.flush() } catch { worst = max(worst, error.status) }
    }
}
