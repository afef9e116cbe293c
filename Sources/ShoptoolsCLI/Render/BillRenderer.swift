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
            [""] + [BillText.itemsTitle(in: language)] + added.map { BillText.label(split.charges[$0], in: language) }
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

    /// The `--json` object: the bill's figures, then everyone in the bill's order.
    static func json(_ split: Warikan.BillSplit) -> String {
        var object = JSONObject()
        object.add("currency", split.total.currency.code)
        object.add("total", split.total)
        object.add("unit", MoneyFormat.plain(split.unit))
        object.add("mode", split.mode.rawValue)
        object.add("items", split.items)
        object.add(
            "charges",
            split.charges.map { charge in
                var entry = JSONObject()
                entry.add("kind", charge.kind.rawValue)
                entry.add("label", BillText.label(charge, in: .english))
                entry.add("rate", charge.rate.map(MoneyFormat.plain))
                entry.add("amount", charge.amount)
                entry.add("included", charge.isIncluded)
                return entry
            })
        let currency = split.total.currency
        // A share that does not terminate is written rounded (two digits past the minor unit) and flagged.
        func shown(_ share: Fraction) -> (text: String, isExact: Bool) { share.machineText(in: currency) }
        object.add(
            "people",
            split.shares.map { share in
                var entry = JSONObject()
                let parts = [share.items] + share.charges
                let exact = shown(share.exact)
                entry.add("name", share.name)
                entry.add("items", shown(share.items).text)
                entry.add("charges", share.charges.map { shown($0).text })
                entry.add("exact", exact.text)
                entry.add("pays", share.pays)
                entry.add("organizer", share.isOrganizer)
                entry.add("exact_rounded", !exact.isExact)
                entry.add("parts_rounded", parts.contains { !shown($0).isExact })
                return entry
            })
        object.add("organizer_extra", split.organizerExtra)
        object.add("collected", split.collected)
        object.add("surplus", split.surplus)
        return object.text
    }
}
