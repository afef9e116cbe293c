import FoundationEssentials
import ShopCore

/// The cart file's format: a journal of changes, one JSON object a line.
///
/// ```
/// {"shoptools":"cart","version":1,"currency":"JPY"}
/// {"op":"add","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860"}
/// {"op":"add","amount":"2740","qty":2,"label":null,"count":2,"total":"12340"}
/// {"op":"remove","index":1,"count":1,"total":"5480"}
/// {"op":"undo","count":2,"total":"12340"}
/// {"op":"clear","count":0,"total":"0"}
/// ```
///
/// Why a journal and not one JSON document rewritten on every change: a
/// change appends one short line (one `write`, one `fsync`), so adding to a
/// cart of 100,000 items costs what adding to an empty one does; a rewrite
/// would write megabytes each time. Every line carries the count and total
/// after its change, so `add` from the command line reads only the first
/// line and the last, and a full load checks every line against them. The
/// history is the journal itself, so `undo` works across processes.
///
/// A `kill -9` can stop a writer before or after its single `write`, never
/// inside it, so the file holds the old cart or the new one. A last line
/// without its newline (a write cut short by a crash of the machine) is not
/// part of the cart; the next writer removes it. Anything else that does not
/// read as this format is reported and the file is left as it is.
enum Journal {
    static let formatVersion = 1

    /// One change as read back, with the count and total recorded after it.
    struct Entry {
        enum Operation {
            case add(Cart.Item)
            case remove(index: Int)
            case clear
            case undo
        }
        let operation: Operation
        let count: Int
        let total: ExactDecimal
    }

    // MARK: - Writing

    static func headerLine(_ currency: Currency) -> String {
        FlatJSON.encode([("shoptools", .string("cart")), ("version", .integer(formatVersion)), ("currency", .string(currency.code))]) + "\n"
    }

    /// The line recording `operation`, given the cart as it is after it.
    static func line(_ operation: Entry.Operation, after cart: Cart) -> String {
        line(operation, count: cart.count, total: cart.totalExact)
    }

    static func line(_ operation: Entry.Operation, count: Int, total: ExactDecimal) -> String {
        var fields: [(String, FlatJSON.Value)]
        switch operation {
        case .add(let item):
            fields = [("op", .string("add")), ("amount", .string(item.exactAmount.plainText)), ("qty", .integer(item.quantity)),
                      ("label", item.label.map(FlatJSON.Value.string) ?? .null)]
        case .remove(let index): fields = [("op", .string("remove")), ("index", .integer(index))]
        case .clear: fields = [("op", .string("clear"))]
        case .undo: fields = [("op", .string("undo"))]
        }
        fields.append(("count", .integer(count)))
        fields.append(("total", .string(total.plainText)))
        return FlatJSON.encode(fields) + "\n"
    }

    // MARK: - Reading

    /// Reads the header line.
    static func header(_ line: UnsafeBufferPointer<UInt8>, path: String) throws(CartError) -> Currency {
        guard let object = FlatJSON.decode(line), object["shoptools"] == .string("cart") else {
            throw .unreadable(path: path, reason: "not a shoptools cart")
        }
        guard case .integer(let version) = object["version"] else {
            throw .unreadable(path: path, reason: "not a shoptools cart")
        }
        guard version <= formatVersion else {
            throw .unreadable(path: path, reason: "format version \(version) is newer than this shoptools reads (\(formatVersion))")
        }
        guard case .string(let code) = object["currency"], let currency = try? Currency(code: code) else {
            throw .unreadable(path: path, reason: "unknown currency in the header")
        }
        return currency
    }

    /// Reads one change line.
    static func entry(_ line: UnsafeBufferPointer<UInt8>, number: Int, path: String) throws(CartError) -> Entry {
        let damaged = CartError.unreadable(path: path, reason: "line \(number) is not a cart change")
        guard let object = FlatJSON.decode(line),
              case .string(let op) = object["op"],
              case .integer(let count) = object["count"], count >= 0,
              case .string(let totalText) = object["total"],
              let total = ExactDecimal(plain: totalText)
        else { throw damaged }
        let operation: Entry.Operation
        switch op {
        case "add":
            guard case .string(let amountText) = object["amount"],
                  let amount = ExactDecimal(plain: amountText),
                  case .integer(let quantity) = object["qty"]
            else { throw damaged }
            let label: String?
            switch object["label"] {
            case .string(let text): label = text
            case .null, nil: label = nil
            default: throw damaged
            }
            do {
                operation = .add(try Cart.Item(exact: amount, label: label, quantity: quantity))
            } catch {
                throw .unreadable(path: path, reason: "line \(number): \(error)")
            }
        case "remove":
            guard case .integer(let index) = object["index"] else { throw damaged }
            operation = .remove(index: index)
        case "clear": operation = .clear
        case "undo": operation = .undo
        default: throw damaged
        }
        return Entry(operation: operation, count: count, total: total)
    }

    /// Applies a read change to `cart` and checks the count and total it recorded.
    static func apply(_ entry: Entry, to cart: inout Cart, number: Int, path: String) throws(CartError) {
        do {
            switch entry.operation {
            case .add(let item): try cart.add(item)
            case .remove(let index): try cart.remove(at: index)
            case .clear: cart.clearConfirmed()
            case .undo: try cart.undo()
            }
        } catch {
            throw .unreadable(path: path, reason: "line \(number): \(error)")
        }
        guard cart.count == entry.count, cart.totalExact == entry.total else {
            throw .unreadable(path: path, reason: "line \(number) does not add up")
        }
    }
}
