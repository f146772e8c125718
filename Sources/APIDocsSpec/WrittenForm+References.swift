import APIDocsLoader

/// A Reference Object outside the schemas, as written: what it stands for, its `$ref`, and
/// where that is written.
public struct WrittenReference: Sendable {
    public enum Kind: String, Sendable {
        case response, parameter, example, requestBody, header, link, callback, pathItem

        /// The `components` section an entry of this kind lives in.
        public var section: String {
            switch self {
            case .response: return "responses"
            case .parameter: return "parameters"
            case .example: return "examples"
            case .requestBody: return "requestBodies"
            case .header: return "headers"
            case .link: return "links"
            case .callback: return "callbacks"
            case .pathItem: return "pathItems"
            }
        }
    }

    public let kind: Kind
    public let ref: String
    public let place: SpecPlace
}

/// The written Reference Objects (see `WrittenForm.swift`).
extension APISpec {
    /// Every Reference Object outside the schemas, in document order: Path Items (under
    /// `paths`, `webhooks`, callbacks and `components/pathItems`), parameters, request bodies,
    /// responses, headers (of responses and encodings), examples (of media types, parameters
    /// and headers), links and callbacks, and each `components` entry written as a `$ref`.
    public var writtenReferences: [WrittenReference] {
        var walker = ReferenceWalker()
        for entry in root["paths"]?.mapping?.entries ?? [] { walker.pathItem(entry.value) }
        for entry in root["webhooks"]?.mapping?.entries ?? [] { walker.pathItem(entry.value) }
        let components = root["components"]
        for entry in components?["pathItems"]?.mapping?.entries ?? [] { walker.pathItem(entry.value) }
        for entry in components?["parameters"]?.mapping?.entries ?? [] { walker.parameter(entry.value) }
        for entry in components?["requestBodies"]?.mapping?.entries ?? [] { walker.requestBody(entry.value) }
        for entry in components?["responses"]?.mapping?.entries ?? [] { walker.response(entry.value) }
        for entry in components?["headers"]?.mapping?.entries ?? [] { walker.header(entry.value) }
        for entry in components?["examples"]?.mapping?.entries ?? [] { walker.note(entry.value, as: .example) }
        for entry in components?["links"]?.mapping?.entries ?? [] { walker.note(entry.value, as: .link) }
        for entry in components?["callbacks"]?.mapping?.entries ?? [] { walker.callback(entry.value) }
        return walker.found
    }

    /// What is wrong with the reference for swift-openapi-generator's reader, which resolves
    /// only `#/components/<section>/<name>` for an entry of the document's own components:
    /// `nil` when it is that.
    public func componentProblem(_ reference: WrittenReference) -> String? {
        let section = "#/components/" + reference.kind.section
        let token = reference.ref.hasPrefix(section + "/") ? reference.ref.dropFirst(section.count + 1) : nil
        guard let token, !token.contains("/"), let name = JSONPointer.tokens("/" + token)?.first else {
            return "the $ref '\(reference.ref)' must name an entry of \(section) in this document (SOG's reader resolves no other \(reference.kind.rawValue) reference)"
        }
        guard root["components"]?[reference.kind.section]?[name] != nil else {
            return "the $ref '\(reference.ref)' names nothing: \(section) has no entry '\(name)'"
        }
        return nil
    }
}

/// Walks the places where the OpenAPI Object has Reference Objects.
private struct ReferenceWalker {
    var found: [WrittenReference] = []
    /// Callbacks hold Path Items, which may hold callbacks: a written cycle of anchors is
    /// walked once.
    private var seen: Set<ObjectIdentifier> = []

    /// Notes `node` when it is a Reference Object; `true` when it is one (nothing inside it is read).
    @discardableResult
    mutating func note(_ node: SpecNode, as kind: WrittenReference.Kind) -> Bool {
        guard let refNode = node["$ref"], let ref = refNode.text else { return false }
        found.append(WrittenReference(kind: kind, ref: ref, place: SpecPlace(refNode)))
        return true
    }

    mutating func pathItem(_ node: SpecNode) {
        guard !note(node, as: .pathItem), seen.insert(ObjectIdentifier(node)).inserted else { return }
        for parameter in node["parameters"]?.sequence ?? [] { self.parameter(parameter) }
        for method in APISpec.writtenMethods {
            guard let operation = node[method], operation.mapping != nil else { continue }
            for parameter in operation["parameters"]?.sequence ?? [] { self.parameter(parameter) }
            if let body = operation["requestBody"] { requestBody(body) }
            for entry in operation["responses"]?.mapping?.entries ?? [] { response(entry.value) }
            for entry in operation["callbacks"]?.mapping?.entries ?? [] { callback(entry.value) }
        }
    }

    mutating func parameter(_ node: SpecNode) {
        parameterOrHeader(node, as: .parameter)
    }

    mutating func requestBody(_ node: SpecNode) {
        guard !note(node, as: .requestBody) else { return }
        content(node["content"])
    }

    mutating func response(_ node: SpecNode) {
        guard !note(node, as: .response) else { return }
        for entry in node["headers"]?.mapping?.entries ?? [] { header(entry.value) }
        content(node["content"])
        for entry in node["links"]?.mapping?.entries ?? [] { note(entry.value, as: .link) }
    }

    mutating func header(_ node: SpecNode) {
        parameterOrHeader(node, as: .header)
    }

    /// A parameter and a header hold the same: examples, or a content map.
    private mutating func parameterOrHeader(_ node: SpecNode, as kind: WrittenReference.Kind) {
        guard !note(node, as: kind) else { return }
        examples(of: node)
        content(node["content"])
    }

    mutating func callback(_ node: SpecNode) {
        guard !note(node, as: .callback) else { return }
        for entry in node.mapping?.entries ?? [] where !entry.key.hasPrefix("x-") { pathItem(entry.value) }
    }

    private mutating func content(_ node: SpecNode?) {
        for media in node?.mapping?.entries ?? [] {
            examples(of: media.value)
            for encoding in media.value["encoding"]?.mapping?.entries ?? [] {
                for entry in encoding.value["headers"]?.mapping?.entries ?? [] { header(entry.value) }
            }
        }
    }

    private mutating func examples(of node: SpecNode) {
        for entry in node["examples"]?.mapping?.entries ?? [] { note(entry.value, as: .example) }
    }
}
