import APIDocsLoader
import APIDocsSOG
import APIDocsSpec

/// The OpenAPI side of SOG declarations: the spec operation behind an operation's namespace
/// and methods, found by the spec node they were made from.
struct SOGOperationFacts: Sendable {
    private let byNode: [ObjectIdentifier: Operation]

    init(spec: APISpec) {
        var byNode: [ObjectIdentifier: Operation] = [:]
        for operation in spec.operations { byNode[ObjectIdentifier(operation.node)] = operation }
        self.byNode = byNode
    }

    func operation(for source: SOGSource) -> Operation? {
        byNode[ObjectIdentifier(source.node)]
    }
}

/// Text facts of a spec node a declaration comes from.
enum SOGNodeFacts {
    /// `#/paths/~1pets/get`: the JSON pointer inside the node's file.
    static func pointer(_ source: SOGSource?) -> String? {
        source.map { "#" + $0.pointer }
    }

    /// The node's `description`, when it is a mapping with a text one.
    static func description(_ source: SOGSource?) -> String? {
        guard let text = source?.node["description"]?.string, !text.isEmpty else { return nil }
        return text
    }
}
