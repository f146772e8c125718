import APIDocsDiagnostics
import Foundation
import Mustache

/// The templates and assets that give the HTML site its look, compiled once.
///
/// A theme is a folder with `templates/*.mustache` and `assets/*`. The built-in theme is
/// `Themes/default`; a user's theme (`--theme DIR`) only needs the files it changes: every
/// template or asset it lacks comes from the default theme.
public struct SiteTheme: Sendable {
    /// The templates the site renders pages with; a theme must end up with all of them.
    public static let pageTemplates = ["home", "model", "operation", "tag", "webhook", "site-index"]
    /// The folder name of the built-in theme inside `Themes/`.
    public static let defaultName = "default"

    /// Every template, by name (file name without `.mustache`), for pages and partials.
    public let library: MustacheLibrary
    /// Files copied into each API's folder, by path relative to `assets/`, sorted.
    public let assets: [(path: String, bytes: [UInt8])]
    /// Every file the theme was made from (templates and assets, custom ones included), sorted:
    /// part of a build's fingerprint, so a theme edit rebuilds the site.
    public let sourceFiles: [String]
    /// The file each template was read from, by template name, for diagnostics.
    let templateFiles: [String: String]

    /// Loads the default theme, with the templates and assets of `custom` laid over it.
    /// - Throws: `SpecError` for a missing folder, an unreadable file, a template syntax error
    ///   (with its line and column) or a page template missing from both themes.
    public static func load(custom: String?, themes: ThemeLocator = ThemeLocator()) throws(SpecError) -> SiteTheme {
        let base: String
        do {
            base = try themes.themesDirectory() + "/" + defaultName
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError("\(error)", file: "Themes")
        }
        var folders = [base]
        if let custom {
            guard ThemeLocator.isDirectory(custom) else { throw SpecError("theme folder not found", file: custom) }
            folders.append(custom)
        }
        var sources: [String: String] = [:]
        var assetFiles: [String: String] = [:]
        for folder in folders {
            for name in files(in: folder + "/templates") where name.hasSuffix(".mustache") {
                sources[String(name.dropLast(".mustache".count))] = folder + "/templates/" + name
            }
            for name in files(in: folder + "/assets") {
                assetFiles[name] = folder + "/assets/" + name
            }
        }
        var library = MustacheLibrary()
        var texts: [String: String] = [:]
        for (name, path) in sources.sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: try read(path), as: UTF8.self)
            texts[path] = text
            library.register(try compile(text, path: path), named: name)
        }
        for name in pageTemplates where sources[name] == nil {
            throw SpecError("the theme has no template '\(name).mustache'", file: base + "/templates")
        }
        for (name, path) in sources.sorted(by: { $0.key < $1.key }) {
            try MustachePartials.check(texts[path] ?? "", of: name, path: path, available: Set(sources.keys))
        }
        let assets = try assetFiles.keys.sorted().map { name throws(SpecError) in (path: name, bytes: try read(assetFiles[name]!)) }
        let sourceFiles = (Array(sources.values) + Array(assetFiles.values)).sorted()
        return SiteTheme(library: library, assets: assets, sourceFiles: sourceFiles, templateFiles: sources)
    }

    /// Renders the template `name` with `view`, without the characters HTML forbids
    /// (`HTMLCharacters`). A template that renders no page at all is reported as an error
    /// (the caller writes nothing then), never written as an empty file.
    func render(_ name: String, _ view: Any, diagnostics: DiagnosticCollector) -> String {
        guard let text = library.render(view, withTemplate: name), !text.isEmpty else {
            diagnostics.error("theme template '\(name)' rendered an empty page", at: nil, file: templateFiles[name] ?? name + ".mustache")
            return ""
        }
        return HTMLCharacters.replacingForbidden(text)
    }

    private static func compile(_ text: String, path: String) throws(SpecError) -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            let place = SourceLocation(file: path, line: error.context.lineNumber, column: error.context.columnNumber)
            throw SpecError("template syntax error: \(error.error)", at: place)
        } catch {
            throw SpecError("template syntax error: \(error)", file: path)
        }
    }

    /// File names in `folder` and its subfolders (as `sub/name`), sorted; none if it is absent.
    static func files(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: [String] = []
        while let name = enumerator.nextObject() as? String {
            let last = name.split(separator: "/").last.map(String.init) ?? name
            if last.hasPrefix(".") { continue }
            if !ThemeLocator.isDirectory(folder + "/" + name) { names.append(name) }
        }
        return names.sorted()
    }

    static func read(_ path: String) throws(SpecError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw SpecError("cannot read theme file", file: path) }
        return [UInt8](data)
    }
}
