import APIDocsSOG

/// Text facts of a spec node a declaration comes from.
enum SOGNodeFacts {
    /// `#/paths/~1pets/get`: the JSON pointer inside the node's file.
    static func pointer(_ source: SOGSource?) -> String? {
        source.map { "#" + $0.pointer }
    }

}
