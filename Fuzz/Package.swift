// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target over apidocs' whole pipeline, in its own package so that the main
// package builds without sanitizers. Build and run it with `scripts/fuzz.sh SECONDS`.
let package = Package(
    name: "apidocs-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "apidocs", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver for the Swift entry point.
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "apidocs-fuzz",
            dependencies: ["CFuzzerDriver", .product(name: "APIDocsKit", package: "apidocs")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
