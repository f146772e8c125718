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
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure(status: process.terminationStatus)
        }
    }

}

/// The tool's own exit status, reported by `swift package` as the plugin's failure.
struct PluginFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "apidocs exited with status \(status)" }
}
