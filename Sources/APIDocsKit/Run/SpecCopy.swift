import APIDocsLoader

/// The files `apidocs init` copies into a new spec folder: the spec, renamed to the spec file
/// name a folder needs, and every local file it was read from, at the same path relative to it.
///
/// It exists to refuse a copy that would not work before anything is written: a file the spec
/// reaches outside its own folder (`$ref: ../shared/pet.yaml`) has no place in the new folder,
/// and a `$ref` back to the spec's own file by name would break when the file is renamed.
struct SpecCopy {
    /// One file: where it is read, and its path inside the new spec folder.
    struct File: Equatable {
        var source: String
        var target: String
    }

    /// The spec first, then the other files in path order.
    var files: [File]

    /// The spec's file name in the new folder: kept when it is already one a spec folder is
    /// searched for (`spec.yml`), else `spec.json` for a `.json` file and `spec.yaml` otherwise.
    static func specFileName(for path: String) -> String {
        let name = FileSystem.lastComponent(path)
        if JobPlanner.specFileNames.contains(name) { return name }
        return name.lowercased().hasSuffix(".json") ? "spec.json" : StarterSpec.fileName
    }

    /// The copy of the spec `documents` holds, plus `extraFiles` read beside it (the generator
    /// config of the swift-openapi-generator flavour).
    static func plan(_ documents: SpecDocumentSet, extraFiles: [String] = []) throws(SpecError) -> SpecCopy {
        let root = documents.rootFile
        let folder = FileSystem.folder(of: root)
        let specName = specFileName(for: root)
        let references = documents.fileReferences()
        var files = [File(source: root, target: specName)]
        var targets: [String: String] = [specName: root]
        for source in documents.localFiles + extraFiles where source != root {
            let at = references.first { $0.target == source }?.node.location
            guard let target = relativePath(source, inside: folder) else {
                let ref = references.first { $0.target == source }?.node.scalar?.text ?? source
                throw error(
                    "$ref '\(ref)' leads to '\(source)', outside the spec's folder '\(folder)', so a copy in Specs/ could not reach it: " +
                    "move the files the spec refers to into '\(folder)' (or below it) and run 'apidocs init' again, " +
                    "or build the spec where it is ('apidocs build \(root)', with --ref-root DIR if its $refs leave the current folder)",
                    at: at, file: source
                )
            }
            if let other = targets[target] {
                throw error("'\(source)' and '\(other)' would both be copied as '\(target)'; rename '\(source)' (and its $refs) and run 'apidocs init' again", at: at, file: source)
            }
            targets[target] = source
            files.append(File(source: source, target: target))
        }
        if specName != FileSystem.lastComponent(root), let back = references.first(where: { $0.target == root }) {
            let ref = back.node.scalar?.text ?? root
            throw SpecError(
                "$ref '\(ref)' names the spec's own file, which 'apidocs init' copies as \(specName): " +
                "rename '\(root)' to \(specName) (and this $ref with it) and run 'apidocs init' again",
                at: back.node.location
            )
        }
        let others = files.dropFirst().sorted { $0.target.unicodeScalars.lexicographicallyPrecedes($1.target.unicodeScalars) }
        return SpecCopy(files: [files[0]] + others)
    }

    /// `path` relative to `folder` (`.` for the current folder), or `nil` when it is not inside.
    /// Both are normalised paths as the loader keeps them.
    static func relativePath(_ path: String, inside folder: String) -> String? {
        let relative: String
        if folder == "." {
            relative = path
        } else {
            let prefix = folder == "/" ? "/" : folder + "/"
            guard path.hasPrefix(prefix) else { return nil }
            relative = String(path.dropFirst(prefix.count))
        }
        let climbs = relative.isEmpty || relative.hasPrefix("/") || relative == ".." || relative.hasPrefix("../")
        return climbs ? nil : relative
    }

    private static func error(_ message: String, at location: SourceLocation?, file: String) -> SpecError {
        location.map { SpecError(message, at: $0) } ?? SpecError(message, file: file)
    }
}
