import APIDocsLoader
import APIDocsRender
import APIDocsSymbols

/// `apidocs.yml` at the root of a repository: the specs to document and where.
///
/// `build` and `check` without arguments use it when it exists (and fall back to every folder
/// of `Specs/` otherwise), so a repository with specs in several places needs no script.
///
/// ```yaml
/// output: Site                 # default output folder
/// siteURL: https://example.org/docs/   # where it is published (optional)
/// specs:
///   - path: api/petstore.yml   # a spec file or a spec folder
///     name: Petstore           # output folder name (default: folder name, or the `name` option)
///     template: swaggen-4
///     options: {name: Petstore}
/// ```
public struct WorkspaceConfig: Sendable {
    /// One entry of `specs`.
    public struct Entry: Sendable {
        /// Relative to the root file's folder (already joined to it).
        public var path: String
        public var name: String?
        public var template: TemplateSetting?
        /// Relative to the root file's folder (already joined to it); checked to exist.
        public var theme: String?
        public var options: [OptionEntry] = []
        /// `strict: true`: warnings about this spec are errors.
        public var strict = false
        /// `refRoot:` and `allowRemoteRefs:` for this spec.
        public var references = ReferenceSettings()
        /// Client flavour (issue 13): `client` and `generator-config`.
        public var flavour = ClientFlavourSetting()
        /// `guides:` for this spec, relative to the root file's folder (already joined to it).
        public var guides: String?
        public var guidesLocation: SourceLocation?
        /// `docc:` for this spec, relative to the root file's folder (already joined to it).
        public var docc: String?
        public var doccLocation: SourceLocation?
    }

    public var output: String?
    /// `siteURL:`: where the output folder is published.
    public var siteURL: SiteURL?
    /// `strict: true` at the top: every spec's warnings are errors.
    public var strict = false
    /// `refRoot:` and `allowRemoteRefs:` for every spec.
    public var references = ReferenceSettings()
    public var specs: [Entry] = []

    static let keys = ConfigKeys.names(in: .root)
    static let entryKeys = ConfigKeys.names(in: .specEntry)

    /// Reads the root `apidocs.yml`; `nil` when the file has no `specs` (a plain spec-folder config).
    public static func load(path: String) throws(SpecError) -> WorkspaceConfig? {
        let root = try SpecDocumentSet.loadFile(path: path).root
        guard let mapping = root.mapping, mapping["specs"] != nil else { return nil }
        var config = WorkspaceConfig()
        let folder = FileSystem.folder(of: path)
        for entry in mapping.entries {
            switch entry.key {
            case "output":
                config.output = ConfigKeys.join(folder, try string(entry.value, key: "output"))
            case "strict":
                config.strict = try ProjectConfig.strictFlag(entry.value)
            case "siteURL":
                config.siteURL = try siteURL(entry.value)
            case "specs":
                guard let items = entry.value.sequence else {
                    throw SpecError("'specs' must be a list of mappings with a 'path'", at: entry.value.location)
                }
                guard !items.isEmpty else {
                    throw SpecError("'specs' lists no spec: give at least one entry with a 'path', or remove 'specs' to document every folder of Specs/", at: entry.value.location)
                }
                for item in items { config.specs.append(try readEntry(item, folder: folder)) }
            default:
                if try config.references.read(entry, folder: folder) { continue }
                throw SpecError("unknown key '\(entry.key)' in the root \(ProjectConfig.fileName); known keys: \(keys.joined(separator: ", "))", at: entry.keyLocation)
            }
        }
        return config
    }

    static func readEntry(_ node: SpecNode, folder: String) throws(SpecError) -> Entry {
        guard let mapping = node.mapping else {
            throw SpecError("each entry of 'specs' must be a mapping with a 'path'", at: node.location)
        }
        var entry = Entry(path: "")
        for field in mapping.entries {
            switch field.key {
            case "path":
                entry.path = ConfigKeys.join(folder, try string(field.value, key: "path"))
                guard FileSystem.exists(entry.path) else { throw SpecError("no such spec file or folder '\(entry.path)' (fix the path, or run 'apidocs init SPEC' to create Specs/<Name>/ and list that)", at: field.value.location) }
            case "name": entry.name = try string(field.value, key: "name")
            case "template": entry.template = TemplateSetting(try string(field.value, key: "template"), location: field.value.location, folder: folder)
            case "theme": entry.theme = try ConfigKeys.folder(try string(field.value, key: "theme"), relativeTo: folder, at: field.value.location, what: "theme folder")
            case "guides":
                entry.guides = try ConfigKeys.folder(try string(field.value, key: "guides"), relativeTo: folder, at: field.value.location, what: "guides folder")
                entry.guidesLocation = field.value.location
            case "docc":
                entry.docc = ConfigKeys.join(folder, try string(field.value, key: "docc"))
                entry.doccLocation = field.value.location
            case "options": entry.options = try OptionsFile.read(field.value)
            case "strict": entry.strict = try ProjectConfig.strictFlag(field.value)
            case "client", "generator-config": try entry.flavour.read(key: field.key, value: field.value, folder: folder)  // Client flavour (issue 13)
            default:
                if try entry.references.read(field, folder: folder) { continue }
                throw SpecError("unknown key '\(field.key)' in a 'specs' entry; known keys: \(entryKeys.joined(separator: ", "))", at: field.keyLocation)
            }
        }
        if entry.path.isEmpty { throw SpecError("a 'specs' entry needs a 'path'", at: node.location) }
        return entry
    }

    /// The value of `siteURL:`, checked as `--site-url` is; an error at the value otherwise.
    static func siteURL(_ node: SpecNode) throws(SpecError) -> SiteURL {
        let text = try string(node, key: "siteURL")
        do {
            return try SiteURL(validating: text)
        } catch {
            throw SpecError("'siteURL' must be an absolute http:// or https:// URL with a host, such as https://example.org/docs/: \(error.reason)", at: node.location)
        }
    }

    static func string(_ node: SpecNode, key: String) throws(SpecError) -> String {
        guard let text = node.string, !text.isEmpty else {
            throw SpecError("'\(key)' must be a non-empty string", at: node.location)
        }
        return text
    }
}
