import APIDocsLoader
import APIDocsSymbols

/// `apidocs.yml` beside a spec (or given with `--options`): its options, README template,
/// theme and output name.
///
/// Keys are checked: an unknown or mistyped key is an error at its line, because a silently
/// ignored setting would change names without anyone noticing.
public struct ProjectConfig: Sendable {
    public var options: [OptionEntry] = []
    public var template: TemplateSetting?
    /// Output folder name; the spec folder's name when absent.
    public var name: String?
    /// Where `name` is written, for errors about it.
    public var nameLocation: SourceLocation?
    /// A theme folder replacing (template by template) the default HTML theme, relative to
    /// the file's folder (already joined to it); checked to exist when read.
    public var theme: String?
    /// `strict: true`: warnings about the spec are errors.
    public var strict = false
    /// `refRoot:` and `allowRemoteRefs:` (read by `ReferenceSettings`).
    public var references = ReferenceSettings()
    /// Client flavour (issue 13): `client` and `generator-config`.
    public var flavour = ClientFlavourSetting()
    /// `versions:`: earlier versions to compare with, newest first.
    public var versions: [VersionSetting] = []
    /// `guides:`: the folder of hand-written articles, relative to the file's folder (already
    /// joined to it); checked to exist when read.
    public var guides: String?
    /// Where `guides` is written, for errors about the folder.
    public var guidesLocation: SourceLocation?
    /// `docc:`: the DocC catalog folder `build` writes, relative to the file's folder (joined).
    public var docc: String?
    public var doccLocation: SourceLocation?

    public static let fileName = "apidocs.yml"
    static let keys = ConfigKeys.names(in: .specFolder)

    public init() {}

    public static func load(path: String) throws(SpecError) -> ProjectConfig {
        let documents = try SpecDocumentSet.loadFile(path: path)
        return try read(documents.root, folder: FileSystem.folder(of: path))
    }

    /// True when a file's root is written in `apidocs.yml` form (an `options`, `template`,
    /// `theme`, `strict`, `refRoot` or `allowRemoteRefs` key) rather than as a bare mapping of options.
    static func isConfig(_ root: SpecNode) -> Bool {
        root["options"] != nil || root["template"] != nil || root["theme"] != nil || root["strict"] != nil || root["versions"] != nil || root["guides"] != nil || root["docc"] != nil
            || (ReferenceSettings.keys + ClientFlavourSetting.keys).contains { root[$0] != nil }
    }

    /// Reads the file's root; `folder` is where a relative template path starts from.
    static func read(_ root: SpecNode, folder: String = ".") throws(SpecError) -> ProjectConfig {
        var config = ProjectConfig()
        if root.isNull { return config }
        guard let mapping = root.mapping else {
            throw SpecError("\(fileName) must be a mapping", at: root.location)
        }
        for entry in mapping.entries {
            switch entry.key {
            case "options":
                config.options = try OptionsFile.read(entry.value)
            case "strict":
                config.strict = try strictFlag(entry.value)
            case "versions":
                config.versions = try VersionSetting.readList(entry.value, folder: folder)
            case "client", "generator-config":  // Client flavour (issue 13)
                try config.flavour.read(key: entry.key, value: entry.value, folder: folder)
            case "guides":
                guard let text = entry.value.string, !text.isEmpty else {
                    throw SpecError("'guides' must be a non-empty string", at: entry.value.location)
                }
                config.guides = try ConfigKeys.folder(text, relativeTo: folder, at: entry.value.location, what: "guides folder")
                config.guidesLocation = entry.value.location
            case "docc":
                guard let text = entry.value.string, !text.isEmpty else {
                    throw SpecError("'docc' must be a non-empty string", at: entry.value.location)
                }
                config.docc = ConfigKeys.join(folder, text)
                config.doccLocation = entry.value.location
            case "template", "theme", "name":
                guard let text = entry.value.string, !text.isEmpty else {
                    throw SpecError("'\(entry.key)' must be a non-empty string", at: entry.value.location)
                }
                switch entry.key {
                case "template":
                    config.template = TemplateSetting(text, location: entry.value.location, folder: folder)
                case "theme":
                    config.theme = try ConfigKeys.folder(text, relativeTo: folder, at: entry.value.location, what: "theme folder")
                default:
                    config.name = text
                    config.nameLocation = entry.value.location
                }
            default:
                if try config.references.read(entry, folder: folder) { continue }
                throw SpecError("unknown key '\(entry.key)' in \(fileName); known keys: \(keys.joined(separator: ", "))", at: entry.keyLocation)
            }
        }
        return config
    }

    /// The value of a `strict` key: `true` or `false` (or another YAML 1.1 spelling, as for options).
    static func strictFlag(_ node: SpecNode) throws(SpecError) -> Bool {
        guard let flag = node.bool ?? node.string.flatMap(OptionTable.bool) else {
            throw SpecError("'strict' must be true or false", at: node.location)
        }
        return flag
    }
}
