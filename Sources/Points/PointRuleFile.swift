import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file of point programmes a person keeps ("my card", "my store"): one
/// rule a line, in the grammar of ``PointRule/init(parsing:)``, read by the
/// one reader of line files (``/ShopCore/LineFile``): `#` starts a comment,
/// so each line can say where its rule comes from and when it was read.
///
/// ```
/// # my card: 1 % on what is paid (card terms, read 2026-11-26)
/// 1%,name=card
/// # the store: 1 point per ¥100 without tax, per item, at most 1,000
/// 1/100,base=excl,per=item,cap=1000,name=store
/// ```
///
/// A rule that is wrong is refused with the file, the line and the column
/// of the part that is wrong (``PointsError/at(_:_:)``); two programmes may
/// not share a name.
public enum PointRuleFile {
    /// The rules of the file `bytes`, named `name` in errors.
    /// - Throws: ``PointsError/file(_:)`` for bytes that are no text,
    ///   ``PointsError/at(_:_:)`` for a rule that is wrong.
    public static func rules(bytes: [UInt8], name: String? = nil) throws(PointsError) -> [PointRule] {
        let file: LineFile
        do { file = try LineFile(bytes: bytes, name: name) } catch { throw .file(error) }
        var rules: [PointRule] = []
        var names: Set<String> = []
        for line in file.lines {
            let text = line.texts.joined(separator: " ")
            do throws(PointsError) {
                let rule = try PointRule(parsing: text)
                guard names.insert(rule.displayName).inserted else { throw .repeatedName(rule.displayName) }
                rules.append(rule)
            } catch {
                let column = error.subject.flatMap { line.column(of: $0) } ?? line.words.first?.column
                throw .at(SourceLocation(file: file.name, line: line.number, column: column), error)
            }
        }
        return rules
    }
}

extension PointRule: Codable {
    /// A rule is written as its text (``description``): `"1%,base=excl,name=store"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the rule as its text (``description``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
