import Foundation
import PackagePlugin

/// `swift package apidocs <build|check|readme> …`: runs the apidocs tool on the package it is
/// invoked in, so a package can regenerate (or check) its README and docs without installing
/// anything. `build` needs `--allow-writing-to-package-directory`.
@main
struct APIDocsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "apidocs")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["build"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        if environment["APIDOCS_THEMES"] == nil, let themes = themesFolder(context.package) {
            environment["APIDOCS_THEMES"] = themes.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure(status: process.terminationStatus)
        }
    }

    /// The `Themes` folder of the apidocs package: the tool's built-in templates live there,
    /// and a tool built inside another package's build folder cannot find them on its own.
    func themesFolder(_ package: Package) -> URL? {
        var queue = [package]
        var seen = Set<String>()
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            guard seen.insert(candidate.directoryURL.path).inserted else { continue }
            let themes = candidate.directoryURL.appendingPathComponent("Themes")
            if candidate.products.contains(where: { $0.name == "apidocs" }),
               FileManager.default.fileExists(atPath: themes.appendingPathComponent("readme").path) {
                return themes
            }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }
}

/// The tool's own exit status, reported by `swift package` as the plugin's failure.
struct PluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "apidocs exited with status \(status)" }
}
