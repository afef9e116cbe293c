// swift-tools-version:6.2
import PackageDescription

/// `shoptools` is linked as a static executable on Linux so that a plain
/// `swift build -c release` gives a binary that starts about as fast as `bc`
/// (see `scripts/bench`): a dynamic one spends most of its start-up loading
/// the Swift runtime and Foundation's libraries.
///
/// lld is used because it does not repeat glibc's link-time notes about static `getpwuid_r`/`dlopen`; it
/// ships with the Swift toolchain for Linux. shoptools calls neither itself;
/// `iconv`, for a locale that is not UTF-8, loads glibc's converters, which
/// must then be those of the glibc it was built with (where they cannot be
/// loaded, such a locale gets English in ASCII).
/// The extra libraries are the ones FoundationEssentials needs when it is
/// linked statically.
///
/// The linker lays out the code and data that the commands' start-up touches together
/// (`--symbol-ordering-file`, the list written by `scripts/startup-order`; a name no longer in the
/// program is passed over in silence, so a stale list costs speed, never correctness). On the
/// virtual machines we measure on, the first touch of a page of the binary costs about 5 µs: a
/// one-line command touched some 200 pages, which cost more than all its instructions.
///
/// Why the flags stay here rather than in a script: the start-up figure then
/// holds for the README's own `swift build -c release`. They are on the
/// executable target alone. Elsewhere than Linux nothing applies.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

let staticExecutable: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-executable", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(packageDirectory)/Sources/shoptools/startup.order",
            "-Xlinker", "--no-warn-symbol-ordering",
        ], .when(platforms: [.linux])),
    .linkedLibrary("_FoundationCShims", .when(platforms: [.linux])),
    .linkedLibrary("_FoundationCollections", .when(platforms: [.linux])),
    .linkedLibrary("swiftSynchronization", .when(platforms: [.linux])),
]

/// The libraries and the command line get their types' run-time metadata through accessors, not by
/// demangling names, and each function in a section of its own (on Linux, where the static executable is
/// built; the loop at the end gives it to every regular target).
///
/// A type made by name has each of its generic requirements checked at run time (the first check scans
/// every conformance of the static binary), and demangling itself costs thousands of instructions a type.
/// A command makes a few dozen such types (an option's, a table's, a request's, and in the libraries a
/// group's, a cart's, a rule's): with the libraries built this way too, `settle` of a 3-line file runs
/// 13 % fewer instructions, `receipt` 14 % and `points` 16 % (callgrind). A section a function lets the
/// linker place each one that start-up runs beside the others (see `staticExecutable`). The flags change
/// only how the compiler asks for a type and where it puts a function, never what the program does.
///
/// They are unsafe flags in SwiftPM's sense. A package depending on these library products by version
/// was refused for them before Swift 6.2; SwiftPM 6.2 dropped that check, and this manifest's tools
/// version (6.2) is read by no older SwiftPM.
let metadataByAccessor: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"],
        .when(platforms: [.linux]))
]

