import APIDocsRender
import APIDocsSpec
@testable import APIDocsSymbols

/// The test's own model of a sample's generated client: every declared type by path with its
/// page, the scopes around it and its superclass, and every typed row of the site. Lookup
/// walks paths as Swift does (the type, its superclasses, each enclosing scope, the module);
/// where a scope declares a name twice (a model and a global enum `Status`), the declaration
/// the spec meant wins: the enum for enum values, else the `$ref`'s component.
struct SampleDeclarations {
    struct Declaration {
        var path: String
        /// Page or `page#anchor` relative to the API folder; nil for undocumented client types.
        var url: String?
        var isEnum = false
        /// The component a top-level model comes from.
        var component: String?
        var superclass: String?
        /// Enclosing scopes, innermost first.
        var lexical: [String] = []
    }

    /// A row of a page that shows a type.
    struct Row {
        var page: String
        var anchor: String
        var swiftPath: String
        var type: SwiftType
        /// The type the member is declared in.
        var context: String
        var schema: Schema?
    }

    private(set) var declarations: [String: [Declaration]] = [:]
    private(set) var rows: [Row] = []
    let plan: SitePlan

    init(graph: SymbolGraph) {
        plan = SitePlan(graph: graph)
        let ns = graph.namespace
        add(Declaration(path: ns, url: nil))
        add(Declaration(path: ns + ".Server", url: nil, lexical: [ns]))
        for tag in graph.tags where declarations[tag.swiftPath] == nil {
            add(Declaration(path: tag.swiftPath, url: plan.tagPages[tag.swiftPath], lexical: [ns]))
        }
        for (index, model) in graph.models.enumerated() {
            guard let page = plan.modelPages[index] else { continue }  // left out of the site (x-internal)
            add(Declaration(path: model.swiftPath, url: page, isEnum: model.kind == .enum, component: model.name, superclass: model.superclass?.description))
            addMembers(of: model, page: page, lexical: [])
        }
        for (index, symbol) in graph.enums.enumerated() {
            add(Declaration(path: symbol.swiftPath, url: plan.enumPages[index], isEnum: true))
        }
        for (index, operation) in graph.operations.enumerated() where declarations[operation.swiftPath] == nil {
            guard let page = plan.operationPages[index] else { continue }  // left out of the site (x-internal)
            let op = operation.swiftPath, request = operation.request.swiftPath, response = operation.response.swiftPath
            add(Declaration(path: op, url: page, lexical: [operation.namespace]))
            for symbol in operation.enums { add(Declaration(path: symbol.swiftPath, url: url(symbol.swiftPath, page), isEnum: true)) }
            add(Declaration(path: request, url: url(request, page), lexical: [op, operation.namespace]))
            add(Declaration(path: request + ".Options", url: nil, lexical: [request, op, operation.namespace]))
            add(Declaration(path: response, url: url(response, page), lexical: [op, operation.namespace]))
            add(Declaration(path: response + ".SuccessType", url: nil, lexical: [response, op, operation.namespace]))
            for symbol in operation.response.enums { add(Declaration(path: symbol.swiftPath, url: url(symbol.swiftPath, page), isEnum: true)) }
            for option in operation.request.options {
                addRow(option.swiftPath, option.type, context: request + ".Options", schema: option.schema, page: page)
            }
            if let body = operation.request.body { addRow(body.swiftPath, body.type, context: request, schema: body.schema, page: page) }
            for item in operation.response.cases {
                if let type = item.associatedType { addRow(item.swiftPath, type, context: response, schema: nil, page: page) }
            }
            for nested in operation.request.nestedTypes { addNested(nested, page: page, lexical: [request, op, operation.namespace]) }
            for nested in operation.response.nestedTypes { addNested(nested, page: page, lexical: [response, op, operation.namespace]) }
        }
    }

    private func url(_ swiftPath: String, _ page: String) -> String? {
        plan.anchor(for: swiftPath, on: page).map { page + "#" + $0 }
    }

    private mutating func add(_ declaration: Declaration) {
        declarations[declaration.path, default: []].append(declaration)
    }

    private mutating func addRow(_ swiftPath: String, _ type: SwiftType, context: String, schema: Schema?, page: String) {
        guard let anchor = plan.anchor(for: swiftPath, on: page) else { return }
        rows.append(Row(page: page, anchor: anchor, swiftPath: swiftPath, type: type, context: context, schema: schema))
    }

    private mutating func addNested(_ model: ModelSymbol, page: String, lexical: [String]) {
        add(Declaration(path: model.swiftPath, url: url(model.swiftPath, page), isEnum: false, superclass: model.superclass?.description, lexical: lexical))
        addMembers(of: model, page: page, lexical: lexical)
    }

    /// Rows and nested declarations of `model`, which sits inside `lexical`.
    private mutating func addMembers(of model: ModelSymbol, page: String, lexical: [String]) {
        for property in model.properties {
            addRow(property.swiftPath, property.type, context: model.swiftPath, schema: property.schema, page: page)
        }
        for item in model.discriminator?.cases ?? [] {
            addRow(item.swiftPath, item.associatedType, context: model.swiftPath, schema: nil, page: page)
        }
        for symbol in model.enums {
            add(Declaration(path: symbol.swiftPath, url: url(symbol.swiftPath, page), isEnum: true, lexical: [model.swiftPath] + lexical))
        }
        for nested in model.nestedTypes { addNested(nested, page: page, lexical: [model.swiftPath] + lexical) }
    }

    /// "Name → url" for each name of the row's type that finds a documented declaration.
    func expectedLinks(_ row: Row) -> [String] {
        SiteTypeCells.names(row.type.description).compactMap { name in
            lookup(name, from: row.context, meaning: row.schema).flatMap { found in found.url.map { "\(name) → \($0)" } }
        }
    }

    func lookup(_ name: String, from context: String, meaning schema: Schema?) -> Declaration? {
        let name = name.replacingOccurrences(of: "`", with: "")
        let scopes = [context] + (declarations[context]?.first?.lexical ?? [])
        for scope in scopes {
            var current: String? = scope
            var visited = Set<String>()
            while let type = current, visited.insert(type).inserted {
                if let found = declarations[type + "." + name] { return pick(found, meaning: schema) }
                current = superclass(of: type)
            }
        }
        return declarations[name].map { pick($0, meaning: schema) }
    }

    private func superclass(of type: String) -> String? {
        guard let declaration = declarations[type]?.first, let parent = declaration.superclass else { return nil }
        let outer = declaration.lexical.first
        return (outer.map { lookup(parent, from: $0, meaning: nil) } ?? declarations[parent]?.first)?.path
    }

    private func pick(_ candidates: [Declaration], meaning schema: Schema?) -> Declaration {
        guard candidates.count > 1, let schema = schema.map(Self.valueSchema) else { return candidates[0] }
        if schema.enumValues != nil, let enumeration = candidates.first(where: \.isEnum) { return enumeration }
        if let component = schema.reference?.componentName, let model = candidates.first(where: { $0.component == component }) { return model }
        return candidates[0]
    }

    /// The schema of the values: array items and dictionary values unwrapped.
    static func valueSchema(_ schema: Schema) -> Schema {
        if case .array = schema.kind, let items = schema.items { return valueSchema(items) }
        if case .schema(let value) = schema.additionalProperties { return valueSchema(value) }
        return schema
    }
}
