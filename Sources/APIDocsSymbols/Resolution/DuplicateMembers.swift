import APIDocsDiagnostics
import APIDocsSpec
import Foundation

/// Nested declarations SwagGen writes twice under one name in one type (two properties
/// `status` and `_status` each get an enum `Status`), of which the graph keeps the first.
///
/// The generated client does not compile with both; the site documents the first, and the
/// second is reported rather than dropped silently. Operations are built on all cores, so
/// entries arrive in any order: they are kept under a lock and reported in a fixed order.
final class DuplicateMembers: @unchecked Sendable {
    struct Entry {
        /// `swiftPath` both declarations have.
        var swiftPath: String
        /// `nested enum` or `nested type`.
        var kind: String
        /// Raw names they were named from (property, parameter or response names).
        var keptName: String
        var droppedName: String
        var kept: SpecPlace
        var dropped: SpecPlace
    }

    private var recorded: [Entry] = []
    private let lock = NSLock()

    /// Records `dropped` unless it is the same schema as `kept` (a property listed twice).
    func record(_ swiftPath: String, kind: String, kept: (name: String, node: SpecPlace), dropped: (name: String, node: SpecPlace)) {
        guard kept.node != dropped.node else { return }
        let entry = Entry(swiftPath: swiftPath, kind: kind, keptName: kept.name, droppedName: dropped.name, kept: kept.node, dropped: dropped.node)
        lock.withLock { recorded.append(entry) }
    }

    /// The entries by declaration path, kind, names and the places of the two declarations.
    var entries: [Entry] {
        lock.withLock { recorded }.sorted { lhs, rhs in
            let left = [lhs.swiftPath, lhs.kind, lhs.keptName, lhs.droppedName]
            let right = [rhs.swiftPath, rhs.kind, rhs.keptName, rhs.droppedName]
            if left != right { return left.lexicographicallyPrecedes(right) { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) } }
            func place(_ entry: Entry) -> (String, Int, Int, String, Int, Int) {
                let kept = entry.kept.location, dropped = entry.dropped.location
                return (kept.file, kept.line, kept.column, dropped.file, dropped.line, dropped.column)
            }
            return place(lhs) < place(rhs)
        }
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
