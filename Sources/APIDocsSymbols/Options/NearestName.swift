/// The known name closest to a misspelt one, for "did you mean" hints in error messages.
enum NearestName {
    /// The candidate at the smallest edit distance from `name` (case-insensitive), if that
    /// distance is small: at most 2, and less than half the name's length.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= 2, best.distance * 2 < target.count else { return nil }
        return best.name
    }

    /// Levenshtein distance (insertions, deletions and substitutions each cost 1).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
