import ShopCore

/// How a person's name becomes the last part of their account (`Assets:Members:Mary-Ann`), the one rule for
/// hledger, Ledger and Beancount, so that no name can change what a journal means.
///
/// Letters, marks and digits of any script are kept (`健太`, `Zoë`); every other run of characters (spaces,
/// `;`, `#`, `"`, `:`, `(`, `@`, …) becomes one `-`, and none is left at either end; a first letter `a`–`z`
/// is written in capitals (Beancount's rule: a part starts with a capital, a digit or a letter beyond ASCII).
/// A name with nothing left is `Person-N`, N its place in the group. Two people whose parts would be equal,
/// letter case aside (`Mary Ann`, `Mary-Ann`), are told apart: the first keeps it, the next gets `-2`, then
/// `-3`, the first number that no one's part already is. The person's name itself stands beside the account,
/// as each format writes it (``JournalFormat``).
///
/// ```
/// name        | account part
/// ------------+-------------
/// Aki         | Aki
/// 健太         | 健太
/// aki         | Aki
/// Mary Ann    | Mary-Ann
/// Mary-Ann    | Mary-Ann-2   (after Mary Ann)
/// O'Brien;#x  | O-Brien-x
/// "#"         | Person-3     (the third person)
/// ```
enum AccountNames {
    /// The account part of each of `people`, in their order, no two equal letter case aside.
    static func parts(for people: [String]) -> [String] {
        let bases = people.enumerated().map { place, name in readable(name) ?? "Person-\(place + 1)" }
        var taken = Set<String>()
        var seen = Set<String>()
        let all = Set(bases.map { $0.lowercased() })
        var result: [String] = []
        result.reserveCapacity(people.count)
        for base in bases {
            let key = base.lowercased()
            var part = base
            if !seen.insert(key).inserted {
                var number = 2
                while all.contains("\(key)-\(number)") || taken.contains("\(key)-\(number)") { number += 1 }
                part = "\(base)-\(number)"
            }
            taken.insert(part.lowercased())
            result.append(part)
        }
        return result
    }

    /// `name` with every run of characters that are not letters, marks or digits as one `-`, trimmed of
    /// `-`, its first ASCII letter in capitals; nil when nothing is left.
    static func readable(_ name: String) -> String? {
        var part = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            guard isKept(scalar) else {
                pendingDash = !part.isEmpty
                continue
            }
            if pendingDash { part.append("-") }
            pendingDash = false
            part.unicodeScalars.append(scalar)
        }
        guard let first = part.unicodeScalars.first else { return nil }
        if ("a"..."z").contains(first) {
            return String(first).uppercased() + String(part.unicodeScalars.dropFirst())
        }
        return part
    }

    /// Letters, marks and digits of any script; no ASCII punctuation, space, symbol or format character.
    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}

/// Where the people's accounts are in a journal: `Assets:Members` (the default) puts Aki's at
/// `Assets:Members:Aki`.
///
/// A prefix is one or more parts apart by `:`, each of letters, marks and digits (of any script) and `-`, not
/// starting with `-`: nothing a journal could read as anything but an account name. Beancount also wants its
/// first part to be one of its five roots (`Assets`, `Liabilities`, `Equity`, `Income`, `Expenses`) and every
/// part to start with a capital, a digit or a letter beyond ASCII.
///
/// ```
/// prefix              | hledger, ledger | beancount
/// --------------------+-----------------+----------
/// Assets:Members      | yes             | yes
/// members             | yes             | no (a root)
/// Liabilities:Trip-26 | yes             | yes
/// assets:trip one     | no (a space)    | no
/// ```
public struct AccountPrefix: Sendable, Hashable, CustomStringConvertible {
    /// The parts, in order: `["Assets", "Members"]`.
    public let parts: [String]

    /// The default, `Assets:Members`, which every format accepts.
    ///
    /// Each transaction of a group's journal adds up to zero among its people, so the accounts under it add
    /// up to zero and change no total of a journal that includes the group's.
    public static let standard = "Assets:Members"

    /// The five roots a Beancount account starts with.
    static let beancountRoots: Set<String> = ["Assets", "Liabilities", "Equity", "Income", "Expenses"]

    /// `text` as a prefix for `format`'s accounts.
    /// - Parameters:
    ///   - text: the prefix, `Assets:Members`.
    ///   - format: the format it is for (Beancount's rule is stricter).
    /// - Throws: ``SettleError/invalidAccountPrefix(_:format:)`` when `format` would read it as anything but
    ///   an account name (or refuse it).
    public init(_ text: String, for format: JournalFormat) throws(SettleError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let valid = parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first != "-" else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "-" || AccountNames.isKept($0) }
        }
        guard valid else { throw .invalidAccountPrefix(text, format: format) }
        if format == .beancount {
            let capitals = parts.allSatisfy { part in
                part.unicodeScalars.first.map { !("a"..."z").contains($0) } ?? false
            }
            guard capitals, Self.beancountRoots.contains(parts[0]) else {
                throw .invalidAccountPrefix(text, format: format)
            }
        }
        self.parts = parts
    }

    /// The prefix as written: `Assets:Members`.
    public var description: String { parts.joined(separator: ":") }
}
