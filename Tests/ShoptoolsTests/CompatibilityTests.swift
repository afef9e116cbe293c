import Foundation
import TestSupport
import Testing

/// Code written against 0.1.0's library API still compiles against this build: the names
/// renamed since then are kept, deprecated, for one minor version (CHANGELOG: **Breaking:**
/// marks what is not).
@Suite struct CompatibilityTests {
    /// `Tests/Compatibility/consumer-0.1.swift`, type-checked by the toolchain's `swiftc`
    /// against the modules `swift build` made beside this test bundle.
    @Test func aProgramWrittenFor0_1StillCompilesWithDeprecationWarningsOnly() throws {
        let build = Shoptools.executable.deletingLastPathComponent()
        let modules = build.appendingPathComponent("Modules")
        let folder = try TemporaryFolder()
        let run = try Shoptools.spawn(
            [
                "swiftc", "-typecheck", "-swift-version", "6",
                "-I", FileManager.default.fileExists(atPath: modules.path) ? modules.path : build.path,
                "-module-cache-path", folder.path + "/module-cache",
                Shoptools.packageRoot.appendingPathComponent("Tests/Compatibility/consumer-0.1.swift").path,
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.allSatisfy { $0.contains(" is deprecated") }, "\(warnings.joined(separator: "\n"))")
        // Each of 0.1's names is met through its deprecated alias, which names the new one.
        for expected in [
            "'down' is deprecated: renamed to 'towardZero'",
            "'up' is deprecated: renamed to 'awayFromZero'",
            "'halfUp' is deprecated: renamed to 'toNearestOrAwayFromZero'",
            "'halfEven' is deprecated: renamed to 'toNearestOrEven'",
            "'init(name:)' is deprecated: use init(parsing:), which throws ShopCoreError.unknownRoundingMode",
            "'init(name:)' is deprecated: use init(parsing:), which throws WarikanError.unknownMode",
            "'init(name:basis:)' is deprecated: replaced by 'init(_:_:)'",
            "'basis' is deprecated: renamed to 'portion'",
            "'fixed' is deprecated: renamed to 'amount'",
            "'Basis' is deprecated: renamed to 'Portion'",
        ] {
            #expect(warnings.contains { $0.contains(expected) }, "no warning \"\(expected)\"")
        }
    }
}
