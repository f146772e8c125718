import APIDocsConcurrency
import Foundation
import APIDocsLoader

/// Reads the documentation facts of schemas, parameters, bodies and responses from the spec.
///
/// It is the spec stage's answer to "what does the spec say about this?", so that no later stage
/// reads the spec: the symbol stages of both client flavours ask it once per symbol and store
/// the typed result. It follows `$ref`s itself (a header, an example or a schema may be one),
/// reads a `description` written as `{$ref: file.md}` as the Markdown it names, and describes a
/// composition's alternatives by shape (each flavour's namer gives them Swift types).
/// Operations are built on all cores with one reader: its caches are shared memos.
public final class FactsReader: @unchecked Sendable {
    let spec: APISpec
    let documents: SpecDocumentSet?
    /// Upper bound on `$ref` hops and nesting, so cyclic specs stay finite.
    static let depthLimit = 8
    /// Resolved `$ref`s by file and ref text (big specs repeat the same refs thousands of times).
    private let targets = SharedMemo<String, SpecNode?>()
    /// Generated samples by the schema node they were built from (shared error responses).
    let samples = SharedMemo<ObjectIdentifier, String?>()
    /// Example values as JSON text by their node (one `components/examples` entry is shown by
    /// every response that references it).
    let exampleJSON = SharedMemo<ObjectIdentifier, String>()
    /// The facts of each parameter node (after `$ref`s are followed).
    let parameters = SharedMemo<ObjectIdentifier, ParameterFacts>()
    /// The facts of schemas that are only a `$ref`, by file, ref text and depth.
    private let referenceFacts = SharedMemo<String, SchemaFacts>()
    /// Where a `$ref` that does not resolve is reported (once per file and ref text).
    let diagnostics: DiagnosticCollector

    public init(spec: APISpec, diagnostics: DiagnosticCollector) {
        self.spec = spec
        self.documents = spec.documents
        self.diagnostics = diagnostics
    }

    /// The `description` of an object: its text, or the Markdown (or YAML string) that a
    /// `description: {$ref: intro.md}` names, which the loader read.
    func description(_ node: SpecNode?) -> String? {
        guard let value = node?["description"] else { return nil }
        if let documents, let linked = documents.linkedDescription(value) { return linked }
        return value.text
    }

    /// Follows `$ref` until a node that is not one (or the chain is too long or broken).
    func resolve(_ node: SpecNode) -> SpecNode {
        var current = node
        for _ in 0..<FactsReader.depthLimit {
            guard let ref = schemaRef(current), let next = target(of: ref, from: current) else { return current }
            current = next
        }
        return current
    }

    /// The `$ref` of `node`, unless the spec model read that schema without it (as
    /// swift-openapi-generator does a `$ref` to `#/components/responses/…`).
    func schemaRef(_ node: SpecNode) -> String? {
        guard let ref = node["$ref"]?.string, !spec.schemaNodesReadAsKeywords.contains(ObjectIdentifier(node)) else { return nil }
        return ref
    }

    /// The node `ref` (written in `node`) names, or `nil` when it names nothing: an error, as
    /// for every `$ref` that resolves nowhere (the facts it stands for are left out, so the run
    /// can go on and report more). A `#/…` ref written in another file than the root that names
    /// nothing there but names something in the root (a split spec whose parts were written as
    /// if they were the root) is read from the root, with a warning.
    func target(of ref: String, from node: SpecNode) -> SpecNode? {
        guard let documents else { return nil }
        let file = node.location.file
        return targets.value(file + "\u{0}" + ref) {
            let refNode = node["$ref"] ?? node
            let pointer = "#" + refNode.pointer
            do throws(SpecError) {
                return try documents.resolve(ref, from: file, at: refNode.location, pointer: pointer).node
            } catch {
                if ref.hasPrefix("#"), file != documents.rootFile,
                   let found = try? documents.resolve(ref, from: documents.rootFile, at: refNode.location, pointer: pointer).node {
                    diagnostics.warning(
                        "$ref '\(ref)' names nothing in this file; it is read from the root document '\(documents.rootFile)', which has it",
                        at: refNode.location, pointer: pointer
                    )
                    return found
                }
                diagnostics.report(error)
                return nil
            }
        }
    }

    /// The component a `$ref` names (`#/components/schemas/X`, `#/definitions/X`).
    static func componentName(ofRef ref: String) -> String? {
        for prefix in ["#/components/schemas/", "#/definitions/"] where ref.hasPrefix(prefix) {
            let token = ref.dropFirst(prefix.count)
            if !token.contains("/") { return JSONPointer.unescape(token).removingPercentEncodingIfPossible }
        }
        return nil
    }

    /// The documentation facts of a schema of the model.
    public func schemaFacts(_ schema: Schema) -> SchemaFacts { schemaFacts(node: schema.node) }

    /// The facts of a schema node. A `$ref` to an object or composition component stops at its
    /// name (that model has its own page); a `$ref` to a scalar or array alias reads through.
    func schemaFacts(node: SpecNode, depth: Int = 0) -> SchemaFacts {
        // A schema that is only a `$ref` (every response of a big Swagger spec has its own
        // `{$ref: …}` node) has the facts of what it names: read them once per target.
        if let ref = schemaRef(node), node.mapping?.entries.count == 1 {
            let key = node.location.file + "\u{0}" + ref + "\u{0}" + String(depth)
            return referenceFacts.value(key) { readSchemaFacts(node: node, depth: depth) }
        }
        return readSchemaFacts(node: node, depth: depth)
    }

