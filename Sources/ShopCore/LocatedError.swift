/// A failure at a place in a line file, the one located error of every
/// format read by ``LineFile`` (a bill, a group file, a file of point rules):
/// the failure itself, which says nothing of where, the chain of places that
/// leads to it, and the line it is on as the file has it.
///
/// A file another names adds its own place after the place that names it: a
/// bill a group file names is at `trip.txt:17`, then `izakaya.bill:12:8`, and
/// the excerpt is the bill's line 12. Written as hledger writes it:
///
/// ```
/// places                                  | description
/// ----------------------------------------+------------------------------------------------------------
/// [trip.txt:3:8]                          | trip.txt:3:8: "12,8OO" is not an amount
/// [trip.txt:17, izakaya.bill:12:8]        | trip.txt:17: in izakaya.bill:12:8: "Nobody" is not one of …
/// [line 3] (text with no file name)       | line 3: expected one name
/// [] (about the whole text, no file name) | the bill names nobody; list the people first: …
/// ```
///
/// ShopText words the failure and the places in either language and shows the
/// excerpt with a caret under the word (`LocatedText`).
public struct LocatedError<Failure: Error>: Error, CustomStringConvertible {
    /// What is wrong, without where.
    public var failure: Failure
    /// Where, outermost first.
    ///
    /// The file and line that name the next file, …, then the file, line and column of the failure
    /// (``location``). Empty for a failure about text as a whole that has no file name.
    public var places: [SourceLocation]
    /// The line the failure is on, as the file has it, and the part of it the
    /// failure is about; nil when it is about no one line (the whole file, or
    /// bytes that are not text).
    public var excerpt: SourceExcerpt?

    /// `failure` at `places` (outermost first), on the line `excerpt` shows.
    /// - Parameters:
    ///   - failure: what is wrong.
    ///   - places: where, outermost first; empty when nothing is known.
    ///   - excerpt: the line the failure is on, when it is about one.
    public init(_ failure: Failure, at places: [SourceLocation] = [], excerpt: SourceExcerpt? = nil) {
        self.failure = failure
        self.places = places
        self.excerpt = excerpt
    }

    /// Where the failure is: the innermost place (its file, line and column); nil when none is known.
    public var location: SourceLocation? { places.last }

    /// The same failure in a file that `place` names: `place` comes first in the chain, and the
    /// line shown stays the failure's own.
    /// - Parameter place: the place (a file and a line) that names the file this failure is in.
    /// - Returns: the failure with `place` before its places.
    public func inside(_ place: SourceLocation) -> LocatedError {
        LocatedError(failure, at: [place] + places, excerpt: excerpt)
    }

    /// The same places and line with another failure: a caller that words a failure its own way
    /// (the calculator's reason an amount is none) keeps where it is.
    /// - Parameter transform: the new failure, from the old one.
    /// - Returns: a located error of the new failure at the same places.
    public func map<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> LocatedError<NewFailure> {
        LocatedError<NewFailure>(transform(failure), at: places, excerpt: excerpt)
    }

    /// The places, then the failure, in English: `trip.txt:17: in izakaya.bill:12:8: …`.
    public var description: String {
        let prefix = SourceLocation.chain(places)
        let words = String(describing: failure)
        return prefix.isEmpty ? words : prefix + ": " + words
    }
}

extension LocatedError: Equatable where Failure: Equatable {}

extension LocatedError: AnyLocatedError {
    /// The failure, as any error.
    public var anyFailure: any Error { failure }
}

/// A ``LocatedError`` of any failure, for code that handles every format's
/// located errors alike (showing the line, naming the places).
public protocol AnyLocatedError: Error {
    /// Where, outermost first (``LocatedError/places``).
    var places: [SourceLocation] { get }
    /// The line the failure is on (``LocatedError/excerpt``).
    var excerpt: SourceExcerpt? { get }
    /// What is wrong (``LocatedError/failure``).
    var anyFailure: any Error { get }
}

/// The line an error is on, as the file has it, and the part of it the error
/// is about: what is shown under the error's one-line message, with a caret
/// under the word.
///
/// Columns count characters from 1, as ``SourceLocation`` does; how wide
/// they are on a terminal is the shower's to measure (a wide character takes
/// two columns).
///
/// ```
/// text                         | column | length | marked
/// -----------------------------+--------+--------+---------
/// dinner 12,8OO paid by Ren    | 8      | 6      | 12,8OO
/// 1%,step=0                    | 9      | 1      | 0
/// 刺身 32OO                     | 4      | 4      | 32OO
/// ```
public struct SourceExcerpt: Sendable, Hashable {
    /// The line's number in its file, from 1.
    public var line: Int
    /// The line as written, without its line break (comments and white space included).
    public var text: String
    /// The first character marked, from 1.
    public var column: Int
    /// How many characters are marked, at least 1.
    public var length: Int

    /// Line `line`, whose `text` has `length` characters from `column` marked.
    /// - Parameters:
    ///   - line: the line's number, from 1.
    ///   - text: the line as written.
    ///   - column: the first character marked, from 1 (a column past the text marks its end).
    ///   - length: how many characters are marked (at least 1 is).
    public init(line: Int, text: String, column: Int, length: Int) {
        self.line = line
        self.text = text
        self.column = max(1, column)
        self.length = max(1, length)
    }

    /// The text before the marked part.
    public var before: Substring { text.prefix(column - 1) }

    /// The marked part (empty when the column is past the end of the text).
    public var marked: Substring { text.dropFirst(column - 1).prefix(length) }
}

extension SourceLocation {
    /// Places in English, outermost first: `trip.txt:17: in izakaya.bill:12:8`; places with
    /// nothing to say (no file, no line) are left out, and none at all is empty.
    /// - Parameter places: the places, outermost first.
    /// - Returns: the chain as a message writes it before its words.
    public static func chain(_ places: [SourceLocation]) -> String {
        let shown = places.map(\.description).filter { !$0.isEmpty }
        guard let first = shown.first else { return "" }
        return ([first] + shown.dropFirst().map { "in " + $0 }).joined(separator: ": ")
    }
}
