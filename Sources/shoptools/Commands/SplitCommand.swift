import FoundationEssentials
import ShopCore
import Warikan

/// `shoptools split TOTAL (--people N | --weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) …`
enum SplitCommand {
    static let command = Command(name: name, summary: summary, help: help, options: options, run: run)
    static let name = "split"
    static let summary = "split a bill among people (割勘奉行)"
    static let options: [OptionSpec] = [
        OptionSpec(name: "people", short: "n"), OptionSpec(name: "weights", short: "w"),
        OptionSpec(name: "person", short: "p", repeatable: true), OptionSpec(name: "organizer"),
        OptionSpec(name: "round"), OptionSpec(name: "mode", short: "m"), OptionSpec(name: "currency", short: "c"),
        .flag("json"),
    ]
    static let help = """
        Usage: shoptools split TOTAL (--people N | --weights W,… | --person NAME[:WEIGHT|=AMOUNT] …) [options]

        Splits a bill (割り勘). Each share is rounded to a unit; the mode says who covers the difference.

        Arguments:
          TOTAL                    the bill: 23450, ¥23,450, $120.50, ２３４５０

        Who pays (exactly one way):
          -n, --people N           N people (1–100000), equal shares; person 1 is the organizer
          -w, --weights W,…        one positive weight a person (傾斜割り勘): 2,1.5,1,1,0.7
          -p, --person SPEC        a named person, repeated: NAME (weight 1), NAME:WEIGHT, or NAME=AMOUNT (pays
                                   exactly AMOUNT; the rest is split among the others)

        Options:
              --round UNIT         round each share to a multiple of UNIT: 100, 500, 0.25 (default: the minor unit)
          -m, --mode MODE          absorb  幹事負担: shares rounded down, the organizer pays what is left (default)
                                   up      切り上げ: shares rounded up, the surplus is kept for next time
              --organizer NAME     who absorbs the rest (default: the first person without a fixed amount)
          -c, --currency CODE      JPY (default), USD, EUR, GBP, KRW, CNY, TWD; also $SHOPTOOLS_CURRENCY
              --json               one JSON object with every payment, the organizer first
          -h, --help               show this help

        Examples:
          shoptools split 23450 --people 7 --round 100             6 pay ¥3,300, the organizer ¥3,650
          shoptools split 23450 --people 7 --round 100 --mode up   7 pay ¥3,400, ¥350 left for next time
          shoptools split 30000 --person Boss:2 --person Aki --person Ren --person Yui=3000 --round 100

        Nobody pays a negative amount: fixed amounts above the total are refused, and rounding down never
        asks the others for more than their exact share, so the organizer's part is at least their own.

        Exit status: 0 success, 64 usage error, 65 bad value, 74 I/O error.
        """

    static func run(_ arguments: Arguments, context: Context) throws(CLIError) {
        let split = try compute(arguments, context: context)
        context.stdout.write(
            arguments.has("json") ? SplitRenderer.json(split) + "\n" : SplitRenderer.human(split, named: arguments.has("person")))
    }

    /// Reads the arguments and splits: every value is checked before anything is computed.
    static func compute(_ arguments: Arguments, context: Context) throws(CLIError) -> Warikan.Split {
        guard let totalText = arguments.positionals.first else { throw .usage("missing TOTAL", command: name) }
        guard arguments.positionals.count == 1 else {
            throw .usage("unexpected argument \(quoted(arguments.positionals[1])); give one TOTAL", command: name)
        }
        let ways = ["people", "weights", "person"].filter(arguments.has)
        guard ways.count == 1 else {
            let problem = ways.isEmpty ? "missing who pays" : "conflicting options --\(ways.joined(separator: " and --"))"
            throw .usage("\(problem): give one of --people, --weights, or --person (repeated)", command: name)
        }
        let currency = try context.currency(arguments)
        let total = try Values.amount(totalText, currency: currency)
        let unit = try Values.unit(arguments, currency: currency)
        var mode = Warikan.Mode.organizerAbsorbs
        if let text = arguments.value("mode") {
            guard let chosen = Warikan.Mode(name: text) else {
                throw .data("unknown split mode \(quoted(text)); expected absorb (幹事負担) or up (切り上げ)")
            }
            mode = chosen
        }
        let people = try arguments.value("people").map { text throws(CLIError) in
            try Values.integer(text, what: "people", range: 1...Warikan.maximumPeople)
        }
        do throws(WarikanError) {
            if let people {
                if let organizer = arguments.value("organizer") {
                    return try Warikan.split(Money(total, currency), among: Warikan.participants(count: people),
                                             organizer: organizer, unit: unit, mode: mode)
                }
                return try Warikan.split(Money(total, currency), among: people, unit: unit, mode: mode)
            }
            let participants: [Warikan.Participant]
            if let weights = arguments.value("weights") {
                participants = try Warikan.participants(weights: weights)
            } else {
                let specs = arguments.allValues("person")
                guard specs.count <= Warikan.maximumPeople else { throw WarikanError.peopleOutOfRange(specs.count) }
                participants = try specs.map { spec throws(WarikanError) in try Warikan.Participant(parsing: spec, currency: currency) }
            }
            return try Warikan.split(Money(total, currency), among: participants, organizer: arguments.value("organizer"),
                                     unit: unit, mode: mode)
        } catch {
            throw .data(error)
        }
    }
}

