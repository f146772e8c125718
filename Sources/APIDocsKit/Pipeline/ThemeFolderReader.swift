import APIDocsLoader
import APIDocsRender
import Foundation

/// Reads what rendering needs from disk: a user's theme folder (`--theme DIR`, `theme:`) and a
/// user's README template with its includes. Render itself reads no disk; this is the one place
/// that reads theme and template files for it.
public enum ThemeFolderReader {
    /// The files of a theme folder: `templates/**` and `assets/**`, dot files aside.
    /// - Throws: `SpecError` when the folder does not exist or a file cannot be read.
    public static func read(_ folder: String) throws(SpecError) -> ThemeFiles {
        guard FileSystem.isDirectory(folder) else { throw SpecError("theme folder not found", file: folder) }
        var files: [String: [UInt8]] = [:]
        for sub in ["templates", "assets"] {
            for entry in OutputDisk.tree(FileSystem.join(folder, sub)) where entry.status.kind != .directory {
                if entry.path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                let path = sub + "/" + entry.path
                guard let bytes = OutputDisk.read(FileSystem.join(folder, path)) else {
                    throw SpecError("cannot read theme file", file: FileSystem.join(folder, path))
                }
                files[path] = bytes
            }
        }
        let origin = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        return ThemeFiles(origin: origin, files: files)
    }

    /// A user's README template file, its includes read from its folder.
    /// - Throws: `SpecError` for a missing, unreadable or non-UTF-8 file.
    public static func template(at path: String) throws(SpecError) -> ReadmeTemplate {
        guard OutputDisk.kindFollowingLinks(path) == .file else { throw SpecError("README template file not found", file: path) }
        guard let bytes = OutputDisk.read(path) else { throw SpecError("README template could not be read", file: path) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw SpecError("README template is not valid UTF-8", file: path) }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let folder = FileSystem.folder(of: absolute)
        return ReadmeTemplate(origin: .file, path: path, text: text, includes: TemplateIncludes(folder: folder) { included in
            OutputDisk.kindFollowingLinks(included) == .file ? OutputDisk.read(included) : nil
        })
    }
}
