#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The languages shoptools speaks, and how one is chosen.
///
/// Unix tools choose their language from the environment in the POSIX and
/// gettext order; ``fromEnvironment(_:)`` does the same:
///
/// ```
/// environment                                   | language
/// ----------------------------------------------+---------
/// LANG=ja_JP.UTF-8                              | ja
/// LANG=ja_JP.UTF-8 LC_MESSAGES=en_US.UTF-8      | en
/// LC_ALL=C LANG=ja_JP.UTF-8                     | en
/// LC_ALL= LC_MESSAGES=ja_JP.UTF-8 (LC_ALL empty)| ja
/// LANGUAGE=ja:en LANG=en_US.UTF-8               | ja
/// LANGUAGE=ja LC_ALL=C                          | en
/// (nothing set)                                 | en
/// ```
public enum Language: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// English.
    case english = "en"
    /// Japanese (日本語).
    case japanese = "ja"

    /// `en` or `ja`, as `--lang` takes it.
    public var description: String { rawValue }

    /// Reads `ja` or `en` as given to `--lang` (also `ja_JP.UTF-8`, `en-US`,
    /// `japanese`, `english`, `日本語`, any letter case); nil for anything else.
    public init?(code: String) {
        let key = code.lowercased()
        if key == "日本語" || key == "japanese" || Self.starts(key, with: "ja") {
            self = .japanese
        } else if key == "english" || key == "英語" || Self.starts(key, with: "en") {
            self = .english
        } else {
            return nil
        }
    }

    /// The language the environment asks for, by the POSIX/gettext rules:
    /// the locale is the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`;
    /// unless it is `C` or `POSIX` (or none is set), the first `ja*` or `en*`
    /// entry of the colon-separated `LANGUAGE` wins; else a locale starting
    /// with `ja` is Japanese and anything else English.
    ///
    /// Japanese only where the characters can be shown as strings are: a
    /// locale whose encoding is not UTF-8 (`ja_JP.eucJP`, `ja_JP.SJIS`) gets
    /// English, which reads the same in any of them, rather than garbage. A
    /// program that converts its output to the locale's encoding
    /// (``characterEncoding(_:)``) gives such a locale its Japanese with
    /// ``unshownLanguage(_:)``, as the `shoptools` command does.
    public static func fromEnvironment(_ environment: (String) -> String?) -> Language {
        let asked = requested(environment)
        return asked == .japanese && !isUTF8(environment) ? .english : asked
    }

    /// The language the environment asks for but does not get, and the
    /// locale that stops it: Japanese in a locale whose encoding is not
    /// UTF-8, so a program can say why it writes English; nil when the
    /// environment gets what it asks for.
    ///
    /// ```
    /// environment                 | unshownLanguage
    /// ----------------------------+------------------------------
    /// LANG=ja_JP.UTF-8            | nil
    /// LANG=ja_JP.eucJP            | (.japanese, "ja_JP.eucJP")
    /// LANG=ja_JP.SJIS             | (.japanese, "ja_JP.SJIS")
    /// LANG=ja_JP (no encoding)    | nil: taken as UTF-8
    /// LANG=en_US.ISO-8859-1       | nil: English is ASCII
    /// ```
    public static func unshownLanguage(_ environment: (String) -> String?) -> (language: Language, locale: String)? {
        guard requested(environment) == .japanese, !isUTF8(environment) else { return nil }
        return (.japanese, characterLocale(environment) ?? "")
    }

    /// The language the locale and `LANGUAGE` ask for, whatever the encoding.
    private static func requested(_ environment: (String) -> String?) -> Language {
        var locale: String?
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment(name), !value.isEmpty {
                locale = value
                break
            }
        }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C."), !locale.hasPrefix("POSIX.") else {
            return .english
        }
        if let list = environment("LANGUAGE") {
            for entry in list.split(separator: ":") {
                if starts(entry, with: "ja") { return .japanese }
                if starts(entry, with: "en") { return .english }
            }
        }
        return starts(locale, with: "ja") ? .japanese : .english
    }

    /// The language this process's environment asks for, read now: the
    /// rules of ``fromEnvironment(_:)`` over `ProcessInfo`'s environment.
    ///
    /// Each call reads the environment afresh; nothing is cached, so there
    /// is no shared state. It is a command line's choice: a command-line tool
    /// runs its work in ``using(_:_:)`` with it. The libraries' words never
    /// read it themselves (see ``current``): an iOS or macOS app, which usually
    /// starts without `LANG`, `LC_*` or `LANGUAGE`, gets its person's language.
    public static func fromEnvironment() -> Language {
        let environment = ProcessInfo.processInfo.environment
        return fromEnvironment { environment[$0] }
    }

    /// The locale that sets the encoding: the first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG`.
    private static func characterLocale(_ environment: (String) -> String?) -> String? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(name), !value.isEmpty { return value }
        }
        return nil
    }

    /// True unless the character locale names an encoding other than UTF-8
    /// (`ja_JP.eucJP`); a locale without one (`ja_JP`, `C`, `POSIX`) is taken as UTF-8.
    private static func isUTF8(_ environment: (String) -> String?) -> Bool {
        characterEncoding(environment) == nil
    }

    /// The encoding the character locale (the first non-empty of `LC_ALL`,
    /// `LC_CTYPE`, `LANG`) names when it is not UTF-8, and the locale: nil
    /// for UTF-8 and for a locale that names none.
    ///
    /// ```
    /// environment                 | characterEncoding
    /// ----------------------------+--------------------------------
    /// LANG=ja_JP.UTF-8            | nil
    /// LANG=ja_JP.eucJP            | ("eucJP", "ja_JP.eucJP")
    /// LC_ALL=ja_JP.SJIS LANG=…    | ("SJIS", "ja_JP.SJIS")
    /// LANG=C, LANG=POSIX, LANG=ja | nil: no encoding named
    /// ```
    ///
    /// `C` and `POSIX` name no encoding: they are what scripts set for
    /// stable messages and sorting, and are taken as UTF-8 like a locale
    /// without one (as Python does, PEP 538).
    public static func characterEncoding(_ environment: (String) -> String?) -> (encoding: String, locale: String)? {
        guard let locale = characterLocale(environment), let dot = locale.firstIndex(of: ".") else { return nil }
        let codeset = String(locale[locale.index(after: dot)...].prefix { $0 != "@" })
        if codeset.isEmpty || ["utf-8", "utf8"].contains(codeset.lowercased()) { return nil }
        return (codeset, locale)
    }

    /// `ja`, `ja_JP…`, `ja-JP…`: the code, then nothing or a separator.
    private static func starts(_ text: some StringProtocol, with code: String) -> Bool {
        guard text.hasPrefix(code) else { return false }
        let rest = text.dropFirst(code.count)
        return rest.isEmpty || ["_", "-", ".", "@"].contains(rest.first)
    }
}
