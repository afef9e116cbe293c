import ShopCore

/// Each expense's exact parts as reading the group computed them (its check, with the place
/// of any error), kept so that settling does not compute them a second time.
///
/// It is no part of the group's value: groups are equal, hash and encode alike with or without
/// it. A part is used only for the very expense it was computed for, among the same people and
/// changes; an expense changed or added since, or a group made in code, has its parts computed
/// when it is settled.
struct PartsMemo: Sendable, Hashable {
    /// The expense as it was checked, and its parts.
    private struct Entry: Sendable {
        let expense: Expense
        let parts: ExactParts
    }

    private var people: [String] = []
    private var changes: [Group.Change] = []
    private var entries: [Int: Entry] = [:]

    /// Notes `expense`'s parts.
    mutating func remember(_ expense: Expense, _ parts: ExactParts) {
        entries[expense.id] = Entry(expense: expense, parts: parts)
    }

    /// Marks the parts as those of `group`'s people and changes, once it is read whole.
    mutating func seal(_ group: Group) {
        people = group.people
        changes = group.changes
    }

    /// The parts of `expense` when they were computed for it, in `group` as it is.
    func parts(of expense: Expense, validFor isValid: Bool) -> ExactParts? {
        guard isValid, let entry = entries[expense.id], entry.expense == expense else { return nil }
        return entry.parts
    }

    /// True when the parts were computed among `group`'s people and changes.
    func holds(for group: Group) -> Bool {
        !entries.isEmpty && people == group.people && changes == group.changes
    }

    static func == (lhs: PartsMemo, rhs: PartsMemo) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
