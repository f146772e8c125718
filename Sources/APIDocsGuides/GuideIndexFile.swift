import APIDocsDiagnostics
import APIDocsLoader

/// `guides.yml` in a guides folder: the order of the articles and the titles of the groups.
///
///     order:
///       - getting-started.md
///       - advanced/pagination.md
///     groups:
///       advanced: Advanced topics
///
/// Every path is relative to the guides folder and must name an article there: a path that
/// leaves the folder, names no article or is listed twice is an error at its line.
struct GuideIndexFile {
    static let fileName = "guides.yml"
    static let keys = ["order", "groups"]

    /// Article paths (relative to the guides folder) in the declared order, with where each is written.
    var order: [(path: String, location: SourceLocation)] = []
    /// Folder path → group title.
    var groupTitles: [String: String] = [:]
    /// Where each `groups:` key is written, to report a folder that holds no article.
    var groupLocations: [String: SourceLocation] = [:]

    static func read(path: String) throws(SpecError) -> GuideIndexFile {
        let root = try SpecDocumentSet.loadFile(path: path).root
        var index = GuideIndexFile()
        if root.isNull { return index }
        guard let mapping = root.mapping else {
            throw SpecError("\(fileName) must be a mapping (keys: \(keys.joined(separator: ", ")))", at: root.location)
        }
        for entry in mapping.entries {
            switch entry.key {
            case "order":
                guard let items = entry.value.sequence else {
                    throw SpecError("'order' must be a list of article paths", at: entry.value.location)
                }
                for item in items {
                    guard let text = item.string, !text.isEmpty else {
                        throw SpecError("each 'order' entry must be an article path such as getting-started.md", at: item.location)
                    }
                    index.order.append((try relativePath(text, at: item.location), item.location))
                }
            case "groups":
                guard let groups = entry.value.mapping else {
                    throw SpecError("'groups' must map folder names to group titles", at: entry.value.location)
                }
                for group in groups.entries {
                    guard let title = group.value.text, !title.isEmpty else {
                        throw SpecError("the title of group '\(group.key)' must be a non-empty string", at: group.value.location)
                    }
                    let folder = try relativePath(group.key, at: group.keyLocation)
                    index.groupTitles[folder] = title
                    index.groupLocations[folder] = group.keyLocation
                }
            default:
                throw SpecError("unknown key '\(entry.key)' in \(fileName); known keys: \(keys.joined(separator: ", "))", at: entry.keyLocation)
            }
        }
        return index
    }

    /// `text` as a clean relative path inside the guides folder (no `..`, not absolute).
    static func relativePath(_ text: String, at location: SourceLocation) throws(SpecError) -> String {
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !text.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else {
            throw SpecError("'\(text)' is outside the guides folder: paths in \(fileName) are relative to it and may not use '..'", at: location)
        }
        return parts.joined(separator: "/")
    }
}
