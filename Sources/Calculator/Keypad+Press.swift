import ShopCore
import Tax

extension Keypad {
    /// An operand waiting for its right-hand side, or the operation `=` repeats.
    struct Step: Equatable, Sendable {
        var value: Fraction
        var op: Operator
    }

    /// Presses `key`.
    ///
    /// In the error state every key but ``Key/allClear`` and
    /// ``Key/clearEntry`` is ignored.
    public mutating func press(_ key: Key) {
        if failure != nil, key != .allClear, key != .clearEntry { return }
        do {
            try apply(key)
        } catch {
            failure = error
            phase = .shown
            pending = []
        }
    }

    /// Presses every key of `keys` in turn.
    public mutating func press(_ keys: [Key]) {
        for key in keys { press(key) }
    }

    /// Presses the keys `text` spells (see ``Key/sequence(_:)``): `1980 × 3 = M+`.
    /// - Throws: ``KeypadError/unknownKey(_:)`` before any key is pressed.
    public mutating func press(keys text: String) throws(KeypadError) {
        press(try Key.sequence(text))
    }

    private mutating func apply(_ key: Key) throws(Failure) {
        // CASIO式: `+` and `−` right after `%` add or take the percentage; any other key forgets it.
        let percentBase = self.percentBase
        self.percentBase = nil
        let recalled = isRecalled
        isRecalled = false
        let percentShown = isPercentShown
        isPercentShown = false
        switch key {
        case .digit(let digit):
            guard (0...9).contains(digit) else { return }
            type { $0.append(digits: String(digit)) }
        case .doubleZero: type { $0.append(digits: "00") }
        case .point: type { $0.appendPoint() }
        case .backspace:
            if case .entering(var entry) = phase {
                entry.deleteLast()
                phase = .entering(entry)
            }
        case .changeSign: changeSign()
        case .op(let op):
            if convention.isDesk { try deskPress(op, after: percentBase) } else { try press(op) }
        case .equals:
            if convention.isDesk {
                try deskEquals(afterPercent: percentShown)
            } else {
                try show(try equals(), addingToGrandTotal: true)
            }
        case .percent:
            if convention.isDesk { try deskPercent() } else { try percent() }
        case .allClear:
            self = Keypad(convention: convention, taxRate: taxRate, currency: currency, taxRounding: taxRounding)
                .with(memory: memory)
        case .clearEntry:
            if failure != nil {
                self = Keypad(convention: convention, taxRate: taxRate, currency: currency, taxRounding: taxRounding)
                    .with(memory: memory, grandTotal: grandTotal)
            } else {
                phase = .entering(Entry())
            }
        case .memoryPlus, .memoryMinus:
            var typed = false
            if case .entering = phase { typed = true }
            let value = convention.isDesk ? try deskCompleted(applyingConstant: recalled || typed) : try completed()
            let memory = try Self.checked { () throws(ShopCoreError) in
                key == .memoryPlus ? try self.memory + value : try self.memory - value
            }
            try show(value)
            self.memory = memory
        case .memoryRecall:
            try show(memory)
            isRecalled = convention == .casio
        case .memoryClear: memory = .zero
        case .grandTotal:
            try show(grandTotal)
            isRecalled = convention == .casio
        case .taxIncluded, .taxExcluded:
            let value = convention.isDesk ? try deskCompleted(applyingConstant: false) : try completed()
            try show(try taxed(value, basis: key == .taxIncluded ? .excluded : .included))
        }
    }

    private func with(memory: Fraction, grandTotal: Fraction = .zero) -> Keypad {
        var keypad = self
        keypad.memory = memory
        keypad.grandTotal = grandTotal
        return keypad
    }

    /// Types into the entry, starting a new one unless one is being typed.
    private mutating func type(_ edit: (inout Entry) -> Void) {
        var entry: Entry
        switch phase {
        case .entering(let current): entry = current
        case .awaitingOperand(let negative): entry = Entry(negative: negative)
        case .shown: entry = Entry()
        }
        edit(&entry)
        phase = .entering(entry)
    }

    private mutating func changeSign() {
        switch phase {
        case .entering(var entry):
            entry.negative.toggle()
            phase = .entering(entry)
        case .awaitingOperand(let negative): phase = .awaitingOperand(negative: !negative)
        case .shown where convention == .phone && shownValue.isZero:
            // As on the iPhone, `± 5` on a fresh display types -5.
            phase = .entering(Entry(negative: true))
        case .shown: shownValue = shownValue.negated
        }
    }

