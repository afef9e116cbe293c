import ShopCore

/// RFC 4180 rows: quoted cells, doubled quotes, CRLF or LF.
package enum CSV {
    /// A row and the line it starts on.
    package struct Row {
        package let line: Int
        package let cells: [String]
    }

    package static func rows(_ text: String) -> [Row] {
        var rows: [Row] = []
        var cells: [String] = []
        var cell = ""
        var quoted = false, line = 1, start = 1
        var characters = text.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        cell.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if character.isNewline { line += 1 }
                    cell.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",":
                cells.append(cell)
                cell = ""
            case "\n", "\r\n", "\r":
                cells.append(cell)
                rows.append(Row(line: start, cells: cells))
                cells = []
                cell = ""
                line += 1
                start = line
            default: cell.append(character)
            }
        }
        if !cell.isEmpty || !cells.isEmpty {
            cells.append(cell)
            rows.append(Row(line: start, cells: cells))
        }
        return rows
    }

    /// One cell as RFC 4180 writes it, and with a `'` before a formula-like
    /// start (`=`, `+`, `-`, `@`, tab, CR) so a spreadsheet shows it as text;
    /// a plain negative number stays a number.
    package static func cell(_ text: String) -> String {
        var value = text
        let number = (try? AmountParser.decimal(value, allowsNegative: true)) != nil
        if let first = value.first, "=+-@\t\r".contains(first), !number || first == "=" || first == "@" {
            value = "'" + value
        }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }
}
