/// What a command's words are read into: one value type per command, each of
/// its fields filled by the option or the positional arguments its table binds to it.
///
/// A request starts empty (``init()``: no option given) and the table fills
/// it while it reads the words, each value parsed once by its declaration.
/// Values read in a context (an amount in the command's currency) are read
/// after ``prepare(_:)`` has set that context from the options read before.
package protocol CommandRequest: Sendable {
    /// What the request's context-dependent values are read in (the tool's invocation).
    associatedtype Context
    /// The tool's error for a bad value.
    associatedtype Failure: Error
    /// A request with no option and no argument given.
    init()
    /// Called once every option that needs no context is read, before the
    /// options and positional arguments that do (``Binding/Stage/inContext``).
    mutating func prepare(_ context: Context) throws(Failure)
}

extension CommandRequest {
    /// Nothing to prepare.
    package mutating func prepare(_ context: Context) throws(Failure) {}
}

/// One option of a command bound to the field of its request that its value fills.
///
/// (No `Failure: Error` on this type, its positional twin or the table, and each closure kept
/// returning its refusal rather than throwing it: see ``Option/read``. Their initializers keep
/// the typed throw.)
package struct Binding<Request, Failure>: Sendable {
    /// When a value is read: with the words, or once the request's context is known.
    package enum Stage: Sendable {
        /// As soon as the words are sorted (a rate, a flag, `--currency` itself).
        case words
        /// After the request's ``CommandRequest/prepare(_:)`` (an amount, read in the command's currency).
        case inContext
    }

    /// The option's declaration.
    package let spec: OptionSpec
    /// When its values are read.
    package let stage: Stage
    /// Parses one text given (nil for a flag, or an optional value left out) into the request;
    /// the refusal, if it refuses it.
    let fill: @Sendable (inout Request, String?) -> Failure?
}

extension Binding where Failure: Error {
    /// Binds `spec` to what `fill` does with each text given.
    package init(
        _ spec: OptionSpec, stage: Stage = .words,
        fill: @escaping @Sendable (inout Request, String?) throws(Failure) -> Void
    ) {
        self.spec = spec
        self.stage = stage
        self.fill = { (request, text) in
            do throws(Failure) { try fill(&request, text) } catch { return error }
            return nil
        }
    }
}

/// The positional arguments of a command bound to its request: their count is
/// checked with the words, and their values are read once the request's context is known.
package struct PositionalBinding<Request, Failure>: Sendable {
    /// Refuses too few or too many words before any option's value is read: the refusal, or nil.
    let check: @Sendable ([String]) -> Failure?
    /// Reads the words into the request, after ``CommandRequest/prepare(_:)``: the refusal, or nil.
    let fill: @Sendable (inout Request, [String]) -> Failure?
}

extension PositionalBinding where Failure: Error {
    /// `check` counts the words; `fill` reads them.
    package init(
        check: @escaping @Sendable ([String]) throws(Failure) -> Void = { (_) throws(Failure) in },
        fill: @escaping @Sendable (inout Request, [String]) throws(Failure) -> Void
    ) {
        self.check = { (words) in
            do throws(Failure) { try check(words) } catch { return error }
            return nil
        }
        self.fill = { (request, words) in
            do throws(Failure) { try fill(&request, words) } catch { return error }
            return nil
        }
    }
}

/// A command's table: its options and positional arguments bound to the
/// fields of its request (no constraint on the types here: a generic requirement is checked
/// at run time when the type is first made, which costs a scan of every conformance at start-up), and the rules between the options.
///
/// Help, the manual and completion read their declarations from it; ``fill(_:context:usage:)``
/// reads a command line into the request.
package struct RequestTable<Request, Failure>: Sendable {
    /// The options, in the order help lists them.
    package var options: [Binding<Request, Failure>]
    /// The positional arguments, if the command takes any.
    package var positionals: PositionalBinding<Request, Failure>?
    /// The rules between the options, checked in order once the words are read: made then, and only
    /// when an option is given (with none, no rule can be broken), as each names two options made anew.
    package var rules: [OptionRule] { makeRules() }
    private let makeRules: @Sendable () -> [OptionRule]

    /// A table of `options`, `positionals` and `rules`.
    package init(
        _ options: [Binding<Request, Failure>], positionals: PositionalBinding<Request, Failure>? = nil,
        rules: @autoclosure @escaping @Sendable () -> [OptionRule] = []
    ) {
        self.options = options
        self.positionals = positionals
        self.makeRules = rules
    }

    /// The options' declarations.
    // A loop, neither `\.spec` nor `map`: inlinable, so that it is specialized for the command's
    // request where the table is made, since the generic `map` makes the array's type at run time.
    @inlinable package var specs: [OptionSpec] {
        var specs: [OptionSpec] = []
        specs.reserveCapacity(options.count)
        for option in options { specs.append(option.spec) }
        return specs
    }
}

