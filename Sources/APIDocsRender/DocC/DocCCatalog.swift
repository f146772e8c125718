/// A DocC catalog (`<Module>.docc`) holding what the site knows about the client module: a
/// root page for the module (the API, its servers and authentication, topics by tag), one
/// documentation extension per documented symbol, merged by DocC into what the generated code's
/// `///` comments say, and the guides as articles.
///
/// DocC itself is the judge: `docc convert --warnings-as-errors` with the module's symbol graph
/// must accept the catalog without a warning, so every extension names a symbol the module
/// declares, every symbol link resolves, and nothing DocC warns about is written. (DocC appends
/// an extension's content by default and warns that `@DocumentationExtension(mergeBehavior:
/// append)` "has no effect", so the files do not carry it.)
public struct DocCCatalog: Sendable {
    /// One file of the catalog, relative to the `.docc` folder.
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String
    }

    /// The module the catalog documents (the `.docc` folder's name without the extension).
    public var module: String
    /// Root page first, then extensions by path, then articles.
    public var files: [File]

    /// The folder extension files go in, and the one articles go in.
    static let extensionsFolder = "Extensions"
    static let articlesFolder = "Articles"

    /// The extension file of `swiftPath`.
    static func extensionPath(_ swiftPath: String) -> String {
        extensionsFolder + "/" + Slug.make(swiftPath) + ".md"
    }
}
