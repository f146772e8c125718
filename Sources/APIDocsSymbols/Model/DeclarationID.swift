/// One declaration of the generated client, told apart from every other one.
///
/// A `swiftPath` alone is not enough: SwagGen's client can declare two top-level types with
/// one name (a model `Status` and a global enum `Status`, or `Pet` and `pet`), and the site
/// must still send each use of the name to the right one. The root says which top-level
/// declaration the path lives in, so two clashing types and everything nested in them keep
/// distinct identities.
public struct DeclarationID: Hashable, Sendable, CustomStringConvertible {
    /// The top-level declaration a path starts from.
    public enum Root: Hashable, Sendable {
        /// A `components.schemas` entry (also its `<Type>Request` twin), by raw name.
        case component(String)
        /// A global enum from `components.parameters`, by raw name.
        case globalEnum(String)
        /// The API namespace struct: tags, operations, their requests and responses.
        case namespace
    }

    public var root: Root
    public var swiftPath: String

    public init(root: Root, swiftPath: String) {
        self.root = root
        self.swiftPath = swiftPath
    }

    public var description: String {
        switch root {
        case .component(let name): return "\(swiftPath) (schema \(name))"
        case .globalEnum(let name): return "\(swiftPath) (parameter \(name))"
        case .namespace: return swiftPath
        }
    }
}
