import Foundation
import APIDocsSpec
import APIDocsSymbols

/// What the spec says about the node one SOG declaration was made from, in the SwagGen
/// flavour's fact types (`APIDocsSymbols`), so both flavours' pages show facts the same way.
public enum SOGNodeFactsKind: Sendable {
    /// A schema: a component, a property, a payload, an array's items. `required` is whether
    /// the key must be present, for a property of an object schema; `nil` elsewhere.
    /// `alternativeTypes`: for a composition, the Swift that holds each member, by member index.
    case schema(SchemaFacts, required: Bool?, alternativeTypes: [Int: SOGAlternativeHolder])
    case parameter(NamedParameterFacts)
    case header(HeaderFacts)
    case response(ResponseFacts)
    case requestBody(RequestBodyFacts)
}

/// The Swift that holds one member of a composition in SOG's client: a property `value1: T?`
/// (allOf, anyOf) or a case `.pet(T)` (oneOf).
public struct SOGAlternativeHolder: Sendable {
    public let isCase: Bool
    /// `value1`, `pet`.
    public let name: String
    public let type: SwiftType
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

/// Reads, once and before rendering, the facts of every place a declaration of the graph was
/// made from. One reader for the whole graph, so a schema several declarations share is read,
/// and its sample built, once.
struct SOGFactsTable: Sendable {
    var byPlace: [SpecPlace: SOGNodeFactsKind] = [:]
    var operations: [SpecPlace: SOGOperationFacts] = [:]
    /// The `description` of each place a declaration was made from, where it has one.
    var descriptions: [SpecPlace: String] = [:]
    /// A JSON value of each `components.schemas` entry that is an object, an array or a
    /// composition (not a plain value), for its page.
    var jsonSamples: [SpecPlace: String] = [:]

    init(spec: APISpec, graph: ClientDeclarationTree, reader: PlaceFactsReader) {
        var operationPlaces: [SpecPlace: APIDocsSpec.Operation] = [:]
        var parameterPlaces = Set<SpecPlace>()
        var responsePlaces: [SpecPlace: String] = [:]
        var headerPlaces: [SpecPlace: String] = [:]
        var bodyPlaces = Set<SpecPlace>()
        func note(_ response: Response, code: String) {
            responsePlaces[response.place] = code
            for header in response.headers { headerPlaces[header.header.place] = header.name }
        }
        for operation in spec.operations {
            operationPlaces[operation.place] = operation
            for parameter in operation.parameters { parameterPlaces.insert(parameter.place) }
            for response in operation.responses { note(response, code: response.code) }
            if let body = operation.requestBody { bodyPlaces.insert(body.place) }
        }
        for named in spec.parameters { parameterPlaces.insert(named.parameter.place) }
        for named in spec.responseComponents { note(named.response, code: named.name) }
        for named in spec.headerComponents { headerPlaces[named.header.place] = named.name }
        for named in spec.requestBodyComponents { bodyPlaces.insert(named.body.place) }

        func read(_ declaration: ClientDeclaration, parent: SpecPlace?) {
            if let place = declaration.source {
                if descriptions[place] == nil, let text = reader.description(at: place) { descriptions[place] = text }
                if let operation = operationPlaces[place] {
                    if operations[place] == nil {
                        operations[place] = SOGOperationFacts(endpoint: reader.endpoint(operation), facts: reader.operation(operation), tags: operation.tags ?? [])
                    }
                } else if byPlace[place] == nil {
                    if parameterPlaces.contains(place) {
                        byPlace[place] = .parameter(reader.parameter(at: place))
                    } else if let code = responsePlaces[place] {
                        byPlace[place] = .response(reader.response(code: code, at: place))
                    } else if let name = headerPlaces[place] {
                        byPlace[place] = .header(reader.header(name: name, at: place))
                    } else if bodyPlaces.contains(place) {
                        if let body = reader.requestBody(at: place) { byPlace[place] = .requestBody(body) }
                    } else if declaration.kind != .enumCase, declaration.kind != .method, let facts = reader.schema(at: place) {
                        let alternativeTypes = facts.composition.map { Self.alternativeTypes($0, members: reader.compositionMembers(at: place, $0.kind), in: declaration) } ?? [:]
                        var required: Bool?
                        if declaration.kind == .property, let parent, let name = declaration.documentedName,
                           let list = reader.requiredNames(at: parent) {
                            required = list.contains(name)
                        }
                        byPlace[place] = .schema(facts, required: required, alternativeTypes: alternativeTypes)
                    }
                }
            }
            for member in declaration.members { read(member, parent: declaration.source) }
        }
        for declaration in graph.declarations { read(declaration, parent: nil) }
        for named in spec.schemas {
            if let sample = reader.jsonSample(at: named.schema.place), sample.hasPrefix("{") || sample.hasPrefix("[") {
                jsonSamples[named.schema.place] = sample
            }
        }
    }

    /// The Swift type SOG declares for each alternative of a composition: the type of the
    /// `value1…` property (allOf, anyOf) or of the case (oneOf) made from that member.
    static func alternativeTypes(_ composition: CompositionFacts, members: [SpecPlace], in declaration: ClientDeclaration) -> [Int: SOGAlternativeHolder] {
        guard !members.isEmpty else { return [:] }
        let isOneOf = composition.kind == .oneOf
        let candidates = declaration.members.filter { $0.kind == (isOneOf ? .enumCase : .property) && $0.swiftType != nil }
        var types: [Int: SOGAlternativeHolder] = [:]
        for index in composition.alternatives.indices where index < members.count {
            let member = members[index]
            var match = candidates.first { $0.source == member }
            if match == nil, !isOneOf { match = candidates.first { $0.name == "value\(index + 1)" } }
            if match == nil, isOneOf, candidates.count == members.count { match = candidates[index] }
            guard let match, let type = match.swiftType else { continue }
            types[index] = SOGAlternativeHolder(isCase: isOneOf, name: String(match.baseName), type: type)
        }
        return types
    }
}
