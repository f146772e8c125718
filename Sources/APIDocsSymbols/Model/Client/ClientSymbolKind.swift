/// The kind of a declaration of a generated client, spelled as Swift symbol graphs spell it.
public enum ClientSymbolKind: String, Sendable, Hashable, Comparable, CaseIterable {
    case `class` = "swift.class"
    case `struct` = "swift.struct"
    case `enum` = "swift.enum"
    case enumCase = "swift.enum.case"
    case `protocol` = "swift.protocol"
    case `typealias` = "swift.typealias"
    case property = "swift.property"
    case typeProperty = "swift.type.property"
    case method = "swift.method"
    case typeMethod = "swift.type.method"
    case initializer = "swift.init"

    public static func < (lhs: ClientSymbolKind, rhs: ClientSymbolKind) -> Bool {
        lhs.rawValue.unicodeScalars.lexicographicallyPrecedes(rhs.rawValue.unicodeScalars)
    }

    /// Whether declarations of this kind can hold members.
    public var isContainer: Bool { self == .class || self == .struct || self == .enum || self == .protocol }

    /// The word pages show for the kind: `struct`, `case`, `static property`...
    public var label: String {
        switch self {
        case .class: return "class"
        case .struct: return "struct"
        case .enum: return "enum"
        case .enumCase: return "case"
        case .protocol: return "protocol"
        case .typealias: return "typealias"
        case .property: return "property"
        case .typeProperty: return "static property"
        case .method: return "method"
        case .typeMethod: return "static method"
        case .initializer: return "initializer"
        }
    }
}
