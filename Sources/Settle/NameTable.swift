/// A value for each name, the names in the order they were first set: a person's place in a group, or
/// the parts of a word already read.
///
/// The first ``compared`` names are found by comparing them one by one; past that, a dictionary is
/// built and used. The answers are a dictionary's either way (names compared as `String`s are), but a
/// group of a few people hashes no text: the first `[String: …]` of a process costs a scan of every
/// conformance of the binary, a tenth of the start-up of `shoptools settle` on a short group file.
struct NameTable<Value: Sendable>: Sendable {
    /// How many names are compared one by one before a dictionary takes over.
    static var compared: Int { 16 }

    /// The names, in the order they were first set.
    private(set) var names: [String] = []
    /// Their values, in the same order.
    private(set) var values: [Value] = []
    /// Each name's place in ``names``, once there are more than ``compared``.
    private var places: [String: Int]?

    /// No names.
    init() {}

    /// The value of `name`, or nil when it has none.
    subscript(name: String) -> Value? {
        place(of: name).map { values[$0] }
    }

    /// How many names have a value.
    var count: Int { names.count }

    /// Gives `name` the value `value`, in its place if it has one, else after the others.
    mutating func set(_ value: Value, for name: String) {
        if let place = place(of: name) {
            values[place] = value
            return
        }
        names.append(name)
        values.append(value)
        if places != nil {
            places![name] = names.count - 1
        } else if names.count > Self.compared {
            places = Dictionary(zip(names, names.indices), uniquingKeysWith: { first, _ in first })
        }
    }

    private func place(of name: String) -> Int? {
        if let places { return places[name] }
        return names.firstIndex(of: name)
    }
}

extension NameTable where Value == Int {
    /// Each of `people`'s place among them (a name's first, should one stand twice).
    init(places people: [String]) {
        for (place, name) in people.enumerated() where self[name] == nil { set(place, for: name) }
    }
}
