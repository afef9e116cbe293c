extension Splitwise {
    /// A language Splitwise writes its CSV export in: the words of the header's first five cells,
    /// whether its amounts may have a decimal comma, and the category of a payment.
    ///
    /// The header is matched whole, one language at a time, so its words say how to read the rest:
    ///
    /// ```
    /// language   | Date   | Description  | Category   | Cost        | Currency | decimal | payment
    /// -----------+--------+--------------+------------+-------------+----------+---------+-----------
    /// English    | Date   | Description  | Category   | Cost        | Currency | .       | Payment
    /// German     | Datum  | Beschreibung | Kategorie  | Kosten      | Währung  | , or .  | Zahlung
    /// French     | Date   | Description  | Catégorie  | Coût        | Devise   | , or .  | Paiement
    /// Spanish    | Fecha  | Descripción  | Categoría  | Coste/Costo | Moneda   | , or .  | Pago
    /// Italian    | Data   | Descrizione  | Categoria  | Costo       | Valuta   | , or .  | Pagamento
    /// Portuguese | Data   | Descrição    | Categoria  | Custo       | Moeda    | , or .  | Pagamento
    /// Dutch      | Datum  | Omschrijving | Categorie  | Kosten      | Valuta   | , or .  | Betaling
    /// Swedish    | Datum  | Beskrivning  | Kategori   | Kostnad     | Valuta   | , or .  | Betalning
    /// Polish     | Data   | Opis         | Kategoria  | Koszt       | Waluta   | , or .  | Płatność
    /// Japanese   | 日付    | 説明          | カテゴリ     | 費用/金額     | 通貨      | .       | 支払い
    /// ```
    ///
    /// Sources: the German and Spanish headers as they stand in public Splitwise exports; the others
    /// are Splitwise's words for these columns in its app, not yet checked against an export of each
    /// (a header this table lacks is refused with ``SettleError/noHeader``, never guessed). The
    /// footer row is recognised by its shape, not its words, so its language does not matter.
    struct Language: Sendable {
        /// The words of `Date`, `Description`, `Category`, `Cost` and `Currency`; any one of each set.
        let header: [Set<String>]
        /// Whether the language writes a decimal comma (`3,60`).
        let decimalComma: Bool
        /// The category, or description, of a payment row (`Payment`), lower case.
        let payment: String

        init(_ words: [[String]], decimalComma: Bool, payment: String) {
            header = words.map { Set($0.map { $0.lowercased() }) }
            self.decimalComma = decimalComma
            self.payment = payment.lowercased()
        }

        /// Whether `cells` begin with this language's header words (in any letter case).
        func isHeader(_ cells: [String]) -> Bool {
            cells.count >= header.count
                && zip(cells, header).allSatisfy { cell, words in words.contains(Splitwise.trimmed(cell).lowercased()) }
        }

        static let english = Language(
            [["Date"], ["Description"], ["Category"], ["Cost"], ["Currency"]], decimalComma: false, payment: "Payment")

        /// Every language, English first.
        static let all: [Language] = [
            english,
            Language(
                [["Datum"], ["Beschreibung"], ["Kategorie"], ["Kosten"], ["Währung"]], decimalComma: true, payment: "Zahlung"),
            Language(
                [["Date"], ["Description"], ["Catégorie"], ["Coût"], ["Devise"]], decimalComma: true, payment: "Paiement"),
            Language(
                [["Fecha"], ["Descripción"], ["Categoría"], ["Coste", "Costo"], ["Moneda"]], decimalComma: true,
                payment: "Pago"),
            Language(
                [["Data"], ["Descrizione"], ["Categoria"], ["Costo"], ["Valuta"]], decimalComma: true, payment: "Pagamento"),
            Language(
                [["Data"], ["Descrição"], ["Categoria"], ["Custo"], ["Moeda"]], decimalComma: true, payment: "Pagamento"),
            Language(
                [["Datum"], ["Omschrijving"], ["Categorie"], ["Kosten"], ["Valuta"]], decimalComma: true, payment: "Betaling"),
            Language(
                [["Datum"], ["Beskrivning"], ["Kategori"], ["Kostnad"], ["Valuta"]], decimalComma: true, payment: "Betalning"),
            Language([["Data"], ["Opis"], ["Kategoria"], ["Koszt"], ["Waluta"]], decimalComma: true, payment: "Płatność"),
            Language(
                [["日付"], ["説明"], ["カテゴリ", "カテゴリー"], ["費用", "金額"], ["通貨"]], decimalComma: false, payment: "支払い"),
        ]
    }
}
