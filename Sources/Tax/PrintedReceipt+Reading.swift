import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PrintedReceipt {
    /// The receipt a file transcribes: one thing a line, `#` comments, in English words or as a
    /// Japanese receipt prints them (see the file format in the Tax documentation).
    /// - Parameters:
    ///   - bytes: the file's content, UTF-8.
    ///   - name: the file's name for errors (`-` for standard input).
    ///   - currency: the receipt's currency.
    /// - Throws: the ``ReceiptError`` of the first line that is wrong, at its place, with the line.
    public init(
        reading bytes: [UInt8], named name: String? = nil, currency: Currency = .default
    )
        throws(LocatedError<ReceiptError>)
    {
        let file: LineFile
        do {
            file = try LineFile(bytes: bytes, name: name)
        } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        var reader = ReceiptReader(file: file, currency: currency)
        for line in file.lines { try reader.read(line) }
        guard !reader.receipt.items.isEmpty || !reader.receipt.printed.isEmpty else { throw file.located(.empty) }
        self = reader.receipt
    }
}

/// Reads a receipt file a line at a time.
private struct ReceiptReader {
    let file: LineFile
    var receipt: PrintedReceipt
    /// The rate of the last rate's total read, for a tax line under it that names none.
    var lastTaxableRate: Percentage?

    init(file: LineFile, currency: Currency) {
        self.file = file
        receipt = PrintedReceipt(currency: currency, items: [], printed: [])
    }

    /// The words of the Japanese receipt and their meaning.
    enum Word {
        case taxable, includedTax, tax, excludedTax, total, subtotal, tendered, change, discount, percentDiscount
    }

    static let words = Keywords<Word>([
        ["taxable", "対象", "対象額", "課税対象", "課税対象額"]: .taxable,
        ["内消費税", "内消費税等", "内税", "うち消費税", "(内消費税)", "(内消費税等)"]: .includedTax,
        ["tax", "消費税", "消費税等"]: .tax,
        ["外税", "外消費税", "外消費税等"]: .excludedTax,
        ["total", "合計", "お買上合計", "お買上計", "総合計", "お支払合計"]: .total,
        ["subtotal", "小計"]: .subtotal,
        ["tendered", "お預り", "お預かり", "預り", "お預"]: .tendered,
        ["change", "お釣り", "お釣", "おつり", "釣銭"]: .change,
        ["discount", "値引", "値引き"]: .discount,
        ["割引"]: .percentDiscount,
    ])

    mutating func read(_ line: LineFile.Line) throws(LocatedError<ReceiptError>) {
        var words = line.words[...]
        let first = words.first!
        if first.keyword == "basis" {
            words = words.dropFirst()
            guard let word = words.first else { throw file.located(.unknownBasis(""), at: nil, on: line) }
            guard let basis = TaxBasis(rawValue: word.keyword) else {
                throw file.located(.unknownBasis(word.text), at: word.text, on: line)
            }
            receipt.basis = basis
            try end(words.dropFirst(), line)
            return
        }
        if first.keyword == "item" {
            try item(words.dropFirst(), line, english: true)
            return
        }
        // `8%対象 ¥1,234`, `(8%対象 ¥1,234)`: the rate is stuck to the word.
        if let (rate, word) = rateStuck(to: first), let meaning = Self.words(word), meaning == .taxable {
            try taxable(rate, words.dropFirst(), line)
            return
        }
        guard let meaning = Self.words(Self.bare(first.keyword)) else {
            // Anything else is an item as a receipt prints it: a label, then its price.
            try item(words, line, english: false)
            return
        }
        words = words.dropFirst()
        switch meaning {
        case .taxable:
            guard let word = words.first else { throw file.located(.notARate(""), at: nil, on: line) }
            let rate = try self.rate(word, line)
            try taxable(rate, words.dropFirst(), line)
        case .includedTax, .tax, .excludedTax:
            if meaning == .includedTax { receipt.basis = .included }
            if meaning == .excludedTax { receipt.basis = .excluded }
            var rate = lastTaxableRate
            if let word = words.first, words.count > 1 || Self.isRate(word.text) {
                rate = try self.rate(word, line)
                words = words.dropFirst()
            }
            guard let rate else { throw file.located(.taxWithoutRate, on: line, column: first.column) }
            try figure(.tax(rate), words, line)
        case .total: try figure(.total, words, line)
        case .subtotal: try figure(.subtotal, words, line)
        case .tendered: try figure(.tendered, words, line)
        case .change: try figure(.change, words, line)
        case .discount, .percentDiscount:
            try discount(words, line, keyword: first)
        }
    }

