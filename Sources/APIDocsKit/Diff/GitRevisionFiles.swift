import APIDocsLoader

/// The files of a git repository as they were at one revision, for the loader.
///
/// `apidocs diff origin/main:Specs/API/spec.yaml Specs/API/spec.yaml` reads the old spec, and
/// every file its `$ref`s reach, from the revision with `git show`, without checking anything
/// out or writing a file. Paths are the working tree's; the same reference policy applies.
struct GitRevisionFiles: Sendable {
    let revision: String
    /// The working tree's top folder (absolute, symbolic links resolved).
    let top: String

    /// The repository around the working directory, at `revision`; `nil` when there is no
    /// repository or no such revision.
    init?(revision: String) {
        guard !revision.isEmpty, !revision.hasPrefix("-"),
              let output = GitCommand.output(["rev-parse", "--show-toplevel"]), let top = String(bytes: output, encoding: .utf8)?.trimmingCharacters(in: .newlines),
              !top.isEmpty, GitCommand.output(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]) != nil else { return nil }
        self.revision = revision
        self.top = SpecFileAccess.systemRealPath(top)
    }

    /// Reads through `git show REV:path`; a path outside the working tree is no file.
    var access: SpecFileAccess {
        let revision = self.revision, top = self.top
        return SpecFileAccess(read: { path in
            guard let relative = Self.pathInTree(path, top: top) else { return .failure(.noSuchFile) }
            guard let bytes = GitCommand.output(["show", revision + ":" + relative]) else {
                return .failure(ReadFailure(reason: "no such file at revision \(revision)"))
            }
            return .success(bytes)
        }, realPath: SpecFileAccess.systemRealPath)
    }

    /// Whether `path` names a file (not a folder) of the tree at `revision`.
    func fileExists(_ path: String) -> Bool {
        guard let relative = Self.pathInTree(path, top: top) else { return false }
        let type = GitCommand.output(["cat-file", "-t", revision + ":" + relative])
        return type.map { String(decoding: $0, as: UTF8.self) } == "blob\n"
    }

    /// `path` (relative to the working folder, or absolute) relative to the working tree's
    /// top, as `git show REV:PATH` names it; `nil` outside the tree.
    static func pathInTree(_ path: String, top: String) -> String? {
        let absolute = SpecFileAccess.systemRealPath(ReferencePolicy.absolute(path, in: SpecFileAccess.currentDirectory()))
        guard absolute.hasPrefix(top + "/") else { return nil }
        return String(absolute.dropFirst(top.count + 1))
    }
}