extension RequestTable where Request: CommandRequest, Request.Failure == Failure {
    /// The request `arguments` ask for, every value parsed once by its declaration, in this order:
    /// the rules, the positional arguments' count, the values of ``Binding/Stage/words``,
    /// ``CommandRequest/prepare(_:)``, then the values of ``Binding/Stage/inContext`` and the
    /// positional arguments.
    ///
    /// No file is read here: a request names its files, its command reads them.
    /// - Throws: `usage` wrapping a broken rule; the tool's `Failure` for a bad value.
    package func fill(
        _ arguments: Arguments, context: Request.Context, usage: (CommandLineError) -> Failure
    ) throws(Failure) -> Request {
        if !arguments.given.isEmpty {
            do { try arguments.check(rules) } catch { throw usage(error) }
        }
        if let positionals, let failure = positionals.check(arguments.positionals) { throw failure }
        var request = Request()
        func read(_ stage: Binding<Request, Failure>.Stage) throws(Failure) {
            for given in arguments.given {
                // A loop rather than `first(where:)`, which stays unspecialized here and makes the
                // binding's type by name at run time.
                for binding in options where binding.spec.name == given.spec.name {
                    if binding.stage == stage, let failure = binding.fill(&request, given.text) { throw failure }
                    break
                }
            }
        }
        try read(.words)
        try request.prepare(context)
        try read(.inContext)
        if let positionals, let failure = positionals.fill(&request, arguments.positionals) { throw failure }
        return request
    }
}

extension Binding where Failure: Error {
    /// `option` bound to the request by `store`, which keeps the value given (`{ $0.rate = $1 }`).
    ///
    /// (A closure rather than a key path: a key path is instantiated at run time, and a command
    /// line's start-up would pay for every field of the table. Inlinable, as the four here are, so
    /// that the table specializes it: unspecialized, each type of option is made at run time too.)
    @inlinable package static func option<Value>(
        _ option: Option<Value, Failure>, stage: Stage = .words,
        _ store: @escaping @Sendable (inout Request, Value) -> Void
    ) -> Binding {
        Binding(option.spec, stage: stage) { (request, text) throws(Failure) in
            store(&request, try option.parse(text ?? ""))
        }
    }

    /// The repeatable `option`, each value given kept by `store` in order (`{ $0.people.append($1) }`).
    @inlinable package static func list<Value>(
        _ option: Option<Value, Failure>, stage: Stage = .words,
        _ store: @escaping @Sendable (inout Request, Value) -> Void
    ) -> Binding {
        Binding(option.spec, stage: stage) { (request, text) throws(Failure) in
            store(&request, try option.parse(text ?? ""))
        }
    }

    /// `option`, whose value may be left out (`--desk`, `--desk casio`): `store` keeps nil when it
    /// is given alone.
    @inlinable package static func optional<Value>(
        _ option: Option<Value, Failure>, _ store: @escaping @Sendable (inout Request, Value?) -> Void
    ) -> Binding {
        Binding(option.spec) { (request, text) throws(Failure) in
            store(&request, try text.map { (text) throws(Failure) in try option.parse(text) })
        }
    }

    /// The flag `option`: `store` notes that it is given (`{ $0.json = true }`).
    @inlinable package static func flag(
        _ option: Option<Bool, Failure>, _ store: @escaping @Sendable (inout Request) -> Void
    ) -> Binding {
        Binding(option.spec) { (request, _) throws(Failure) in store(&request) }
    }
}