    /// `8%対象` read as the rate 8 % and the word `対象`; nil for a word with no rate in front.
    func rateStuck(to word: LineFile.Word) -> (Percentage, String)? {
        let text = Self.bare(TextNormalizer.foldedAndTrimmed(word.text))
        guard let percent = text.firstIndex(of: "%"), percent != text.startIndex else { return nil }
        guard let rate = try? Percentage(parsingTaxRate: String(text[...percent])) else { return nil }
        return (rate, String(text[text.index(after: percent)...]))
    }

    /// A word without the brackets a receipt puts round a figure (`(内消費税`, `8%対象)`).
    ///
    /// Trimmed by index, not through `drop`/`reversed` views: a view of a view is a generic type made
    /// at run time on first use, about a fifth of a short receipt's check.
    static func bare(_ text: String) -> String {
        var start = text.startIndex
        var end = text.endIndex
        while start < end, "(（[［".contains(text[start]) { start = text.index(after: start) }
        while start < end {
            let last = text.index(before: end)
            guard ")）]］".contains(text[last]) else { break }
            end = last
        }
        return String(text[start..<end])
    }

    static func isRate(_ text: String) -> Bool {
        let bare = Self.bare(TextNormalizer.foldedAndTrimmed(text))
        return ["※", "★", "軽"].contains(bare) || (bare.hasSuffix("%") && (try? Percentage(parsingTaxRate: bare)) != nil)
    }

    func rate(_ word: LineFile.Word, _ line: LineFile.Line) throws(LocatedError<ReceiptError>) -> Percentage {
        let text = Self.bare(TextNormalizer.foldedAndTrimmed(word.text))
        if ["※", "★", "軽"].contains(text) { return .reduced }
        guard text.hasSuffix("%"), let rate = try? Percentage(parsingTaxRate: text) else {
            throw file.located(.notARate(word.text), at: word.text, on: line)
        }
        return rate
    }

    func amount(
        _ word: LineFile.Word, _ line: LineFile.Line, allowsNegative: Bool = false
    )
        throws(LocatedError<ReceiptError>) -> Decimal
    {
        let text = Self.bare(word.text)
        do {
            return try AmountParser.amount(text, currency: receipt.currency, allowsNegative: allowsNegative)
        } catch {
            throw file.located(.notAnAmount(word.text, reason: error), at: word.text, on: line)
        }
    }

    func end(_ words: ArraySlice<LineFile.Word>, _ line: LineFile.Line) throws(LocatedError<ReceiptError>) {
        if let extra = words.first { throw file.located(.unexpected(extra.text), at: extra.text, on: line) }
    }

    mutating func taxable(
        _ rate: Percentage, _ words: ArraySlice<LineFile.Word>, _ line: LineFile.Line
    )
        throws(LocatedError<ReceiptError>)
    {
        lastTaxableRate = rate
        var words = words
        guard let amountWord = words.popFirst() else {
            throw file.located(.notAnAmount("", reason: .notAnAmount("", reason: .empty)), at: nil, on: line)
        }
        try add(.taxable(rate), try amount(amountWord, line), line, word: amountWord)
        // `8%対象 ¥1,234 内消費税 ¥91` on one line.
        if let next = words.first, let meaning = Self.words(Self.bare(next.keyword)),
            [.includedTax, .tax, .excludedTax].contains(meaning)
        {
            if meaning == .includedTax { receipt.basis = .included }
            if meaning == .excludedTax { receipt.basis = .excluded }
            words = words.dropFirst()
            try figure(.tax(rate), words, line)
            return
        }
        try end(words, line)
    }

    mutating func figure(
        _ figure: PrintedReceipt.Figure, _ words: ArraySlice<LineFile.Word>, _ line: LineFile.Line
    )
        throws(LocatedError<ReceiptError>)
    {
        guard let word = words.first else {
            throw file.located(.notAnAmount("", reason: .notAnAmount("", reason: .empty)), at: nil, on: line)
        }
        try add(figure, try amount(word, line), line, word: word)
        try end(words.dropFirst(), line)
    }

    mutating func add(
        _ figure: PrintedReceipt.Figure, _ amount: Decimal, _ line: LineFile.Line, word: LineFile.Word
    )
        throws(LocatedError<ReceiptError>)
    {
        guard receipt.amount(of: figure) == nil else {
            throw file.located(.printedTwice(figure), on: line, column: line.words[0].column)
        }
        receipt.printed.append(PrintedReceipt.Printed(figure, amount, line: line.number))
    }

