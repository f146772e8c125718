import APIDocsLoader

// The Redoc and Redocly vendor extensions real specs carry, read once in the spec stage like
// every other fact. SwagGen knows none of them: only the HTML site reads these, never the
// README, so a README stays what SwagGen writes.

/// One entry of the root `x-tagGroups` list (Redoc): a heading over several tags, which the
/// sidebar and the home page's operation list show as one group each.
public struct TagGroupFacts: Sendable, Equatable {
    public var name: String
    /// The tags of the group in the order written; names that no tag declaration and no
    /// operation has were reported and left out.
    public var tags: [String]

    public init(name: String, tags: [String]) {
        self.name = name
        self.tags = tags
    }
}

/// `info.x-logo` (Redoc): the image shown at the start of every page's header.
///
/// Only the text is read here; whether `url` is a usable address or a file beside the spec
/// (inside the project, an image) is decided where files are read (`SiteLogoResolver` in
/// APIDocsKit), which reports against `location`.
public struct LogoFacts: Sendable {
    /// `url` as written: an `https:` address, or a path relative to the file that writes it.
    public var url: String
    public var altText: String?
    public var backgroundColor: String?
    /// Where a click on the logo goes.
    public var href: String?
    /// Where `url` is written (the file a relative path starts from).
    public var location: SourceLocation
    /// The JSON pointer of `url`.
    public var pointer: String
}

/// One entry of an operation's `x-codeSamples` (or the older `x-code-samples`), Redoc's code
/// samples in languages other than the generated client's.
public struct CodeSampleFacts: Sendable, Equatable {
    /// The language (`Shell`, `JavaScript`), which also names the sample when it has no label.
    public var language: String
    public var label: String?
    /// The code as written: untrusted text, escaped wherever it is shown.
    public var source: String

    /// What the sample's tab says: `label`, else `lang`.
    public var title: String { label ?? language }
}

/// Why an operation, path item or schema is left out of the site: `x-internal: true`
/// (Redocly's bundler removes such parts) or `x-hidden: true` (other tools' spelling).
public struct HiddenMark: Sendable, Equatable {
    /// `x-internal` or `x-hidden`.
    public var key: String
    /// Where the flag is written.
    public var location: SourceLocation

    /// The extension keys that hide a part, in the order they are looked for.
    public static let keys = ["x-internal", "x-hidden"]
}

/// GitHub's `x-github.category` and `subcategory` of an operation (GitHub's own REST docs
/// group operations by them).
public struct GitHubCategoryFacts: Sendable, Equatable {
    public var category: String
    public var subcategory: String?

    public init(category: String, subcategory: String?) {
        self.category = category
        self.subcategory = subcategory
    }
}
