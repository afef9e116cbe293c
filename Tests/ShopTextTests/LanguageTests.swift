import ShopText
import Testing

@Suite struct LanguageTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let language: Language
        var testDescription: String {
            environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + " → \(language)"
        }
    }

    /// The table of the issue, and the edges around it.
    static let table: [Row] = [
        Row(environment: ["LANG": "ja_JP.UTF-8"], language: .japanese),
        Row(environment: ["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], language: .english),
        Row(environment: ["LC_ALL": "C", "LANG": "ja_JP.UTF-8"], language: .english),
        Row(environment: ["LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8"], language: .japanese),
        Row(environment: ["LANGUAGE": "ja:en", "LANG": "en_US.UTF-8"], language: .japanese),
        Row(environment: ["LANGUAGE": "ja", "LC_ALL": "C"], language: .english),
        Row(environment: [:], language: .english),
        Row(environment: ["LANG": "C"], language: .english),
        Row(environment: ["LANG": "POSIX"], language: .english),
        Row(environment: ["LANG": "C.UTF-8", "LANGUAGE": "ja"], language: .english),
        Row(environment: ["LANGUAGE": "ja"], language: .english),
        Row(environment: ["LANGUAGE": "fr:ja:en", "LANG": "de_DE.UTF-8"], language: .japanese),
        Row(environment: ["LANGUAGE": "fr:en:ja", "LANG": "ja_JP.UTF-8"], language: .english),
        Row(environment: ["LANGUAGE": "", "LANG": "ja_JP.UTF-8"], language: .japanese),
        Row(environment: ["LANG": "ja"], language: .japanese),
        Row(environment: ["LANG": "jav_ID.UTF-8"], language: .english),
        Row(environment: ["LANG": "de_DE.UTF-8"], language: .english),
        Row(environment: ["LC_ALL": "ja_JP.utf8", "LC_MESSAGES": "en_US.UTF-8"], language: .japanese),
        // Japanese only in UTF-8: shoptools writes nothing else, and English reads the same in EUC-JP or Shift_JIS.
        Row(environment: ["LANG": "ja_JP.eucJP"], language: .english),
        Row(environment: ["LANG": "ja_JP.SJIS"], language: .english),
        Row(environment: ["LC_ALL": "ja_JP.eucJP", "LC_MESSAGES": "en_US.UTF-8"], language: .english),
        Row(environment: ["LC_CTYPE": "ja_JP.eucJP", "LC_MESSAGES": "ja_JP.UTF-8"], language: .english),
        Row(environment: ["LANG": "ja_JP"], language: .japanese),
        Row(environment: ["LANG": "ja_JP.UTF-8@cjknarrow"], language: .japanese),
    ]

    @Test func theLanguageALocaleCannotShowIsNamed() {
        #expect(Language.unshownLanguage { ["LANG": "ja_JP.eucJP"][$0] } ?? (.english, "") == (.japanese, "ja_JP.eucJP"))
        #expect(Language.unshownLanguage { ["LC_ALL": "ja_JP.SJIS"][$0] } ?? (.english, "") == (.japanese, "ja_JP.SJIS"))
        #expect(Language.unshownLanguage { ["LANG": "ja_JP.UTF-8"][$0] } == nil)
        #expect(Language.unshownLanguage { ["LANG": "en_US.ISO-8859-1"][$0] } == nil)
    }

    @Test(arguments: table)
    func chosenFromTheEnvironment(_ row: Row) {
        #expect(Language.fromEnvironment { row.environment[$0] } == row.language)
    }

    @Test func codesAsGivenToLang() {
        for code in ["ja", "JA", "ja_JP.UTF-8", "ja-JP", "japanese", "日本語"] {
            #expect(Language(code: code) == .japanese, "\(code)")
        }
        for code in ["en", "EN", "en_US", "english"] { #expect(Language(code: code) == .english, "\(code)") }
        for code in ["fr", "", "jap", "e"] { #expect(Language(code: code) == nil, "\(code)") }
    }
}

@Suite struct SystemReasonTests {
    @Test func commonReasonsInJapanese() {
        #expect(SystemReason.text("No such file or directory", in: .japanese) == "ファイルまたはフォルダがありません")
        #expect(SystemReason.text("No such file or directory", in: .english) == "No such file or directory")
        #expect(SystemReason.text("Exec format error", in: .japanese) == "Exec format error", "others keep the system's words")
    }
}