/// How a split is shown.
enum SplitRenderer {
    /// A short table an organizer reads aloud: everyone by name when `named`,
    /// else equal amounts grouped ("6 × ¥3,300").
    static func human(_ split: Warikan.Split, named: Bool) -> String {
        let currency = split.total.currency
        func money(_ amount: Decimal) -> String { MoneyFormat.human(amount, currency) }
        let direction = split.mode == .organizerAbsorbs ? "down" : "up"
        var lines: [String] = []
        let how = split.mode == .organizerAbsorbs ? "幹事負担: the organizer pays what is left" : "切り上げ: everyone rounds up"
        lines.append("\(money(split.total.amount)) among \(split.people) \(split.people == 1 ? "person" : "people"), "
            + "rounded \(direction) to \(money(split.unit)) (\(how))")

        var rows: [(who: String, amount: String, note: String)] = []
        let organizer = split.organizer
        let extra = split.organizerExtra > 0 ? " (+\(money(split.organizerExtra)))" : ""
        if named {
            for payment in split.payments {
                var notes: [String] = []
                if payment.isOrganizer { notes.append("organizer" + extra) }
                switch payment.basis {
                case .fixed: notes.append("fixed")
                case .weight(let weight) where weight != 1: notes.append("weight \(MoneyFormat.plain(weight))")
                case .weight: break
                }
                rows.append((payment.name, money(payment.amount), notes.joined(separator: ", ")))
            }
        } else {
            // Equal amounts grouped, in order of first appearance; the organizer on a line of their own.
            var groups: [(amount: Decimal, count: Int)] = []
            for payment in split.payments.dropFirst() {
                if let index = groups.firstIndex(where: { $0.amount == payment.amount }) {
                    groups[index].count += 1
                } else {
                    groups.append((payment.amount, 1))
                }
            }
            let sameAsOthers = split.mode == .roundUp && groups.count == 1 && groups[0].amount == organizer.amount
            if sameAsOthers {
                rows.append(("\(split.people) ×", money(organizer.amount), "everyone"))
            } else {
                rows.append(("1 ×", money(organizer.amount), "organizer" + extra))
                for group in groups { rows.append(("\(group.count) ×", money(group.amount), "")) }
            }
        }
        let whoWidth = rows.map(\.who.count).max() ?? 0
        let amountWidth = rows.map(\.amount.count).max() ?? 0
        for row in rows {
            let who = row.who.padding(whoWidth)
            let amount = String(repeating: " ", count: amountWidth - row.amount.count) + row.amount
            lines.append("  " + who + " " + amount + (row.note.isEmpty ? "" : "  " + row.note))
        }
        if split.mode == .roundUp {
            lines.append("collected \(money(split.collected)); surplus \(money(split.surplus)) for next time (次にまわせるお金)")
        } else {
            lines.append("collected \(money(split.collected))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `--json` object.
    static func json(_ split: Warikan.Split) -> String {
        let currency = split.total.currency
        func machine(_ amount: Decimal) -> String { MoneyFormat.machine(amount, currency) }
        var object = JSONObject()
        object.add("currency", currency.code)
        object.add("total", machine(split.total.amount))
        object.add("people", split.people)
        object.add("unit", MoneyFormat.plain(split.unit))
        object.add("mode", split.mode.rawValue)
        object.add("share", split.share.map(machine))
        object.add("organizer", machine(split.organizer.amount))
        object.add("collected", machine(split.collected))
        object.add("surplus", machine(split.surplus))
        let payments = split.payments.map { payment in
            var entry = JSONObject()
            entry.add("name", payment.name)
            entry.add("amount", machine(payment.amount))
            entry.add("organizer", payment.isOrganizer)
            return entry.text
        }
        object.add("payments", raw: JSON.array(payments))
        return object.text
    }
}
