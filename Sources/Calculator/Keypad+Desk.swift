import ShopCore

/// The keys that work otherwise on a desk calculator (電卓): each operator at
/// once, `%` completing the calculation, and what `=` repeats, as SHARP式
/// and CASIO式 do them (``Keypad/Convention``).
extension Keypad {
    /// An operator: the waiting calculation is done and the operator waits
    /// for its right-hand side.
    ///
    /// Several in a row: the last counts (`5 × − 3 =`
    /// is 2), except that CASIO式 takes the same one twice as a constant (K).
    mutating func deskPress(_ op: Operator, after percentBase: Step?) throws(Failure) {
        constant = nil
        if case .awaitingOperand = phase, let top = pending.last {
            if convention == .casio, top.op == op {
                // `2 × ×`: K is × 2; the display keeps 2 and the next number starts fresh.
                constant = top
                pending = []
                lastStep = nil
                try show(top.value)
                return
            }
            pending[pending.count - 1].op = op
            phase = .awaitingOperand(negative: false)
            return
        }
        var value = current
        if let base = percentBase, phase == .shown, let added = try Self.percentFollowUp(base, shown: value, op) {
            value = added
        } else if let top = pending.popLast() {
            value = try Self.combine(top.value, top.op, value)
        }
        try show(value)
        pending = [Step(value: value, op: op)]
        lastStep = nil
        phase = .awaitingOperand(negative: false)
    }

    /// CASIO式 after `%`: `a × b %` then `+` is a plus the percentage, `−`
    /// a less it (`100 × 10 % +` is 110, `−` 90); `a + b %` (mark-up) then `−`
    /// is the margin (`120 + 25 % −` is 40).
    ///
    /// nil for any other pair.
    private static func percentFollowUp(_ base: Step, shown: Fraction, _ op: Operator) throws(Failure) -> Fraction? {
        switch (base.op, op) {
        case (.multiply, .add): return try combine(base.value, .add, shown)
        case (.multiply, .subtract): return try combine(base.value, .subtract, shown)
        case (.add, .subtract): return try combine(shown, .subtract, base.value)
        default: return nil
        }
    }

    /// `=`: the waiting calculation with the display as its right-hand side
    /// (`a op =` uses a: `2 × =` is 4; SHARP式 `4 ÷ =` is the reciprocal,
    /// 0.25); with none, the constant applied to the display.
    ///
    /// The result goes to the grand total; a `=` that computes nothing adds
    /// nothing, as SHARP式's `=` right after `%` (`afterPercent`), which keeps
    /// what `%` showed.
    mutating func deskEquals(afterPercent: Bool) throws(Failure) {
        guard let top = pending.popLast() else {
            guard let kept = constant ?? lastStep, !afterPercent else { return try show(current) }
            return try show(try Self.applying(kept, to: current), addingToGrandTotal: true)
        }
        let operand: Fraction
        let result: Fraction
        if phase == .awaitingOperand(negative: false) {
            operand = top.value
            result =
                convention == .sharp && top.op == .divide
                ? try Self.combine(.one, .divide, operand) : try Self.combine(top.value, top.op, operand)
        } else {
            operand = current
            result = try Self.combine(top.value, top.op, operand)
        }
        // SHARP式 keeps the first factor of ×, the second operand of + − ÷; CASIO式 keeps nothing without K.
        if convention == .sharp { lastStep = Step(value: top.op == .multiply ? top.value : operand, op: top.op) }
        try show(result, addingToGrandTotal: true)
    }

    /// `value × display` for a kept `×`, `display op value` for the others.
    static func applying(_ kept: Step, to display: Fraction) throws(Failure) -> Fraction {
        kept.op == .multiply ? try combine(kept.value, .multiply, display) : try combine(display, kept.op, kept.value)
    }

