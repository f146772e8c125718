import APIDocsLoader

/// The rules for an `OutputFile` path, so that no output can land outside its folder.
///
/// A path is relative, `/`-separated, and every component is a plain name: no leading `/`,
/// no empty, `.` or `..` component, no NUL, backslash, newline or carriage return (the
/// manifest stores one path per line), and not the manifest's own name.
public enum OutputPath {
    /// Throws a `SpecError` (reported at `folder`) when `path` breaks one of the rules.
    public static func validate(_ path: String, in folder: String) throws(SpecError) {
        if let problem = problem(path) {
            throw SpecError("cannot write output file '\(escaped(path))': \(problem)", file: folder)
        }
    }

    /// Why `path` is not allowed, or `nil` when it is.
    public static func problem(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") { return "the path is absolute" }
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\0": return "the path contains a NUL character"
            case "\\": return "the path contains a backslash"
            case "\n", "\r": return "the path contains a line break"
            default: continue
            }
        }
        // Every page's path passes here: on ASCII, `/` bytes split it exactly as `Character`s
        // would, without the cost of finding character boundaries.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            for component in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                if component.isEmpty { return "the path has an empty component" }
                if component.elementsEqual("..".utf8) { return "the path contains '..'" }
                if component.elementsEqual(".".utf8) { return "the path contains a '.' component" }
            }
        } else {
            for component in path.split(separator: "/", omittingEmptySubsequences: false) {
                if component.isEmpty { return "the path has an empty component" }
                if component == ".." { return "the path contains '..'" }
                if component == "." { return "the path contains a '.' component" }
            }
        }
        if path == OutputManifest.fileName { return "the name is reserved for apidocs' manifest" }
        return nil
    }

    /// Shows control characters as escapes in messages.
    static func escaped(_ path: String) -> String {
        var text = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\0": text += "\\0"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
