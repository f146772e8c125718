import APIDocsSymbols

/// Who refers to whom: for each declaration a type names, the models and operations whose
/// declarations name it.
///
/// Built once per graph from the targets of every `SwiftType` (properties, superclasses,
/// aliases, catch-all types, enum payloads, request options and bodies, response payloads,
/// nested types included), so a model page's "Used by" list is complete and costs one lookup.
public struct UsedByIndex: Sendable {
    /// A page-owning symbol that refers to something.
    public struct Referrer: Sendable, Hashable {
        /// Which list `index` points into.
        public enum Kind: String, Sendable { case model, operation }
        public var kind: Kind
        /// Index into `graph.models` or `graph.operations`.
        public var index: Int
    }

    private var referrers: [DeclarationID: [Referrer]] = [:]

    public init(graph: SymbolGraph) {
        var found: [DeclarationID: Set<Referrer>] = [:]
        for (index, model) in graph.models.enumerated() {
            var targets = Set<DeclarationID>()
            Self.collect(model, into: &targets)
            targets.remove(model.id)
            for target in targets { found[target, default: []].insert(Referrer(kind: .model, index: index)) }
        }
        for (index, operation) in graph.operations.enumerated() {
            var targets = Set<DeclarationID>()
            for option in operation.request.options { targets.formUnion(option.type.targets) }
            if let body = operation.request.body { targets.formUnion(body.type.targets) }
            for nested in operation.request.nestedTypes { Self.collect(nested, into: &targets) }
            for item in operation.response.cases { targets.formUnion(item.associatedType?.targets ?? []) }
            for nested in operation.response.nestedTypes { Self.collect(nested, into: &targets) }
            for target in targets { found[target, default: []].insert(Referrer(kind: .operation, index: index)) }
        }
        // Models first, then operations, each in graph order: stable whatever the hashing.
        referrers = found.mapValues { set in
            set.sorted { lhs, rhs in
                if lhs.kind != rhs.kind { return lhs.kind == .model }
                return lhs.index < rhs.index
            }
        }
    }

    /// The models and operations that refer to the declaration `id`, models first, in graph order.
    public func referrers(of id: DeclarationID) -> [Referrer] {
        referrers[id] ?? []
    }

    /// Every target named anywhere in `model`, its nested types included.
    static func collect(_ model: ModelSymbol, into targets: inout Set<DeclarationID>) {
        if let superclass = model.superclass { targets.formUnion(superclass.targets) }
        if let alias = model.aliasOf { targets.formUnion(alias.targets) }
        if let extra = model.additionalPropertiesType { targets.formUnion(extra.targets) }
        for property in model.properties { targets.formUnion(property.type.targets) }
        for item in model.discriminator?.cases ?? [] { targets.formUnion(item.associatedType.targets) }
        for nested in model.nestedTypes { collect(nested, into: &targets) }
    }
}
