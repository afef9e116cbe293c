import CommandLineKit
import ShopCore
import ShopFiles
import ShopText

/// Every message of the command line, as a value: rendered in the reader's
/// language only when it is printed, by one exhaustive `switch` a language,
/// so a message without Japanese (or English) words does not compile.
indirect enum CLIMessage: Sendable {
    /// A library error, worded by ShopText, with the hint only the command line gives.
    case error(any Error)
    /// A library error met inside the REPL, whose hints differ (its currency is fixed).
    case sessionError(any Error)
    /// A message about one place: `line 12: …`.
    case labeled(Label, CLIMessage)
    /// A pasted line that failed (its number among the paste's lines, counted from 1), which stopped the
    /// lines after it.
    case pasteStopped(CLIMessage, line: Int, of: Int)
    /// A usage message and where to read more: `… (see shoptools split --help)`.
    case withHelp(CLIMessage, HelpPointer)

    // The words of a command line.
    case unknownOption(String, command: String)
    case optionTwice(String)
    case optionNeedsValue(String)
    case optionTakesNoValue(String)
    case unknownLanguage(String)
    case unterminatedQuote(String)
    case unknownCommand(String, expected: [String])
    case unknownCommandInSession(String)
    case unknownAction(String, command: String, expected: [String])
    case noHelp(String, expected: [String])
    case missing(Missing)
    case unexpectedArgument(String, Expected)
    case notAWholeNumber(Count, String, ClosedRange<Int>)
    /// `discount` with more than one of `--rate`, `--segment`, `--slider`, or
    /// none and no `--off` (those given).
    case discountChoice(given: [String])
    /// `split` without exactly one way of saying who pays (those given).
    case whoPays(given: [String])
    /// `discount -` in the REPL.
    case batchInSession
    /// `tax -` in the REPL.
    case taxBatchInSession
    /// `cart repair` in a `--no-save` session: its cart has no file.
    case nothingToRepairInMemory
    /// `settle -` or `split --bill -` in the REPL (the form given): the
    /// terminal is the REPL's, so no file can come from it.
    case standardInputInSession(String)
    /// `settle FILE --merge OTHER`, OTHER being FILE itself (the same file, by another name or a link):
    /// nothing to merge, and `--remove-merged` would delete the group.
    case mergedIntoItself(String, file: String)
    /// `settle FILE --merge - --remove-merged`: standard input is no file to remove.
    case standardInputNotRemovable
    /// `split --from-cart --tax` of a cart whose items carry their own tax.
    case taxedCartWithTaxCharge
    /// A charge's percentage that is not one from 0 to 100.
    case notAChargeRate(option: String, String)
    /// A word of `calc --keys` that is no key and no number.
    case unknownKey(String)
    /// A value that is none of an option's choices (`--from venmo`), with the choices.
    case notAChoice(option: String, value: String, expected: [String])
    /// `--generate-completion-script` for a shell it cannot write for.
    case unknownShell(String, expected: [String])
    /// Options that cannot be given together (`--rate` and `--reduced`).
    case conflictingOptions([String])
    /// An option that only means something with another (`--included` without `--tax`).
    case optionNeeds(String, String)
    case alreadyInSession
    /// `split` in the REPL with an empty cart.
    case nothingToSplit
    case noSaveWithCart
    case noCartPath
    /// A cart action in the REPL with `--currency` other than the session cart's.
    case sessionCartCurrency(cart: String, asked: String)
    /// A line typed in the REPL longer than a piped line may be (its length in bytes); it did not run.
    case typedLineTooLong(Int)

    // Input and output.
    case lineTooLong(Int, skipped: Bool)
    case cannotReadInput(String)
    /// `split --bill FILE` could not read FILE (the system's reason).
    case cannotReadBill(String, reason: String)
    case cannotWriteOutput(String)
    /// The group file that an option writes (`add`, `merge`, `init` …) is not a file (the file
    /// layer's refusal, with the option): a pipe, a folder.
    case cannotRewrite(FileError, option: String)
    /// The locale (named) asks for Japanese in an encoding `iconv` does not
    /// know, so the output is in English and ASCII; always shown in English,
    /// which reads the same in any encoding.
    case localeNotUTF8(String)
    /// An argument whose bytes are not text in the locale's encoding: refused, not repaired.
    case undecodableArgument(ArgumentText.Undecodable)

    /// What a message is about.
    enum Label: Sendable {
        case line(Int)
        case environmentVariable(String)
        case roundingUnit
        case price
        case amountFor(String)
        /// An option's value: `--cover: …`.
        case option(String)
    }

    /// Where a usage message points.
    enum HelpPointer: Sendable {
        /// `shoptools --help`.
        case tool
        /// `shoptools COMMAND --help`.
        case command(String)
        /// `help COMMAND` inside the REPL, for a verb only the REPL has.
        case session(String)
        /// `help` inside the REPL: the list of its verbs.
        case sessionList
        /// The help of the command being run, named by the dispatcher
        /// (``CLIError/pointing(at:sessionOnly:)``); the tool's help until then.
        case invoked
    }

    /// An argument that was not given.
    enum Missing: Sendable {
        case price, total, expression, amount, itemNumber
        /// `compare` with fewer than two offers.
        case offers
        /// `add` in the REPL with no price set and no amount given.
        case amountOrPrice
        /// A REPL verb's one argument (`AMOUNT`, `PCT`, `N`, `POS`, `en|ja`).
        case argument(String)
    }

    /// What a command takes instead of an extra argument.
    enum Expected: Sendable {
        case onePrice, oneTotal, onePeopleCount, oneAmount, oneItemNumber
        /// `split --bill FILE`: the bill gives the total.
        case noTotalWithBill
        /// A command that takes no argument (`list`).
        case none(String)
        /// A REPL verb's one argument.
        case one(String)
    }

    /// What a whole number counts.
    enum Count: Sendable {
        case people, quantity, itemNumber, scale
    }

    /// The same message with its pointer to the running command's help (``HelpPointer/invoked``) made `pointer`.
    func pointing(at pointer: HelpPointer) -> CLIMessage {
        switch self {
        case .withHelp(let message, .invoked): return .withHelp(message, pointer)
        case .labeled(let label, let message): return .labeled(label, message.pointing(at: pointer))
        case .pasteStopped(let message, let line, let count):
            return .pasteStopped(message.pointing(at: pointer), line: line, of: count)
        default: return self
        }
    }

    /// The same message as the REPL words it.
    func inSession() -> CLIMessage {
        switch self {
        case .error(let error): return .sessionError(error)
        case .labeled(let label, let message): return .labeled(label, message.inSession())
        case .pasteStopped(let message, let line, let count): return .pasteStopped(message.inSession(), line: line, of: count)
        case .withHelp(let message, let pointer): return .withHelp(message.inSession(), pointer)
        default: return self
        }
    }

    /// The line of a file the message's error is on, with the part it is about, when it is a
    /// located error (``/ShopCore/LocatedError``) that shows one.
    var excerpt: SourceExcerpt? {
        switch self {
        case .error(let error), .sessionError(let error): return (error as? any AnyLocatedError)?.excerpt
        case .labeled(_, let message), .pasteStopped(let message, _, _), .withHelp(let message, _): return message.excerpt
        default: return nil
        }
    }

    /// The message for people reading `language`.
    func text(in language: Language) -> String {
        switch language {
        case .english: return english
        case .japanese: return japanese
        }
    }
}

/// How a message names a value: `"abc"` in English, `「abc」` in Japanese.
func quoted(_ text: String, _ language: Language) -> String { Quoting.quoted(text, in: language) }

/// A byte as two upper-case hex digits: `8C`.
func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
}
