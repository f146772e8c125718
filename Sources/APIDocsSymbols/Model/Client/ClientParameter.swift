/// One parameter of a generated initializer or method, as the generated code declares it.
///
/// A function's symbol path carries its argument labels only (`init(id:name:)`); what a call
/// must pass, and so whether a change to the function breaks existing calls, also depends on
/// each parameter's type and whether it has a default. The namer that writes the function
/// knows both, so it records them here instead of leaving a later stage to guess them from
/// the labels.
public struct ClientParameter: Sendable, Hashable {
    /// The argument label, `_` for none.
    public var label: String
    /// The parameter's own name inside the function (`input` in `_ input:`).
    public var name: String
    public var type: SwiftType
    /// The default value as the code writes it (`nil`, `.init()`, `"main"`); `nil` when a call
    /// must pass the argument.
    public var defaultValue: String?

    public init(label: String, name: String? = nil, type: SwiftType, defaultValue: String? = nil) {
        self.label = label
        self.name = name ?? label
        self.type = type
        self.defaultValue = defaultValue
    }

    /// `id: Swift.Int`, `_ input: Operations.getPet.Input`, `tag: Swift.String? = nil`.
    public var declaration: String {
        let head = label == name ? label : label + " " + name
        return head + ": " + type.description + (defaultValue.map { " = " + $0 } ?? "")
    }
}
