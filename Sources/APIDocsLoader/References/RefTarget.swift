/// Where the file part of a `$ref` leads, seen from the file (or URL) that holds it.
///
/// It exists so that loading and resolving classify a target the same way: a local path
/// (joined to the referrer's folder), an `http(s)` URL (joined to a remote referrer's URL),
/// a `file:` URL or another URL scheme (both refused).
enum RefTarget: Equatable {
    case local(String)
    case remote(String)
    case fileURL(String)
    case otherScheme(String)

    /// Classifies `filePath` (percent-decoded file part) written in `referrer`.
    init(_ filePath: String, referrer: String) {
        if let scheme = RefTarget.scheme(of: filePath) {
            switch scheme {
            case "http", "https": self = .remote(filePath)
            case "file": self = .fileURL(filePath)
            default: self = .otherScheme(filePath)
            }
            return
        }
        if let base = RefTarget.urlParts(referrer) {
            // A relative ref inside a remote document names a URL on the same server.
            let path = filePath.hasPrefix("/") ? SpecPath.normalized(filePath) : SpecPath.resolve(filePath, relativeTo: base.path)
            self = .remote(base.origin + (path.hasPrefix("/") ? path : "/" + path))
            return
        }
        self = .local(SpecPath.resolve(filePath, relativeTo: referrer))
    }

    /// The key the target has in `SpecDocumentSet.files`, for targets that can be loaded.
    var fileKey: String? {
        switch self {
        case .local(let path), .remote(let path): return path
        case .fileURL, .otherScheme: return nil
        }
    }

    /// `http`, `file`, … for text starting with `scheme:` (two letters at least, so a Windows
    /// drive letter is no scheme); `nil` otherwise.
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard scheme.count >= 2, let first = scheme.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
              scheme.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return scheme.lowercased()
    }

    /// `https://host:port` and `/path/file.yml` of an `http(s)` URL.
    static func urlParts(_ url: String) -> (origin: String, path: String)? {
        guard let scheme = scheme(of: url), scheme == "http" || scheme == "https",
              let range = url.range(of: "://") else { return nil }
        let afterHost = url[range.upperBound...]
        guard let slash = afterHost.firstIndex(of: "/") else { return (url, "/") }
        var path = String(afterHost[slash...])
        if let query = path.firstIndex(where: { $0 == "?" }) { path = String(path[..<query]) }
        return (String(url[..<slash]), path)
    }

    /// The extension of the target's last path component, lowercased (`""` when none).
    static func fileExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// YAML and JSON files (and files without an extension, read as YAML).
    static func isStructured(_ path: String) -> Bool {
        ["", "yaml", "yml", "json"].contains(fileExtension(path.split(separator: "?").first.map(String.init) ?? path))
    }

    /// Markdown files, which a `description` may `$ref` (Redocly's convention).
    static func isMarkdown(_ path: String) -> Bool {
        ["md", "markdown"].contains(fileExtension(path))
    }
}
