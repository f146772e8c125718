import Foundation
import Stencil

/// Loads `{% include "name" %}` targets from the folder of the template being rendered,
/// like Stencil's file-system loader rooted there (names may contain subfolders but may
/// not leave the folder), through the caller's reader. Templates are named by their full path
/// so that errors can point at the right file.
///
/// Stencil loads an include every time its tag renders (once per operation, for an include
/// inside a loop); each file is parsed once and the parsed template reused while the file's
/// text is the same. (Parsing was 8% of a README's instructions on GitHub's spec.)
final class TemplateFolderLoader: Loader, CustomStringConvertible, @unchecked Sendable {
    let includes: TemplateIncludes
    private let lock = NSLock()
    private var parsed: [String: (text: String, template: Template)] = [:]

    init(includes: TemplateIncludes) {
        self.includes = includes
    }

    var folder: String { includes.folder }

    var description: String { "folder `\(folder)`" }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        let path = TemplatePaths.standardized(name.hasPrefix("/") ? name : folder + "/" + name)
        guard path.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            throw TemplateSyntaxError("included template `\(name)` is outside the template folder `\(folder)`")
        }
        guard let bytes = includes.read(path) else {
            throw TemplateSyntaxError("included template `\(name)` not found in `\(folder)`")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TemplateSyntaxError("included template `\(name)` could not be read as UTF-8 text")
        }
        if let known = lock.withLock({ parsed[path] }), known.text == text {
            return known.template
        }
        let template = environment.templateClass.init(templateString: text, environment: environment, name: path)
        lock.withLock { parsed[path] = (text, template) }
        return template
    }
}

/// Path spelling shared by the loader and the renderer: purely textual, no current directory.
enum TemplatePaths {
    /// `.`/`..` resolved, symlinks kept; an absolute path stays absolute, a relative one relative.
    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append(part) }
            default: parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The folder containing `path` (standardized).
    static func folder(of path: String) -> String {
        let full = standardized(path)
        guard let slash = full.lastIndex(of: "/") else { return "." }
        return slash == full.startIndex ? "/" : String(full[..<slash])
    }
}
