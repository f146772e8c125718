import APIDocsSpec
import APIDocsSymbols

extension TableComparison {
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
            // The walk visits the paths in no fixed order: the choice must not depend on it.
            if left.symbol != right.symbol { return left.symbol.unicodeScalars.lexicographicallyPrecedes(right.symbol.unicodeScalars) }
            return left.after.kind < right.after.kind
        }
        for index in placed.indices {
            let place = placed[index].oldPlace
            if let current = chosen[place], !better(index, than: current) { continue }
            chosen[place] = index
        }
        for index in chosen.values {
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
