import APIDocsDiagnostics
import Foundation

/// Finds the folder of built-in themes (`Themes/`, holding `readme/`) at run time.
///
/// The themes are data next to the program, not compiled in, so their place depends on
/// how apidocs was run: an explicit folder (command-line flag, or the `APIDOCS_THEMES`
/// environment variable), else the nearest `Themes/readme` above the executable (a
/// checkout's `.build/debug/apidocs`), else `<exe dir>/../share/apidocs/Themes` (an install).
public struct ThemeLocator: Sendable, Equatable {
    /// The environment variable naming the themes folder.
    public static let environmentVariable = "APIDOCS_THEMES"

    /// The folder given explicitly (flag first, then the environment variable), if any.
    public let explicitDirectory: String?
    /// The running executable's path, symlinks resolved, if it could be found.
    public let executablePath: String?

    /// - Parameters:
    ///   - explicitDirectory: the command-line flag's value; wins over the environment.
    ///   - environment: where `APIDOCS_THEMES` is looked up.
    ///   - executablePath: for tests; defaults to the running executable.
    public init(
        explicitDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = nil
    ) {
        let fromEnvironment = environment[Self.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        self.explicitDirectory = explicitDirectory ?? fromEnvironment
        self.executablePath = executablePath ?? Self.runningExecutablePath()
    }

    /// The themes folder (the one that contains `readme/`).
    /// - Throws: `SpecError` when an explicit folder has no `readme/` or nothing was found.
    public func themesDirectory() throws -> String {
        if let explicit = explicitDirectory {
            let folder = TemplatePaths.standardized(explicit)
            if Self.isDirectory(folder + "/readme") { return folder }
            // Also accept the `readme` folder itself.
            let parent = TemplatePaths.folder(of: folder)
            guard folder.hasSuffix("/readme"), Self.isDirectory(folder) else {
                throw SpecError("themes folder has no `readme` folder (from --themes or \(Self.environmentVariable))",
                                file: folder)
            }
            return parent
        }
        var tried: [String] = []
        if let executablePath {
            var folder = TemplatePaths.folder(of: executablePath)
            while true {
                let candidate = (folder == "/" ? "" : folder) + "/Themes"
                if Self.isDirectory(candidate + "/readme") { return candidate }
                tried.append(candidate)
                if folder == "/" { break }
                folder = TemplatePaths.folder(of: folder)
            }
            let installed = TemplatePaths.standardized(TemplatePaths.folder(of: executablePath) + "/../share/apidocs/Themes")
            if Self.isDirectory(installed + "/readme") { return installed }
            tried.append(installed)
        }
        let places = tried.isEmpty ? "the executable's location is unknown" : "looked in " + tried.joined(separator: ", ")
        throw SpecError("built-in themes not found (\(places)); set \(Self.environmentVariable) to the Themes folder",
                        file: executablePath ?? "apidocs")
    }

    /// `<themes>/readme`, where the built-in README templates live.
    public func readmeDirectory() throws -> String {
        try themesDirectory() + "/readme"
    }

    /// `/proc/self/exe` on Linux, else the first command-line argument, symlinks resolved.
    public static func runningExecutablePath() -> String? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return target
        }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        let path: String
        if first.contains("/") {
            path = first
        } else {
            let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
            let found = searchPath.split(separator: ":").map { "\($0)/\(first)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
            guard let found else { return nil }
            path = found
        }
        return URL(fileURLWithPath: TemplatePaths.standardized(path)).resolvingSymlinksInPath().path
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
