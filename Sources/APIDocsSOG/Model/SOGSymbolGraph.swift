import APIDocsSpec
import APIDocsSymbols

/// One symbol of the generated module: its dotted Swift path and kind.
public struct SOGSymbol: Sendable, Hashable {
    /// Path components joined with `.` (`Operations.listPets.Output.ok(_:)`).
    public var path: String
    public var kind: SOGSymbolKind
    public var source: SpecPlace?
    public var swiftType: SwiftType?
    /// SOG's "Generated from" remark, when it writes one.
    public var remark: String?
    /// The spec name the Swift name was made from, when there is one.
    public var documentedName: String?
}

/// Every symbol SOG's generated module declares for one spec and configuration, sorted.
///
/// This is the symbol model of the swift-openapi-generator flavour: pages, indexes and
/// cross-links are keyed by these paths. Order: by path, then kind, comparing code points,
/// so the same input always gives the same list.
public struct SOGSymbolGraph: Sendable {
    /// The top-level declarations as SOG nests them (`APIProtocol`, `Servers`, `Components`...).
    public let declarations: [SOGDeclaration]
    public let symbols: [SOGSymbol]

    public init(declarations: [SOGDeclaration]) {
        self.declarations = declarations
        var collected: [SOGSymbol] = []
        func walk(_ declaration: SOGDeclaration, prefix: String) {
            let path = prefix.isEmpty ? declaration.name : prefix + "." + declaration.name
            collected.append(SOGSymbol(
                path: path, kind: declaration.kind, source: declaration.source, swiftType: declaration.swiftType,
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
