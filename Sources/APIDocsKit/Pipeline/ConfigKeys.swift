import APIDocsLoader

/// Every key of `apidocs.yml` and the command-line flag that sets the same thing: name, type,
/// where it may be written, default and meaning, in one table.
///
/// The readers (`ProjectConfig`, `WorkspaceConfig`) take their known keys from it and the README
/// documents exactly these rows (a test compares them), so a new setting is one row here (and
/// its reading), never a key one place knows and another does not.
public enum ConfigKeys {
    /// Where a key may be written.
    public enum Place: Sendable, Equatable {
        /// A spec folder's `apidocs.yml`, or an `--options` file in that form.
        case specFolder
        /// The top of the root `apidocs.yml`.
        case root
        /// One entry of the root file's `specs:`.
        case specEntry
    }

    public enum ValueType: Sendable, Equatable {
        case string, bool, options, specList, versionList
        /// An absolute `http(s)` URL (`SiteURL`).
        case url
        /// A file or folder path, relative to the file that names it.
        case path
    }

    public struct Row: Sendable {
        public let key: String
        public let type: ValueType
        public let places: [Place]
        /// The flag that sets the same thing on the command line, if any.
        public let flag: String?
        public let defaultValue: String
        public let doc: String
    }

    public static let rows: [Row] = [
        Row(key: "template", type: .path, places: [.specFolder, .specEntry], flag: "--template", defaultValue: "swaggen",
            doc: "README template: a built-in name (swaggen, swaggen-4, pace) or a Stencil file path"),
        Row(key: "theme", type: .path, places: [.specFolder, .specEntry], flag: "--theme", defaultValue: "the built-in theme",
            doc: "HTML theme folder laid over the built-in theme"),
        Row(key: "name", type: .string, places: [.specFolder, .specEntry], flag: nil, defaultValue: "the spec folder's name",
            doc: "output folder name under the output folder; one plain folder name"),
        Row(key: "options", type: .options, places: [.specFolder, .specEntry], flag: "--option", defaultValue: "SwagGen's",
            doc: "SwagGen options (see Options)"),
        Row(key: "strict", type: .bool, places: [.specFolder, .root, .specEntry], flag: "--strict", defaultValue: "false",
            doc: "warnings are errors"),
        Row(key: "refRoot", type: .path, places: [.specFolder, .root, .specEntry], flag: "--ref-root", defaultValue: "see References",
            doc: "the folder every $ref must stay inside"),
        Row(key: "allowRemoteRefs", type: .string, places: [.specFolder, .root, .specEntry], flag: "--allow-remote-ref", defaultValue: "none",
            doc: "http(s) URL prefixes remote $refs may be fetched from (a string or a list)"),
        Row(key: "client", type: .string, places: [.specFolder, .specEntry], flag: "--client", defaultValue: "swaggen",
            doc: "whose generated client to document: swaggen or swift-openapi-generator"),
        Row(key: "generator-config", type: .path, places: [.specFolder, .specEntry], flag: "--generator-config", defaultValue: "the openapi-generator-config.yaml beside the spec",
            doc: "swift-openapi-generator's configuration file (swift-openapi-generator flavour)"),
        Row(key: "guides", type: .path, places: [.specFolder, .specEntry], flag: "--guides", defaultValue: "the guides folder beside the spec, if there is one",
            doc: "folder of Markdown articles shown beside the reference (see Guides)"),
        Row(key: "docc", type: .path, places: [.specFolder, .specEntry], flag: nil, defaultValue: "none",
            doc: "a DocC catalog folder (<Module>.docc) that build writes and check compares (see DocC catalog)"),
        Row(key: "output", type: .path, places: [.root], flag: "--output", defaultValue: "Site",
            doc: "output folder"),
        Row(key: "siteURL", type: .url, places: [.root], flag: "--site-url", defaultValue: "none",
            doc: "where the output folder is published (http or https, with a host): every page gets a canonical link, and sitemap.xml and 404.html are written"),
        Row(key: "versions", type: .versionList, places: [.specFolder], flag: nil, defaultValue: "none",
            doc: "earlier versions, newest first, each {label, spec}: a spec path or REV:PATH; the site gets a Changes page per pair"),
        Row(key: "specs", type: .specList, places: [.root], flag: nil, defaultValue: "every folder of Specs/",
            doc: "the specs to document; an empty list is an error"),
        Row(key: "path", type: .path, places: [.specEntry], flag: nil, defaultValue: "(required)",
            doc: "a spec file or spec folder"),
    ]

    /// The keys allowed at `place`, in table order.
    public static func names(in place: Place) -> [String] {
        rows.filter { $0.places.contains(place) }.map(\.key)
    }

    /// `path` relative to `folder` (the folder of the file that names it), unless absolute.
    static func join(_ folder: String, _ path: String) -> String {
        path.hasPrefix("/") || folder == "." || folder.isEmpty ? path : FileSystem.join(folder, path)
    }

    /// A folder path relative to `folder`, which must exist: an error at `location` otherwise.
    static func folder(_ path: String, relativeTo folder: String, at location: SourceLocation, what: String) throws(SpecError) -> String {
        let joined = join(folder, path)
        guard FileSystem.isDirectory(joined) else {
            throw SpecError("\(what) '\(joined)' not found (a path in apidocs.yml is relative to that file's folder)", at: location)
        }
        return joined
    }
}
