// Adds N items to a cart file through the Cart library, as the REPL does (one
// CartStore for the session, every add fsynced, the summary-only quick add),
// and reports the time per add at the start and at the end, and how long
// loading the full cart takes. Then does the same with the add that returns
// the whole cart, as an app does (the cart is remembered by the store, so
// that add stays flat too as long as the caller does not keep every cart).
//
//     swift run -c release cart-bench [ITEMS] [PATH]
//
// scripts/bench runs it, then does the same through the shoptools CLI.

import Cart
import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

let arguments = CommandLine.arguments
let items = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let path = arguments.count > 2 ? arguments[2] : "/tmp/shoptools-cart-bench-\(getpid()).json"
unlink(path)
unlink(path + ".lock")
let window = min(1000, items / 2)

do {
    let store = try CartStore(path: path, currency: .jpy)
    _ = try store.load()
    /// Time per add over the first and the last `window` adds.
    func run(_ add: (Cart.Item) throws -> Void) throws -> (first: UInt64, last: UInt64) {
        var first: UInt64 = 0, last: UInt64 = 0
        for index in 0..<items {
            let item = try Cart.Item(amount: Money(980, .jpy), label: "bench")
            let start = now()
            try add(item)
            let elapsed = now() - start
            if index < window { first += elapsed }
            if index >= items - window { last += elapsed }
        }
        return (first, last)
    }
    let (first, last) = try run { item in try store.add(item) }
    let loadStart = now()
    let cart = try CartStore(path: path, currency: .jpy).load()
    let loadTime = now() - loadStart
    let tailStart = now()
    let summary = try CartStore(path: path, currency: .jpy).summary()
    let tailTime = now() - tailStart
    func microseconds(_ total: UInt64) -> String {
        let tenths = total / UInt64(window) / 100
        return "\(tenths / 10).\(tenths % 10) µs"
    }
    print(
        "library   \(items) adds through one CartStore (fsync each): first \(window): \(microseconds(first)) per add; last \(window): \(microseconds(last)) per add"
    )
    unlink(path)
    unlink(path + ".lock")
    let appStore = try CartStore(path: path, currency: .jpy)
    let app = try run { item in let _: Cart = try appStore.add(item) }
    print(
        "library   \(items) adds returning the cart (an app's store): first \(window): \(microseconds(app.first)) per add; last \(window): \(microseconds(app.last)) per add"
    )
    print(
        "library   full load of \(cart.count) items (REPL start): \(loadTime / 1_000_000) ms; count and total from the tail: \(tailTime / 1000) µs (\(summary.total))"
    )
} catch {
    print("cart-bench: \(error)")
    exit(1)
}
unlink(path)
unlink(path + ".lock")
