/// The names closest to a name that resolved to nothing, for "did you mean" notes.
enum GuideSuggestions {
    /// Up to `limit` of `candidates` nearest to `name` by edit distance (case-insensitive), each
    /// within a third of the name's length (at least 2 edits); ties in candidate order.
    static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        let bound = max(2, target.count / 3)
        var scored: [(distance: Int, index: Int)] = []
        for (index, candidate) in candidates.enumerated() {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard abs(scalars.count - target.count) <= bound else { continue }
            let distance = editDistance(target, scalars, bound: bound)
            if distance <= bound { scored.append((distance, index)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        return scored.prefix(limit).map { candidates[$0.index] }
    }

    /// Levenshtein distance, cut off early once every cell of a row exceeds `bound`.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], bound: Int) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
