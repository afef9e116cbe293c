import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The language an app chose for the whole process; nil until it chooses (see ``Language/preferred``).
private let chosen = Mutex<Language?>(nil)

extension Language {
    /// The language words are given in when no language is passed: the `errorDescription` of
    /// every library error (`import ShopText` makes each a `LocalizedError`) and
    /// `localizedDescription`.
    ///
    /// The first of these decides:
    ///
    /// ```
    /// who chooses                                   | how                                  | for
    /// ----------------------------------------------+--------------------------------------+-----------------------
    /// the code running now                          | Language.using(.japanese) { … }      | that code (a task)
    /// the app                                       | Language.preferred = .japanese       | the whole process
    /// the person, in the system's settings          | Locale.preferredLanguages: ja-JP, …  | an app that set none
    /// nobody                                        | English                              |
    /// ```
    ///
    /// The environment (`LANG`, `LC_*`, `LANGUAGE`) is not read here: it is how a command line
    /// chooses, and the `shoptools` command runs every command inside
    /// `Language.using(Language.fromEnvironment(…))`. An iOS or macOS app, which starts with no
    /// `LANG`, gets the language the person set on the device. A language passed explicitly
    /// (`error.localizedDescription(in: .japanese)`, ``LocalizedFailure``) is never overridden.
    public static var current: Language {
        scoped ?? preferred ?? fromPreferredLanguages(Locale.preferredLanguages) ?? .english
    }

    /// The language the app chose for the whole process, or nil to follow the system's preferred
    /// languages (the default).
    ///
    /// Set it at launch from the app's own setting, or when the person changes it; it is read
    /// each time a word is asked for, from any thread.
    ///
    /// ```swift
    /// Language.preferred = settings.language   // .japanese
    /// error.localizedDescription               // "人数 0 は 1〜100000 の範囲外です"
    /// ```
    public static var preferred: Language? {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }

    /// Runs `body` with ``current`` being `language`, whatever the app chose: a request served in
    /// its person's language, a command line in its environment's, a test in the one it checks.
    ///
    /// The choice belongs to the task that runs `body` (a task-local value), so concurrent code
    /// each keeps its own.
    /// - Parameters:
    ///   - language: the language of the words asked for within `body`.
    ///   - body: the code.
    /// - Returns: what `body` returns.
    public static func using<Result>(_ language: Language, _ body: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(language, operation: body)
    }

    /// The language of the code running now, set by ``using(_:_:)``.
    @TaskLocal private static var scoped: Language?

    /// The first language shoptools speaks in `tags`, the BCP 47 tags of the languages a person
    /// prefers, most preferred first, as `Locale.preferredLanguages` gives them
    /// (`["fr-FR", "ja-JP", "en-US"]` → Japanese); nil when it speaks none of them.
    /// - Parameter tags: the languages, most preferred first.
    /// - Returns: the first language spoken, or nil.
    public static func fromPreferredLanguages(_ tags: [String]) -> Language? {
        for tag in tags {
            if let language = Language(code: tag) { return language }
        }
        return nil
    }
}
