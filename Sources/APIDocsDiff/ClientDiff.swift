import APIDocsSpec
import APIDocsSymbols

/// Compares the Swift clients generated from two versions of a spec, as their symbol tables
/// list them, and gives every change with its verdict.
///
/// Each side is its client model and its symbol table: the (path, kind) pairs its site's
/// `symbols.json` keys, asked of the plan that writes that file. What was added or removed is
/// the difference of the two tables, so every `added` entry names a path only the new
/// `symbols.json` has and every `removed` one a path only the old one has; a path whose
/// enclosing path came or went too is told by that one entry (a removed model, not each of
/// its properties). An initializer or method whose argument labels changed is one `changed`
/// entry with both declarations (`oldSymbol` is its old path), not a removal and an addition.
/// The declarations at the paths both tables list are compared for their type, default,
/// raw value, parameters and the members the docs do not list (and, with the sides' spec
/// facts, their wire signature, deprecation and description).
public enum ClientDiff {
    /// The changes from `old` to `new`, sorted by symbol path. `tables` are the sides' symbol
    /// tables (without them, every declaration counts as listed); with each side's spec facts,
    /// the wire, deprecation and documentation changes of the declarations both sides have too.
    public static func changes(
        from old: ClientDeclarationTree, to new: ClientDeclarationTree,
        tables: (old: ClientSymbolTable, new: ClientSymbolTable)? = nil, facts: (old: SpecSideFacts, new: SpecSideFacts)? = nil
    ) -> [ClientChange] {
        let before = DiffSide(tree: old, table: tables?.old ?? .everything(in: old))
        let after = DiffSide(tree: new, table: tables?.new ?? .everything(in: new))
        var comparison = TableComparison(before: before, after: after, facts: facts)
        comparison.run()
        return comparison.changes.sorted(by: ClientChange.order)
    }

    /// `init(from:)` and `encode(to:)`: a generator writes them by hand for some types (a
    /// schema that rejects unknown keys) and leaves them to the compiler for others, but every
    /// `Codable` type has them, so their coming and going changes nothing a caller sees.
    static func isCodableRequirement(_ declaration: ClientDeclaration) -> Bool {
        (declaration.kind == .initializer && declaration.name == "init(from:)") || (declaration.kind == .method && declaration.name == "encode(to:)")
    }

    /// Whether `path` has an enclosing path in `paths`.
    static func hasAncestor(_ path: String, in paths: Set<String>) -> Bool {
        var current = ClientChange.parentPath(of: path)
        while let parent = current {
            if paths.contains(parent) { return true }
            current = ClientChange.parentPath(of: parent)
        }
        return false
    }
}

/// One comparison of two sides' tables: the paths one table lists (added, removed, a changed
/// signature), the kinds a path lists on each side, then the declarations both list. Kept
/// apart from `ClientDiff` because it accumulates the changes and the places whose spec facts
/// are compared after the walk.
struct TableComparison {
    let before: DiffSide
    let after: DiffSide
    let facts: (old: SpecSideFacts, new: SpecSideFacts)?
    var changes: [ClientChange] = []
    /// A declaration both sides list, made from a spec place on both.
    struct Placed {
        var before, after: ClientDeclaration
        var symbol: String
        var oldPlace, newPlace: SpecPlace
    }

    /// Their spec facts are compared once per place, after the walk.
    var placed: [Placed] = []

    init(before: DiffSide, after: DiffSide, facts: (old: SpecSideFacts, new: SpecSideFacts)?) {
        self.before = before
        self.after = after
        self.facts = facts
    }

