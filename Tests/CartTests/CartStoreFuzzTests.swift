import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// Any bytes as the cart file give a valid cart or `CartError.unreadable`,
/// never a trap, and a refused change leaves the bytes as they were.
@Suite final class CartStoreFuzzTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws {
        folder = try temporaryFolder("cart-fuzz")
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Numbers that have broken readers elsewhere: beyond Int, beyond UInt128, negative, huge scales.
    static let extremes = [
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "340282366920938463463374607431768211455",
        "340282366920938463463374607431768211456", "-1", "0", "1e5", "0.00000000000000000000000000000000000001",
        "1.84467440737095516160000000000000000001", "999999999999999.999999999999", "1000000", "1000001",
    ]

    /// A format 1 cart with every kind of line, as an older shoptools wrote it (no sums to stop a mutation early).
    static let oldCart = """
        {"shoptools":"cart","version":1,"currency":"JPY"}
        {"op":"add","amount":"6860","qty":1,"label":"coat","count":1,"total":"6860"}
        {"op":"add","amount":"2740","qty":2,"label":"scarf \\"wool\\" \\u00e9","count":2,"total":"12340"}
        {"op":"remove","index":1,"count":1,"total":"5480"}
        {"op":"undo","count":2,"total":"12340"}
        {"op":"clear","count":0,"total":"0"}
        {"op":"undo","count":2,"total":"12340"}
        {"op":"add","amount":"0.5","qty":3,"label":null,"count":3,"total":"12341.5"}

        """

    /// A format 2 cart made by the store.
    func newCart() throws -> [UInt8] {
        let store = try CartStore(path: path, currency: .jpy)
        try store.add(Cart.Item(amount: Money(6860, .jpy), label: "コート"))
        try store.add(Cart.Item(amount: Money(2740, .jpy), label: "scarf \"wool\"", quantity: 2))
        try store.remove(at: 1)
        try store.undo()
        try store.confirm(store.load().requestClear())
        try store.undo()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func mutated(_ original: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: if !bytes.isEmpty { bytes[at] = UInt8.random(in: 0...255, using: &random) }
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            case 3: bytes.removeSubrange(at...)
            case 4:  // a printable character where it matters most: digits, quotes, braces, commas, newlines
                if !bytes.isEmpty { bytes[at] = Array("0123456789-.\"{},:\n ".utf8).randomElement(using: &random)! }
            case 5:  // a whole line repeated or moved
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                guard let line = lines.randomElement(using: &random) else { break }
                var rebuilt = lines.map(Array.init)
                rebuilt.insert(Array(line), at: Int.random(in: 0...rebuilt.count, using: &random))
                bytes = Array(rebuilt.joined(separator: [UInt8(ascii: "\n")]))
            default:  // a number replaced by an extreme one
                let digits = bytes.indices.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
                guard let start = digits.randomElement(using: &random) else { break }
                var end = start
                while end < bytes.count,
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: ".")
                { end += 1 }
                bytes.replaceSubrange(start..<end, with: Array(extremes.randomElement(using: &random)!.utf8))
            }
        }
        return bytes
    }

    /// Reads `bytes` as the cart file with a fresh store: a cart or `unreadable`; then an add that, refused, writes nothing.
    func check(_ bytes: [UInt8], _ label: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let store = try CartStore(path: path, currency: .jpy)
        var loaded: Cart?
        do {
            loaded = try store.load()
            _ = (loaded?.total, loaded?.items.map { ($0.amount, $0.lineTotal) }, loaded?.history.count)
        } catch {
            #expect(isUnreadable(error), "\(label): \(error)")
        }
        do {
            let summary = try store.summary()
            if let loaded { #expect(summary == CartSummary(count: loaded.count, total: loaded.total), "\(label)") }
        } catch {
            #expect(isUnreadable(error), "\(label): \(error)")
            #expect(loaded == nil, "\(label): load read what summary refused")
        }
        do {
            let summary = try store.add(Cart.Item(amount: Money(1, .jpy)))
            #expect(loaded != nil, "\(label): added to a cart that does not load")
            let after = try CartStore(path: path, currency: .jpy).load()
            #expect(CartSummary(count: after.count, total: after.total) == summary, "\(label)")
        } catch {
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes, "\(label): refused, yet written: \(error)")
        }
        try? FileManager.default.removeItem(atPath: path + ".lock")
    }

    func isUnreadable(_ error: any Error) -> Bool {
        guard case .unreadable(let where_, _)? = error as? CartError else { return false }
        return where_ == path
    }

    @Test func mutatedCartFilesLoadOrAreRefused() throws {
        let new = try newCart()
        let old = Array(Self.oldCart.utf8)
        var random = SplitMix64(seed: 0x5EED_CA27)
        for round in 0..<400 {
            let original = round.isMultiple(of: 2) ? new : old
            try check(Self.mutated(original, &random), "round \(round)")
        }
    }

    /// Random bytes rarely keep a line adding up; these do, with an extreme number in each field.
    @Test(arguments: extremes)
    func extremeNumbersInEveryField(_ x: String) throws {
        let header = #"{"shoptools":"cart","version":1,"currency":"JPY"}"#
        let one = #"{"op":"add","amount":"1","qty":1,"label":null,"count":1,"total":"1"}"#
        let carts = [
            [#"{"op":"add","amount":"\#(x)","qty":1,"label":null,"count":1,"total":"\#(x)"}"#],
            [#"{"op":"add","amount":"1","qty":\#(x),"label":null,"count":1,"total":"\#(x)"}"#],
            [#"{"op":"add","amount":"1","qty":1,"label":null,"count":\#(x),"total":"1"}"#],
            [one, #"{"op":"remove","index":\#(x),"count":0,"total":"0"}"#],
            [one, #"{"op":"undo","count":0,"total":"0"}"#, #"{"op":"undo","count":\#(x),"total":"\#(x)"}"#],
            [one, #"{"op":"clear","count":0,"total":"\#(x)"}"#],
        ]
        for (index, lines) in carts.enumerated() {
            try check(Array(([header] + lines).map { $0 + "\n" }.joined().utf8), "\(x) in cart \(index)")
        }
    }

    @Test func aMutatedRecordNeverChangesWhatIsRead() throws {
        let bytes = try newCart()
        let truth = try CartStore(path: path, currency: .jpy).load()
        let record = Array(try Data(contentsOf: URL(fileURLWithPath: path + ".lock")))
        var random = SplitMix64(seed: 0x10C4)
        for round in 0..<200 {
            try Data(Self.mutated(record, &random)).write(to: URL(fileURLWithPath: path + ".lock"))
            let store = try CartStore(path: path, currency: .jpy)
            #expect(try store.summary() == CartSummary(count: truth.count, total: truth.total), "round \(round)")
            #expect(try store.load() == truth, "round \(round)")
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
        }
    }
}
