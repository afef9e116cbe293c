import Foundation
import TestSupport
import Testing

/// The REPL and the command line share one dispatcher: a piped script of
/// every REPL verb, with a bad line between each, gives the same messages as
/// the same commands typed on the command line.
@Suite struct SessionParityTests {
    /// A REPL line and the command line that means the same.
    struct Pair: Sendable, CustomTestStringConvertible {
        let line: String
        let command: [String]
        var testDescription: String { line }
    }

    /// Bad lines for every verb (cart commands on an empty cart).
    static let badLines: [Pair] = [
        Pair(line: "discount 9800 --rate 120", command: ["discount", "9800", "--rate", "120"]),
        Pair(line: "discount 9800", command: ["discount", "9800"]),
        Pair(line: "calc 10/(5-5)", command: ["calc", "10/(5-5)"]),
        Pair(line: "calc 1 --scale 99", command: ["calc", "1", "--scale", "99"]),
        Pair(line: "price abc", command: ["discount", "abc", "--rate", "1"]),
        Pair(line: "rate abc", command: ["discount", "1", "--rate", "abc"]),
        Pair(line: "rate 120", command: ["discount", "1", "--rate", "120"]),
        Pair(line: "segment 9", command: ["discount", "1", "--segment", "9"]),
        Pair(line: "slider 2", command: ["discount", "1", "--slider", "2"]),
        Pair(line: "slider x", command: ["discount", "1", "--slider", "x"]),
        Pair(line: "add abc", command: ["cart", "add", "abc"]),
        Pair(line: "add 5 --qty 0", command: ["cart", "add", "5", "--qty", "0"]),
        Pair(line: "add 5 --bogus", command: ["cart", "add", "5", "--bogus"]),
        Pair(line: "cart add -5", command: ["cart", "add", "-5"]),
        Pair(line: "list x", command: ["cart", "list", "x"]),
        Pair(line: "total --json --json", command: ["cart", "total", "--json", "--json"]),
        Pair(line: "undo", command: ["cart", "undo"]),
        Pair(line: "remove 9", command: ["cart", "remove", "9"]),
        Pair(line: "remove x", command: ["cart", "remove", "x"]),
        Pair(line: "clear now", command: ["cart", "clear", "now"]),
        Pair(line: "cart fly", command: ["cart", "fly"]),
        Pair(line: "split 0", command: ["split", "100", "--people", "0"]),
        Pair(line: "split 3 --mode sideways", command: ["split", "100", "--people", "3", "--mode", "sideways"]),
        Pair(line: "split --weights 1,x", command: ["split", "100", "--weights", "1,x"]),
        Pair(line: "split 3 --round 0.5", command: ["split", "100", "--people", "3", "--round", "0.5"]),
        Pair(line: "split 3 --bogus", command: ["split", "100", "--people", "3", "--bogus"]),
        Pair(line: "split", command: ["split", "100"]),
    ]

    @Test(arguments: badLines)
    func sameMessage(_ pair: Pair) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = Shoptools.run(["repl", "--no-save"], input: pair.line + "\n")
        let commandLine = Shoptools.run(pair.command, environment: ["SHOPTOOLS_CART": folder + "/cart.json"])
        #expect(!session.stderr.isEmpty)
        // The same message, after the line it is about (a script has lines; a command line does not).
        #expect(session.stderr == commandLine.stderr.replacing("shoptools: error: ", with: "shoptools: error: line 1: "))
        #expect(session.status == commandLine.status)
    }

    /// The whole script at once: every bad line reported in order, every good
    /// line between them run, and the script's status the worst of its lines.
    @Test func aScriptOfEveryVerbWithABadLineBetweenEach() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = [
            "price 9800", "rate 30", "segment 3", "slider 0.35", "add", "list", "total", "split 2", "undo",
            "add 100", "remove 1", "clear --yes", "calc 1+1", "discount 100 --rate 10", "help", "cart total",
        ]
        var script = "", expected = ""
        for (index, line) in good.enumerated() {
            let bad = Self.badLines[index % Self.badLines.count]
            script += line + "\n" + bad.line + "\n"
            let message = Shoptools.run(bad.command, environment: ["SHOPTOOLS_CART": folder + "/cart.json"]).stderr
            expected += message.replacing("shoptools: error: ", with: "shoptools: error: line \(2 * index + 2): ")
        }
        let run = Shoptools.run(["repl", "--no-save"], input: script)
        #expect(run.stderr == expected)
        #expect(run.status == 65)
        #expect(run.stdout.contains("¥9,800 − 35% [no preset] → ¥6,370 · cart ¥6,370 (1 item)\n"))
    }
}
