import APIDocsSymbols

/// The verdicts of what a symbol table shows beside plain additions and removals: a symbol
/// the docs start or stop listing while the code keeps it, the `Codable` members a generator
/// writes or leaves to the compiler, a path whose kinds of declaration change, and a member
/// the docs do not list on its own.
extension ChangeVerdict {
    /// The declaration was in the old client too, left out of its docs.
    static let documentedNow = ChangeVerdict(
        breaking: false, reason: "documented now: the old client declares it too (its docs left it out, `x-internal` or `x-hidden`)"
    )

    /// The new client still declares it; its docs leave it out.
    static let leftOutNow = ChangeVerdict(
        breaking: false, reason: "left out of the docs now (`x-internal` or `x-hidden`): the new client still declares it, so code that uses it compiles"
    )

    /// `init(from:)` or `encode(to:)` written by the generator on one side only.
    static func codableRequirement(_ name: String, writtenNow: Bool) -> ChangeVerdict {
        ChangeVerdict(
            breaking: false,
            reason: "every `Codable` type has `\(name)`: the generator "
                + (writtenNow ? "writes it now, where the compiler synthesized it" : "no longer writes it, and the compiler synthesizes it")
                + ", so callers see no change"
        )
    }

    /// `path` names `lost` kinds of declaration no longer and `gained` ones newly.
    static func kindsChanged(path: String, lost: [ClientSymbolKind], gained: [ClientSymbolKind]) -> ChangeVerdict {
        func names(_ kinds: [ClientSymbolKind]) -> String { SignatureChange.list(kinds.map(\.label)) }
        switch (lost.isEmpty, gained.isEmpty) {
        case (false, false):
            return ChangeVerdict(breaking: true, reason: "`\(path)` is now a \(names(gained)), no longer a \(names(lost)): code that uses it as before no longer compiles")
        case (false, true):
            return ChangeVerdict(breaking: true, reason: "the \(names(lost)) `\(path)` is gone (the other declaration of that name stays): code that uses it no longer compiles")
        default:
            return ChangeVerdict(breaking: false, reason: "a new \(names(gained)) beside the declaration of the same name: no existing code names it")
        }
    }

    /// A member the docs do not list (`member`, at `path`) added, removed or retyped.
    static func memberChanged(path: String, old: ClientDeclaration?, new: ClientDeclaration?) -> ChangeVerdict {
        switch (old, new) {
        case (nil, _):
            return ChangeVerdict(breaking: false, reason: "a new member `\(path)`: no existing code uses it")
        case (_, nil):
            return ChangeVerdict(breaking: true, reason: "`\(path)` is gone: code that uses it no longer compiles")
        default:
            return ChangeVerdict(breaking: true, reason: "code that uses `\(path)` as `\(old?.declaredType?.description ?? "nothing")` no longer type-checks")
        }
    }
}
