#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How the loader reaches the files (and, when allowed, the URLs) a spec names.
///
/// It exists so that reference confinement can be proved: the loader asks `realPath` where a
/// `$ref` leads before it calls `read`, and a test that injects its own access sees exactly
/// which paths were opened. The loader itself has no networking; `fetch` is given by the caller
/// (APIDocsKit wires APIDocsRemote's fetcher in) and is `nil` when nothing may be fetched.
public struct SpecFileAccess: Sendable {
    /// The bytes of a local file, or why they could not be read.
    public var read: @Sendable (String) -> Result<[UInt8], ReadFailure>
    /// The path with every symbolic link resolved (absolute on a real file system). For a path
    /// that does not exist, the real path of its longest existing prefix plus the rest.
    public var realPath: @Sendable (String) -> String
    /// The bytes of an `http(s)` URL within `limits`, or why they could not be fetched.
    public var fetch: (@Sendable (String, RemoteLimits) -> Result<[UInt8], ReadFailure>)?

    public init(
        read: @escaping @Sendable (String) -> Result<[UInt8], ReadFailure>,
        realPath: @escaping @Sendable (String) -> String,
        fetch: (@Sendable (String, RemoteLimits) -> Result<[UInt8], ReadFailure>)? = nil
    ) {
        self.read = read
        self.realPath = realPath
        self.fetch = fetch
    }

    /// The real file system (POSIX `open`/`read` and `realpath`), without remote fetching.
    public static let fileSystem = SpecFileAccess(read: SpecFileReader.read, realPath: SpecFileAccess.systemRealPath)

    /// The same access with a fetcher for allowed remote documents.
    public func fetching(_ fetch: @escaping @Sendable (String, RemoteLimits) -> Result<[UInt8], ReadFailure>) -> SpecFileAccess {
        var access = self
        access.fetch = fetch
        return access
    }

    /// Files held in memory, keyed by path (normalised like `$ref` targets; when two keys name
    /// the same file, the one that sorts last wins). `links` maps a path to the path a symbolic
    /// link there points to (relative targets are read from the link's folder).
    public static func inMemory(_ sources: [String: String], links: [String: String] = [:]) -> SpecFileAccess {
        var texts: [String: [UInt8]] = [:]
        for file in sources.keys.sorted() {
            texts[SpecPath.normalized(file)] = Array(sources[file]!.utf8)
        }
        var normalizedLinks: [String: String] = [:]
        for (link, target) in links {
            let path = SpecPath.normalized(link)
            normalizedLinks[path] = SpecPath.resolve(target, relativeTo: path)
        }
        let frozenTexts = texts, frozenLinks = normalizedLinks
        let realPath: @Sendable (String) -> String = { path in
            InMemoryLinks.resolve(SpecPath.normalized(path), links: frozenLinks)
        }
        return SpecFileAccess(
            read: { path in
                guard let bytes = frozenTexts[realPath(path)] else { return .failure(.noSuchFile) }
                return .success(bytes)
            },
            realPath: realPath
        )
    }

    /// `realpath(3)` of the longest existing prefix of `path`, joined with the rest.
    public static func systemRealPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : SpecFileAccess.currentDirectory() + "/" + path
        var head = SpecPath.normalized(absolute)
        var tail: [String] = []
        while true {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                let real = String(cString: resolved)
                return tail.isEmpty ? real : SpecPath.normalized(real + "/" + tail.reversed().joined(separator: "/"))
            }
            guard head != "/", let slash = head.lastIndex(of: "/") else { return SpecPath.normalized(absolute) }
            tail.append(String(head[head.index(after: slash)...]))
            head = slash == head.startIndex ? "/" : String(head[..<slash])
        }
    }

    public static func currentDirectory() -> String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}

/// Symbolic links of an in-memory file set: a path whose prefix is a link is rewritten to the
/// link's target, repeatedly (at most 40 times, like the kernel's limit).
enum InMemoryLinks {
    static func resolve(_ path: String, links: [String: String]) -> String {
        guard !links.isEmpty else { return path }
        var current = path
        for _ in 0..<40 {
            var changed = false
            for link in links.keys.sorted() where current == link || current.hasPrefix(link + "/") {
                current = SpecPath.normalized(links[link]! + current.dropFirst(link.count))
                changed = true
                break
            }
            if !changed { break }
        }
        return current
    }
}

/// How long and how much a remote document may take to fetch.
public struct RemoteLimits: Sendable, Equatable {
    /// Seconds for the whole request.
    public var timeout: Double
    /// Bytes; a larger body is refused.
    public var maximumBytes: Int

    public init(timeout: Double = 10, maximumBytes: Int = 8 * 1024 * 1024) {
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }
}
