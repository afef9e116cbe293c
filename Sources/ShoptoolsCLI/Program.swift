import ShopText

/// The program: one command line in, an exit status out.
///
/// The top of the layers: it runs a command through the ``Dispatcher`` and,
/// when the command starts a session, runs the ``SessionLoop`` (a screen,
/// the ``ScreenLoop``); nothing
/// below calls back up here.
public enum Program {
    /// Runs with the process's arguments, streams and environment.
    public static func main() -> Int32 {
        run(Array(CommandLine.arguments.dropFirst()), context: .process()).rawValue
    }

    /// Runs one command line (without the program name); what it prints goes
    /// to `context`'s streams, errors as one line on standard error.
    static func run(_ words: [String], context: Context) -> ExitStatus {
        var context = context
        // Read once, before anything else; a bad --lang is reported by the dispatcher.
        let options = try? LanguageOption.take(words)
        if let language = options?.language {
            context.language = language
        } else if let unshown = Language.unshownLanguage(context.environment) {
            // Japanese in EUC-JP or Shift_JIS would be garbage: English in ASCII only (¥ is JPY, → is ->),
            // and one line to say why.
            context.stdout.asciiOnly = true
            context.stderr.asciiOnly = true
            context.stderr.line("shoptools: " + CLIMessage.localeNotUTF8(unshown.locale).text(in: .english))
        }
        var status = ExitStatus.success
        do {
            var words = words
            // On a terminal, plain `shoptools` (perhaps with --lang) is the REPL; elsewhere, the help.
            if options?.words.isEmpty == true {
                words = (context.isInteractive && Terminal.isTerminal(1) ? ["repl"] : ["--help"]) + words
            }
            switch try Dispatcher.run(words, context: context, session: nil) {
            case .startSession(let session): status = SessionLoop.run(session, context: context)
            case .openScreen(let screen): status = ScreenLoop.run(screen, context: context)
            case .done, .endSession: break
            }
            try context.stdout.flush()
        } catch {
            // What was written before the failure (batch lines, say) still goes out first.
            try? context.stdout.flush()
            context.stderr.line(error.line(in: context.language))
            status = error.status
        }
        try? context.stderr.flush()
        return status
    }
}
