import ShopCore
import Testing

@testable import Settle

/// A group line's keywords are found as folding and lowercasing each word finds them, though most words
/// are told apart by their first byte, without folding.
@Suite struct GroupKeywordTests {
    /// Words that are keywords in some case or width, words that start like one, and words that are none.
    static let words = [
        "paid", "PAID", "Paid", "ｐａｉｄ", "paｉd", "Ｐaid", "pai", "paids", "by", "BY", "for", "FOR", "ｆｏｒ", "fo", "bill",
        "BILL", "cart", "Cart", "fix", "FIX", "drop", "Drop", "ｄｒｏｐ", "from", "until", "every", "EVERY", "立替", "立て替え",
        "支払", "支払い", "対象", "明細", "カート", "訂正", "取消", "取り消し", "から", "まで", "->", "=>", "→", "－>", "＝>", "e1",
        "11230", "€149.80", "P29", "P1:2", "P3=50%", "@", "＠", "=", "ramen", "夕食", "p", "f",
    ]

    /// What `word` folded and lowercased is.
    static func spelling(_ word: String) -> String { TextNormalizer.foldedAndTrimmed(word).lowercased() }

    @Test(arguments: words) func aKeywordIsFoundAsFoldingFindsIt(_ word: String) {
        let spelling = Self.spelling(word)
        #expect(GroupKeyword.isFor(word) == ["for", "対象"].contains(spelling))
        #expect(GroupKeyword.isBill(word) == ["bill", "明細"].contains(spelling))
        #expect(GroupKeyword.isCart(word) == ["cart", "カート"].contains(spelling))
        #expect(GroupKeyword.isDrop(word) == ["drop", "取消", "取り消し"].contains(spelling))
        #expect(GroupKeyword.isCorrection(word) == ["fix", "訂正", "drop", "取消", "取り消し"].contains(spelling))
        #expect(GroupKeyword.isFrom(word) == ["from", "から"].contains(spelling))
        #expect(GroupKeyword.isUntil(word) == ["until", "まで"].contains(spelling))
        #expect(GroupKeyword.isEvery(word) == (spelling == "every"))
        #expect(GroupKeyword.isArrow(word) == ["->", "→", "=>"].contains(TextNormalizer.foldedAndTrimmed(word)))
        let payers = GroupKeyword.payers([word, "by"], at: 0)
        #expect(payers == (spelling == "paid" ? 2 : ["立替", "立て替え", "支払", "支払い"].contains(spelling) ? 1 : nil))
    }

    /// The keywords a line starts with, and those no one may be named, are found as a table of the same
    /// spellings finds them.
    @Test func theSwitchesAreTheTablesOfTheSameSpellings() {
        let table = Keywords<GroupKeyword>([
            ["people", "members", "参加者", "メンバー"]: .people, ["currency", "通貨"]: .currency,
            ["organizer", "幹事"]: .organizer, ["rate", "レート", "為替"]: .rate,
        ])
        let change = Keywords<Group.Change.Kind>([["joins", "途中参加"]: .joins, ["leaves", "途中退出"]: .leaves])
        let reserved = Keywords<Bool>([
            [
                "people", "members", "参加者", "メンバー", "currency", "通貨", "organizer", "幹事", "rate", "レート", "為替",
                "joins", "途中参加", "leaves", "途中退出", "paid", "by", "立替", "立て替え", "支払", "支払い", "for", "対象",
                "bill", "明細", "cart", "カート", "->", "→", "=>", "@", "＠",
            ]: true
        ])
        let probes =
            Self.words + [
                "people", "PEOPLE", "ｐｅｏｐｌｅ", "Members", "参加者", "メンバー", "currency", "通貨", "organizer", "幹事",
                "RATE", "レート", "為替", "joins", "JOINS", "途中参加", "leaves", "途中退出", "Aki", "ren", "pe", "co", "mo",
                "Ｒａｔｅ", " people", "people ", "lea", "join",
            ]
        for word in probes {
            #expect(GroupKeyword(word) == table(word), "\(word)")
            #expect(GroupKeyword.change(word) == change(word), "\(word)")
            #expect(GroupKeyword.isReserved(word) == reserved.contains(word), "\(word)")
        }
    }

    /// A line taken for an expense's before the body is read (its first word alone) is one that counts as
    /// written and that the header pass would do nothing with.
    @Test(arguments: words + ["2026-12-01", "^k3f9a2m7", "people", "Currency", "RATE", "organizer", "joins", "Leaves"])
    func aPlainEntryIsOneThatCountsAsWritten(_ word: String) throws {
        guard !word.isEmpty, word.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else { return }
        let words = [word, "900", "paid", "by", "Aki"]
        let plain = GroupReader.startsPlainEntry(Array(word.utf8)[...])
        if plain {
            #expect(GroupKeyword(word) == nil)
            #expect(GroupHistory.countsAsWritten(words))
            #expect(GroupKeyword.change(word) == nil)
        }
        let keywords = ["people", "members", "currency", "rate", "organizer", "joins", "leaves", "fix", "drop", "every"]
        #expect(plain == !(keywords.contains(Self.spelling(word)) || word.hasPrefix("^") || CalendarDay.looksLikeDate(word)))
    }
}

/// The key of a list after `for` is its currency's code and its words, a space before each.
@Suite struct ListKeyTests {
    @Test(arguments: [[], ["Aki"], ["Aki", "Ren:2", "Sora=50%"], ["アキ", "Ｒｅｎ", "€"]])
    func aListsKeyIsItsWordsJoined(_ words: [String]) {
        #expect(GroupReader.listKey("JPY", words) == (["JPY"] + words).joined(separator: " "))
    }
}
