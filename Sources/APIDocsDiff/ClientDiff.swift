import APIDocsSpec
import APIDocsSymbols

/// Compares the Swift clients generated from two versions of a spec, declaration by
/// declaration, and gives every change with its verdict.
///
/// Both trees come from the same namer (one client flavour), so a declaration keeps its name
/// and kind when the spec keeps what it was made from; declarations are matched by name and
/// kind among their siblings. A declaration only one side has is one `added` or `removed`
/// change, its members included (a removed model is one change, not one per property); a
/// rename is a removal and an addition. Matched declarations are compared for their type,
/// initializer default and raw value (and, with the sides' spec facts, their wire signature,
/// deprecation and description), then their members.
public enum ClientDiff {
    /// The changes from `old` to `new`, sorted by symbol path; with each side's spec facts,
    /// the wire, deprecation and documentation changes of the declarations both sides have too.
    public static func changes(
        from old: ClientDeclarationTree, to new: ClientDeclarationTree, facts: (old: SpecSideFacts, new: SpecSideFacts)? = nil
    ) -> [ClientChange] {
        var comparison = Comparison(facts: facts)
        comparison.compare(old.declarations, new.declarations, parents: nil, path: "")
        comparison.compareSpecFacts()
        return comparison.changes.sorted(by: ClientChange.order)
    }

    /// A declaration's identity among its siblings: name, kind and, for the rare twin (two
    /// top-level types one SwagGen client declares with one name), which one.
    struct Key: Hashable {
        var name: String
        var kind: ClientSymbolKind
        var occurrence: Int
    }

    static func keyed(_ declarations: [ClientDeclaration]) -> [(key: Key, declaration: ClientDeclaration)] {
        var seen: [Key: Int] = [:]
        return declarations.filter { !isCodableRequirement($0) }.map { declaration in
            var key = Key(name: memberwiseName(declaration) ?? declaration.name, kind: declaration.kind, occurrence: 0)
            key.occurrence = seen[key, default: 0]
            seen[key] = key.occurrence + 1
            return (key, declaration)
        }
    }

    /// `init(from:)` and `encode(to:)`: a generator writes them by hand for some types (a
    /// schema that rejects unknown keys) and leaves them to the compiler for others, but every
    /// `Codable` type has them, so their coming and going changes nothing a caller sees.
    static func isCodableRequirement(_ declaration: ClientDeclaration) -> Bool {
        (declaration.kind == .initializer && declaration.name == "init(from:)") || (declaration.kind == .method && declaration.name == "encode(to:)")
    }

    /// A struct's memberwise initializer is named by its labels (`init(id:name:)`), which change
    /// whenever a property comes or goes; it is one declaration whatever its labels, and what a
    /// new or removed property does to calls of it is told on the property.
    static func memberwiseName(_ declaration: ClientDeclaration) -> String? {
        guard declaration.kind == .initializer, let labels = declaration.argumentLabels else { return nil }
        return labels == ["from"] || labels == ["rawValue"] ? nil : "init(memberwise)"
    }
}

/// One walk over two trees.
private struct Comparison {
    let facts: (old: SpecSideFacts, new: SpecSideFacts)?
    var changes: [ClientChange] = []
    /// A declaration both sides have, made from a spec place on both.
    struct Placed {
        var before, after: ClientDeclaration
        var symbol: String
        var oldPlace, newPlace: SpecPlace
    }

    /// Their spec facts are compared once per place, after the walk.
    var placed: [Placed] = []

    init(facts: (old: SpecSideFacts, new: SpecSideFacts)?) {
        self.facts = facts
    }

    mutating func compare(
        _ old: [ClientDeclaration], _ new: [ClientDeclaration],
        parents: (old: ClientDeclaration, new: ClientDeclaration)?, path: String
    ) {
        let oldKeyed = ClientDiff.keyed(old), newKeyed = ClientDiff.keyed(new)
        var oldByKey: [ClientDiff.Key: ClientDeclaration] = [:]
        for entry in oldKeyed { oldByKey[entry.key] = entry.declaration }
        let newKeys = Set(newKeyed.map(\.key))
        func pathOf(_ declaration: ClientDeclaration) -> String { path.isEmpty ? declaration.name : path + "." + declaration.name }

        for entry in oldKeyed where !newKeys.contains(entry.key) {
            let symbol = pathOf(entry.declaration)
            record(.removed, .declaration, symbol, before: entry.declaration, after: nil,
                   entry.declaration.declaredType?.description, nil, .removed(path: symbol))
        }
        for entry in newKeyed {
            let symbol = pathOf(entry.declaration)
            guard let before = oldByKey[entry.key] else {
                record(.added, .declaration, symbol, before: nil, after: entry.declaration,
                       nil, entry.declaration.declaredType?.description, .added(entry.declaration, in: parents?.new, parentPath: path))
                continue
            }
            compareMatched(before, entry.declaration, symbol: symbol, parentPath: path)
        }
    }

