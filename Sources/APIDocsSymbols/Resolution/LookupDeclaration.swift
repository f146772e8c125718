import APIDocsDiagnostics
import APIDocsSpec

/// One type the generated client declares, as a name lookup finds it.
///
/// Documented declarations (models, enums, nested types, tags, operations, `Request`,
/// `Response`) carry their `DeclarationID`; the client's fixed files (`APIClient`, the
/// `ID`/`DateTime`/`File` aliases…) and members such as `Request.Options` have none: a name that
/// finds one of those links nowhere. `kind` and `renamedBy` make the clash messages.
struct LookupDeclaration {
    /// The name as written in code, without the backticks of an escaped keyword.
    var name: String
    var id: DeclarationID?
    /// What it is, for messages: `model`, `global enum`, `nested type`…
    var kind: String
    /// The path shown in messages (`Status`, `Repo.Owner`, `GitHub.Checks.Request`).
    var displayPath: String
    /// Where the spec declares it; nil for the client's own declarations.
    var node: SpecPlace?
    /// The options that rename it (`modelNames`, `enumNames`…); empty when none can.
    var renamedBy: [String]

    /// The same declaration, for the name of a model.
    static func model(_ model: ModelSymbol, nested: Bool) -> LookupDeclaration {
        let kind: String
        var renamedBy: [String]
        switch model.kind {
        case .enum:
            kind = nested ? "nested enum" : "enum model"
            renamedBy = ["enumNames"]
        case .discriminatedEnum:
            kind = nested ? "nested enum" : "model"
            renamedBy = nested ? [] : ["modelNames"]
        default:
            kind = nested ? "nested type" : "model"
            renamedBy = nested ? [] : ["modelNames"]
        }
        if case .namespace = model.id.root { renamedBy = [] }
        return LookupDeclaration(
            name: SwiftPath.component(model.swiftName), id: model.id, kind: kind,
            displayPath: model.swiftPath, node: model.schema?.place, renamedBy: renamedBy
        )
    }

    /// The same declaration, for an enum with raw values.
    static func enumeration(_ symbol: EnumSymbol) -> LookupDeclaration {
        LookupDeclaration(
            name: SwiftPath.component(symbol.swiftName), id: symbol.id,
            kind: symbol.isGlobal ? "global enum" : "nested enum",
            displayPath: symbol.swiftPath, node: symbol.schema.place, renamedBy: ["enumNames"]
        )
    }

    /// A declaration of the client's fixed files or of the request/response skeleton.
    static func fixed(_ name: String, kind: String, path: String? = nil, renamedBy: [String] = []) -> LookupDeclaration {
        LookupDeclaration(name: name, id: nil, kind: kind, displayPath: path ?? name, node: nil, renamedBy: renamedBy)
    }

    /// `kind` and path, as messages name it: "model `Status`".
    var label: String { "\(kind) `\(displayPath)`" }

    /// Where the spec declares it, as `file:line:column`-able location.
    var location: SourceLocation? { node?.location }

    /// Sort key for picking which of two clashing declarations a message is located at.
    static func specOrder(_ lhs: LookupDeclaration, _ rhs: LookupDeclaration) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return SwiftStringOrder.less(lhs.displayPath, rhs.displayPath)
        case (nil, _): return false
        case (_, nil): return true
        case (let l?, let r?):
            if l.file != r.file { return SwiftStringOrder.less(l.file, r.file) }
            if l.line != r.line { return l.line < r.line }
            return l.column < r.column
        }
    }
}

/// The top-level declarations of SwagGen's Swift template that every generated client has.
enum ClientSkeleton {
    /// Types in the client's fixed files (`APIClient.swift`, `Coding.swift`, …).
    static let fixedTypes: [String] = [
        "APIClient", "APIClientError", "APIRequest", "APIResponse", "APIResponseResult",
        "APIResponseValue", "APIResult", "APIService", "AnyCodable", "AnyRequest", "AnyResponse",
        "AnyResponseValue", "CancellableRequest", "DateDay", "RequestBehaviour",
        "RequestBehaviourGroup", "RequestEncoder", "RequestValidationResult", "ResponseDecoder",
        "SecurityRequirement", "StringCodingKey", "UploadFile",
    ]
}
