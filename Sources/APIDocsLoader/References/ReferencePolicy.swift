/// Which files and URLs a spec's `$ref`s may reach.
///
/// It exists because specs arrive in pull requests: a `$ref` must not publish a file of the
/// machine (`../../secret/key.yml`, `/etc/passwd`, a symbolic link out of the spec folder) nor
/// make CI fetch an internal URL. Local targets must lie inside `root` after every symbolic
/// link is resolved; `file:` URLs are refused; `http(s)` URLs only under an allowed prefix.
public struct ReferencePolicy: Sendable, Equatable {
    /// The folder every local `$ref` target must be inside (compared as real paths).
    public var root: String
    /// URL prefixes remote `$ref`s may start with (`https://schemas.example.com/`); empty refuses all.
    public var allowedRemotePrefixes: [String]
    /// Timeout and size limit of each remote fetch.
    public var remoteLimits: RemoteLimits

    public init(root: String, allowedRemotePrefixes: [String] = [], remoteLimits: RemoteLimits = RemoteLimits()) {
        self.root = root
        self.allowedRemotePrefixes = allowedRemotePrefixes
        self.remoteLimits = remoteLimits
    }

    /// The default root: the folder of the root `apidocs.yml` when one applies (`configFile`),
    /// else the working directory when the spec is inside it, else the spec's own folder.
    /// Paths are compared as real paths (`realPath`, symbolic links resolved).
    public static func defaultRoot(
        specPath: String,
        configFile: String?,
        workingDirectory: String,
        realPath: (String) -> String = SpecFileAccess.systemRealPath
    ) -> String {
        if let configFile {
            return SpecPath.directory(of: absolute(configFile, in: workingDirectory))
        }
        let spec = realPath(absolute(specPath, in: workingDirectory))
        if contains(realPath(workingDirectory), spec) {
            return workingDirectory
        }
        let folder = SpecPath.directory(of: absolute(specPath, in: workingDirectory))
        return folder.isEmpty ? workingDirectory : folder
    }

    /// True when `url` starts with one of the allowed prefixes.
    public func allowsRemote(_ url: String) -> Bool {
        allowedRemotePrefixes.contains { !$0.isEmpty && url.hasPrefix($0) }
    }

    /// True when the real path `path` is `folder` or inside it (both normalised; relative paths
    /// are compared as written, `.` holding every relative path that does not start with `..`).
    public static func contains(_ folder: String, _ path: String) -> Bool {
        let folder = SpecPath.normalized(folder), path = SpecPath.normalized(path)
        if folder == "/" { return path.hasPrefix("/") }
        if folder == "." { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
        return path == folder || path.hasPrefix(folder + "/")
    }

    public static func absolute(_ path: String, in workingDirectory: String) -> String {
        path.hasPrefix("/") ? SpecPath.normalized(path) : SpecPath.normalized(workingDirectory + "/" + path)
    }
}
