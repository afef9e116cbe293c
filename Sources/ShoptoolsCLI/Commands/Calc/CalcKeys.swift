import Calculator
import CommandLineKit
import ShopCore
import Tax

/// `shoptools calc --keys KEYS [--desk [sharp|casio]] [--tax-rate PCT] [--trace] [--json]`:
/// the keys pressed on a ``/Calculator/Keypad``, and its display.
enum CalcKeys {
    /// What `calc --keys` was asked, checked before a key is pressed.
    struct Request {
        let keys: [Keypad.Key]
        let keypad: Keypad
        let trace: Bool
        let json: Bool
    }

    /// The request when `--keys` is given; nil for an expression.
    /// - Throws: a usage error for an unknown key, an expression beside
    ///   `--keys`, or an option of one form given with the other.
    static func request(_ request: CalcRequest) throws(CLIError) -> Request? {
        guard let text = request.keys else {
            // Not rules of the table: `calc --desk` alone on a terminal opens the keypad screen.
            let given: [(DeclaredOption, Bool)] = [
                (.desk, request.desk != nil), (.keysTaxRate, request.taxRate != nil), (.trace, request.trace),
            ]
            for (option, isGiven) in given where isGiven {
                throw .commandUsage(.optionNeeds(option.name, declaration(of: .keys).name))
            }
            return nil
        }
        if let word = request.words.first {
            throw .commandUsage(.unexpectedArgument(word, .none("calc --keys")))
        }
        let keys: [Keypad.Key]
        do {
            keys = try Keypad.Key.sequence(text)
        } catch {
            switch error {
            case .unknownKey(let word): throw .commandUsage(.unknownKey(word))
            }
        }
        return Request(keys: keys, keypad: keypad(request), trace: request.trace, json: request.json)
    }

    /// A fresh keypad in the convention (`--desk`, `--desk casio`) and with the tax rate (`--tax-rate`) asked.
    static func keypad(_ request: CalcRequest) -> Keypad {
        Keypad(convention: convention(request.desk), taxRate: request.taxRate ?? .standard)
    }

    /// Phone without `--desk`; SHARP式 with `--desk` alone; else the one named.
    static func convention(_ desk: DeskConvention??) -> Keypad.Convention {
        guard let desk else { return .phone }
        return (desk ?? .sharp).convention
    }

    /// Presses the keys and prints the display after the last one (after
    /// each with `--trace`).
    ///
    /// The display showing `Error` is the answer, not a failure: the exit status is 0 and `--json` says `"error":true`.
    static func run(_ request: Request, _ invocation: Invocation) throws(CLIError) -> Outcome {
        var keypad = request.keypad
        let language = invocation.context.language
        for key in request.keys {
            keypad.press(key)
            guard request.trace else { continue }
            invocation.stdout.line(
                try request.json
                    ? KeypadRenderer.json(keypad, after: key) : KeypadRenderer.traceLine(keypad, after: key, in: language))
        }
        if !request.trace || request.keys.isEmpty {
            invocation.stdout.line(try request.json ? KeypadRenderer.json(keypad) : KeypadRenderer.display(keypad, in: language))
        }
        return .done
    }
}