    /// `%` completes the calculation as `=` does, and its result goes to the grand total.
    ///
    /// On a desk calculator, with a and b as typed (`a op b %`):
    ///
    /// ```
    /// op | SHARP式                 | CASIO式
    /// ---+-------------------------+------------------------------
    /// +  | a + a × b/100 (220)     | a ÷ (1 − b/100), mark-up (300)
    /// −  | a − a × b/100 (180)     | (a − b) ÷ b × 100 (-34)
    /// ×  | a × b/100 (20)          | a × b/100 (20)
    /// ÷  | a ÷ b × 100 (5)         | a ÷ b × 100 (5)
    /// ```
    ///
    /// (200 + 10 %, 200 − 10 %, 198 + 34 %, 198 − 300 %, 200 × 10 %, 10 ÷ 200 %.)
    ///
    /// With no operator waiting, `%` takes the number on the display as b of
    /// the constant: CASIO式's K (`20 ÷ ÷ 10 %` is 10 ÷ 20 × 100 = 50, `2 × × 50 %`
    /// is 1, `100 − − 125 %` the mark-up 25), and SHARP式's kept `× a` or `÷ b`,
    /// which `%` keeps as `=` does (`10 ÷ 20 % 8 %` is 40). With no constant
    /// either, `%` divides the display by 100.
    mutating func deskPercent() throws(Failure) {
        guard let top = pending.popLast() else {
            let x = current
            if let constant {
                // K in b's place (× takes it as a), the display in a's: K × x/100, x ÷ K × 100, (x − K) ÷ K × 100.
                let result =
                    constant.op == .multiply
                    ? try percentage(constant.value, .multiply, x) : try percentage(x, constant.op, constant.value)
                try show(result, addingToGrandTotal: true)
                // The device's M+ then does `=` with K first, as on a number typed (`20 ÷ ÷ 10 % M+` stores 2.5).
                isRecalled = true
                return
            }
            if convention == .sharp, let kept = lastStep, kept.op.isMultiplicative {
                let result =
                    kept.op == .multiply ? try percentage(kept.value, .multiply, x) : try percentage(x, .divide, kept.value)
                try show(result, addingToGrandTotal: true)
                isPercentShown = true
                return
            }
            lastStep = nil
            return try show(try Self.checked { () throws(ShopCoreError) in try x / Fraction(100) })
        }
        let a = top.value
        let b: Fraction
        if case .awaitingOperand = phase { b = a } else { b = current }
        try show(try percentage(a, top.op, b), addingToGrandTotal: true)
        // SHARP式 keeps what `=` keeps for × and ÷ (the first factor, the divisor), so `8 %` and `8 =` use it.
        lastStep = convention == .sharp && top.op.isMultiplicative ? Step(value: top.op == .multiply ? a : b, op: top.op) : nil
        isPercentShown = convention == .sharp
        if convention == .casio, top.op == .multiply || top.op == .add { percentBase = top }
    }

    /// `a op b %` by the convention's rule (the table of ``deskPercent()``).
    private func percentage(_ a: Fraction, _ op: Operator, _ b: Fraction) throws(Failure) -> Fraction {
        let convention = self.convention
        return try Self.checked { () throws(ShopCoreError) in
            let hundred = Fraction(100)
            switch (convention, op) {
            case (.casio, .add): return try a * hundred / (hundred - b)
            case (.casio, .subtract): return try (a - b) / b * hundred
            case (_, .add): return try a + a * b / hundred
            case (_, .subtract): return try a - a * b / hundred
            case (_, .multiply): return try a * b / hundred
            case (_, .divide): return try a / b * hundred
            }
        }
    }

    /// What `M+`, `M−` and the tax keys take: the waiting calculation
    /// completed as `=` would (without the grand total); with none, CASIO式's
    /// constant applied to the display when `applyingConstant` (`M+` on a
    /// number typed or recalled, as the device's `M+` does `=` first).
    mutating func deskCompleted(applyingConstant: Bool) throws(Failure) -> Fraction {
        if let top = pending.popLast() {
            let operand: Fraction
            if case .awaitingOperand = phase { operand = top.value } else { operand = current }
            if convention == .sharp, top.op == .divide, phase == .awaitingOperand(negative: false) {
                return try Self.combine(.one, .divide, operand)
            }
            return try Self.combine(top.value, top.op, operand)
        }
        if let constant, applyingConstant { return try Self.applying(constant, to: current) }
        return current
    }
}
