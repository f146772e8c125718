/// Where two texts first differ, for golden and conformance failures that compare whole files.
public enum TextDifference {
    /// A short report: the first differing line, both versions.
    public static func first(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) {
            let left = index < a.count ? String(a[index]) : "<end of file>"
            let right = index < e.count ? String(e[index]) : "<end of file>"
            if left != right {
                return "line \(index + 1):\n  got:      \(left.debugDescription)\n  expected: \(right.debugDescription)"
            }
        }
        return "texts differ only in the final newline"
    }
}
