import ShopCore
import Tax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Cart {
    /// One change as the cart keeps it for `undo`: a ``Change`` without the copy of an added item.
    ///
    /// The item an add put in is the last item whenever that add is the last step (every later step was
    /// taken back first), so the step needs nothing of it: a cart of 100,000 items keeps each item once, not
    /// once in ``items`` and again in its history. The other steps keep the items they took out, as
    /// ``Change`` does, each in a box of its own, so that a step is a word in the cart's list of steps
    /// whatever it holds (unboxed, every add's step would take the room of a removal's item).
    indirect enum Step: Sendable, Hashable {
        case added
        case removed(Item, index: Int)
        case removedOffsets([Item], offsets: [Int])
        case cleared([Item], coupons: [Coupon])
        case couponAdded(Coupon)
        case couponsCleared([Coupon])
        case budgetChanged(from: Money?, to: Money?)
    }

    /// Changes, oldest first; `undo` takes back the last.
    ///
    /// Made when asked for, by walking the steps back from the items as they are now: O(n) in the
    /// items and the changes. ``lastChange`` is the one `undo` takes back, in O(1).
    public var history: [Change] {
        var items = self.items
        var changes: [Change] = []
        changes.reserveCapacity(steps.count)
        for step in steps.reversed() {
            guard let change = change(step, items: items) else { break }
            changes.append(change)
            // The items as they were before this step.
            switch step {
            case .added: items.removeLast()
            case .removed(let item, let index): items.insert(item, at: index - 1)
            case .removedOffsets(let restored, let offsets):
                for (item, offset) in zip(restored, offsets) { items.insert(item, at: offset) }
            case .cleared(let restored, coupons: _): items = restored
            case .couponAdded, .couponsCleared, .budgetChanged: break
            }
        }
        return changes.reversed()
    }

    /// The change ``undo()`` takes back next; nil when there is none.
    public var lastChange: Change? {
        steps.last.flatMap { change($0, items: items) }
    }

    /// How many changes ``undo()`` can take back, one after another.
    public var undoCount: Int { steps.count }

    /// `step` as a ``Change``, the cart's items being `items` just after it.
    ///
    /// nil only for an add with no item after it, which no cart holds.
    func change(_ step: Step, items: [Item]) -> Change? {
        switch step {
        case .added: return items.last.map(Change.added)
        case .removed(let item, let index): return .removed(item, index: index)
        case .removedOffsets(let restored, let offsets): return .removedOffsets(restored, offsets: offsets)
        case .cleared(let restored, let coupons): return .cleared(restored, coupons: coupons)
        case .couponAdded(let coupon): return .couponAdded(coupon)
        case .couponsCleared(let restored): return .couponsCleared(restored)
        case .budgetChanged(let from, let to): return .budgetChanged(from: from, to: to)
        }
    }

    /// An item's id as the cart's set of ids keeps it: its two halves, hashed as two words rather than
    /// sixteen bytes one by one.
    struct ItemKey: Hashable, Sendable {
        let high: UInt64
        let low: UInt64

        init(_ id: UUID) {
            let bytes = id.uuid
            high = withUnsafeBytes(of: bytes) { $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self) }
            low = withUnsafeBytes(of: bytes) { $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(high)
            hasher.combine(low)
        }
    }
}