    private func readSchemaFacts(node: SpecNode, depth: Int) -> SchemaFacts {
        var facts = SchemaFacts()
        read(node, into: &facts, depth: depth)
        if let ref = schemaRef(node) {
            facts.componentName = FactsReader.componentName(ofRef: ref)
            let target = resolve(node)
            let isModel = target["properties"] != nil || target["allOf"] != nil || target["oneOf"] != nil || target["anyOf"] != nil
            if target !== node, depth < FactsReader.depthLimit {
                if isModel {
                    facts.nullable = facts.nullable || FactsReader.isNullable(target)
                } else {
                    var inner = schemaFacts(node: target, depth: depth + 1)
                    inner.componentName = facts.componentName
                    if facts.title != nil { inner.title = facts.title }
                    return inner
                }
            }
        }
        return facts
    }

    static func isNullable(_ node: SpecNode) -> Bool {
        if node["nullable"]?.bool == true || node["x-nullable"]?.bool == true { return true }
        if let types = node["type"]?.sequence, types.contains(where: { $0.string == "null" }) { return true }
        // `type: "null"` alone (3.1, or read as 3.1 reads it in earlier versions).
        return node["type"]?.string == "null"
    }

    static func jsonTypes(_ node: SpecNode) -> [String] {
        if let name = node["type"]?.string { return [name] }
        return node["type"]?.sequence?.compactMap(\.string) ?? []
    }

    private func read(_ node: SpecNode, into facts: inout SchemaFacts, depth: Int) {
        facts.jsonTypes = FactsReader.jsonTypes(node)
        facts.title = node["title"]?.text
        facts.format = node["format"]?.text
        for keyword in Constraint.keywords {
            guard let value = node[keyword], let text = value.text else { continue }
            // 3.0's boolean exclusiveMinimum/Maximum: shown only when it applies.
            if keyword.hasPrefix("exclusive"), let bool = value.bool {
                if bool { facts.constraints.append(Constraint(keyword: keyword, value: "true")) }
                continue
            }
            if keyword == "uniqueItems", value.bool != true { continue }
            facts.constraints.append(Constraint(keyword: keyword, value: text))
        }
        facts.defaultValue = node["default"].map(SpecValue.init)
        if let example = node["example"] { facts.examples.append(SpecValue(example)) }
        if let list = node["examples"]?.sequence { facts.examples += list.map(SpecValue.init) }
        if let values = node["enum"]?.sequence { facts.allowedValues = values.map { SpecValue($0).inlineJSON } }
        if let constant = node["const"] { facts.allowedValues = [SpecValue(constant).inlineJSON] }
        facts.nullable = FactsReader.isNullable(node)
        facts.readOnly = node["readOnly"]?.bool == true
        facts.writeOnly = node["writeOnly"]?.bool == true
        facts.deprecated = node["deprecated"]?.bool == true
        facts.externalDocs = externalDocs(node["externalDocs"])
        facts.hidden = hiddenMark(node)
        facts.composition = composition(node, depth: depth)
        if let items = node["items"], items.mapping != nil, depth < FactsReader.depthLimit {
            let itemFacts = schemaFacts(node: items, depth: depth + 1)
            if !itemFacts.isEmpty || itemFacts.componentName != nil { facts.itemFacts = ItemFacts(itemFacts) }
        }
    }

    func externalDocs(_ node: SpecNode?) -> ExternalDocsFacts? {
        guard let node, let url = node["url"]?.text else { return nil }
        return ExternalDocsFacts(url: url, description: description(node))
    }

    /// `oneOf`/`anyOf`/`allOf` with each member's Swift type where the client has one.
    func composition(_ node: SpecNode, depth: Int) -> CompositionFacts? {
        for kind in [CompositionFacts.Kind.oneOf, .anyOf, .allOf] {
            guard let members = node[kind.rawValue]?.sequence, !members.isEmpty else { continue }
            return CompositionFacts(
                kind: kind,
                alternatives: members.map(alternative),
                discriminator: node["discriminator"]?["propertyName"]?.text
            )
        }
        return nil
    }

    func alternative(_ member: SpecNode) -> CompositionFacts.Alternative {
        let target = resolve(member)
        let types = FactsReader.jsonTypes(target)
        let description = description(target)
        if let ref = member["$ref"]?.string, let component = FactsReader.componentName(ofRef: ref) {
            return .init(label: component, shape: .component(component, otherwise: nil), jsonTypes: types, description: description)
        }
        let label = target["title"]?.text ?? (types.isEmpty ? (target["properties"] != nil ? "object" : "any") : types.joined(separator: " | "))
        return .init(label: label, shape: scalarShape(target), jsonTypes: types, description: description)
    }

    /// A scalar schema (or an array of scalars or of components) as a shape a namer can type;
    /// `nil` for anything else.
    func scalarShape(_ node: SpecNode) -> AlternativeShape? {
        let format = node["format"]?.text
        switch node["type"]?.string {
        case "string": return node["enum"] == nil ? .string(format: format) : nil
        case "integer": return .integer(format: format)
        case "number": return .number(format: format)
        case "boolean": return .boolean
        case "array":
            guard let items = node["items"] else { return nil }
            if let ref = items["$ref"]?.string, let component = FactsReader.componentName(ofRef: ref) {
                return .array(.component(component, otherwise: scalarShape(resolve(items))))
            }
            return scalarShape(resolve(items)).map { .array($0) }
        default: return nil
        }
    }
}

extension String {
    var removingPercentEncodingIfPossible: String {
        // Foundation's decoding copies through NSString even when there is nothing to decode.
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        return removingPercentEncoding ?? self
    }
}