    /// The changes of one declaration both sides have, then of its members.
    mutating func compareMatched(_ before: ClientDeclaration, _ after: ClientDeclaration, symbol: String, parentPath: String) {
        func changed(_ aspect: ClientChange.Aspect, _ old: String?, _ new: String?, _ verdict: ChangeVerdict) {
            record(.changed, aspect, symbol, before: before, after: after, old, new, verdict)
        }
        if before.declaredType != after.declaredType {
            changed(.type, before.declaredType?.description, after.declaredType?.description,
                    .typeChanged(path: symbol, from: before.declaredType, to: after.declaredType))
        }
        // A property made optional or required gains or loses its `nil` default with it; the
        // type change says so.
        if before.kind == .property, before.hasDefaultValue != after.hasDefaultValue, before.declaredType == after.declaredType {
            changed(.defaultValue, before.hasDefaultValue ? "default" : "no default", after.hasDefaultValue ? "default" : "no default",
                    .defaultChanged(after, parentPath: parentPath))
        }
        if before.rawValue != after.rawValue {
            changed(.rawValue, before.rawValue, after.rawValue, .rawValueChanged)
        } else if before.kind == .property || before.kind == .enumCase, before.documentedName != after.documentedName {
            // The JSON key a property is coded under, the value an enum case stands for.
            changed(.wire, before.documentedName, after.documentedName, .wireNameChanged)
        }
        if facts != nil, let oldPlace = before.source, let newPlace = after.source {
            placed.append(Placed(before: before, after: after, symbol: symbol, oldPlace: oldPlace, newPlace: newPlace))
        }
        compare(before.members, after.members, parents: (before, after), path: symbol)
    }

    /// Appends one change; the kind and locations come from the declarations it has.
    mutating func record(
        _ change: ClientChange.Change, _ aspect: ClientChange.Aspect, _ symbol: String,
        before: ClientDeclaration?, after: ClientDeclaration?, _ old: String?, _ new: String?, _ verdict: ChangeVerdict
    ) {
        changes.append(ClientChange(
            symbol: symbol, kind: (after ?? before)!.kind, change: change, aspect: aspect, breaking: verdict.breaking,
            old: old, new: new, oldLocation: before?.source?.location, newLocation: after?.source?.location, reason: verdict.reason
        ))
    }

    /// The wire, deprecation and description changes of each spec place both sides have,
    /// told once, on the declaration that stands for the place: a type before a member (an
    /// operation's namespace enum before the `Client` method that calls it), then the shortest
    /// path.
    mutating func compareSpecFacts() {
        guard let facts else { return }
        var chosen: [SpecPlace: Int] = [:]
        func better(_ lhs: Int, than rhs: Int) -> Bool {
            let left = placed[lhs], right = placed[rhs]
            if left.after.kind.isContainer != right.after.kind.isContainer { return left.after.kind.isContainer }
            let leftDepth = left.symbol.split(separator: ".").count, rightDepth = right.symbol.split(separator: ".").count
            if leftDepth != rightDepth { return leftDepth < rightDepth }
            return left.symbol.unicodeScalars.lexicographicallyPrecedes(right.symbol.unicodeScalars)
        }
        for index in placed.indices {
            let place = placed[index].oldPlace
            if let current = chosen[place], !better(index, than: current) { continue }
            chosen[place] = index
        }
        for index in chosen.values.sorted() {
            let entry = placed[index], oldPlace = entry.oldPlace, newPlace = entry.newPlace
            func changed(_ aspect: ClientChange.Aspect, _ old: String?, _ new: String?, _ verdict: ChangeVerdict) {
                record(.changed, aspect, entry.symbol, before: entry.before, after: entry.after, old, new, verdict)
            }
            let oldWire = facts.old.wire(at: oldPlace), newWire = facts.new.wire(at: newPlace)
            if oldWire != newWire { changed(.wire, oldWire, newWire, .wireChanged) }
            let wasDeprecated = facts.old.isDeprecated(at: oldPlace), isDeprecated = facts.new.isDeprecated(at: newPlace)
            if wasDeprecated != isDeprecated {
                changed(.deprecation, wasDeprecated ? "deprecated" : "not deprecated", isDeprecated ? "deprecated" : "not deprecated",
                        .deprecationChanged(now: isDeprecated))
            }
            let oldText = facts.old.documentation(at: oldPlace), newText = facts.new.documentation(at: newPlace)
            if oldText != newText { changed(.documentation, oldText, newText, .documentationChanged) }
        }
    }
}

extension ClientChange {
    /// Symbol path (code points), then kind, change and aspect: the same order on every run.
    static func order(_ lhs: ClientChange, _ rhs: ClientChange) -> Bool {
        if lhs.symbol != rhs.symbol { return lhs.symbol.unicodeScalars.lexicographicallyPrecedes(rhs.symbol.unicodeScalars) }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.change != rhs.change { return lhs.change.rawValue < rhs.change.rawValue }
        return lhs.aspect.rawValue < rhs.aspect.rawValue
    }
}
