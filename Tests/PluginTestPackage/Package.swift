// swift-tools-version: 6.1
// A package that depends on apidocs, to exercise the command plugin the way a user would:
//   swift package --allow-writing-to-package-directory apidocs build
//   swift package apidocs check
import PackageDescription

let package = Package(
    name: "PluginTestPackage",
    dependencies: [
        .package(name: "apidocs", path: "../.."),
    ],
    targets: [
        .target(name: "Placeholder"),
    ]
)