    /// The changes, in no particular order (`ClientDiff.changes` sorts them).
    mutating func run() {
        var removed = Set<String>(), added = Set<String>()
        for (path, old) in before.entries where !old.listedKinds.isEmpty {
            guard let new = after.entries[path], !new.listedKinds.isEmpty else {
                removed.insert(path)
                continue
            }
            if old.listedKinds != new.listedKinds { recordKinds(path, old: old.listedKinds, new: new.listedKinds) }
            for kind in old.listedKinds where new.listedKinds.contains(kind) {
                guard let was = old.placed.first(where: { $0.declaration.kind == kind }),
                      let now = new.placed.first(where: { $0.declaration.kind == kind }) else { continue }
                compareMatched(was, now)
            }
        }
        for (path, new) in after.entries where !new.listedKinds.isEmpty && before.entries[path]?.listedKinds.isEmpty ?? true {
            added.insert(path)
        }
        pairSignatures(removed: &removed, added: &added)
        for path in removed where !ClientDiff.hasAncestor(path, in: removed) {
            for kind in before.kinds(at: path) { recordRemoved(path, kind) }
        }
        for path in added where !ClientDiff.hasAncestor(path, in: added) {
            for kind in after.kinds(at: path) { recordAdded(path, kind) }
        }
        compareSpecFacts()
    }

    // MARK: Paths one table lists

    private mutating func recordRemoved(_ path: String, _ kind: ClientSymbolKind) {
        guard let old = before.placed(path, kind)?.declaration else { return }
        let verdict: ChangeVerdict
        if after.placed(path, kind) != nil {
            verdict = .leftOutNow
        } else if ClientDiff.isCodableRequirement(old) {
            verdict = .codableRequirement(old.name, writtenNow: false)
        } else {
            verdict = .removed(path: path)
        }
        record(.removed, .declaration, path, before: old, after: nil, old.declaredType?.description, nil, verdict)
    }

    private mutating func recordAdded(_ path: String, _ kind: ClientSymbolKind) {
        guard let new = after.placed(path, kind) else { return }
        let declaration = new.declaration
        let verdict: ChangeVerdict
        if before.placed(path, kind) != nil {
            verdict = .documentedNow
        } else if ClientDiff.isCodableRequirement(declaration) {
            verdict = .codableRequirement(declaration.name, writtenNow: true)
        } else if let parentKind = new.parentKind, before.placed(new.parentPath, parentKind) == nil,
                  before.entries[new.parentPath]?.placed.isEmpty ?? true {
            // The parent is new itself (a request's first option makes its `Options`), though no
            // table lists it: no old code names the member; what old calls meet is told on the
            // initializers that change with it.
            verdict = .addedToNewParent(parentPath: new.parentPath)
        } else if let parentKind = new.parentKind, before.placed(new.parentPath, parentKind) == nil {
            // The parent was another kind of declaration before (a struct that is now an
            // enum): no old code switches over it or calls its initializer as this kind, and
            // the kind change is reported, with its own verdict, on the parent.
            verdict = .addedToChangedKind(parentPath: new.parentPath, parentKind: parentKind)
        } else {
            verdict = .added(declaration, in: after.parent(of: new), parentPath: new.parentPath)
        }
        record(.added, .declaration, path, before: nil, after: declaration, nil, declaration.declaredType?.description, verdict)
    }

    /// A path both tables list whose kinds differ: one entry per kind that came or went, or
    /// one for a kind replaced by another.
    private mutating func recordKinds(_ path: String, old: [ClientSymbolKind], new: [ClientSymbolKind]) {
        let lost = old.filter { !new.contains($0) }, gained = new.filter { !old.contains($0) }
        func text(_ kinds: [ClientSymbolKind]) -> String { kinds.map(\.label).joined(separator: ", ") }
        if lost.count == 1, gained.count == 1 {
            let before = self.before.placed(path, lost[0])?.declaration, after = self.after.placed(path, gained[0])?.declaration
            record(.changed, .kind, path, before: before, after: after, text(old), text(new), .kindsChanged(path: path, lost: lost, gained: gained))
            return
        }
        for kind in lost {
            record(.changed, .kind, path, before: before.placed(path, kind)?.declaration, after: nil, text(old), text(new),
                   .kindsChanged(path: path, lost: [kind], gained: []))
        }
        for kind in gained {
            record(.changed, .kind, path, before: nil, after: after.placed(path, kind)?.declaration, text(old), text(new),
                   .kindsChanged(path: path, lost: [], gained: [kind]))
        }
    }

