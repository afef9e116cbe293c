import CommandLineKit
import ShopCore
import ShopText
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How an itemized bill split is shown.
enum BillRenderer {
    /// One row a person in the bill's order: their items, their part of each
    /// charge added, their exact share (when they pay another amount), what
    /// they pay; then the bill's totals and what is collected.
    static func human(_ split: Warikan.BillSplit, in language: Language) -> String {
        var lines = [BillText.header(split, in: language)]
        let added = split.charges.indices.filter { !split.charges[$0].isIncluded }
        let currency = split.total.currency
        let showsExact = split.shares.contains { (try? Fraction($0.pays.amount)) != $0.exact }
        func text(_ share: Fraction) -> String { MoneyText.share(share, currency, in: language) }
        var table = Table([.left] + [Table.Alignment](repeating: .right, count: added.count + (showsExact ? 3 : 2)) + [.left])
        table.add(
            [""] + [BillText.itemsTitle(in: language)] + BillText.columnTitles(added.map { split.charges[$0] }, in: language)
                + (showsExact ? [BillText.exactTitle(in: language)] : []) + [BillText.paysTitle(in: language), ""])
        for share in split.shares {
            let organizer = share.isOrganizer ? SplitText.organizer(extra: split.organizerExtra, in: language) : ""
            let exact = showsExact ? [text(share.exact)] : []
            table.add(
                [SplitText.name(share.person, in: language), text(share.items)]
                    + added.map { text(share.charges[$0]) } + exact
                    + [share.pays.text(in: language), organizer])
        }
        lines += table.lines(indent: "  ")
        lines.append(BillText.totals(split, in: language))
        lines.append(SplitText.footer(split, in: language))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `--json` object: the split's one JSON shape, as its `Encodable` conformance writes it
    /// (see `Bill+Codable` in Warikan).
    static func json(_ split: Warikan.BillSplit) throws(CLIError) -> String { try JSONOutput.text(split) }
}
