import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file of payments counted under campaigns (`points --purchases FILE`): one payment a line,
/// `DATE AMOUNT [TAG=AMOUNT…]`, read by the one reader of line files (``/ShopCore/LineFile``), so
/// `#` starts a comment and blank lines are skipped.
///
/// ```
/// # December with PayPay
/// 2026-12-01 6667
/// 2026-12-02 3000 tobacco=580      # ¥580 of the ¥3,000 is tobacco
/// 2026-12-02 ¥1,200 金券=1000
/// ```
///
/// The lines need not be in order of their days: the payments are counted in order of their days,
/// and those of one day in the order of their lines (the order they were paid). A line that is
/// wrong is refused with the file, the line and the column of the word that is wrong, and the line
/// itself (a ``/ShopCore/LocatedError``).
public enum PointPurchasesFile {
    /// The payments of the file `bytes`, in the order of its lines.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - name: the file's name as the person gave it, for errors (`-` for standard input).
    ///   - currency: the currency of the amounts (its symbols may be written; nothing finer than its
    ///     minor unit).
    /// - Returns: the payments, each with its line number.
    /// - Throws: ``PointsError/file(_:)`` for bytes that are no text, ``PointsError/noPayments`` for a
    ///   file with none, and the ``PointsError`` of a line that is wrong, at its place in the file.
    public static func payments(
        bytes: [UInt8], name: String? = nil, currency: Currency = .default
    ) throws(LocatedError<
        PointsError
    >) -> [PointPayment] {
        let file: LineFile
        do {
            file = try LineFile(bytes: bytes, name: name)
        } catch {
            throw LocatedError(.file(error), at: [SourceLocation(file: name, line: error.line)])
        }
        var payments: [PointPayment] = []
        for line in file.lines {
            do throws(LocatedWord) {
                payments.append(try payment(line, currency))
            } catch {
                throw file.located(error.failure, on: line, column: error.word?.column, length: error.word?.text.count)
            }
        }
        guard !payments.isEmpty else { throw file.located(.noPayments) }
        return payments
    }

    /// A failure and the word it is about (nil: the whole line).
    private struct LocatedWord: Error {
        let failure: PointsError
        let word: LineFile.Word?
    }

    /// One line: `DATE AMOUNT [TAG=AMOUNT…]`.
    private static func payment(_ line: LineFile.Line, _ currency: Currency) throws(LocatedWord) -> PointPayment {
        let words = line.words
        let date: CalendarDay
        do { date = try CalendarDay(parsing: words[0].text) } catch {
            throw LocatedWord(failure: .money(error), word: words[0])
        }
        guard words.count > 1 else { throw LocatedWord(failure: .missingAmount(words[0].text), word: words[0]) }
        let amount = try self.amount(words[1], words[1].text, currency)
        var parts: [PointPayment.Part] = []
        for word in words.dropFirst(2) {
            // Full-width forms read as their ASCII ones (`ｔｏｂａｃｃｏ＝５８０`), as a rule's parts do.
            let text = TextNormalizer.foldedAndTrimmed(word.text)
            guard let equals = text.firstIndex(of: "=") else {
                throw LocatedWord(failure: .badPaymentPart(word.text), word: word)
            }
            let tag = String(text[..<equals])
            guard PointCampaign.isTag(tag) else { throw LocatedWord(failure: .badTag(tag), word: word) }
            let value = String(text[text.index(after: equals)...])
            parts.append(PointPayment.Part(tag: tag, amount: try self.amount(word, value, currency)))
        }
        do {
            return try PointPayment(date: date, amount: amount, parts: parts, line: line.number)
        } catch {
            if case .partsExceedPayment(let tagged, let paid) = error {
                let failure = PointsError.partsExceedPayment(
                    parts: Money(tagged.amount, currency), paid: Money(paid.amount, currency))
                throw LocatedWord(failure: failure, word: words[1])
            }
            throw LocatedWord(failure: error, word: words[1])
        }
    }

    /// An amount of `word` (all of it, or the part after `TAG=`): at least 0, a multiple of the minor unit.
    private static func amount(
        _ word: LineFile.Word, _ text: String, _ currency: Currency
    ) throws(LocatedWord)
        -> Decimal
    {
        let amount: Decimal
        do { amount = try AmountParser.amount(text, currency: currency) } catch {
            throw LocatedWord(failure: .money(error), word: word)
        }
        // One rule for an amount to pay, as every command's: nothing finer than the minor unit.
        do { try currency.checkPayable(amount, text: text) } catch { throw LocatedWord(failure: .money(error), word: word) }
        return amount
    }
}
