import CommandLineKit
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
        let context = Context.process()
        if let words = ArgumentText.asciiProcessArguments() { return run(words, context: context).rawValue }
        return run(arguments: ArgumentText.processArguments(), context: context).rawValue
    }

    /// Runs the command line the shell passed as bytes (without the program
    /// name), each argument read in the locale's encoding, as output is
    /// written in it; an argument that is not text in it is refused (64), never repaired.
    static func run(arguments: [[UInt8]], context: Context) -> ExitStatus {
        // An encoding iconv does not know reads ASCII alone, as output is then written.
        let encoding = Language.characterEncoding(context.environment)?.encoding
        do throws(ArgumentText.Undecodable) {
            return run(try ArgumentText.decode(arguments, encoding: encoding), context: context)
        } catch {
            // Reported as any other error, in the language and encoding asked for (`--lang` is ASCII, so it reads).
            let words = arguments.map { String(decoding: $0, as: UTF8.self) }
            return run(words, context: context, refusal: CLIError(status: .usage, message: .undecodableArgument(error)))
        }
    }

    /// Runs one command line (without the program name); what it prints goes
    /// to `context`'s streams, errors as one line on standard error.
    ///
    /// - Parameters:
    ///   - words: The arguments as text.
    ///   - context: The streams and environment.
    ///   - refusal: An error found before the words were read (an argument
    ///     not in the locale's encoding), reported instead of running them.
    /// - Returns: How the command ended.
    static func run(_ words: [String], context: Context, refusal: CLIError? = nil) -> ExitStatus {
        var context = context
        // Read once, before anything else; a bad --lang is reported by the dispatcher.
        let options = try? LanguageOption.take(words)
        if let language = options?.language { context.language = language }
        let charset = charset(&context, languageGiven: options?.language != nil)
        context.stdout.charset = charset
        context.stderr.charset = charset
        // The environment's language (or --lang) is the command line's choice: every word asked
        // for without a language while the command runs (an error's `errorDescription`) is in it.
        return Language.using(context.language) {
            ShownText.with(charset) {
                var status = ExitStatus.success
                do throws(CLIError) {
                    if let refusal { throw refusal }
                    let outcome: Outcome
                    if var rest = options?.words {
                        // On a terminal, plain `shoptools` (perhaps with --lang) is the REPL; elsewhere, the help.
                        if rest.isEmpty { rest = [context.isInteractive && Terminal.isTerminal(1) ? "repl" : "--help"] }
                        // `--lang` is taken already: the dispatcher reads the rest, and the words once.
                        outcome = try Dispatcher.run(withoutLanguage: rest, context: context, session: nil)
                    } else {
                        // A bad `--lang`: the dispatcher reports it.
                        outcome = try Dispatcher.run(words, context: context, session: nil)
                    }
                    switch outcome {
                    case .startSession(let session): status = SessionLoop.run(session, context: context)
                    case .openScreen(let screen): status = ScreenLoop.run(screen, context: context)
                    case .done, .endSession: break
                    }
                    try context.stdout.send()
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
    }

    /// The encoding text for people is written in: nil in a UTF-8 locale (and
    /// `C`, `POSIX`, a locale naming none); else the locale's, through `iconv`,
    /// in the language asked for.
    ///
    /// Where `iconv` does not know the encoding:
    /// ASCII, English unless `--lang` says otherwise, and one line on standard
    /// error saying why.
    private static func charset(_ context: inout Context, languageGiven: Bool) -> LocaleCharset? {
        guard let (encoding, locale) = Language.characterEncoding(context.environment) else { return nil }
        let unshown = languageGiven ? nil : Language.unshownLanguage(context.environment)
        if let charset = LocaleCharset.named(encoding) {
            if let unshown { context.language = unshown.language }
            return charset
        }
        if unshown != nil {
            context.stderr.charset = .ascii
            context.stderr.line("shoptools: " + CLIMessage.localeNotUTF8(locale).text(in: .english))
        }
        return .ascii
    }
}
