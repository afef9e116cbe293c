/// How a `remove-offsets` line writes its offsets: ascending, from 0, runs of
/// consecutive offsets as `first-last` (`0-2,5,7-8`), so removing a whole
/// cart of 100,000 items is one short line.
enum OffsetList {
    /// `[0, 1, 2, 5]` → `0-2,5`; `offsets` ascending without repeats.
    static func text(_ offsets: [Int]) -> String {
        var runs: [String] = []
        var index = offsets.startIndex
        while index < offsets.endIndex {
            var end = index
            while end + 1 < offsets.endIndex, offsets[end + 1] == offsets[end] + 1 { end += 1 }
            runs.append(end == index ? String(offsets[index]) : "\(offsets[index])-\(offsets[end])")
            index = end + 1
        }
        return runs.joined(separator: ",")
    }

    /// The most offsets one list may name, all runs together.
    ///
    /// A run is a few bytes for any number of offsets, so without a bound on
    /// the whole list a damaged line of a few hundred bytes (thirty runs of
    /// ten million) would ask for gigabytes before the offsets could be
    /// checked against the cart.
    static let maximumCount = 10_000_000

    /// The offsets `text` writes; nil unless it is ascending runs of
    /// non-negative whole numbers, as ``text(_:)`` writes them, naming at
    /// most ``maximumCount`` offsets.
    static func offsets(_ text: String) -> [Int]? {
        // Every run is checked, and counted, before any offset is made.
        var runs: [ClosedRange<Int>] = [], count = 0
        for run in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = run.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count),
                bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let first = Int(bounds[0]), let last = Int(bounds[bounds.count - 1]), first >= 0, first <= last,
                runs.last.map({ $0.upperBound < first }) ?? true, last - first < maximumCount - count
            else { return nil }
            runs.append(first...last)
            count += last - first + 1
        }
        return runs.isEmpty ? nil : runs.flatMap { $0 }
    }
}
