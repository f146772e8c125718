import APIDocsSymbols
import APIDocsSpec

/// A stored property SOG declares in a struct, with the types declared for it.
struct SOGProperty {
    var name: String
    var type: SOGTypeUsage
    var source: SpecPlace?
    /// Types declared beside the property (its inline `…Payload` type).
    var nested: [ClientDeclaration]
    /// The spec name the property's name was made from.
    var documentedName: String? = nil
    /// SOG's remark on the property.
    var remark: String? = nil
    /// The default of its memberwise initializer parameter, when SOG writes one other than the
    /// `nil` of an optional (`.init()` for a struct whose members all have defaults, `[:]`...).
    var defaulted = false

    /// Whether its memberwise initializer parameter has a default.
    var hasDefaultValue: Bool { defaultValue != nil }

    /// The default of its memberwise initializer parameter as SOG writes it: `nil` for an
    /// optional, `.defaultValues()` for the `accept` header list, `.init()` for the rest.
    var defaultValue: String? {
        if case .optional = type.swiftType { return "nil" }
        guard defaulted else { return nil }
        if case .array = type.swiftType { return ".defaultValues()" }
        return ".init()"
    }

    /// Its parameter in the memberwise initializer.
    var parameter: ClientParameter {
        ClientParameter(label: name, type: type.swiftType, defaultValue: defaultValue)
    }
}

/// The parameters of the `Codable` members SOG writes.
enum SOGCodableParameters {
    static let decoder = [ClientParameter(label: "from", name: "decoder", type: .builtin("any Swift.Decoder"))]
    static let encoder = [ClientParameter(label: "to", name: "encoder", type: .builtin("any Swift.Encoder"))]
}

/// Which Codable members SOG writes by hand for a struct.
enum SOGCoding {
    /// The compiler's: nothing written.
    case synthesized
    /// `additionalProperties: false`: an `init(from:)` that rejects unknown keys.
    case rejectsUnknownKeys
    /// Extra keys kept in `additionalProperties`: `init(from:)` and `encode(to:)`.
    case keepsUnknownKeys
    /// allOf/anyOf (and boxed recursive types): `init(from:)` and `encode(to:)`.
    case composed

    var writesDecoder: Bool { self != .synthesized }
    var writesEncoder: Bool { self == .keepsUnknownKeys || self == .composed }
}

extension SOGTranslator {
    /// A struct: each property (after its nested types), the memberwise `init`, and the
    /// Codable members SOG writes.
    /// `remarked`: whether SOG's comment on the struct names its spec place (not for `Input`
    /// and response structs).
    func structDeclaration(_ typeName: SOGTypeName, properties: [SOGProperty], coding: SOGCoding = .synthesized, source: SpecPlace? = nil, remarked: Bool = true) -> ClientDeclaration {
        var members: [ClientDeclaration] = []
        for property in properties {
            members += property.nested
            var declaration = ClientDeclaration(.property, property.name, source: property.source, swiftType: property.type.swiftType)
            declaration.directSchemaReference = property.type.directSchemaReference
            declaration.documentedName = property.documentedName
            declaration.remark = property.remark
            declaration.hasDefaultValue = property.hasDefaultValue
            members.append(declaration)
        }
        members.append(ClientDeclaration(.initializer, ClientDeclaration.labelled("init", properties.map(\.name))).taking(properties.map(\.parameter)))
        if coding.writesDecoder { members.append(ClientDeclaration(.initializer, "init(from:)").taking(SOGCodableParameters.decoder)) }
        if coding.writesEncoder { members.append(ClientDeclaration(.method, "encode(to:)").taking(SOGCodableParameters.encoder)) }
        return ClientDeclaration(.struct, typeName.shortName, source: source, members: members).remarked(remarked ? typeName.jsonPath : nil)
    }
}
