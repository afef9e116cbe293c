import ShopCore
import ShopText
import Warikan
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The 割勘奉行 screen: a total, a head count or named people, a unit, a mode.
@MainActor final class WarikanScreen {
    var people: [Warikan.Participant] = []
    var headCount = 2
    var unit: Decimal = 100
    var mode = Warikan.Mode.organizerAbsorbs
    private(set) var total: Money?
    private(set) var error: String?
    let language: Language

    init(language: Language) { self.language = language }

    func typeTotal(_ text: String) {
        if case .amount(let money) = TypedAmount.read(text, currency: .jpy) { total = money }
    }

    /// One row a person, in the order given: a `List` identifies them by `Payment.id`.
    func rows() -> [(id: String, text: String)] {
        error = nil
        guard let total else { return [] }
        do {
            let split =
                people.isEmpty
                ? try Warikan.split(total, among: headCount, unit: unit, mode: mode)
                : try Warikan.split(total, among: people, unit: unit, mode: mode)
            return split.payments.map { payment in
                let who = SplitText.name(payment, in: language)
                let note = payment.isOrganizer ? " " + SplitText.organizer(extra: split.organizerExtra, in: language) : ""
                return (payment.id, "\(who): \(payment.amount.text(in: language))\(note)")
            } + [("footer", SplitText.footer(split, in: language))]
        } catch {
            self.error = error.localizedDescription(in: language)
            return []
        }
    }
}
