import Testing

@testable import Settle

/// A table by name answers as a dictionary does, whether it compares its names one by one (a few)
/// or hashes them (more than `NameTable.compared`).
@Suite struct NameTableTests {
    @Test(arguments: [0, 1, 3, 16, 17, 40])
    func answersAsADictionary(_ count: Int) {
        let names = (0..<count).map { "P\($0)" }
        var table = NameTable<Int>()
        var dictionary: [String: Int] = [:]
        for (value, name) in names.enumerated() {
            table.set(value * 10, for: name)
            dictionary[name] = value * 10
        }
        // A name set again keeps its place and takes the new value.
        if let first = names.first {
            table.set(-1, for: first)
            dictionary[first] = -1
        }
        for name in names + ["Q", "p0", "", "P0\u{301}"] {
            #expect(table[name] == dictionary[name], "\(name) of \(count)")
        }
        #expect(table.names == names)
        #expect(table.count == dictionary.count)
        #expect(table.values == names.map { dictionary[$0]! })
    }

    /// Names compared as strings are: a name written with a combining accent is the same as one written
    /// precomposed, in a dictionary and in the table alike.
    @Test(arguments: [2, 20])
    func namesAreComparedAsStrings(_ count: Int) {
        var table = NameTable<Int>()
        for index in 0..<count { table.set(index, for: "P\(index)") }
        table.set(99, for: "Zo\u{EB}")
        #expect(table["Zoe\u{308}"] == 99)
        #expect(table.count == count + 1)
    }

    /// The places of a group's people: each name's first place, as a dictionary uniquing the first.
    @Test func placesKeepEachNamesFirst() {
        let people = ["Aki", "Ren", "Aki", "Sora"]
        let table = NameTable(places: people)
        #expect(table.names == ["Aki", "Ren", "Sora"])
        #expect(table.values == [0, 1, 3])
        #expect(table["Sora"] == 3)
        #expect(table["Mei"] == nil)
    }
}
