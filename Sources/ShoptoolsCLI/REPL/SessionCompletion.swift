import CommandLineKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Tab in the REPL: what the word before the cursor may become, read from
/// the one command table through ``Completion``, as the shell completions
/// are, so the two offer the same words.
///
/// The first word completes to a command a session takes (aliases too, like
/// `価格`; an alias that only shortens its command's name, like `p`, is left
/// out); after `cart`, an action; a word starting with `-`, the command's
/// options; after an option that takes one of a few values (`--mode`,
/// `--currency`), those values; after `--cart` and `--bill`, file names; a
/// command's first argument by its ``Operand`` (`lang` en/ja, `help` a
/// command, `settle` a file).
enum SessionCompletion {
    /// What `text` (the line before the cursor) may complete to, with the
    /// command table `commands`; `directory` lists a folder's entries, each
    /// with whether it is a folder.
    static func complete(
        _ text: String, commands: [Command],
        directory: (String) -> [(name: String, isFolder: Bool)] = entries
    ) -> LineCompletion {
        let (done, word, start) = words(text)
        switch Completion.candidates(after: done, partial: word, inSession: true, commands: commands) {
        case .words(let list): return LineCompletion(start: start, words: list)
        case .files: return LineCompletion(start: start, words: files(word, directory: directory))
        case .none: return LineCompletion(start: start, words: [])
        }
    }

    /// File and folder names that `word` may become (a folder with `/`), with spaces escaped.
    private static func files(_ word: String, directory: (String) -> [(name: String, isFolder: Bool)]) -> [String] {
        let folder = word.lastIndex(of: "/").map { String(word[...$0]) } ?? ""
        let prefix = String(word.dropFirst(folder.count))
        return directory(folder.isEmpty ? "." : folder)
            .filter { $0.name.hasPrefix(prefix) && ($0.name.first != "." || prefix.first == ".") }
            .sorted { $0.name < $1.name }
            .map { escaped(folder + $0.name) + ($0.isFolder ? "/" : "") }
    }

    /// The entries of the folder at `path`; none when it cannot be read.
    static func entries(_ path: String) -> [(name: String, isFolder: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.map { name in
            var info = stat()
            return (name, stat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        }
    }

    /// The finished words of `text`, the word being typed (as a word, its
    /// escapes undone) and where it starts; a space escaped with `\` stays in its word.
    private static func words(_ text: String) -> (done: [String], word: String, start: Int) {
        var done: [String] = []
        var word = ""
        var start = 0
        var escaping = false
        for (index, character) in text.enumerated() {
            if escaping {
                word.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character.isWhitespace {
                if !word.isEmpty { done.append(word) }
                word = ""
                start = index + 1
            } else {
                word.append(character)
            }
        }
        return (done, word, start)
    }

    /// `text` as a word for the REPL's line: `\` before spaces, quotes and backslashes.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isWhitespace || "\\'\"".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
