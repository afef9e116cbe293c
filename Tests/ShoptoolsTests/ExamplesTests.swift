import Foundation
import Testing

/// Every example is built by `swift build` and replayed here, so examples cannot rot.
@Suite struct ExamplesTests {
    @Test func bargainHunt() throws {
        let example = Shoptools.executable.deletingLastPathComponent().appendingPathComponent("bargain-hunt")
        let run = try Shoptools.spawn([], executable: example)
        #expect(
            run
                == Run(
                    stdout: """
                        item         20% off     30% off     40% off     50% off
                        coat          ¥7,840      ¥6,860      ¥5,880      ¥4,900
                        scarf         ¥1,584      ¥1,386      ¥1,188        ¥990
                        gloves        ¥1,984      ¥1,736      ¥1,488      ¥1,240
                        total        ¥11,408      ¥9,982      ¥8,556      ¥7,130
                        slider 0.35 → 35% (no preset): ¥6,370
                        slider 0.41 → 40% (preset 3 (40%)): ¥5,880
                        ¥498, 30% then 10%: ¥348 → ¥313 (≈37.1% off in all)
                        ¥498, 30% + 10%: ¥298 (≈40.2% off in all)
                        1. 298/450g    ≈¥66.22 per 100 g (tie)
                        1. 2x298/450g  ≈¥66.22 per 100 g (tie)
                        3. 198/280g    ≈¥70.71 per 100 g

                        """, stderr: "", status: 0))
    }

    /// The model layer of an app, in English and in Japanese, on a cart file of its own.
    @Test(arguments: ["en", "ja"])
    func appModels(_ language: String) throws {
        let folder = try TemporaryFolder()
        let example = Shoptools.executable.deletingLastPathComponent().appendingPathComponent("app-models")
        let run = try Shoptools.spawn([language, folder.path + "/cart.json"], executable: example)
        let expected = try String(
            contentsOf: Shoptools.packageRoot.appendingPathComponent("Examples/app-models/expected-\(language).txt"),
            encoding: .utf8)
        #expect(run == Run(stdout: expected, stderr: "", status: 0))
    }

    @Test func partyBill() throws {
        let example = Shoptools.executable.deletingLastPathComponent().appendingPathComponent("party-bill")
        let run = try Shoptools.spawn([], executable: example)
        #expect(
            run
                == Run(
                    stdout: """
                        ¥48,730 among 5, 幹事負担:
                          Boss: ¥18,200
                          Aki (organizer): ¥9,330
                          Ren: ¥9,100
                          Sora: ¥9,100
                          Yui: ¥3,000
                          collected ¥48,730, surplus ¥0
                        ¥48,730 among 5, 切り上げ:
                          Boss: ¥18,300
                          Aki (organizer): ¥9,200
                          Ren: ¥9,200
                          Sora: ¥9,200
                          Yui: ¥3,000
                          collected ¥48,900, surplus ¥170
                        ¥48,730 among 5, 端数配分:
                          Boss: ¥18,300
                          Aki (organizer): ¥9,230
                          Ren: ¥9,100
                          Sora: ¥9,100
                          Yui: ¥3,000
                          collected ¥48,730, surplus ¥0

                        """, stderr: "", status: 0))
    }
}

extension ExamplesTests {
    @Test func shoppingTripReplays() throws {
        let folder = Shoptools.packageRoot.appendingPathComponent("Examples/shopping-trip")
        let script = try String(decoding: Data(contentsOf: folder.appendingPathComponent("trip.repl")), as: UTF8.self)
        let expected = try String(decoding: Data(contentsOf: folder.appendingPathComponent("trip.out")), as: UTF8.self)
        #expect(Shoptools.run(["repl", "--no-save"], input: script) == Run(stdout: expected, stderr: "", status: 0))
    }

    /// A supermarket receipt: tax rounded once per rate, per-item rounding beside it, a coupon split by rate.
    @Test(arguments: ["en", "ja"])
    func receiptReplays(_ language: String) throws {
        let folder = Shoptools.packageRoot.appendingPathComponent("Examples/receipt")
        let script = try String(decoding: Data(contentsOf: folder.appendingPathComponent("receipt.repl")), as: UTF8.self)
        let expected = try String(
            decoding: Data(contentsOf: folder.appendingPathComponent("receipt-\(language).out")), as: UTF8.self)
        #expect(
            Shoptools.run(["repl", "--no-save", "--lang", language], input: script)
                == Run(stdout: expected, stderr: "", status: 0))
    }
}

