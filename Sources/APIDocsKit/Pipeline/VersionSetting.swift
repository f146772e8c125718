import APIDocsLoader

/// One earlier version of a spec named in `apidocs.yml`'s `versions:`: its label and where its
/// spec is, a file or folder path (relative to that file) or `REV:PATH` read from git.
///
/// `build` compares each version with the next newer one (the first with the spec being
/// documented) and writes the differences as the site's Changes pages.
public struct VersionSetting: Sendable, Equatable {
    /// How pages name the version (`1.2`, `2024-07`).
    public var label: String
    /// As `apidocs diff` takes a side: a path joined to the file's folder, or `REV:PATH` with
    /// the path joined to it.
    public var spec: String
    /// Where the entry is written, for errors about it.
    public var location: SourceLocation

    /// Reads the `versions:` list: each item a mapping with a non-empty `label` and `spec`.
    static func readList(_ node: SpecNode, folder: String) throws(SpecError) -> [VersionSetting] {
        guard let items = node.sequence else {
            throw SpecError("'versions' must be a list of {label, spec} mappings, newest first", at: node.location)
        }
        var versions: [VersionSetting] = []
        var labels: Set<String> = []
        for item in items {
            guard let mapping = item.mapping else { throw SpecError("a 'versions' item must be a mapping with 'label' and 'spec'", at: item.location) }
            var label: String?, spec: String?
            for entry in mapping.entries {
                guard entry.key == "label" || entry.key == "spec" else {
                    throw SpecError("unknown key '\(entry.key)' in a 'versions' item; known keys: label, spec", at: entry.keyLocation)
                }
                guard let text = entry.value.string, !text.isEmpty else {
                    throw SpecError("'\(entry.key)' must be a non-empty string", at: entry.value.location)
                }
                if entry.key == "label" { label = text } else { spec = text }
            }
            guard let label, let spec else { throw SpecError("a 'versions' item needs both 'label' and 'spec'", at: item.location) }
            guard labels.insert(label).inserted else { throw SpecError("version label '\(label)' is listed twice", at: item.location) }
            versions.append(VersionSetting(label: label, spec: resolved(spec, folder: folder), location: item.location))
        }
        return versions
    }

    /// A path relative to `folder` (absolute paths kept); `REV:PATH` keeps its revision and
    /// joins its path, unless the whole text names an existing file.
    static func resolved(_ text: String, folder: String) -> String {
        let joined = ConfigKeys.join(folder, text)
        if FileSystem.exists(joined) { return joined }
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return joined }
        return String(text[..<colon]) + ":" + ConfigKeys.join(folder, String(text[text.index(after: colon)...]))
    }
}
