import APIDocsSOG
import APIDocsSymbols

/// The spec place a declaration comes from, as pages show it.
enum SOGNodeFacts {
    /// `#/paths/~1pets/get`: the JSON pointer inside the node's file.
    static func pointer(_ source: SpecPlace?) -> String? {
        source.map { "#" + $0.pointer }
    }
}
