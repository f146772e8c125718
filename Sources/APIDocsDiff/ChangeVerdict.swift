import APIDocsSymbols

/// Whether a change breaks a caller's Swift source, and why: the rule table docs/diff-and-versions.md lists.
///
/// The rules read the structure of the declarations (an enum's cases, a struct's memberwise
/// initializer, a protocol's requirements), which both client flavours share, so one table
/// serves both.
struct ChangeVerdict {
    var breaking: Bool
    var reason: String

    static func removed(path: String) -> ChangeVerdict {
        ChangeVerdict(breaking: true, reason: "code that names `\(path)` no longer compiles")
    }

    /// A member of a declaration whose kind changed (the old client has no `parentKind` at
    /// `parentPath`): the member itself breaks nothing that compiled before.
    static func addedToChangedKind(parentPath: String, parentKind: ClientSymbolKind) -> ChangeVerdict {
        ChangeVerdict(
            breaking: false,
            reason: "a member of `\(parentPath)`, which the old client declares as another kind than \(parentKind.label): old code meets the change of kind, reported there"
        )
    }

    /// A member of a declaration (`parentPath`) the old client does not have at all.
    static func addedToNewParent(parentPath: String) -> ChangeVerdict {
        ChangeVerdict(breaking: false, reason: "a member of `\(parentPath)`, which the old client does not declare: no existing code names it")
    }

    static func added(_ declaration: ClientDeclaration, in parent: ClientDeclaration?, parentPath: String) -> ChangeVerdict {
        guard let parent else { return ChangeVerdict(breaking: false, reason: "a new declaration: no existing code names it") }
        if declaration.kind == .property, parent.role == .input, parent.members.contains(where: { $0.role == .requestInitializer }) {
            // A SwagGen request's body: its initializers are entries of their own.
            return ChangeVerdict(breaking: false, reason: "a new property of the request: no existing code names it; what calls of its initializers meet is told on each of them")
        }
        if declaration.kind == .property, parent.role == .requestOptions {
            return declaration.hasDefaultValue
                ? ChangeVerdict(breaking: false, reason: "the request's initializers give the new option a default value")
                : ChangeVerdict(breaking: true, reason: "`\(parentPath)`'s initializer gains the required parameter `\(declaration.name):`, as does the request's: calls without it no longer compile")
        }
        switch (declaration.kind, parent.kind) {
        case (.enumCase, .enum):
            return ChangeVerdict(
                breaking: true,
                reason: "a `switch` over `\(parentPath)` without `default` is no longer exhaustive (one with `default` still compiles)"
            )
        case (.property, .struct), (.property, .class):
            if declaration.hasDefaultValue {
                return ChangeVerdict(breaking: false, reason: "the initializer of `\(parentPath)` gives the new parameter a default value")
            }
            return ChangeVerdict(
                breaking: true,
                reason: "the initializer of `\(parentPath)` gains the required parameter `\(declaration.name):`: calls without it no longer compile"
            )
        case (.struct, .class) where declaration.role == .requestOptions:
            let required = declaration.members.filter { $0.kind == .property && !$0.hasDefaultValue }.map { "`\($0.name):`" }
            if required.isEmpty {
                return ChangeVerdict(breaking: false, reason: "the request's convenience initializer gives every new option a default value")
            }
            return ChangeVerdict(
                breaking: true,
                reason: "the request's initializers gain the required parameters \(required.joined(separator: ", ")): calls without them no longer compile"
            )
        case (_, .protocol) where declaration.role == .protocolExtensionMethod:
            return ChangeVerdict(breaking: false, reason: "defined in an extension of `\(parentPath)`: conforming types get it without writing it")
        case (_, .protocol):
            return ChangeVerdict(
                breaking: true,
                reason: "a new requirement of `\(parentPath)`: types that conform to it must implement it (code that only calls it is unaffected)"
            )
        default:
            return ChangeVerdict(breaking: false, reason: "a new member: no existing code names it")
        }
    }

    static func typeChanged(path: String, from old: SwiftType?, to new: SwiftType?) -> ChangeVerdict {
        // Only the optionality changed: say which way, since the two break different code.
        switch (old, new) {
        case (.optional(let wrapped)?, let new?) where wrapped == new:
            return ChangeVerdict(
                breaking: true,
                reason: "`\(path)` is no longer optional: `?.`, `!` and `if let` on it no longer compile, and callers must pass a value"
            )
        case (let old?, .optional(let wrapped)?) where wrapped == old:
            return ChangeVerdict(breaking: true, reason: "`\(path)` became optional: code that uses its value directly must unwrap it")
        default:
            return ChangeVerdict(breaking: true, reason: "code that reads or passes `\(path)` as `\(old?.description ?? "nothing")` no longer type-checks")
        }
    }

    static func defaultChanged(_ declaration: ClientDeclaration, parentPath: String) -> ChangeVerdict {
        if declaration.hasDefaultValue {
            return ChangeVerdict(breaking: false, reason: "the parameter `\(declaration.name):` of `\(parentPath)`'s initializer gains a default value: calls may now leave it out")
        }
        return ChangeVerdict(
            breaking: true,
            reason: "the parameter `\(declaration.name):` of `\(parentPath)`'s initializer loses its default value: calls that leave it out no longer compile"
        )
    }

    static let wireChanged = ChangeVerdict(
        breaking: false, reason: "the Swift declarations stay: what is sent or received over HTTP changes (a wire change)"
    )

    static let wireNameChanged = ChangeVerdict(
        breaking: false, reason: "the Swift name stays: the JSON key or value it is coded as changes (a wire change)"
    )

    static func deprecationChanged(now deprecated: Bool) -> ChangeVerdict {
        ChangeVerdict(
            breaking: false,
            reason: deprecated ? "deprecated: code that uses it still compiles (with a warning where the client marks it)" : "no longer deprecated"
        )
    }

    static let documentationChanged = ChangeVerdict(breaking: false, reason: "documentation only")

    static let rawValueChanged = ChangeVerdict(
        breaking: false, reason: "the case keeps its Swift name: only the value sent and received changes (a wire change)"
    )
}
