import APIDocsLoader

/// A place in the spec: where something is written (file, line, column) and its JSON pointer.
///
/// Later stages locate their diagnostics with it and tell two spec objects apart by it, without
/// holding or reading the loader's nodes. Two places are equal when they are the same object of
/// the document; the pointer is built only when asked for (a big spec has tens of thousands of
/// places, most of which no message names).
public struct SpecPlace: Sendable, Hashable {
    let node: SpecNode

    init(_ node: SpecNode) {
        self.node = node
    }

    public var location: SourceLocation { node.location }

    /// `/components/schemas/Pet`: the JSON pointer inside its file (`""` for the root).
    public var pointer: String { node.pointer }

    /// `#/components/schemas/Pet`: the JSON pointer inside its file, as a `$ref` fragment.
    public var fragment: String { node.fragment }

    public static func == (lhs: SpecPlace, rhs: SpecPlace) -> Bool { lhs.node === rhs.node }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(node)) }
}

extension Schema {
    public var place: SpecPlace { SpecPlace(node) }

    /// An object schema with no properties at this schema's place (the object part of a
    /// composition that has none).
    public func emptyObject() -> Schema { Schema(kind: .object, node: node) }
}

extension Operation {
    public var place: SpecPlace { SpecPlace(node) }
}

extension Response {
    public var place: SpecPlace { SpecPlace(node) }
}
