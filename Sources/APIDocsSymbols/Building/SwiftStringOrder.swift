/// Swift's `<` on strings as SwagGen's sorts see it: Unicode scalar order.
///
/// Swift compares strings by their canonically normalised scalars; for the names in specs
/// (almost always ASCII, already NFC) that is plain scalar order, which is what this does so
/// that the result never depends on the platform's collation.
enum SwiftStringOrder {
    static func less(_ lhs: String, _ rhs: String) -> Bool {
        lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }
}

extension Array {
    /// A stable sort: equal keys keep their order (SwagGen relies on Swift's sort being stable in practice).
    func stableSorted(by less: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { a, b in
            if less(a.element, b.element) { return true }
            if less(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }
}