extension ExamplesTests {
    /// The bills in Examples/bills, split as the guide shows them.
    @Test func billsReplay() throws {
        let folder = Shoptools.packageRoot.appendingPathComponent("Examples/bills")
        let izakaya = Shoptools.run(
            ["split", "--bill", folder.appendingPathComponent("izakaya.bill").path, "--round", "100", "--mode", "spread"])
        #expect(
            izakaya
                == Run.ok(
                    """
                    ¥16,940 among 4 people, rounded down to a multiple of ¥100 (spread: ¥100 more for the largest remainders, what is left to the organizer)
                             items  お通し  サービス料  消費税   exact    pays
                      Aki   ¥3,000    ¥500        ¥350    ¥385  ¥4,235  ¥4,340  organizer (+¥40)
                      Ren   ¥3,000    ¥500        ¥350    ¥385  ¥4,235  ¥4,200
                      Sora  ¥3,000    ¥500        ¥350    ¥385  ¥4,235  ¥4,200
                      Yui   ¥3,000    ¥500        ¥350    ¥385  ¥4,235  ¥4,200
                    items ¥12,000, お通し ¥2,000, サービス料 10% ¥1,400, 消費税 10% ¥1,540; total ¥16,940
                    collected ¥16,940

                    """))
        let dinner = Shoptools.run(
            ["split", "--bill", folder.appendingPathComponent("dinner.bill").path, "--mode", "spread", "--json"])
        #expect(
            dinner
                == Run.ok(
                    #"{"currency":"USD","total":"93.43","unit":"0.01","mode":"spread","items":"72.50","charges":["#
                        + #"{"kind":"tax","label":"sales-tax","rate":"8.875","amount":"6.43","included":false},"#
                        + #"{"kind":"tip","label":"tip","rate":"20","amount":"14.50","included":false}],"people":["#
                        + #"{"name":"A","items":"48.50","charges":["4.3014","9.70"],"exact":"62.5014","pays":"62.50","organizer":true,"exact_rounded":true,"parts_rounded":true},"#
                        + #"{"name":"B","items":"24.00","charges":["2.1286","4.80"],"exact":"30.9286","pays":"30.93","organizer":false,"exact_rounded":true,"parts_rounded":true}],"#
                        + #""organizer_extra":"0.00","collected":"93.43","surplus":"0.00"}"# + "\n"))
    }

    /// The flat-share group as of 2026-06-30 (rent every month, a charged rate, a fix, a drop), in both languages.
    @Test(arguments: [("en", ""), ("ja", "-ja")])
    func flatShare(_ language: String, _ suffix: String) throws {
        let root = Shoptools.packageRoot.appendingPathComponent("Examples/flat-share")
        let expected = try String(
            contentsOf: root.appendingPathComponent("expected-2026-06-30\(suffix).txt"), encoding: .utf8)
        let run = Shoptools.run(
            ["settle", root.appendingPathComponent("flat.txt").path, "--as-of", "2026-06-30", "--lang", language])
        #expect(run == Run(stdout: expected, stderr: "", status: 0))
    }

    /// The two-device history merged either way round gives the same group.
    @Test(arguments: [("device-a.txt", "device-b.txt"), ("device-b.txt", "device-a.txt")])
    func flatShareHistoryMerges(_ file: String, _ copy: String) throws {
        let history = Shoptools.packageRoot.appendingPathComponent("Examples/flat-share/history")
        let folder = try TemporaryFolder()
        for name in [file, copy] {
            try FileManager.default.copyItem(
                atPath: history.appendingPathComponent(name).path, toPath: folder.path + "/" + name)
        }
        let expected = try String(
            contentsOf: history.appendingPathComponent("expected-merged-2026-06-30.txt"), encoding: .utf8)
        let run = Shoptools.run(
            ["settle", folder.path + "/" + file, "--merge", folder.path + "/" + copy, "--as-of", "2026-06-30"])
        #expect(run == Run(stdout: "\(folder.path)/\(copy): 5 lines taken, 7 already there\n" + expected, stderr: "", status: 0))
    }
}
