import APIDocsDiagnostics
import Foundation

/// Which README template to render: one of the built-in templates by name, or a
/// user's template file by path.
///
/// Built-in templates are data files in `Themes/readme/` (see `ThemeLocator`), so that
/// users can read and copy them; `swaggen` is the default.
public struct ReadmeTemplate: Sendable, Equatable {
    /// Where the template comes from.
    public enum Origin: Sendable, Equatable {
        /// A built-in template, by name (`swaggen`, `swaggen-4`, `pace`).
        case builtIn(String)
        /// A template file given by the user.
        case file
    }

    /// The built-in names, in the order help texts list them.
    public static let builtInNames = ["swaggen", "swaggen-4", "pace", sogName]
    /// The built-in template of the swift-openapi-generator client flavour (its default); it
    /// reads the SOG context (`SOGReadmeContext`), so only that flavour renders it.
    public static let sogName = "swift-openapi-generator"
    /// The template used when none is chosen.
    public static let defaultName = "swaggen"
    /// File extension of the built-in template files.
    static let builtInExtension = "stencil"

    public let origin: Origin
    /// Path of the template file (includes are resolved from its folder).
    public let path: String

    public init(origin: Origin, path: String) {
        self.origin = origin
        self.path = path
    }

    /// True when `argument` is plainly a file path: it contains `/` or ends in `.md` or
    /// `.stencil`. (`resolve` also takes an existing file that is not a built-in name.)
    public static func looksLikePath(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix(".md") || argument.hasSuffix(".stencil")
    }

    /// Chooses a template. A built-in name wins over a same-named file in the current
    /// folder (write `./pace` for the file).
    /// - Throws: `SpecError` for an unknown name (listing the known ones) or a missing file.
    public static func resolve(_ argument: String, themes: ThemeLocator = ThemeLocator()) throws -> ReadmeTemplate {
        if looksLikePath(argument) { return try file(argument) }
        if builtInNames.contains(argument) { return try builtIn(argument, themes: themes) }
        if isFile(argument) { return try file(argument) }
        throw unknownName(argument)
    }

    /// A built-in template from the themes folder.
    public static func builtIn(_ name: String, themes: ThemeLocator = ThemeLocator()) throws -> ReadmeTemplate {
        guard builtInNames.contains(name) else { throw unknownName(name) }
        let folder = try themes.readmeDirectory()
        let path = folder + "/" + name + "." + builtInExtension
        guard isFile(path) else {
            throw SpecError("built-in README template `\(name)` is missing from \(folder)", file: path)
        }
        return ReadmeTemplate(origin: .builtIn(name), path: path)
    }

    /// A user's template file; it must exist.
    public static func file(_ path: String) throws -> ReadmeTemplate {
        guard isFile(path) else { throw SpecError("README template file not found", file: path) }
        return ReadmeTemplate(origin: .file, path: path)
    }

    /// The template's text.
    public func text() throws -> String {
        try ReadmeRenderer.readTemplate(at: path)
    }

    private static func unknownName(_ name: String) -> SpecError {
        let known = builtInNames.joined(separator: ", ")
        return SpecError(
            "unknown README template `\(name)`; built-in templates: \(known) (or give a template file path)",
            file: name
        )
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
