import Foundation
import Stencil

/// Loads `{% include "name" %}` targets from the folder of the template being rendered,
/// like Stencil's file-system loader rooted there (names may contain subfolders but may
/// not leave the folder). Templates are named by their full path so that errors can
/// point at the right file.
final class TemplateFolderLoader: Loader, CustomStringConvertible {
    let folder: String

    init(folder: String) {
        self.folder = TemplatePaths.standardized(folder)
    }

    var description: String { "folder `\(folder)`" }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        let path = TemplatePaths.standardized(name.hasPrefix("/") ? name : folder + "/" + name)
        guard path.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            throw TemplateSyntaxError("included template `\(name)` is outside the template folder `\(folder)`")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw TemplateSyntaxError("included template `\(name)` not found in `\(folder)`")
        }
        guard let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8) else {
            throw TemplateSyntaxError("included template `\(name)` could not be read as UTF-8 text")
        }
        return environment.templateClass.init(templateString: text, environment: environment, name: path)
    }
}

/// Path spelling shared by the loader and the renderer.
enum TemplatePaths {
    /// Absolute (relative paths are taken from the current directory), `.`/`..` resolved,
    /// symlinks kept.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder containing `path` (standardized).
    static func folder(of path: String) -> String {
        let full = standardized(path)
        guard let slash = full.lastIndex(of: "/"), slash != full.startIndex else { return "/" }
        return String(full[..<slash])
    }
}
