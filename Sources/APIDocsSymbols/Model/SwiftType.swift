/// A Swift type expression as the generated client declares it, keeping what each name refers to.
///
/// README lines only need the text; the site needs to link every model name inside `[T]`,
/// `[String: T]` and `T?`, so the structure is kept instead of a flat string.
public indirect enum SwiftType: Sendable, Equatable, CustomStringConvertible {
    /// A name, with the `swiftPath` of the declaration it refers to when the site has a page for it.
    case named(String, target: String?)
    case array(SwiftType)
    case dictionary(SwiftType)

    public var description: String {
        switch self {
        case .named(let name, _): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        }
    }

    /// A plain name that refers to nothing the site documents (`Int`, `String`, `Any`...).
    public static func builtin(_ name: String) -> SwiftType { .named(name, target: nil) }

    /// Every `swiftPath` this type refers to, outermost first.
    public var targets: [String] {
        switch self {
        case .named(_, let target): return target.map { [$0] } ?? []
        case .array(let element), .dictionary(let element): return element.targets
        }
    }
}