let package = Package(
    name: "shoptools",
    // `UInt128` (the exact kernel) and `Mutex` (the cart store) came with macOS 15 and iOS 18.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ShopCore", targets: ["ShopCore"]),
        .library(name: "ShopFiles", targets: ["ShopFiles"]),
        .library(name: "Bargain", targets: ["Bargain"]),
        .library(name: "Warikan", targets: ["Warikan"]),
        .library(name: "Calculator", targets: ["Calculator"]),
        .library(name: "Tax", targets: ["Tax"]),
        .library(name: "Cart", targets: ["Cart"]),
        .library(name: "Settle", targets: ["Settle"]),
        .library(name: "Points", targets: ["Points"]),
        .library(name: "ShopText", targets: ["ShopText"]),
        .executable(name: "shoptools", targets: ["shoptools"]),
    ],
    targets: [
        // MARK: - Libraries
        // `_checkInvariants()` of BigUInt, Fraction and ExactDecimal run in debug builds (and so in
        // `swift test`), as swift-collections' COLLECTIONS_INTERNAL_CHECKS; a release build has none.
        .target(
            name: "ShopCore", exclude: ["README.md"],
            swiftSettings: [.define("SHOPCORE_INTERNAL_CHECKS", .when(configuration: .debug))]),
        // The POSIX file layer: reading with a limit, changing a file under its lock, atomic rewrites,
        // held termination signals. Cart, Settle, Warikan and Points keep their files with it.
        .target(name: "ShopFiles", dependencies: ["ShopCore"], exclude: ["README.md"]),
        .target(name: "Bargain", dependencies: ["ShopCore"], exclude: ["README.md"]),
        .target(name: "Warikan", dependencies: ["ShopCore", "ShopFiles"], exclude: ["README.md"]),
        .target(name: "Calculator", dependencies: ["ShopCore", "Tax"], exclude: ["README.md"]),
        .target(name: "Tax", dependencies: ["ShopCore"], exclude: ["README.md"]),
        .target(
            name: "Cart", dependencies: ["ShopCore", "ShopFiles", "Bargain", "Tax", "Warikan", "Points"], exclude: ["README.md"]),
        .target(name: "Settle", dependencies: ["ShopCore", "ShopFiles", "Warikan", "Cart"], exclude: ["README.md"]),
        .target(name: "Points", dependencies: ["ShopCore", "ShopFiles", "Tax"], exclude: ["README.md"]),
        // Words for people, in English and Japanese, over every library's results and errors.
        .target(
            name: "ShopText",
            dependencies: [
                "ShopCore", "ShopFiles", "Bargain", "Warikan", "Calculator", "Tax", "Cart", "Settle", "Points",
            ],
            exclude: ["README.md"]),

        // MARK: - Executable
        // The generic command-line machinery (argument parsing, option tables, shell
        // words, completion, help layout, the terminal and line editor, input and
        // output), apart from shoptools' own commands as argument-parser and
        // swift-format keep theirs: internal (no product), used through `package` access.
        .target(name: "CommandLineKit", dependencies: ["ShopCore"]),
        // The command layer (dispatcher, commands, renderers, REPL) is a library
        // target so tests run commands in process; the executable is its `main`.
        .target(
            name: "ShoptoolsCLI",
            dependencies: [
                "CommandLineKit", "ShopCore", "ShopFiles", "Bargain", "Warikan", "Calculator", "Tax", "Cart", "Settle",
                "Points", "ShopText",
            ]),
        .executableTarget(
            name: "shoptools",
            dependencies: ["ShoptoolsCLI"],
            exclude: ["startup.order"],
            linkerSettings: staticExecutable
        ),

        // MARK: - Examples (built by `swift build`, replayed by tests)
        .executableTarget(
            name: "bargain-hunt",
            dependencies: ["ShopCore", "Bargain"],
            path: "Examples/bargain-hunt"
        ),
        .executableTarget(
            name: "app-models",
            dependencies: ["ShopCore", "Bargain", "Warikan", "Calculator", "Cart", "ShopText"],
            path: "Examples/app-models",
            exclude: ["expected-en.txt", "expected-ja.txt"]
        ),
        .executableTarget(
            name: "party-bill",
            dependencies: ["ShopCore", "Warikan"],
            path: "Examples/party-bill"
        ),

        // MARK: - Benchmarks (run by scripts/bench)
        .executableTarget(
            name: "cart-bench",
            dependencies: ["Cart", "ShopCore"],
            path: "Benchmarks/cart-bench"
        ),
        .executableTarget(
            name: "settle-bench",
            dependencies: ["Settle", "ShopCore", "TestSupport"],
            path: "Benchmarks/settle-bench"
        ),

        // MARK: - Tests
        .target(name: "TestSupport", dependencies: ["ShopCore"], path: "Tests/TestSupport"),
        .testTarget(name: "ShopCoreTests", dependencies: ["TestSupport", "ShopCore"], exclude: ["Fixtures"]),
        .testTarget(name: "ShopFilesTests", dependencies: ["TestSupport", "ShopFiles", "ShopCore"]),
        .testTarget(name: "BargainTests", dependencies: ["TestSupport", "Bargain", "ShopCore"]),
        .testTarget(name: "WarikanTests", dependencies: ["TestSupport", "Warikan", "ShopCore", "ShopFiles"]),
        .testTarget(name: "CalculatorTests", dependencies: ["TestSupport", "Calculator", "ShopCore", "Tax"]),
        .testTarget(name: "TaxTests", dependencies: ["TestSupport", "Tax", "ShopCore"]),
        .testTarget(
            name: "CartTests", dependencies: ["TestSupport", "Cart", "ShopFiles", "Bargain", "Tax", "Points", "ShopCore"]),
        .testTarget(name: "PointsTests", dependencies: ["TestSupport", "Points", "ShopText", "ShopCore", "Tax"]),
        .testTarget(
            name: "SettleTests", dependencies: ["TestSupport", "Settle", "ShopText", "ShopCore", "ShopFiles", "Cart", "Tax"]),
        .testTarget(
            name: "ShopTextTests",
            dependencies: [
                "TestSupport", "ShopText", "ShopCore", "ShopFiles", "Bargain", "Warikan", "Calculator", "Tax", "Cart",
            ]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit", "ShopCore"]),
        .testTarget(
            name: "ShoptoolsTests",
            dependencies: [
                "ShoptoolsCLI", "CommandLineKit", "ShopText", "ShopCore", "Bargain", "Calculator", "Tax", "Cart", "Settle",
                "Warikan",
                "Points", "TestSupport",
            ],
            exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)

// The libraries, the command line and TestSupport (every regular target; not the examples, benchmarks or tests,
// which are executables or test targets): see `metadataByAccessor`.
for target in package.targets where target.type == .regular {
    target.swiftSettings = (target.swiftSettings ?? []) + metadataByAccessor
}
