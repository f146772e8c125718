// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "apidocs",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "apidocs", targets: ["apidocs"]),
        // The pipeline as a library, for embedders and the fuzz target (Fuzz/, its own package).
        .library(name: "APIDocsKit", targets: ["APIDocsKit"]),
        .plugin(name: "APIDocsPlugin", targets: ["APIDocsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The two C libraries, found through pkg-config files. On macOS SwiftPM takes the
        // Homebrew provider and also looks in $(brew --prefix)/opt/<formula>/lib/pkgconfig;
        // the formulae install yaml-0.1.pc and libcmark-gfm.pc (which links the extensions too).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // Diagnostics as values (severity, message, file:line:column, pointer), passed through
        // every stage.
        .target(name: "APIDocsDiagnostics"),
        // Work spread over all cores with results in a fixed order (maps, side-by-side tasks,
        // memo tables shared between threads), for every stage that has independent pieces.
        .target(name: "APIDocsConcurrency"),
        // Stage 1: YAML/JSON text -> source-located tree, $ref resolution across files.
        .target(name: "APIDocsLoader", dependencies: ["APIDocsDiagnostics", "APIDocsConcurrency", "CLibYAML"]),
        // Fetches remote $ref documents (URLSession) for the loader, only when a spec allows URL
        // prefixes; kept apart so that the loader has no networking.
        .target(name: "APIDocsRemote", dependencies: ["APIDocsLoader", "CCurlFetch"]),
        // HTTP(S) with the system's libcurl, loaded with dlopen when a remote $ref is fetched or
        // `serve --proxy` forwards a request: the binary links no networking library (see
        // scripts/release.sh).
        .target(name: "CCurlFetch", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // Hand-written articles beside the reference (a spec's guides folder): Markdown files,
        // their front matter and declared order, read and checked before anything renders.
        .target(name: "APIDocsGuides", dependencies: ["APIDocsLoader", "APIDocsDiagnostics"]),
        // Stage 2: located tree -> one OpenAPI model for 2.0, 3.0 and 3.1.
        .target(name: "APIDocsSpec", dependencies: ["APIDocsLoader", "APIDocsConcurrency"]),
        // Stage 3: spec model -> SwagGen's Swift names (symbol model).
        .target(
            name: "APIDocsSymbols", dependencies: ["APIDocsSpec", "APIDocsDiagnostics", "APIDocsConcurrency"],
            // A member is found only through an import of the module that declares it: with no
            // import of the loader, no member of its nodes is reachable from this stage.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Stage 3b: spec model -> swift-openapi-generator's Swift names (the SOG flavour's symbol model).
        .target(
            name: "APIDocsSOG", dependencies: ["APIDocsSpec", "APIDocsSymbols", "APIDocsDiagnostics"],
            // As for the symbol stage: the spec model's typed fields only, never a loader node.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Stage 4: symbol model -> README (Stencil) and pages.
        .target(
            name: "APIDocsRender",
            dependencies: [
                "APIDocsDiagnostics", "APIDocsConcurrency", "APIDocsSymbols", "APIDocsSOG", "APIDocsDiff", "APIDocsGuides",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "Mustache", package: "swift-mustache"),
                "CCmarkGFM",
            ]
        ),
        // What a spec change does to the Swift client: compares two client models (either
        // flavour) and gives each change with its verdict for a caller's source.
        .target(
            name: "APIDocsDiff", dependencies: ["APIDocsSymbols", "APIDocsSpec", "APIDocsDiagnostics"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Stage 5 as a library: jobs and configuration, the pipeline's named stages, the output
        // writer and the drift check. Tests, the plugin's binary and embedders use this.
        .target(
            name: "APIDocsKit",
            dependencies: ["APIDocsDiagnostics", "APIDocsConcurrency", "APIDocsLoader", "APIDocsRemote", "APIDocsSpec", "APIDocsSymbols", "APIDocsSOG", "APIDocsRender", "APIDocsDiff", "APIDocsGuides"]
        ),
        // `apidocs serve`: the site rendered into memory, served over HTTP (Hummingbird), rebuilt
        // when an input changes (inotify) and reloaded in open pages.
        .target(
            name: "APIDocsServe",
            dependencies: [
                "APIDocsKit", "APIDocsRender", "APIDocsDiagnostics", "APIDocsConcurrency", "CCurlFetch",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command line: argument parsing and printing only.
        .target(
            name: "APIDocsCLI",
            dependencies: [
                "APIDocsKit", "APIDocsLoader", "APIDocsSymbols", "APIDocsDiff", "APIDocsRender", "APIDocsServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["CommitStampPlugin"]
        ),
        // Before each build: the git commit for `apidocs --version` (BuildCommit.swift).
        .plugin(name: "CommitStampPlugin", capability: .buildTool()),
        // A release build carries no DWARF: the C targets of the dependencies (swift-nio's
        // shims) are compiled by clang as DWARF 5, which the valgrind of Debian 12 (3.19)
        // cannot read ("Possibly corrupted debuginfo file … Giving up"), so no profiler could
        // open the binary. The symbol table stays: callgrind and perf name every function.
        // Code and data are byte for byte those of a build with DWARF. (Unsafe flags in a
        // dependency are accepted from tools version 6.2 on.) Linux only: macOS's linker has no
        // --strip-debug and would fail the link.
        .executableTarget(
            name: "apidocs", dependencies: ["APIDocsCLI"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--strip-debug"], .when(platforms: [.linux], configuration: .release))]
        ),
        // `swift package apidocs build|check`: runs the tool on the package that depends on us.
        // No declared permission: `check` only reads, so it must run without a prompt; `build`
        // is given `--allow-writing-to-package-directory`, which opens the package folder to it.
        .plugin(
            name: "APIDocsPlugin",
            capability: .command(
                intent: .custom(verb: "apidocs", description: "Build or check the README and docs of the package's OpenAPI specs.")
            ),
            dependencies: ["apidocs"]
        ),
        // Test helper, not a product: writes generated files with OutputWriter, for the test
        // that kills it mid-write (Tests/APIDocsCLITests/OutputKillTests.swift).
        .executableTarget(name: "apidocs-writer-stress", dependencies: ["APIDocsKit"]),
        // Test support, not a product: the one way tests find the shared corpus (../shared or
        // $APIDOCS_SHARED; a skip when absent, a failure under CI=true).
        .target(name: "APIDocsTestSupport", path: "Tests/APIDocsTestSupport"),
        .testTarget(name: "APIDocsTestSupportTests", dependencies: ["APIDocsTestSupport"]),
        .testTarget(name: "APIDocsDiagnosticsTests", dependencies: ["APIDocsDiagnostics"]),
        .testTarget(name: "APIDocsConcurrencyTests", dependencies: ["APIDocsConcurrency"]),
        .testTarget(name: "APIDocsLoaderTests", dependencies: ["APIDocsLoader", "APIDocsTestSupport"]),
        .testTarget(name: "APIDocsRemoteTests", dependencies: ["APIDocsRemote", "APIDocsLoader"]),
        .testTarget(name: "APIDocsSpecTests", dependencies: ["APIDocsSpec"]),
        .testTarget(name: "APIDocsSymbolsTests", dependencies: ["APIDocsSymbols", "APIDocsSpec", "APIDocsLoader"]),
        .testTarget(name: "APIDocsSOGTests", dependencies: ["APIDocsSOG", "APIDocsSymbols", "APIDocsKit", "APIDocsSpec", "APIDocsLoader", "APIDocsTestSupport"]),
        .testTarget(
            name: "APIDocsRenderTests",
            dependencies: ["APIDocsRender", "APIDocsSymbols", "APIDocsSpec", "APIDocsLoader", "APIDocsTestSupport"]
        ),
        .testTarget(name: "APIDocsDiffTests", dependencies: ["APIDocsDiff", "APIDocsKit", "APIDocsSymbols", "APIDocsLoader", "APIDocsTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "APIDocsServeTests", dependencies: ["APIDocsServe", "APIDocsKit"]),
        .testTarget(name: "APIDocsCLITests", dependencies: ["APIDocsCLI", "APIDocsKit", "APIDocsRender", "APIDocsTestSupport"]),
        .testTarget(name: "ConformanceTests", dependencies: ["APIDocsCLI", "APIDocsKit", "APIDocsRender", "APIDocsSOG", "APIDocsTestSupport"]),
    ]
)
