/// Where the inline types and enums met while typing a value are declared.
///
/// SwagGen nests them differently per context: in the model for properties, in the operation
/// enum (enums) and `Request` (types) for parameters and bodies, in `Response` for responses.
struct TypeScope {
    /// `swiftPath` that nested classes and discriminated enums go into.
    var types: String
    /// `swiftPath` that nested enums go into.
    var enums: String
    /// The top-level declaration both paths are inside.
    var root: DeclarationID.Root

    static func model(_ path: String, root: DeclarationID.Root) -> TypeScope {
        TypeScope(types: path, enums: path, root: root)
    }

    /// The declaration of the nested type `swiftName` of this scope.
    func nestedType(_ swiftName: String) -> DeclarationID {
        DeclarationID(root: root, swiftPath: types + "." + SwiftPath.component(swiftName))
    }

    /// The declaration of the nested enum `swiftName` of this scope.
    func nestedEnum(_ swiftName: String) -> DeclarationID {
        DeclarationID(root: root, swiftPath: enums + "." + SwiftPath.component(swiftName))
    }
}
