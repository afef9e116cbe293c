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
    public static func fromEnvironment(_ environment: (String) -> String?) -> Language {
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
    /// is no shared state. A command-line tool gets what the shell sets. An
    /// iOS or macOS app usually starts without `LANG`, `LC_*` or `LANGUAGE`
    /// and so gets ``english``, whatever the device's language; an app
    /// chooses the language itself with ``LocalizedFailure`` or
    /// `error.localizedDescription(in:)`.
    public static func fromEnvironment() -> Language {
        let environment = ProcessInfo.processInfo.environment
        return fromEnvironment { environment[$0] }
    }

    /// `ja`, `ja_JP…`, `ja-JP…`: the code, then nothing or a separator.
    private static func starts(_ text: some StringProtocol, with code: String) -> Bool {
        guard text.hasPrefix(code) else { return false }
        let rest = text.dropFirst(code.count)
        return rest.isEmpty || ["_", "-", ".", "@"].contains(rest.first)
    }
}
