import FoundationEssentials
import ShopCore
import Warikan

/// How a split is shown.
enum SplitRenderer {
    /// How the payments are listed.
    enum Rows {
        /// Equal amounts grouped (`6 × ¥3,300`): head counts without names.
        case grouped
        /// One row a person, with weights and fixed amounts noted.
        case perPerson
    }

    /// A short table an organizer reads aloud.
    static func human(_ split: Warikan.Split, rows style: Rows) -> String {
        let direction = split.mode == .organizerAbsorbs ? "down" : "up"
        let how = split.mode == .organizerAbsorbs ? "幹事負担: the organizer pays what is left" : "切り上げ: everyone rounds up"
        let unit = MoneyFormat.human(split.unit, split.total.currency)
        var lines = ["\(split.total.humanText) among \(Plural.people(split.people)), rounded \(direction) to \(unit) (\(how))"]
        let extra = split.organizerExtra.amount > 0 ? " (+\(split.organizerExtra.humanText))" : ""
        var table = Table([.left, .right, .left])
        let everyoneEqual = split.payments.allSatisfy { $0.amount == split.organizer.amount }
        switch style {
        case .grouped where everyoneEqual:
            table.add(["\(split.people) ×", split.organizer.amount.humanText, split.people > 1 ? "everyone" : ""])
        case .grouped:
            // The organizer on a line of their own, then equal amounts in order of first appearance.
            table.add(["1 ×", split.organizer.amount.humanText, "organizer" + extra])
            var groups: [(amount: Money, count: Int)] = []
            for payment in split.payments where !payment.isOrganizer {
                if let index = groups.firstIndex(where: { $0.amount == payment.amount }) {
                    groups[index].count += 1
                } else {
                    groups.append((payment.amount, 1))
                }
            }
            for group in groups { table.add(["\(group.count) ×", group.amount.humanText, ""]) }
        case .perPerson:
            for payment in split.payments {
                var notes: [String] = []
                if payment.isOrganizer { notes.append("organizer" + extra) }
                switch payment.basis {
                case .fixed: notes.append("fixed")
                case .weight(let weight) where weight != 1: notes.append("weight \(MoneyFormat.plain(weight))")
                case .weight: break
                }
                table.add([payment.name, payment.amount.humanText, notes.joined(separator: ", ")])
            }
        }
        lines += table.lines(indent: "  ", separators: [" ", "  "])
        if split.surplus.amount > 0 {
            lines.append("collected \(split.collected.humanText); surplus \(split.surplus.humanText) for next time (次にまわせるお金)")
        } else {
            lines.append("collected \(split.collected.humanText)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `--json` object: the payments with the organizer first.
    static func json(_ split: Warikan.Split) -> String {
        var object = JSONObject()
        object.add("currency", split.total.currency.code)
        object.add("total", split.total)
        object.add("people", split.people)
        object.add("unit", MoneyFormat.plain(split.unit))
        object.add("mode", split.mode.rawValue)
        object.add("share", split.share?.machineText)
        object.add("organizer", split.organizer.amount)
        object.add("organizer_name", split.organizer.name)
        object.add("collected", split.collected)
        object.add("surplus", split.surplus)
        object.add(
            "payments",
            split.payments.map { payment in
                var entry = JSONObject()
                entry.add("name", payment.name)
                entry.add("amount", payment.amount)
                entry.add("organizer", payment.isOrganizer)
                return entry
            })
        return object.text
    }
}
