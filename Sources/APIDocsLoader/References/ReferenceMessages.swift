/// The words of every refused or failed `$ref`, shared by loading and resolving.
///
/// It exists so that a refusal reads the same whether the loader meets the `$ref` first or the
/// spec reader does, and so that each message names the opt-in that would allow it.
enum ReferenceMessages {
    static func remoteRefused(_ ref: String) -> String {
        "remote $ref '\(ref)' is not fetched: allow its URL prefix with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml"
    }

    static func fileURL(_ ref: String) -> String {
        "$ref '\(ref)' is a file: URL, which is never followed; write a path relative to the referring file"
    }

    static func otherScheme(_ ref: String) -> String {
        "$ref '\(ref)' uses a URL scheme apidocs does not follow (only relative paths and allowed http(s) URLs)"
    }

    static func outsideRoot(_ ref: String, target: String, root: String) -> String {
        "$ref '\(ref)' leads to '\(target)', outside the reference root '\(root)' (widen it with --ref-root DIR or refRoot: in apidocs.yml)"
    }

    static func notStructured(_ ref: String, target: String) -> String {
        "$ref '\(ref)' names '\(target)', which is not a YAML or JSON file (only a description may $ref a Markdown file)"
    }

    static func cannotLoad(_ ref: String, reason: String, target: String) -> String {
        "cannot load $ref '\(ref)': \(reason) '\(target)'"
    }

    static func cannotFetch(_ ref: String, reason: String) -> String {
        "cannot fetch remote $ref '\(ref)': \(reason)"
    }
}
