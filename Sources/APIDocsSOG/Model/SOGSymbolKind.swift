/// The kind of a declaration in SOG's generated module, spelled as Swift symbol graphs spell it.
public enum SOGSymbolKind: String, Sendable, Hashable, Comparable, CaseIterable {
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

    public static func < (lhs: SOGSymbolKind, rhs: SOGSymbolKind) -> Bool {
        lhs.rawValue.unicodeScalars.lexicographicallyPrecedes(rhs.rawValue.unicodeScalars)
    }

    /// Whether declarations of this kind can hold members.
    var isContainer: Bool { self == .struct || self == .enum || self == .protocol }
}
