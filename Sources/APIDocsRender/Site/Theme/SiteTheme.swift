import APIDocsConcurrency
import APIDocsDiagnostics
import Mustache

/// The templates and assets that give the HTML site its look, compiled once.
///
/// A theme is a folder with `templates/*.mustache` and `assets/*`. The built-in theme is
/// `Themes/default`, compiled into the executable; a user's theme (`--theme DIR`, read by the
/// caller into `ThemeFiles`) only needs the files it changes: every template or asset it lacks
/// comes from the built-in theme.
public struct SiteTheme: Sendable {
    /// The templates the site renders pages with; a theme must end up with all of them.
    public static let pageTemplates = ["home", "model", "operation", "tag", "webhook", "guide", "site-index"]
    /// The folder name of the built-in theme inside `Themes/`.
    public static let defaultName = "default"

    /// Every template, by name (file name without `.mustache`), for pages and partials.
    public let library: MustacheLibrary
    /// Files copied into each API's folder, by path relative to `assets/`, sorted.
    public let assets: [(path: String, bytes: [UInt8])]
    /// The user's files the theme was made from (templates and assets of a custom theme, as
    /// disk paths), sorted: part of a build's fingerprint, so a theme edit rebuilds the site.
    /// The built-in files are part of the executable, which the fingerprint covers.
    public let sourceFiles: [String]
    /// The file each template was read from, by template name, for diagnostics.
    let templateFiles: [String: String]

    /// The built-in theme, with the templates and assets of `custom` laid over it.
    /// - Throws: `SpecError` for a template syntax error (with its line and column) or a page
    ///   template missing from both themes.
    public static func load(custom: ThemeFiles?) throws(SpecError) -> SiteTheme {
        guard let custom else { return try builtIn.get() }
        return try compile(custom: custom)
    }

    /// Starts compiling the built-in theme on another thread, so that a build can load its
    /// spec meanwhile; `load(custom: nil)` then waits for it if it is not done.
    public static func prepareBuiltIn() {
        _ = BackgroundWork { _ = builtIn }
    }

    /// The built-in theme alone, compiled once per process.
    static let builtIn: Result<SiteTheme, SpecError> = {
        do throws(SpecError) {
            return .success(try compile(custom: nil))
        } catch {
            return .failure(error)
        }
    }()

    static func compile(custom: ThemeFiles?) throws(SpecError) -> SiteTheme {
        let base = ThemeFiles.builtIn(defaultName)
        var layers = [base]
        if let custom { layers.append(custom) }
        // name -> (layer, relative path)
        var sources: [String: (layer: Int, path: String)] = [:]
        var assetFiles: [String: (layer: Int, path: String)] = [:]
        for (index, layer) in layers.enumerated() {
            for name in layer.paths(in: "templates") where name.hasSuffix(".mustache") {
                sources[String(name.dropLast(".mustache".count))] = (index, "templates/" + name)
            }
            for name in layer.paths(in: "assets") where !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                assetFiles[name] = (index, "assets/" + name)
            }
        }
        var library = MustacheLibrary()
        var texts: [String: String] = [:]
        var places: [String: String] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let layer = layers[source.layer]
            let place = layer.place(of: source.path)
            let text = String(decoding: layer.files[source.path] ?? [], as: UTF8.self)
            texts[name] = text
            places[name] = place
            library.register(try compile(text, path: place), named: name)
        }
        for name in pageTemplates where sources[name] == nil {
            throw SpecError("the theme has no template '\(name).mustache'", file: (custom ?? base).place(of: "templates"))
        }
        for name in sources.keys.sorted() {
            try MustachePartials.check(texts[name] ?? "", of: name, path: places[name] ?? name, available: Set(sources.keys))
        }
        let assets = assetFiles.keys.sorted().map { name in
            let source = assetFiles[name]!
            return (path: name, bytes: layers[source.layer].files[source.path] ?? [])
        }
        let custom = (Array(sources.values) + Array(assetFiles.values)).filter { !layers[$0.layer].isBuiltIn }
        let sourceFiles = custom.map { layers[$0.layer].place(of: $0.path) }.sorted()
        return SiteTheme(library: library, assets: assets, sourceFiles: sourceFiles, templateFiles: places)
    }

    /// Renders the template `name` with `view`, without the characters HTML forbids
    /// (`HTMLCharacters`). A template that renders no page at all is reported as an error
    /// (the caller writes nothing then), never written as an empty file.
    func render(_ name: String, _ view: Any, diagnostics: DiagnosticCollector) -> String {
        guard let text = library.render(TemplateNode.root(view), withTemplate: name), !text.isEmpty else {
            diagnostics.error("theme template '\(name)' rendered an empty page", at: nil, file: templateFiles[name] ?? name + ".mustache")
            return ""
        }
        return SwiftHighlighter.colour(page: HTMLCharacters.replacingForbidden(text))
    }

    private static func compile(_ text: String, path: String) throws(SpecError) -> MustacheTemplate {
        EscapingContentType.registered
        do {
            return try MustacheTemplate(string: EscapingContentType.pragma + text)
        } catch let error as MustacheTemplate.ParserError {
            // The pragma is one line of its own: the template's lines are one further down.
            let place = SourceLocation(file: path, line: max(error.context.lineNumber - 1, 1), column: error.context.columnNumber)
            throw SpecError("template syntax error: \(error.error)", at: place)
        } catch {
            throw SpecError("template syntax error: \(error)", file: path)
        }
    }
}