    /// `item LABEL PRICE RATE [xQTY] [=AMOUNT]`, or as a receipt prints it: `LABEL… [※] PRICE [×2|2点] [※|8%]`.
    mutating func item(
        _ words: ArraySlice<LineFile.Word>, _ line: LineFile.Line, english: Bool
    )
        throws(LocatedError<ReceiptError>)
    {
        guard receipt.items.count < PrintedReceipt.maximumItems else {
            throw file.located(.tooManyItems(PrintedReceipt.maximumItems), on: line, column: line.words[0].column)
        }
        var label: [String] = []
        var price: Decimal?
        var quantity: Int?
        var rate: Percentage?
        var amount: Decimal?
        var words = words
        // `item LABEL …`: the label is one word, whatever it looks like.
        if english, let first = words.popFirst() { label.append(first.text) }
        for word in words {
            let text = TextNormalizer.foldedAndTrimmed(word.text)
            if Self.isRate(text) {
                rate = try self.rate(word, line)
            } else if let count = Self.quantity(text) {
                guard let count, (1...PrintedReceipt.maximumItems).contains(count) else {
                    throw file.located(.notAQuantity(word.text), at: word.text, on: line)
                }
                quantity = count
            } else if text.hasPrefix("="), price != nil {
                amount = try self.amount(LineFile.Word(String(word.text.dropFirst()), column: word.column + 1), line)
            } else if price == nil, Self.looksLikeAmount(text) {
                price = try self.amount(word, line)
            } else if price == nil {
                label.append(word.text)
            } else if english, rate == nil {
                // `item LABEL PRICE RATE`: what stands where the rate goes is a rate or nothing.
                throw file.located(.notARate(word.text), at: word.text, on: line)
            } else {
                throw file.located(.unexpected(word.text), at: word.text, on: line)
            }
        }
        let name = label.joined(separator: " ")
        guard let price else {
            throw file.located(.noPrice(name), on: line, column: words.first?.column ?? line.words[0].column)
        }
        if english, rate == nil { throw file.located(.noRate(name), on: line, column: line.words.last?.column) }
        receipt.items.append(
            PrintedReceipt.Item(
                label: name, price: price, quantity: quantity ?? 1, rate: rate ?? .standard, amount: amount,
                line: line.number))
    }

    /// `x2`, `×2`, `*2`, `2点`, `2個`: .some(count), or .some(nil) for such a word that is no count; nil for another word.
    static func quantity(_ text: String) -> Int?? {
        for mark in ["x", "X", "×", "*"] where text.hasPrefix(mark) && text.count > 1 {
            return .some(Int(text.dropFirst()))
        }
        for mark in ["点", "個", "コ"] where text.hasSuffix(mark) && text.count > 1 {
            return .some(Int(text.dropLast()))
        }
        return nil
    }

    /// Whether a word is meant as an amount: it starts with a digit, a currency sign or a minus.
    static func looksLikeAmount(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || "¥$€£-".unicodeScalars.contains(first)
    }

    /// `値引 -50` or `discount 50` off the item above; `値引 8% -50`, `discount 8% 50` off the rate group;
    /// `割引 20%` (a share of the item above, rounded down to the unit).
    mutating func discount(
        _ words: ArraySlice<LineFile.Word>, _ line: LineFile.Line, keyword: LineFile.Word
    )
        throws(LocatedError<ReceiptError>)
    {
        var words = words
        var groupRate: Percentage?
        if let word = words.first, words.count > 1, Self.isRate(word.text) {
            groupRate = try rate(word, line)
            words = words.dropFirst()
        }
        guard let word = words.first else {
            throw file.located(.notAnAmount("", reason: .notAnAmount("", reason: .empty)), at: nil, on: line)
        }
        try end(words.dropFirst(), line)
        let text = TextNormalizer.foldedAndTrimmed(word.text)
        if let groupRate {
            let off = abs(try amount(word, line, allowsNegative: true))
            receipt.rateDiscounts.append(PrintedReceipt.RateDiscount(rate: groupRate, amount: off, line: line.number))
            return
        }
        guard var item = receipt.items.popLast() else {
            throw file.located(.discountWithoutItem, on: line, column: keyword.column)
        }
        let off: Decimal
        if text.hasSuffix("%") {
            let percent: Decimal
            do { percent = try AmountParser.decimal(String(text.dropLast())) } catch {
                throw file.located(.notAnAmount(word.text, reason: error), at: word.text, on: line)
            }
            do throws(ShopCoreError) {
                off = try (Fraction(item.net) * Fraction(percent) / Fraction(100)).rounded(
                    toMultipleOf: receipt.currency.minorUnit, .towardZero)
            } catch {
                throw file.located(.notAnAmount(word.text, reason: error), at: word.text, on: line)
            }
        } else {
            off = abs(try amount(word, line, allowsNegative: true))
        }
        guard off <= item.net else { throw file.located(.discountTooLarge(word.text), at: word.text, on: line) }
        item.discount += off
        receipt.items.append(item)
    }
}
