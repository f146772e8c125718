import APIDocsSpec

/// One symbol of a generated client: its dotted Swift path and kind.
public struct ClientSymbol: Sendable, Hashable {
    /// Path components joined with `.` (`Operations.listPets.Output.ok(_:)`).
    public var path: String
    public var kind: ClientSymbolKind
    public var source: SpecPlace?
    public var swiftType: SwiftType?
    /// `swiftType` is declared with `?` (see `ClientDeclaration.isOptional`).
    public var isOptional: Bool
    public var role: ClientRole?
    /// An enum case's raw value (see `ClientDeclaration.rawValue`).
    public var rawValue: String?
    /// The generator's "Generated from" remark, when it writes one.
    public var remark: String?
    /// The spec name the Swift name was made from, when there is one.
    public var documentedName: String?
}

/// Every declaration a generated client has for one spec and configuration, as a tree and as a
/// sorted list of symbols.
///
/// This is the client model both flavours share: the swift-openapi-generator flavour's pages,
/// indexes and cross-links are keyed by its paths, and what compares two clients reads it in
/// either flavour. Order of `symbols`: by path, then kind, comparing code points, so the same
/// input always gives the same list.
public struct ClientDeclarationTree: Sendable {
    /// The top-level declarations as the generated code nests them (`APIProtocol`, `Servers`,
    /// `Components`... or a SwagGen client's namespace struct, models and global enums).
    public let declarations: [ClientDeclaration]
    public let symbols: [ClientSymbol]

    public init(declarations: [ClientDeclaration]) {
        self.declarations = declarations
        var collected: [ClientSymbol] = []
        func walk(_ declaration: ClientDeclaration, prefix: String) {
            let path = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            collected.append(ClientSymbol(
                path: path, kind: declaration.kind, source: declaration.source, swiftType: declaration.swiftType,
                isOptional: declaration.isOptional, role: declaration.role, rawValue: declaration.rawValue,
                remark: declaration.remark, documentedName: declaration.documentedName
            ))
            for member in declaration.members { walk(member, prefix: path) }
        }
        for declaration in declarations { walk(declaration, prefix: "") }
        // Sort positions, not the symbols themselves (large values). Code point order: for
        // ASCII paths (nearly all) String's own comparison is that order and fast.
        let paths = collected.map(\.path)
        let ascii = paths.map { $0.utf8.allSatisfy { $0 < 0x80 } }
        let kinds = collected.map(\.kind)
        let order = collected.indices.sorted { lhs, rhs in
            if paths[lhs] == paths[rhs] { return kinds[lhs] < kinds[rhs] }
            if ascii[lhs] && ascii[rhs] { return paths[lhs] < paths[rhs] }
            return paths[lhs].unicodeScalars.lexicographicallyPrecedes(paths[rhs].unicodeScalars)
        }
        self.symbols = order.map { collected[$0] }
    }

    /// The distinct paths.
    public var paths: Set<String> { Set(symbols.map(\.path)) }
}
