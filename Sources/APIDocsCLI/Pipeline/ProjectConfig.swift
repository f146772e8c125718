import APIDocsLoader
import APIDocsSymbols

/// `apidocs.yml` beside a spec (or given with `--options`): its options and README template.
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

    public static let fileName = "apidocs.yml"
    static let keys = ["options", "template", "name"]

    public init() {}

    public static func load(path: String) throws(SpecError) -> ProjectConfig {
        let documents = try SpecDocumentSet.load(path: path)
        return try read(documents.root, folder: FileSystem.folder(of: path))
    }

    /// True when a file's root is written in `apidocs.yml` form (an `options` or `template`
    /// key) rather than as a bare mapping of options.
    static func isConfig(_ root: SpecNode) -> Bool {
        root["options"] != nil || root["template"] != nil
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
                config.options = try OptionsReader.read(entry.value)
            case "template", "name":
                guard let text = entry.value.string else {
                    throw SpecError("'\(entry.key)' must be a string", at: entry.value.location)
                }
                if entry.key == "template" {
                    config.template = TemplateSetting(text, location: entry.value.location, folder: folder)
                } else {
                    config.name = text
                    config.nameLocation = entry.value.location
                }
            default:
                throw SpecError("unknown key '\(entry.key)' in \(fileName); known keys: \(keys.joined(separator: ", "))", at: entry.keyLocation)
            }
        }
        return config
    }
}