    /// The operand the display holds: the entry, or the value shown.
    var current: Fraction {
        if case .entering(let entry) = phase { return entry.value }
        return shownValue
    }

    private mutating func press(_ op: Operator) throws(Failure) {
        if case .awaitingOperand(let negative) = phase, let top = pending.last {
            if op == .subtract, top.op.isMultiplicative, !negative {
                phase = .awaitingOperand(negative: true)
                return
            }
            // The last of several operators counts.
            pending.removeLast()
            try push(top.value, op)
        } else {
            try push(current, op)
        }
        phase = .awaitingOperand(negative: false)
    }

    /// Puts `value op` on the pending steps, first doing what may be done:
    /// a waiting × or ÷, and before a + or − everything.
    private mutating func push(_ value: Fraction, _ op: Operator) throws(Failure) {
        var value = value
        while let top = pending.last, !op.isMultiplicative || top.op.isMultiplicative {
            value = try Self.combine(top.value, top.op, value)
            pending.removeLast()
        }
        try show(value)
        pending.append(Step(value: value, op: op))
    }

    /// The result of `=`, recording what another `=` repeats.
    private mutating func equals() throws(Failure) -> Fraction {
        if let top = pending.last {
            let operand = phase == .awaitingOperand(negative: false) ? top.value : current
            lastStep = Step(value: operand, op: top.op)
            return try collapse(operand)
        }
        if let last = lastStep { return try Self.combine(current, last.op, last.value) }
        return current
    }

    /// The pending calculation completed with the display as its last operand.
    private mutating func completed() throws(Failure) -> Fraction {
        guard let top = pending.last else { return current }
        let operand: Fraction
        if case .awaitingOperand = phase { operand = top.value } else { operand = current }
        return try collapse(operand)
    }

    /// Every pending step applied to `operand`, innermost first.
    private mutating func collapse(_ operand: Fraction) throws(Failure) -> Fraction {
        var value = operand
        while let top = pending.popLast() { value = try Self.combine(top.value, top.op, value) }
        return value
    }

    private mutating func percent() throws(Failure) {
        var operand = current
        if case .awaitingOperand = phase, let top = pending.last { operand = top.value }
        let hundredth = try Self.checked { () throws(ShopCoreError) in try operand / Fraction(100) }
        guard let top = pending.last, !top.op.isMultiplicative else { return try show(hundredth) }
        try show(try Self.checked { () throws(ShopCoreError) in try top.value * hundredth })
    }

    /// Shows `value` as a result: a digit after it starts a new number.
    mutating func show(_ value: Fraction, addingToGrandTotal: Bool = false) throws(Failure) {
        guard value.magnitude < Self.limit else { throw .overflow }
        if addingToGrandTotal {
            grandTotal = try Self.checked { () throws(ShopCoreError) in try grandTotal + value }
        }
        shownValue = value
        phase = .shown
    }

    /// 10^12: the first value whose whole part has 13 digits.
    static let limit = Fraction(1_000_000_000_000)

    static func combine(_ a: Fraction, _ op: Operator, _ b: Fraction) throws(Failure) -> Fraction {
        try checked { () throws(ShopCoreError) in
            switch op {
            case .add: return try a + b
            case .subtract: return try a - b
            case .multiply: return try a * b
            case .divide: return try a / b
            }
        }
    }

    /// The money core's errors as the display's.
    static func checked(_ body: () throws(ShopCoreError) -> Fraction) throws(Failure) -> Fraction {
        do {
            return try body()
        } catch .divisionByZero {
            throw .divisionByZero
        } catch {
            throw .overflow
        }
    }

    /// `value` with the tax added (`basis` excluded) or taken out (included):
    /// the tax on the exact value, rounded as ``/Tax/TaxedPrice`` rounds it,
    /// then added or subtracted exactly (`1000 ÷ 3 =` 税込 is 1000/3 + 33); a
    /// value below zero is taxed as its magnitude and keeps its sign (a refund).
    private func taxed(_ value: Fraction, basis: TaxBasis) throws(Failure) -> Fraction {
        let tax: ExactDecimal
        do {
            tax = try taxRate.tax(on: value.magnitude, basis: basis, rounding: taxRounding, currency: currency)
        } catch {
            throw .overflow
        }
        let result = try Self.checked { () throws(ShopCoreError) in
            basis == .excluded ? try value.magnitude + Fraction(tax) : try value.magnitude - Fraction(tax)
        }
        return value.isNegative ? result.negated : result
    }
}

extension Keypad.Failure: Error {}
