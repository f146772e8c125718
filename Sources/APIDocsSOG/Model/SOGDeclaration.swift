import APIDocsSpec
import APIDocsSymbols

/// One declaration SOG writes, with the declarations nested in it.
///
/// The translation builds a tree of these exactly as SOG nests its Swift code; symbol paths
/// come from that nesting, never from string concatenation along the way, so a type declared
/// in an unexpected place (a parameter enum copied into `Input.Query`) gets the path the
/// compiler gives it.
public struct SOGDeclaration: Sendable {
    public var kind: SOGSymbolKind
    /// The path component: a name, plus argument labels for functions, initializers and
    /// cases with associated values (`init(id:name:)`, `ok(_:)`, `default(statusCode:_:)`).
    public var name: String
    /// Where in the spec it comes from; `nil` for fixed scaffolding.
    public var source: SpecPlace?
    /// The Swift type of a property, case payload, method result or typealias target, as SOG
    /// writes it (names are full Swift paths; no declaration of this flavour has a target).
    public var swiftType: SwiftType?
    public var members: [SOGDeclaration]
    /// The name in the spec the Swift name was made from (a property, schema or parameter
    /// name, an enum value, an operationId), when there is one.
    public var documentedName: String?
    /// SOG's own note of the spec place, as its doc comment says "Generated from `…`"
    /// (`#/components/schemas/Pet/id`, `#/paths//pets/get(listPets)`); `nil` where SOG writes none.
    public var remark: String?
    /// Its part in SOG's scaffolding, for declarations the document does not name.
    public var role: SOGRole?
    /// The `Components.Schemas` name this declaration's type names directly (not through an
    /// array or dictionary), for finding the recursive types SOG boxes.
    var directSchemaReference: String?

    public init(_ kind: SOGSymbolKind, _ name: String, source: SpecPlace? = nil, swiftType: SwiftType? = nil, members: [SOGDeclaration] = []) {
        self.kind = kind
        self.name = name
        self.source = source
        self.swiftType = swiftType
        self.members = members
    }

    /// The same declaration with SOG's remark.
    func remarked(_ remark: String?) -> SOGDeclaration {
        var copy = self
        copy.remark = remark
        return copy
    }

    /// The same declaration, noting the spec name its Swift name was made from.
    func named(from documented: String?) -> SOGDeclaration {
        var copy = self
        copy.documentedName = documented
        return copy
    }

    /// A function-like name with its argument labels: `url(version:space:)`, `init()`.
    static func labelled(_ base: String, _ labels: [String]) -> String {
        base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
