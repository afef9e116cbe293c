import ShopCore
import ShopFiles

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
/// of the part that is wrong, and the line itself (a ``/ShopCore/LocatedError``);
/// two programmes may not share a name (the same rule unnamed twice is two programmes).
public enum PointRuleFile {
    /// The rules of the file `bytes`, named `name` in errors.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - name: the file's name as the person gave it, for errors (`-` for standard input).
    /// - Returns: the rules, in the file's order.
    /// - Throws: ``PointsError/file(_:)`` for bytes that are no text, and the ``PointsError``
    ///   of a rule that is wrong, at its place in the file.
    public static func rules(bytes: [UInt8], name: String? = nil) throws(LocatedError<PointsError>) -> [PointRule] {
        let file: LineFile
        do {
            file = try LineFile(bytes: bytes, name: name)
        } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        var rules: [PointRule] = []
        var names: Set<String> = []
        for line in file.lines {
            let text = line.texts.joined(separator: " ")
            do throws(PointsError) {
                let rule = try PointRule(parsing: text)
                if let name = rule.name, !names.insert(name).inserted { throw .repeatedName(name) }
                rules.append(rule)
            } catch {
                throw located(error, on: line, in: file)
            }
        }
        return rules
    }

    /// The campaigns of the file `bytes` (``PointCampaign/init(parsing:)``, one a line), and how they
    /// combine: a line `combine=stack|best` (`併用不可` alone is `combine=best`) and a line
    /// `combined-cap=PCT` (`最大還元=PCT`) say it for the whole file.
    ///
    /// ```
    /// # Ota City, December: two pools, the better one a payment
    /// combine=best
    /// 10%,cap=2000,period-cap=5000,from=2026-12-01,until=2026-12-31,name=大田区A
    /// ```
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - name: the file's name as the person gave it, for errors (`-` for standard input).
    /// - Returns: the campaigns, in the file's order, combined as the file says (stacked when it says nothing).
    /// - Throws: ``PointsError/file(_:)`` for bytes that are no text, and the ``PointsError`` of a
    ///   line that is wrong (an unknown combination too), at its place in the file.
    public static func campaigns(
        bytes: [UInt8], name: String? = nil
    ) throws(LocatedError<PointsError>)
        -> PointCampaigns
    {
        let file: LineFile
        do {
            file = try LineFile(bytes: bytes, name: name)
        } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        var campaigns: [PointCampaign] = []
        var combination = PointCampaigns.Combination.stack
        var combinedCap: Percentage?
        var names: Set<String> = []
        for line in file.lines {
            let text = line.texts.joined(separator: " ")
            do throws(PointsError) {
                switch try Setting(text) {
                case .combination(let read): combination = read
                case .combinedCap(let read): combinedCap = read
                case nil:
                    let campaign = try PointCampaign(parsing: text)
                    if let name = campaign.rule.name, !names.insert(name).inserted { throw .repeatedName(name) }
                    campaigns.append(campaign)
                }
            } catch {
                throw located(error, on: line, in: file)
            }
        }
        do {
            return try PointCampaigns(campaigns, combination: combination, combinedCap: combinedCap)
        } catch {
            throw file.located(error)
        }
    }

    /// A line of a campaign file that is a setting for the whole file.
    private enum Setting {
        case combination(PointCampaigns.Combination)
        case combinedCap(Percentage)

        /// The setting `text` is, or nil for a line that is a campaign.
        init?(_ text: String) throws(PointsError) {
            let folded = TextNormalizer.foldedAndTrimmed(text)
            if folded == "併用不可" {
                self = .combination(.best)
                return
            }
            guard let equals = folded.firstIndex(of: "=") else { return nil }
            let key = TextNormalizer.trimmed(String(folded[..<equals])).lowercased()
            let value = TextNormalizer.trimmed(String(folded[folded.index(after: equals)...]))
            switch key {
            case "combine", "併用":
                self = .combination(try PointCampaigns.Combination(parsing: value))
            case "combined-cap", "最大還元":
                self = .combinedCap(try PointCampaigns.combinedCap(parsing: value))
            default:
                return nil
            }
        }
    }

    /// `error` on `line`, the part that is wrong marked (inside its word: `0` of `1%,step=0`).
    private static func located(
        _ error: PointsError, on line: LineFile.Line, in file: LineFile
    )
        -> LocatedError<PointsError>
    {
        if let subject = error.subject, let column = column(of: subject, in: line) {
            return file.located(error, on: line, column: column, length: subject.count)
        }
        return file.located(error, on: line, column: line.words.first?.column, length: line.words.first?.text.count)
    }

    /// The rules of the file at `path`, read through the file layer
    /// (``/ShopFiles/FileSystem/contents(atPath:limit:)``, at most ``/ShopCore/LineFile/maximumBytes``).
    /// - Parameter path: the rule file; errors name it as given.
    /// - Returns: the rules, in the file's order.
    /// - Throws: ``PointsError/cannotRead(_:reason:)`` when the file cannot be read, else what
    ///   ``rules(bytes:name:)`` throws.
    public static func rules(atPath path: String) throws(LocatedError<PointsError>) -> [PointRule] {
        let bytes: [UInt8]
        do throws(FileError) { bytes = try FileSystem.contents(atPath: path, limit: LineFile.maximumBytes) } catch {
            throw LocatedError(.cannotRead(path, reason: error.reason))
        }
        return try rules(bytes: bytes, name: path)
    }

    /// The column where `text` last starts on `line` (inside a word: `0` of `1%,step=0` is at its 9th
    /// character), or nil when no word holds it.
    private static func column(of text: String, in line: LineFile.Line) -> Int? {
        let wanted = Array(text)
        guard !wanted.isEmpty else { return nil }
        for word in line.words.reversed() {
            let characters = Array(word.text)
            guard characters.count >= wanted.count else { continue }
            for start in stride(from: characters.count - wanted.count, through: 0, by: -1)
            where Array(characters[start..<start + wanted.count]) == wanted {
                return word.column + start
            }
        }
        return nil
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
