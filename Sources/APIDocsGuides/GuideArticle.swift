import APIDocsDiagnostics

/// One hand-written article of a spec's guides folder, as read from disk.
///
/// Articles sit beside the generated reference and link into it; the render stage resolves
/// their links against the client's symbol table. `body` keeps the file's line numbering: the
/// front matter and a title heading taken from the text are blanked, not removed, so a
/// position found in `body` is a position in the file.
public struct GuideArticle: Sendable, Equatable {
    /// The file's base name without `.md`: what `<doc:name>` names. Unique in the set.
    public var name: String
    /// The file as it is reported in diagnostics (the guides folder joined with `relativePath`).
    public var file: String
    /// The path inside the guides folder (`advanced/errors.md`).
    public var relativePath: String
    /// The page title: front matter `title`, else the text's leading `# ` heading, else `name`.
    public var title: String
    /// The Markdown text with front matter and title heading blanked (same line numbers).
    public var body: String
    /// The group (sub-folder) the article belongs to; `nil` for the folder's top level.
    public var group: String?
    /// Front matter `order`, if given.
    public var order: Int?

    public init(name: String, file: String, relativePath: String, title: String, body: String, group: String? = nil, order: Int? = nil) {
        self.name = name
        self.file = file
        self.relativePath = relativePath
        self.title = title
        self.body = body
        self.group = group
        self.order = order
    }

    /// Line 1, column 1 of the file: where whole-article problems are reported.
    public var start: SourceLocation { SourceLocation(file: file, line: 1, column: 1) }
}

/// A sub-folder of the guides folder: one titled group of articles in the sidebar.
public struct GuideGroup: Sendable, Equatable {
    /// The folder path inside the guides folder (`advanced`, `advanced/errors`).
    public var folder: String
    /// The group's heading: `guides.yml`'s `groups:` entry, else made from the folder name.
    public var title: String

    public init(folder: String, title: String) {
        self.folder = folder
        self.title = title
    }
}

/// Every article of one spec's guides folder, in the declared order.
///
/// This is the guides stage's output: the render stage makes a page of each article, a
/// sidebar section of the set, and resolves every link against the symbol table.
public struct GuideSet: Sendable, Equatable {
    /// The guides folder as configured.
    public var folder: String
    /// Articles in sidebar order: the top level first, then each group's, groups in the order
    /// of their first article.
    public var articles: [GuideArticle]
    /// The groups that hold articles, in sidebar order.
    public var groups: [GuideGroup]
    /// Every file read (articles, then `guides.yml` when there is one): the build's inputs.
    public var files: [String]

    public init(folder: String, articles: [GuideArticle], groups: [GuideGroup], files: [String]) {
        self.folder = folder
        self.articles = articles
        self.groups = groups
        self.files = files
    }

    /// The article `<doc:name>` names, if any.
    public func article(named name: String) -> GuideArticle? {
        articles.first { $0.name == name }
    }
}