    /// An initializer or method only one table lists whose parent both sides keep, paired with
    /// the one declaration of the same base name, kind and role the other side lists there
    /// (`init(from:)` and `encode(to:)` apart): one `signature` change instead of a removal
    /// and an addition.
    private mutating func pairSignatures(removed: inout Set<String>, added: inout Set<String>) {
        struct Group: Hashable {
            var parent: String
            var base: Substring
            var kind: ClientSymbolKind
            var role: ClientRole?
        }
        func groups(_ paths: Set<String>, _ side: DiffSide) -> [Group: [DiffSide.Placed]] {
            var result: [Group: [DiffSide.Placed]] = [:]
            for path in paths {
                let kinds = side.kinds(at: path)
                guard kinds.count == 1, let placed = side.placed(path, kinds[0]), placed.declaration.argumentLabels != nil,
                      [.initializer, .method, .typeMethod].contains(kinds[0]), !ClientDiff.isCodableRequirement(placed.declaration),
                      !removed.contains(placed.parentPath), !added.contains(placed.parentPath) else { continue }
                let group = Group(parent: placed.parentPath, base: placed.declaration.baseName, kind: kinds[0], role: placed.declaration.role)
                result[group, default: []].append(placed)
            }
            return result
        }
        let oldGroups = groups(removed, before), newGroups = groups(added, after)
        for (group, olds) in oldGroups.sorted(by: { $0.value[0].path < $1.value[0].path }) {
            guard olds.count == 1, let news = newGroups[group], news.count == 1 else { continue }
            let old = olds[0], new = news[0]
            removed.remove(old.path)
            added.remove(new.path)
            changes.append(ClientChange(
                symbol: new.path, kind: new.declaration.kind, change: .changed, aspect: .signature, breaking: false,
                old: SignatureChange.text(old.declaration) ?? old.declaration.name, new: SignatureChange.text(new.declaration) ?? new.declaration.name,
                oldLocation: old.declaration.source?.location, newLocation: new.declaration.source?.location, reason: "", oldSymbol: old.path
            ).judged(SignatureChange.verdict(old: old.declaration, new: new.declaration, path: old.path)))
        }
    }

    // MARK: Declarations both tables list

    /// The changes of one declaration both sides list.
    private mutating func compareMatched(_ old: DiffSide.Placed, _ new: DiffSide.Placed) {
        let before = old.declaration, after = new.declaration, symbol = new.path
        func changed(_ aspect: ClientChange.Aspect, _ oldText: String?, _ newText: String?, _ verdict: ChangeVerdict) {
            record(.changed, aspect, symbol, before: before, after: after, oldText, newText, verdict)
        }
        if SignatureChange.isFunction(before), SignatureChange.isFunction(after) {
            // The result type is part of the signature.
            if SignatureChange.differ(before, after) {
                changed(.signature, SignatureChange.text(before), SignatureChange.text(after), SignatureChange.verdict(old: before, new: after, path: symbol))
            }
        } else if before.declaredType != after.declaredType {
            changed(.type, before.declaredType?.description, after.declaredType?.description,
                    .typeChanged(path: symbol, from: before.declaredType, to: after.declaredType))
        }
        // A property made optional or required gains or loses its `nil` default with it; the
        // type change says so.
        if before.kind == .property, before.hasDefaultValue != after.hasDefaultValue, before.declaredType == after.declaredType {
            changed(.defaultValue, before.hasDefaultValue ? "default" : "no default", after.hasDefaultValue ? "default" : "no default",
                    .defaultChanged(after, parentPath: new.parentPath))
        }
        if before.rawValue != after.rawValue {
            changed(.rawValue, before.rawValue, after.rawValue, .rawValueChanged)
        } else if before.kind == .property || before.kind == .enumCase, before.documentedName != after.documentedName {
            // The JSON key a property is coded under, the value an enum case stands for.
            changed(.wire, before.documentedName, after.documentedName, .wireNameChanged)
        }
        compareUnlistedMembers(old, new)
        compareUnlistedFunctions(old, new)
        if facts != nil, let oldPlace = before.source, let newPlace = after.source {
            placed.append(Placed(before: before, after: after, symbol: symbol, oldPlace: oldPlace, newPlace: newPlace))
        }
    }

