/// Every type the client declares, by `DeclarationID`: what a `SwiftType`'s target is, so an
/// example can form a value of it (an enum case, a model through its init).
public struct DeclarationLookup: Sendable {
    public enum Declaration: Sendable {
        case model(ModelSymbol)
        case `enum`(EnumSymbol)
    }

    private var table: [DeclarationID: Declaration] = [:]

    public init(_ graph: SymbolGraph) {
        for model in graph.models { add(model) }
        for symbol in graph.enums { add(symbol) }
        for operation in graph.operations {
            for symbol in operation.enums { add(symbol) }
            for model in operation.request.nestedTypes { add(model) }
            for symbol in operation.response.enums { add(symbol) }
            for model in operation.response.nestedTypes { add(model) }
        }
    }

    public subscript(id: DeclarationID) -> Declaration? { table[id] }

    private mutating func add(_ model: ModelSymbol) {
        if table[model.id] == nil { table[model.id] = .model(model) }
        for symbol in model.enums { add(symbol) }
        for nested in model.nestedTypes { add(nested) }
    }

    private mutating func add(_ symbol: EnumSymbol) {
        if table[symbol.id] == nil { table[symbol.id] = .enum(symbol) }
    }
}
