import APIDocsLoader
import APIDocsSpec
import APIDocsSymbols

/// What the spec says about the node one SOG declaration was made from, in the SwagGen
/// flavour's fact types (`APIDocsSymbols`), so both flavours' pages show facts the same way.
public enum SOGNodeFactsKind: Sendable {
    /// A schema: a component, a property, a payload, an array's items. `required` is whether
    /// the key must be present, for a property of an object schema; `nil` elsewhere.
    /// `alternativeTypes`: for a composition, the Swift type SOG declares for each member, by
    /// member index, as the Swift that holds it reads (`value1: T?`, `.pet(T)`).
    case schema(SchemaFacts, required: Bool?, alternativeTypes: [Int: String])
    case parameter(NamedParameterFacts)
    case header(HeaderFacts)
    case response(ResponseFacts)
    case requestBody(RequestBodyFacts)
}

/// The OpenAPI side of one operation beyond its HTTP line: the endpoint (parameters with all
/// their facts, every request media type, every response with headers, media types and
/// samples) and the operation-level facts (security, external docs, callbacks), with its tags.
public struct SOGOperationFacts: Sendable {
    public let endpoint: EndpointFacts
    public let facts: OperationFacts
    public let tags: [String]
}

/// A server of the document with the `Servers` symbol SOG generates for it.
public struct SOGServerFacts: Sendable {
    /// `Servers.Server1`.
    public let swiftPath: String
    public let url: String
    public let description: String?
    public let variables: [Variable]

    public struct Variable: Sendable {
        public let name: String
        public let defaultValue: String?
        public let enumValues: [String]
        public let description: String?
    }

    /// The URL with every variable at its default (else its first allowed value).
    public var defaultURL: String {
        var url = self.url
        for variable in variables {
            url = url.replacingOccurrences(of: "{" + variable.name + "}", with: variable.defaultValue ?? variable.enumValues.first ?? variable.name)
        }
        return url
    }
}

/// Reads, once and before rendering, the facts of every node a declaration of the graph was
/// made from. One reader for the whole graph, so a schema several declarations share is read,
/// and its sample built, once.
struct SOGFactsTable: Sendable {
    var byNode: [ObjectIdentifier: SOGNodeFactsKind] = [:]
    var operations: [ObjectIdentifier: SOGOperationFacts] = [:]
    /// The `description` of each node a declaration was made from, where it has one.
    var descriptions: [ObjectIdentifier: String] = [:]

    init(spec: APISpec, graph: SOGSymbolGraph, reader: NodeFactsReader) {
        var operationNodes: [ObjectIdentifier: Operation] = [:]
        var parameterNodes = Set<ObjectIdentifier>()
        var responseNodes: [ObjectIdentifier: String] = [:]
        var headerNodes: [ObjectIdentifier: String] = [:]
        var bodyNodes = Set<ObjectIdentifier>()
        func note(_ response: Response, code: String) {
            responseNodes[ObjectIdentifier(response.node)] = code
            for header in response.headers { headerNodes[ObjectIdentifier(header.header.node)] = header.name }
        }
        for operation in spec.operations {
            operationNodes[ObjectIdentifier(operation.node)] = operation
            for parameter in operation.parameters { parameterNodes.insert(ObjectIdentifier(parameter.node)) }
            for response in operation.responses { note(response, code: response.code) }
            if let body = operation.requestBody { bodyNodes.insert(ObjectIdentifier(body.node)) }
        }
        for named in spec.parameters { parameterNodes.insert(ObjectIdentifier(named.parameter.node)) }
        for named in spec.responseComponents { note(named.response, code: named.name) }
        for named in spec.headerComponents { headerNodes[ObjectIdentifier(named.header.node)] = named.name }
        for named in spec.requestBodyComponents { bodyNodes.insert(ObjectIdentifier(named.body.node)) }

        func read(_ declaration: SOGDeclaration, parent: SpecNode?) {
            if let node = declaration.source?.node {
                let id = ObjectIdentifier(node)
                if descriptions[id] == nil, let text = reader.description(node) { descriptions[id] = text }
                if let operation = operationNodes[id] {
                    if operations[id] == nil {
                        operations[id] = SOGOperationFacts(endpoint: reader.endpoint(operation), facts: reader.operation(operation), tags: operation.tags ?? [])
                    }
                } else if byNode[id] == nil {
                    if parameterNodes.contains(id) {
                        byNode[id] = .parameter(reader.parameter(node))
                    } else if let code = responseNodes[id] {
                        byNode[id] = .response(reader.response(code: code, node))
                    } else if let name = headerNodes[id] {
                        byNode[id] = .header(reader.header(name: name, node))
                    } else if bodyNodes.contains(id) {
                        if let body = reader.requestBody(node) { byNode[id] = .requestBody(body) }
                    } else if node.mapping != nil, declaration.kind != .enumCase, declaration.kind != .method {
                        let facts = reader.schema(node)
                        let alternativeTypes = facts.composition.map { Self.alternativeTypes($0, of: node, in: declaration) } ?? [:]
                        var required: Bool?
                        if declaration.kind == .property, let parent, let name = declaration.documentedName,
                           let list = parent["required"]?.sequence {
                            required = list.contains { $0.string == name }
                        }
                        byNode[id] = .schema(facts, required: required, alternativeTypes: alternativeTypes)
                    }
                }
            }
            for member in declaration.members { read(member, parent: declaration.source?.node) }
        }
        for declaration in graph.declarations { read(declaration, parent: nil) }
    }

    /// The Swift type SOG declares for each alternative of a composition: the type of the
    /// `value1…` property (allOf, anyOf) or of the case (oneOf) made from that member.
    static func alternativeTypes(_ composition: CompositionFacts, of node: SpecNode, in declaration: SOGDeclaration) -> [Int: String] {
        guard let members = node[composition.kind.rawValue]?.sequence else { return [:] }
        let isOneOf = composition.kind == .oneOf
        let candidates = declaration.members.filter { $0.kind == (isOneOf ? .enumCase : .property) && $0.swiftType != nil }
        var types: [Int: String] = [:]
        for index in composition.alternatives.indices where index < members.count {
            let member = members[index]
            var match = candidates.first { $0.source?.node === member }
            if match == nil, !isOneOf { match = candidates.first { $0.name == "value\(index + 1)" } }
            if match == nil, isOneOf, candidates.count == members.count { match = candidates[index] }
            guard let match, let type = match.swiftType else { continue }
            let name = String(match.name.prefix { $0 != "(" })
            types[index] = isOneOf ? "." + name + "(" + type + ")" : name + ": " + type
        }
        return types
    }
}
