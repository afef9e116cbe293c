import CommandLineKit
import ShopCore
import ShopText
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a split is shown.
enum SplitRenderer {
    /// How the payments are listed.
    enum Rows {
        /// Equal amounts grouped (`6 × ¥3,300`): head counts without names.
        case grouped
        /// One row a person, with weights and fixed amounts noted.
        case perPerson
    }

    /// A short table an organizer reads aloud, in `language`.
    static func human(_ split: Warikan.Split, rows style: Rows, in language: Language) -> String {
        var lines = [SplitText.header(split, in: language)]
        var table = Table([.left, .right, .left])
        let organizer = SplitText.organizer(extra: split.organizerExtra, in: language)
        let everyoneEqual = split.payments.allSatisfy { $0.amount == split.organizer.amount }
        switch style {
        case .grouped where everyoneEqual:
            let note = split.people > 1 ? SplitText.everyone(in: language) : ""
            table.add([SplitText.times(split.people, in: language), split.organizer.amount.text(in: language), note])
        case .grouped:
            // The organizer on a line of their own, then equal amounts in order of first appearance.
            table.add([SplitText.times(1, in: language), split.organizer.amount.text(in: language), organizer])
            var groups: [(amount: Money, count: Int)] = []
            for payment in split.payments where !payment.isOrganizer {
                if let index = groups.firstIndex(where: { $0.amount == payment.amount }) {
                    groups[index].count += 1
                } else {
                    groups.append((payment.amount, 1))
                }
            }
            for group in groups { table.add([SplitText.times(group.count, in: language), group.amount.text(in: language), ""]) }
        case .perPerson:
            for payment in organizerFirst(split) {
                var notes: [String] = []
                if payment.isOrganizer { notes.append(organizer) }
                if let basis = SplitText.basis(payment.portion, in: language) { notes.append(basis) }
                table.add([
                    SplitText.name(payment, in: language), payment.amount.text(in: language),
                    notes.joined(separator: SplitText.noteSeparator(in: language)),
                ])
            }
        }
        lines += table.lines(indent: "  ", separators: [" ", "  "])
        lines.append(SplitText.footer(split, in: language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The payments as the per-person table lists them: the organizer first, then
    /// everyone else in the order given (the library and the JSON keep the organizer in place).
    static func organizerFirst(_ split: Warikan.Split) -> [Warikan.Payment] {
        [split.organizer] + split.payments.filter { !$0.isOrganizer }
    }

    /// The `--json` object: the split's one JSON shape, as its `Codable` conformance writes it
    /// (payments in the order given; see `Split+Codable` in Warikan).
    /// - Throws: a data error if the split cannot be written (an amount out of bounds, which a split never holds).
    static func json(_ split: Warikan.Split) throws(CLIError) -> String { try JSONOutput.text(split) }
}
