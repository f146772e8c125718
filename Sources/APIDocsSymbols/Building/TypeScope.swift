/// Where the inline types and enums met while typing a value are declared.
///
/// SwagGen nests them differently per context: in the model for properties, in the operation
/// enum (enums) and `Request` (types) for parameters and bodies, in `Response` for responses.
struct TypeScope {
    /// `swiftPath` that nested classes and discriminated enums go into.
    var types: String
    /// `swiftPath` that nested enums go into.
    var enums: String

    static func model(_ path: String) -> TypeScope { TypeScope(types: path, enums: path) }
}
