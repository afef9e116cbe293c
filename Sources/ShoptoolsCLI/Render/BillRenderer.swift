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
    /// A name as the reader's language says it: the unnamed `person 3` of
    /// `--people N` is `3人目` in Japanese, as in a plain split; names stay as written.
    static func displayName(_ name: String, in language: Language) -> String {
        guard name.hasPrefix("person "), let number = Int(name.dropFirst("person ".count)), number > 0 else { return name }
        return SplitText.name(.number(number), in: language)
    }

    static func human(_ split: Warikan.BillSplit, in language: Language) -> String {
        var lines = [BillText.header(split, in: language)]
        let added = split.charges.indices.filter { !split.charges[$0].isIncluded }
        let showsExact = split.shares.contains { $0.exact != $0.pays }
        var table = Table([.left] + [Table.Alignment](repeating: .right, count: added.count + (showsExact ? 3 : 2)) + [.left])
        table.add(
            [""] + [BillText.itemsTitle(in: language)] + added.map { BillText.label(split.charges[$0], in: language) }
                + (showsExact ? [BillText.exactTitle(in: language)] : []) + [BillText.paysTitle(in: language), ""])
        for share in split.shares {
            let organizer = share.isOrganizer ? SplitText.organizer(extra: split.organizerExtra, in: language) : ""
            let exact = showsExact ? [share.exact.text(in: language)] : []
            table.add(
                [displayName(share.name, in: language), share.items.text(in: language)]
                    + added.map { share.charges[$0].text(in: language) } + exact
                    + [share.pays.text(in: language), organizer])
        }
        lines += table.lines(indent: "  ")
        lines.append(BillText.totals(split, in: language))
        lines.append(BillText.footer(split, in: language))
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
        object.add(
            "people",
            split.shares.map { share in
                var entry = JSONObject()
                entry.add("name", share.name)
                entry.add("items", share.items)
                entry.add("charges", share.charges.map(\.machineText))
                entry.add("exact", share.exact)
                entry.add("pays", share.pays)
                entry.add("organizer", share.isOrganizer)
                return entry
            })
        object.add("organizer_extra", split.organizerExtra)
        object.add("collected", split.collected)
        object.add("surplus", split.surplus)
        return object.text
    }
}
