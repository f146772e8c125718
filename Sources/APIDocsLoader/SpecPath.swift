/// Lexical file-path arithmetic for `$ref` targets.
///
/// It exists because referenced files are named relative to the referring file and must map to
/// one key per file (so each file is loaded once), while paths printed in messages stay the way
/// the user wrote them: relative when the root path was relative. No symlinks are followed.
enum SpecPath {
    /// `a/./b/../c.yml` → `a/c.yml`; leading `..` of a relative path are kept; `""` → `.`.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default:
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder part of a path (`""` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `target` as seen from the file `referrer`: absolute targets stay, others join its folder.
    static func resolve(_ target: String, relativeTo referrer: String) -> String {
        if target.hasPrefix("/") { return normalized(target) }
        let folder = directory(of: referrer)
        return normalized(folder.isEmpty ? target : folder + "/" + target)
    }
}
