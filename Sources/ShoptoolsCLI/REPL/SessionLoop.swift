import CommandLineKit
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
        // A paste comes bracketed, so the line editor inserts it for review and never runs it line by line.
        if interactive { Terminal.setBracketedPaste(true) }
        let complete = { (text: String) in SessionCompletion.complete(text, commands: Dispatcher.commands) }
        let input: Input = interactive ? .terminal(LineEditor(complete: complete)) : .stream(LineReader(context.input))
        let loop = SessionLoop(session: session, context: context, input: input)
        if interactive {
            context.stdout.line(HelpContent.greeting(in: session.language))
        }
        loop.loop()
        return interactive ? .success : loop.worst
    }

    private func loop() {
        var lineContext = context
        lineContext.ask = { [unowned self] question throws(CLIError) in self.nextLine(prompt: question, remember: false)?.text }
        lines: while true {
            flush()
            guard let (text, number) = nextLine(prompt: Self.prompt) else { break }
            guard number == nil, text.contains(EditState.lineBreak) else {
                switch run(text, context: &lineContext) {
                case .endSession: break lines
                case .failed(let error, let language):
                    // A script's errors name their line, as batch input and bills do.
                    report(number.map { error.labeled(.line($0)) } ?? error, in: language)
                case .ran: continue
                }
                continue
            }
            // A paste, reviewed and sent with Enter: its lines in order, each shown as typed before its
            // result; the first that fails stops the rest, and says which it was.
            // Blank lines run nothing and are not counted (a paste through tmux turns `\r\n` into two breaks).
            let pasted = text.split(separator: EditState.lineBreak).map(String.init).filter { !$0.trimmingSpaces.isEmpty }
            for (index, line) in pasted.enumerated() {
                context.stdout.line(Self.prompt + line)
                switch run(line, context: &lineContext) {
                case .endSession: break lines
                case .failed(let error, let language):
                    report(
                        CLIError(status: error.status, message: .pasteStopped(error.message, line: index + 1, of: pasted.count)),
                        in: language)
                    continue lines
                case .ran: continue
                }
            }
        }
        flush()
    }

    /// The REPL's prompt.
    private static let prompt = "shoptools> "

    /// What running one line came to.
    private enum LineOutcome {
        case ran
        case failed(CLIError, Language)
        case endSession
    }

    /// Runs one line, then shows the session's state when the line changed it.
    private func run(_ text: String, context lineContext: inout Context) -> LineOutcome {
        session.shopping.forgetCart()
        // A line's own --lang wins for that line; `lang ja` changes the session's.
        var language = session.language
        do {
            let line = try SessionLine(text, commands: Dispatcher.commands)
            language = line.language ?? language
            lineContext.language = language
            let outcome = try line.run(context: lineContext, session: session)
            if case .endSession = outcome { return .endSession }
            if line.showsState { context.stdout.line(session.statusLine(in: session.language)) }
            return .ran
        } catch {
            // Worded as the REPL words it: `repair`, not `shoptools cart repair`.
            return .failed(error.inSession(), language)
        }
    }

    /// The next line and, from a script, its number; nil at the end of input.
    ///
    /// Ctrl-C on a terminal gives an empty line. A line longer than
    /// ``LineReader/maximumLineLength`` bytes is refused and the next one read,
    /// typed, pasted (each line of a paste on its own) or piped alike.
    private func nextLine(prompt: String, remember: Bool = true) -> (text: String, number: Int?)? {
        switch input {
        case .terminal(var editor):
            defer { input = .terminal(editor) }
            while true {
                switch editor.readLine(prompt: prompt, remember: remember) {
                case .line(let text) where Self.longestLine(text) > LineReader.maximumLineLength:
                    report(.data(.typedLineTooLong(Self.longestLine(text))))
                case .line(let text): return (text, nil)
                case .interrupted: return ("", nil)
                case .endOfInput: return nil
                }
            }
        case .stream(var reader):
            defer { if case .stream = input { input = .stream(reader) } }
            while true {
                do {
                    return try reader.nextText().map { ($0.text, $0.number) }
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

    /// The bytes of the longest line of `text`: a paste's lines (between its ⏎ marks, which are not
    /// counted) are lines of their own, as piped lines are.
    private static func longestLine(_ text: String) -> Int {
        text.split(separator: EditState.lineBreak, omittingEmptySubsequences: false).map(\.utf8.count).max() ?? 0
    }

    private func report(_ error: CLIError, in language: Language? = nil) {
        flush()
        context.stderr.line(error.line(in: language ?? session.language))
        try? context.stderr.flush()
        worst = max(worst, error.status)
    }

    private func flush() {
        do { try context.stdout.send() } catch { worst = max(worst, error.status) }
    }
}
