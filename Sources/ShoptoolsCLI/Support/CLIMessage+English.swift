import CommandLineKit
import ShopFiles
import ShopText

extension CLIMessage {
    var english: String {
        let q = { (text: String) in quoted(text, .english) }
        switch self {
        case .error(let error): return ErrorText.describe(error, in: .english)
        case .sessionError(let error): return ErrorText.describe(error, in: .english, inSession: true)
        case .labeled(let label, let message): return label.english + ": " + message.english
        case .pasteStopped(let message, let line, let count):
            let rest = count - line
            return "pasted line \(line) of \(count): \(message.english)"
                + (rest == 0 ? "" : rest == 1 ? "; the line after it did not run" : "; the \(rest) lines after it did not run")
        case .withHelp(let message, let pointer):
            switch pointer {
            case .tool, .invoked: return message.english + " (see shoptools --help)"
            case .command(let name): return message.english + " (see shoptools \(name) --help)"
            case .session(let name): return message.english + " (type help \(name))"
            case .sessionList: return message.english + " (type help for the commands)"
            }
        case .unknownOption(let option, let command): return "unknown option \(q(option)) for \(command)"
        case .optionTwice(let name): return "option --\(name) is given more than once"
        case .optionNeedsValue(let name): return "option --\(name) needs a value"
        case .optionTakesNoValue(let name): return "option --\(name) takes no value"
        case .unknownLanguage(let text): return "unknown language \(q(text)); expected en (English) or ja (日本語)"
        case .unterminatedQuote(let line): return "unterminated quote in \(q(line))"
        case .unknownCommand(let word, let expected):
            return "unknown command \(q(word)); expected one of \(expected.joined(separator: ", "))"
        case .unknownCommandInSession(let word): return "unknown command \(q(word)); type help for the commands"
        case .unknownAction(let word, let command, let expected):
            return "unknown \(command) action \(q(word)); expected one of \(expected.joined(separator: ", "))"
        case .noHelp(let word, let expected): return "no help for \(q(word)); expected one of \(expected.joined(separator: ", "))"
        case .missing(let missing):
            switch missing {
            case .price: return "missing PRICE"
            case .total: return "missing TOTAL"
            case .expression: return "missing EXPRESSION"
            case .amount: return "missing AMOUNT"
            case .itemNumber: return "missing N: which item to remove"
            case .offers: return "missing OFFER: give two offers or more, like 298/450g 198/280g"
            case .amountOrPrice: return "missing AMOUNT: set a price first (price 9800) or give one (add 9800)"
            case .argument(let name): return "missing \(name)"
            }
        case .unexpectedArgument(let word, let expected):
            let what: String
            switch expected {
            case .onePrice: what = "give one PRICE"
            case .oneTotal: what = "give one TOTAL"
            case .onePeopleCount: what = "give one N, the number of people"
            case .oneAmount: what = "give one AMOUNT (quote labels with spaces)"
            case .oneItemNumber: what = "give one item number"
            case .noTotalWithBill: what = "the bill gives the total (--bill FILE takes no TOTAL)"
            case .none(let command): what = "\(command) takes no argument"
            case .one(let name): what = "give one \(name)"
            }
            return "unexpected argument \(q(word)); \(what)"
        case .notAWholeNumber(let count, let text, let range):
            let what: String
            switch count {
            case .people: what = "people"
            case .quantity: what = "quantity"
            case .itemNumber: what = "item number"
            case .scale: what = "scale"
            }
            let expected =
                range.upperBound == Int.max
                ? "a whole number of \(range.lowerBound) or more"
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            return "\(what) \(q(text)) is not \(expected)"
        case .discountChoice(let given):
            if given.isEmpty { return "missing the discount: give one of --rate, --segment, --slider, or --off (repeatable)" }
            return "conflicting options --\(given.joined(separator: " and --")): give one of --rate, --segment, --slider "
                + "(further steps with --off)"
        case .whoPays(let given):
            if given.isEmpty { return "missing who pays: give one of --people N, --weights, --person (repeated), or --bill FILE" }
            return "conflicting \(given.joined(separator: " and ")): give one way of saying who pays"
        case .batchInSession:
            return "discount - reads prices from standard input and cannot run inside the REPL; give a PRICE"
        case .notAChoice(let option, let value, let expected):
            if expected.count == 1 { return "--\(option) \(q(value)) is not a choice; expected \(expected[0])" }
            return "--\(option) \(q(value)) is not one of the choices; expected one of \(expected.joined(separator: ", "))"
        case .unknownShell(let shell, let expected):
            return "no completion script for the shell \(q(shell)); expected one of \(expected.joined(separator: ", "))"
        case .taxedCartWithTaxCharge:
            return "the cart's items carry their own tax (cart add --tax); leave out --tax, their tax is split already"
        case .notAChargeRate(let option, let text):
            return "--\(option) \(q(text)) is not a percentage from 0 to 100 (up to 4 decimals) or an amount"
        case .unknownKey(let word):
            return "unknown key \(q(word)); expected a number (1980, 0.5) or one of 00 . + - * / = % +/- AC C BS "
                + "M+ M- MR MC GT TAX+ TAX- (or × ÷ − ± ⌫ 税込 税抜)"
        case .nothingToRepairInMemory:
            return "this session's cart is in memory only (--no-save); there is no file to repair"
        case .standardInputInSession(let form):
            return "\(form) reads standard input and cannot run inside the REPL; give a FILE"
        case .taxBatchInSession:
            return "tax - reads prices from standard input and cannot run inside the REPL; give a PRICE"
        case .standardInputNotRemovable:
            return "--remove-merged cannot remove standard input (-); merge it without --remove-merged"
        case .mergedIntoItself(let other, let file):
            // Paths, never cut.
            let path = { (text: String) in Quoting.quoted(text, in: .english, limit: nil) }
            return "\(path(other)) is the group file \(path(file)) itself; --merge takes other copies of it"
        case .conflictingOptions(let names):
            return "conflicting options " + names.map { "--" + $0 }.joined(separator: " and ") + "; give one of them"
        case .optionNeeds(let option, let needed): return "option --\(option) needs --\(needed)"
        case .alreadyInSession: return "already in the REPL; type help for the commands"
        case .nothingToSplit: return "the cart is empty; add what you bought before splitting it"
        case .noSaveWithCart: return "conflicting options --no-save and --cart"
        case .noCartPath:
            return "cannot tell where to keep the cart: set HOME, XDG_STATE_HOME or SHOPTOOLS_CART, or give --cart PATH"
        case .sessionCartCurrency(let cart, let asked):
            return "the REPL's cart is in \(cart), not \(asked); give --cart PATH for a cart in \(asked)"
        case .typedLineTooLong(let bytes):
            return "the line is \(bytes) bytes, longer than \(LineReader.maximumLineLength); it did not run"
        case .lineTooLong(let line, let skipped):
            return "line \(line): longer than \(LineReader.maximumLineLength) bytes; "
                + (skipped ? "it did not run" : "expected one price a line")
        case .cannotReadInput(let reason): return "cannot read standard input: \(reason)"
        case .cannotReadBill(let path, let reason): return "cannot read the bill \(q(path)): \(reason)"
        case .cannotWriteOutput(let reason): return "cannot write output: \(reason)"
        case .cannotRewrite(let error, let option):
            return "\(error.text(in: .english)); --\(option) writes the group file, so FILE must be a file "
                + "(a pipe such as <(…) can only be read)"
        case .localeNotUTF8(let locale):
            return "note: the locale \(q(locale)) names an encoding this system cannot convert to, so the output is in English "
                + "and ASCII; set LANG=ja_JP.UTF-8 for Japanese"
        case .undecodableArgument(let bad):
            return "argument \(bad.argument) is not \(bad.encoding) text, the locale's encoding (its byte \(bad.byte) is "
                + "0x\(hexByte(bad.value))); pass it in \(bad.encoding) or run in a locale of its encoding"
        }
    }
}

extension CLIMessage.Label {
    var english: String {
        switch self {
        case .line(let number): return "line \(number)"
        case .environmentVariable(let name): return name
        case .roundingUnit: return "rounding unit"
        case .price: return "price"
        case .amountFor(let name): return "amount for \(quoted(name, .english))"
        case .option(let name): return "--" + name
        }
    }
}
