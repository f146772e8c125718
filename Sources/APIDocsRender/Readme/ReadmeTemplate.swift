import APIDocsDiagnostics

/// Which README template to render, with its text: one of the built-in templates by name, or a
/// user's template file (read by the caller, which also says how its includes are found).
///
/// Built-in templates are `Themes/readme/*.stencil`, compiled into the executable
/// (`ThemeFiles.builtIn("readme")`) so that users can read and copy them and the executable
/// alone is the whole tool; `swaggen` is the default.
public struct ReadmeTemplate: Sendable {
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
    /// The template's path as the user wrote it (`Themes/readme/<name>.stencil` for a built-in
    /// one): named in errors.
    public let path: String
    /// The template's text.
    public let text: String
    /// How `{% include %}` finds other templates.
    public let includes: TemplateIncludes

    public init(origin: Origin, path: String, text: String, includes: TemplateIncludes) {
        self.origin = origin
        self.path = path
        self.text = text
        self.includes = includes
    }

    /// True when `argument` is plainly a file path: it contains `/` or ends in `.md` or
    /// `.stencil`. (The caller also takes an existing file that is not a built-in name.)
    public static func looksLikePath(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix(".md") || argument.hasSuffix(".stencil")
    }

    /// A built-in template.
    /// - Throws: `SpecError` for an unknown name, listing the known ones.
    public static func builtIn(_ name: String) throws(SpecError) -> ReadmeTemplate {
        let files = ThemeFiles.builtIn("readme")
        let fileName = name + "." + builtInExtension
        guard builtInNames.contains(name), let bytes = files.files[fileName] else { throw unknownName(name) }
        return ReadmeTemplate(
            origin: .builtIn(name), path: files.place(of: fileName),
            text: String(decoding: bytes, as: UTF8.self),
            includes: TemplateIncludes(folder: "/" + files.origin) { path in
                files.files[String(path.dropFirst(files.origin.count + 2))]
            }
        )
    }

    /// The error for a name that is neither a built-in template nor a file.
    public static func unknownName(_ name: String) -> SpecError {
        let known = builtInNames.joined(separator: ", ")
        return SpecError(
            "unknown README template `\(name)`; built-in templates: \(known) (or give a template file path)",
            file: name
        )
    }
}

/// Where `{% include "name" %}` finds a template: a folder (an absolute path; includes may not
/// leave it) and a reader the caller provides, so rendering itself reads no disk.
public struct TemplateIncludes: Sendable {
    /// Absolute, standardized.
    public let folder: String
    /// The bytes at an absolute path inside `folder`, or `nil` when there is no such file.
    public let read: @Sendable (String) -> [UInt8]?

    public init(folder: String, read: @escaping @Sendable (String) -> [UInt8]?) {
        self.folder = TemplatePaths.standardized(folder)
        self.read = read
    }

    /// No includes: every `{% include %}` is "not found".
    public static let none = TemplateIncludes(folder: "/") { _ in nil }
}
