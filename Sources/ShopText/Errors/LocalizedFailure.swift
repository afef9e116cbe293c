#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An error with the language an app chose for it: a `LocalizedError` whose
/// `errorDescription` is in that language.
///
/// The libraries' errors are worded in ``Language/current`` by themselves (the
/// language the code, the app or the system chose). An error that must keep one
/// language whatever is chosen later (one stored for a log, one sent to someone
/// else) is thrown or stored wrapped:
///
/// ```swift
/// do {
///     split = try Warikan.split(total, among: people)
/// } catch {
///     failure = LocalizedFailure(error, language: .japanese)
///     // failure.errorDescription == "人数 0 は 1〜100000 の範囲外です"
///     // failure.error == .peopleOutOfRange(0): branch on the case, never on the words
/// }
/// ```
///
/// Errors other than the libraries' are worded as ``ErrorWords`` words
/// them: by their own `description`, the same in both languages.
public struct LocalizedFailure<Failure: Error>: LocalizedError, CustomStringConvertible {
    /// The error as it was thrown, for code that branches on its cases.
    public let error: Failure
    /// The language its words are in.
    public let language: Language

    /// `error`, to be worded in `language`.
    public init(_ error: Failure, language: Language) {
        self.error = error
        self.language = language
    }

    /// The error's words in ``language``.
    public var errorDescription: String? { ErrorWords.message(error, in: language) }

    /// The same words, so that printing the failure shows them.
    public var description: String { ErrorWords.message(error, in: language) }
}

extension LocalizedFailure: Equatable where Failure: Equatable {}
extension LocalizedFailure: Hashable where Failure: Hashable {}

extension Error {
    /// This error's words in `language` (see ``ErrorWords/message(_:in:)``).
    public func localizedDescription(in language: Language) -> String {
        ErrorWords.message(self, in: language)
    }
}
