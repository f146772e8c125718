extension SpecError {
    /// An error about `node`, located at it and carrying its pointer (`#/components/schemas/Pet`).
    public init(_ message: String, node: SpecNode) {
        self.init(message, at: node.location, pointer: node.fragment)
    }
}

extension SpecNode {
    /// The node's JSON pointer written as a URI fragment, `#/components/schemas/Pet`, for messages
    /// and for `SpecError.pointer`.
    public var fragment: String { "#" + pointer }
}
