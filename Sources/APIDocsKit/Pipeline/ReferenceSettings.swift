import APIDocsLoader
import APIDocsRemote

/// Where a spec's `$ref`s may lead: `--ref-root` / `refRoot:` and `--allow-remote-ref` /
/// `allowRemoteRefs:`, with the default root rule of `ReferencePolicy.defaultRoot`.
///
/// It exists as the one place that reads these two settings (from the command line, a spec
/// folder's `apidocs.yml`, the root `apidocs.yml` and its entries) and turns them into the
/// loader's `ReferencePolicy` and file access, so the config readers only forward keys here.
public struct ReferenceSettings: Sendable, Equatable {
    /// The root folder set explicitly (made relative to the file that names it), if any.
    public var refRoot: String?
    /// URL prefixes remote `$ref`s may start with.
    public var allowRemoteRefs: [String] = []
    /// The root `apidocs.yml` whose folder is the default root (set by the job planner).
    public var rootConfigFile: String?

    public static let keys = ["refRoot", "allowRemoteRefs"]

    public init(refRoot: String? = nil, allowRemoteRefs: [String] = [], rootConfigFile: String? = nil) {
        self.refRoot = refRoot
        self.allowRemoteRefs = allowRemoteRefs
        self.rootConfigFile = rootConfigFile
    }

    /// Reads `refRoot` or `allowRemoteRefs` (a string or a list of strings) of a configuration
    /// file in `folder`; `false` for any other key.
    public mutating func read(_ entry: MappingEntry, folder: String) throws(SpecError) -> Bool {
        switch entry.key {
        case "refRoot":
            guard let text = entry.value.string, !text.isEmpty else {
                throw SpecError("'refRoot' must be a non-empty string (a folder, relative to this file)", at: entry.value.location)
            }
            refRoot = text.hasPrefix("/") || folder == "." ? text : FileSystem.join(folder, text)
            return true
        case "allowRemoteRefs":
            let items = entry.value.sequence ?? [entry.value]
            var prefixes: [String] = []
            for item in items {
                guard let text = item.string, ReferenceSettings.isURLPrefix(text) else {
                    throw SpecError("'allowRemoteRefs' must be an http(s) URL prefix or a list of them (e.g. https://schemas.example.com/)", at: item.location)
                }
                prefixes.append(text)
            }
            allowRemoteRefs += prefixes
            return true
        default:
            return false
        }
    }

    /// `http://host/…` or `https://host/…`: a prefix that names at least a host.
    public static func isURLPrefix(_ text: String) -> Bool {
        let lowered = text.lowercased()
        for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
            return lowered.count > scheme.count
        }
        return false
    }

    /// These settings over `lower` (a spec folder's file under the root file, the root file
    /// under the command line): an explicit root wins; allowed prefixes add up.
    public func over(_ lower: ReferenceSettings) -> ReferenceSettings {
        ReferenceSettings(
            refRoot: refRoot ?? lower.refRoot,
            allowRemoteRefs: lower.allowRemoteRefs + allowRemoteRefs.filter { !lower.allowRemoteRefs.contains($0) },
            rootConfigFile: rootConfigFile ?? lower.rootConfigFile
        )
    }

    /// The loader's policy for the spec at `specPath`.
    public func policy(specPath: String, workingDirectory: String = SpecFileAccess.currentDirectory()) -> ReferencePolicy {
        let root = refRoot.map { ReferencePolicy.absolute($0, in: workingDirectory) }
            ?? ReferencePolicy.defaultRoot(specPath: specPath, configFile: rootConfigFile, workingDirectory: workingDirectory)
        return ReferencePolicy(root: root, allowedRemotePrefixes: allowRemoteRefs)
    }

    /// The file system, plus the remote fetcher when some prefix is allowed.
    public var access: SpecFileAccess {
        allowRemoteRefs.isEmpty ? .fileSystem : SpecFileAccess.fileSystem.fetching { RemoteFetcher.fetch($0, limits: $1) }
    }

    /// Loads a job's spec under these settings.
    public func load(specPath: String) throws(SpecError) -> SpecDocumentSet {
        try SpecDocumentSet.load(path: specPath, policy: policy(specPath: specPath), access: access)
    }
}
