import Cart
import Foundation
import ShopCore
import TestSupport
import Testing

/// What `scripts/fuzz cart-journal` found, kept from coming back: each input exactly as found
/// (also a seed in `Fuzz/corpus/cart-journal/`).
@Suite final class CartFuzzRegressionTests {
    let folder: String
    var path: String { folder + "/cart.json" }

    init() throws { folder = try temporaryFolder("cart-fuzz") }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Reads `text` as a cart file: the error both reads give, and that nothing was written.
    func readingError(_ text: String) throws -> CartError? {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let store = try CartStore(path: path, currency: .jpy)
        var errors: [CartError] = []
        do { _ = try store.summary() } catch { errors.append(error) }
        do { _ = try store.load() } catch { errors.append(error) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "the file was written to")
        #expect(errors.count == 2 && errors.first == errors.last, "\(errors)")
        return errors.first
    }

    /// `finding-offset-runs-out-of-memory`: a cart file of 872 bytes whose `remove-offsets` line,
    /// thirty runs of ten million offsets, asked for 2.4 GB before the offsets met the cart
    /// (libFuzzer: out-of-memory).
    ///
    /// The runs together may name ten million offsets at most.
    @Test func offsetRunsBeyondTenMillionInAllAreDamage() throws {
        let text = [
            #"{"shoptools":"cart","version":3,"currency":"JPY","sum":"d95af3f3f9167932"}"#,
            #"{"op":"add","id":"9B0F3C1E-5A2D-4E6F-8A1B-2C3D4E5F6071","amount":"100","qty":1,"label":null,"count":1,"total":"100","sum":"c9a84e4f3b8be36d"}"#,
            #"{"op":"remove-offsets","offsets":"0-9999999,10000000-19999999,20000000-29999999,30000000-39999999,40000000-49999999,50000000-59999999,60000000-69999999,70000000-79999999,80000000-89999999,90000000-99999999,100000000-109999999,110000000-119999999,120000000-129999999,130000000-139999999,140000000-149999999,150000000-159999999,160000000-169999999,170000000-179999999,180000000-189999999,190000000-199999999,200000000-209999999,210000000-219999999,220000000-229999999,230000000-239999999,240000000-249999999,250000000-259999999,260000000-269999999,270000000-279999999,280000000-289999999,290000000-299999999","count":0,"total":"0","sum":"1219d9d2a239b59d"}"#,
        ].map { $0 + "\n" }.joined()
        #expect(try readingError(text) == .unreadable(path: path, damage: .notAChange(line: 3)))
    }
}
