import Foundation

/// A theme's files as bytes, by path relative to the theme folder (`templates/home.mustache`,
/// `assets/style.css`, `swaggen.stencil`), and where they came from, for messages.
///
/// It exists so that rendering reads no disk and no process state: the built-in themes are
/// compiled into the executable (`BuiltInThemeFiles`, written by `scripts/embed-themes.sh`), and
/// a user's theme folder or template is read by the caller (APIDocsKit) and handed in.
public struct ThemeFiles: Sendable {
    /// The folder the files came from (`my-theme`), or `Themes/<name>` for a built-in theme:
    /// `origin + "/" + path` names a file in diagnostics.
    public var origin: String
    /// Contents by relative path.
    public var files: [String: [UInt8]]
    /// The files came from the user's disk (their paths are inputs of a build fingerprint); the
    /// built-in ones are part of the executable, which the fingerprint covers already.
    public var isBuiltIn: Bool

    public init(origin: String, files: [String: [UInt8]], isBuiltIn: Bool = false) {
        self.origin = origin
        self.files = files
        self.isBuiltIn = isBuiltIn
    }

    /// The built-in theme folder `name` of `Themes/` (`default` for the site, `readme` for the
    /// README templates).
    public static func builtIn(_ name: String) -> ThemeFiles {
        let prefix = name + "/"
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in decodedBuiltIns where path.hasPrefix(prefix) {
            files[String(path.dropFirst(prefix.count))] = bytes
        }
        return ThemeFiles(origin: "Themes/" + name, files: files, isBuiltIn: true)
    }

    /// Every built-in file, by path relative to `Themes/`, decoded once.
    static let decodedBuiltIns: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for (path, base64) in BuiltInThemeFiles.encoded {
            files[path] = Data(base64Encoded: base64).map { [UInt8]($0) } ?? []
        }
        return files
    }()

    /// The relative paths below `folder/` (`templates`), without that prefix, sorted.
    func paths(in folder: String) -> [String] {
        let prefix = folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
    }

    /// `origin/path`, for messages and fingerprints.
    public func place(of path: String) -> String { origin + "/" + path }
}
