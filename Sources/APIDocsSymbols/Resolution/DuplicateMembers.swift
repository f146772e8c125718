import APIDocsLoader

/// Nested declarations SwagGen writes twice under one name in one type (two properties
/// `status` and `_status` each get an enum `Status`), of which the graph keeps the first.
///
/// The generated client does not compile with both; the site documents the first, and the
/// second is reported rather than dropped silently.
struct DuplicateMembers {
    struct Entry {
        /// `swiftPath` both declarations have.
        var swiftPath: String
        /// `nested enum` or `nested type`.
        var kind: String
        /// Raw names they were named from (property, parameter or response names).
        var keptName: String
        var droppedName: String
        var kept: SpecNode
        var dropped: SpecNode
    }

    private(set) var entries: [Entry] = []

    /// Records `dropped` unless it is the same schema as `kept` (a property listed twice).
    mutating func record(_ swiftPath: String, kind: String, kept: (name: String, node: SpecNode), dropped: (name: String, node: SpecNode)) {
        guard kept.node !== dropped.node else { return }
        entries.append(Entry(swiftPath: swiftPath, kind: kind, keptName: kept.name, droppedName: dropped.name, kept: kept.node, dropped: dropped.node))
    }

    var diagnostics: [Diagnostic] {
        entries.map { entry in
            let parts = entry.swiftPath.split(separator: ".")
            let owner = parts.dropLast().joined(separator: ".")
            let advice = entry.kind == "nested enum" ? "rename one with `enumNames`" : "no option renames them: rename one in the spec"
            let message = "`\(owner)` declares `\(parts.last ?? "")` twice: \(entry.kind)s from `\(entry.keptName)` and `\(entry.droppedName)` "
                + "(the client does not compile; the site documents the first); \(advice)"
            return Diagnostic(.warning, message, at: entry.kept.location, pointer: entry.kept.fragment, related: [
                .note("the second \(entry.kind) `\(entry.swiftPath)` comes from here", at: entry.dropped.location, pointer: entry.dropped.fragment),
            ])
        }
    }
}