    /// The members of a listed declaration that no table lists, nor anything in them, and
    /// that no `x-internal` part makes: told on the declaration (`member`).
    private mutating func compareUnlistedMembers(_ old: DiffSide.Placed, _ new: DiffSide.Placed) {
        func unlisted(_ placed: DiffSide.Placed, _ side: DiffSide) -> [String: ClientDeclaration] {
            guard !side.unlistedMembers.isEmpty, let members = side.unlistedMembers[placed.path] else { return [:] }
            var result: [String: ClientDeclaration] = [:]
            for member in members where !SignatureChange.isFunction(member) && result[member.name + " " + member.kind.rawValue] == nil {
                result[member.name + " " + member.kind.rawValue] = member
            }
            return result
        }
        let oldMembers = unlisted(old, before), newMembers = unlisted(new, after)
        guard !oldMembers.isEmpty || !newMembers.isEmpty else { return }
        for key in Set(oldMembers.keys).union(newMembers.keys).sorted() {
            let was = oldMembers[key], now = newMembers[key]
            if let was, let now, was.declaredType == now.declaredType { continue }
            let name = (was ?? now)?.name ?? ""
            record(.changed, .member, new.path, before: old.declaration, after: new.declaration, was.map(Self.memberText), now.map(Self.memberText),
                   .memberChanged(path: new.path + "." + name, old: was, new: now))
        }
    }

    /// `additionalProperties: [String: Any]`, `SuccessType = Pet`.
    static func memberText(_ declaration: ClientDeclaration) -> String {
        let type = declaration.declaredType?.description ?? ""
        return declaration.name + (declaration.kind == .typealias ? " = " : ": ") + type
    }

    /// Appends one change; the kind and locations come from the declarations it has.
    mutating func record(
        _ change: ClientChange.Change, _ aspect: ClientChange.Aspect, _ symbol: String,
        before: ClientDeclaration?, after: ClientDeclaration?, _ old: String?, _ new: String?, _ verdict: ChangeVerdict
    ) {
        guard let kind = (after ?? before)?.kind else { return }
        changes.append(ClientChange(
            symbol: symbol, kind: kind, change: change, aspect: aspect, breaking: verdict.breaking,
            old: old, new: new, oldLocation: before?.source?.location, newLocation: after?.source?.location, reason: verdict.reason
        ))
    }
}

extension ClientChange {
    /// Symbol path (code points), then kind, change and aspect: the same order on every run.
    static func order(_ lhs: ClientChange, _ rhs: ClientChange) -> Bool {
        if lhs.symbol != rhs.symbol { return lhs.symbol.unicodeScalars.lexicographicallyPrecedes(rhs.symbol.unicodeScalars) }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.change != rhs.change { return lhs.change.rawValue < rhs.change.rawValue }
        if lhs.aspect != rhs.aspect { return lhs.aspect.rawValue < rhs.aspect.rawValue }
        if lhs.displayedSymbol != rhs.displayedSymbol {
            return lhs.displayedSymbol.unicodeScalars.lexicographicallyPrecedes(rhs.displayedSymbol.unicodeScalars)
        }
        // Two members of one declaration (`member`): by what each was, then is.
        if lhs.old != rhs.old { return (lhs.old ?? "").unicodeScalars.lexicographicallyPrecedes((rhs.old ?? "").unicodeScalars) }
        return (lhs.new ?? "").unicodeScalars.lexicographicallyPrecedes((rhs.new ?? "").unicodeScalars)
    }

    /// The same change with `verdict`'s breaking flag and reason.
    func judged(_ verdict: ChangeVerdict) -> ClientChange {
        var copy = self
        copy.breaking = verdict.breaking
        copy.reason = verdict.reason
        return copy
    }
}
