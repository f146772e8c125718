import APIDocsSymbols

/// The initializers and methods of a listed declaration that its table does not list (SwagGen's
/// request initializers: `symbols.json` keys the request, not its `init`s), compared as
/// signatures: an old call of each one is either still a call of the new one that plays the same
/// part, or it breaks.
///
/// Functions are paired by role where the namer gives one (a request's flat initializer with the
/// new flat one, whether it is `init()` or the convenience `init(store:)`), else by base name
/// when each side has one of that name. Each entry names the listed declaration (so that, like
/// every entry, it names a path both sides' `symbols.json` have) and the function by
/// `oldMember`/`newMember`: a pair whose parameters or result differ is one `signature` entry
/// with both declarations; a function only one side has is a `member` entry, breaking when it
/// is the old side's (old calls of it no longer compile).
extension TableComparison {
    mutating func compareUnlistedFunctions(_ old: DiffSide.Placed, _ new: DiffSide.Placed) {
        compareOptionsInitializers(old, new)
        let oldFunctions = Self.unlistedFunctions(of: old, in: before), newFunctions = Self.unlistedFunctions(of: new, in: after)
        guard !oldFunctions.isEmpty || !newFunctions.isEmpty else { return }
        for key in Set(oldFunctions.keys).union(newFunctions.keys).sorted() {
            let was = oldFunctions[key], now = newFunctions[key]
            guard let function = now ?? was else { continue }
            let oldPath = was.map { old.path + "." + $0.name } ?? "", newPath = now.map { new.path + "." + $0.name } ?? ""
            let verdict: ChangeVerdict
            switch (was, now) {
            case let (was?, now?):
                guard SignatureChange.differ(was, now) || was.name != now.name else { continue }
                verdict = SignatureChange.verdict(old: was, new: now, path: oldPath)
            case (_?, nil):
                verdict = ChangeVerdict(breaking: true, reason: "`\(oldPath)` is gone: calls of it no longer compile")
            default:
                verdict = ChangeVerdict(breaking: false, reason: "`\(newPath)` is new: no existing code calls it")
            }
            var change = ClientChange(
                symbol: new.path, kind: function.kind, change: .changed, aspect: was != nil && now != nil ? .signature : .member, breaking: verdict.breaking,
                old: was.map { SignatureChange.text($0) ?? $0.name }, new: now.map { SignatureChange.text($0) ?? $0.name },
                oldLocation: was?.source?.location, newLocation: now?.source?.location, reason: verdict.reason
            )
            change.oldMember = was?.name
            change.newMember = now?.name
            changes.append(change)
        }
    }

    /// The memberwise initializer of a SwagGen request's `Options` struct, which both sides
    /// declare: `symbols.json` lists the options, not the struct or its `init`, so a change of
    /// its parameters (options reordered, a required one added) is told on the request, with
    /// `oldMember`/`newMember` naming `Options.init(...)`. An `Options` that comes or goes is
    /// told by the request's own initializers.
    private mutating func compareOptionsInitializers(_ old: DiffSide.Placed, _ new: DiffSide.Placed) {
        func initializer(_ request: ClientDeclaration) -> ClientDeclaration? {
            let options = request.members.first { $0.role == .requestOptions }
            let initializers = options?.members.filter { $0.kind == .initializer } ?? []
            return initializers.count == 1 ? initializers[0] : nil
        }
        guard let was = initializer(old.declaration), let now = initializer(new.declaration),
              SignatureChange.differ(was, now) || was.name != now.name else { return }
        let oldMember = "Options." + was.name, newMember = "Options." + now.name
        let verdict = SignatureChange.verdict(old: was, new: now, path: old.path + "." + oldMember)
        var change = ClientChange(
            symbol: new.path, kind: now.kind, change: .changed, aspect: .signature, breaking: verdict.breaking,
            old: SignatureChange.text(was) ?? was.name, new: SignatureChange.text(now) ?? now.name,
            oldLocation: was.source?.location ?? old.declaration.source?.location, newLocation: now.source?.location ?? new.declaration.source?.location,
            reason: verdict.reason
        )
        change.oldMember = oldMember
        change.newMember = newMember
        changes.append(change)
    }

    /// The unlisted functions among `placed`'s members, keyed by role, else by base name where
    /// that name is unique among them.
    private static func unlistedFunctions(of placed: DiffSide.Placed, in side: DiffSide) -> [String: ClientDeclaration] {
        let functions = (side.unlistedMembers[placed.path] ?? []).filter(SignatureChange.isFunction)
        var result: [String: ClientDeclaration] = [:]
        var baseCounts: [String: Int] = [:]
        for function in functions where function.role == nil { baseCounts[function.kind.rawValue + " " + function.baseName, default: 0] += 1 }
        for function in functions {
            let key: String
            if let role = function.role {
                key = "role \(role)"
            } else {
                let base = function.kind.rawValue + " " + function.baseName
                key = baseCounts[base] == 1 ? "name " + base : "full " + function.kind.rawValue + " " + function.name
            }
            if result[key] == nil { result[key] = function }
        }
        return result
    }
}
