import APIDocsDiagnostics
import APIDocsSymbols
import Foundation

/// What `apidocs diff` prints: the changes between two versions of a spec's Swift client, in
/// the format asked for (text for a terminal, Markdown for a pull request or a CI job
/// summary, JSON for tools).
public struct ChangeReport: Sendable {
    /// The output format.
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    /// What was compared on each side, as given on the command line.
    public var old: String
    public var new: String
    /// The client flavour, as `--client` spells it.
    public var client: String
    /// Sorted by symbol path.
    public var changes: [ClientChange]
    /// The published API folder of the new side's docs (`https://docs.example.com/API/`); the
    /// Markdown links each symbol `symbolURLs` has to its page there.
    public var siteURL: String?
    /// Swift path → its page, relative to the API folder, on the new side.
    public var symbolURLs: [String: String] = [:]
    /// With `--probes`: a caller of the old client per change, for a compiler to confirm the verdicts.
    public var probes: [CallerProbe] = []

    public init(old: String, new: String, client: String, changes: [ClientChange]) {
        self.old = old
        self.new = new
        self.client = client
        self.changes = changes
    }

    public var breakingCount: Int { changes.filter(\.breaking).count }

    public func render(_ format: Format) -> String {
        switch format {
        case .text: return text()
        case .markdown: return markdown()
        case .json: return json()
        }
    }

    /// `1 change: 1 breaking` / `no change`.
    var summaryLine: String {
        if changes.isEmpty { return "no change" }
        let noun = changes.count == 1 ? "change" : "changes"
        let documentation = changes.filter(\.isDocumentationOnly).count
        return "\(changes.count) \(noun): \(breakingCount) breaking, \(changes.count - breakingCount - documentation) not breaking, \(documentation) documentation only"
    }

    /// One block per change, breaking ones first: verdict, change, kind, symbol and type, then
    /// the reason and the spec places.
    func text() -> String {
        var lines = ["\(old) → \(new) (\(client) client)"]
        for change in Self.ordered(changes) {
            var head = (change.breaking ? "breaking" : "ok").padding(toLength: 9, withPad: " ", startingAt: 0)
            head += change.change.rawValue + " " + change.kind.label + " " + change.displayedSymbol
            if change.aspect != .declaration { head += " (" + change.aspect.rawValue + ")" }
            lines.append(head)
            if change.isDocumentationOnly {
                lines.append("         \(Self.excerpt(change.old)) → \(Self.excerpt(change.new))")
            } else if change.old != nil || change.new != nil, change.change == .changed {
                lines.append("         \(change.old ?? "none") → \(change.new ?? "none")")
            } else if let type = change.old ?? change.new {
                // A function's entry carries its whole declaration.
                let isDeclaration = ["init(", "func ", "static func "].contains { type.hasPrefix($0) }
                lines.append("         \(isDeclaration ? "declaration" : "type"): \(type)")
            }
            lines.append("         \(change.reason)")
            for (label, location) in [("old", change.oldLocation), ("new", change.newLocation)] {
                if let location { lines.append("         \(label): \(location)") }
            }
        }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A heading, the summary, then a table of breaking changes and one of the others.
    func markdown() -> String {
        var text = "## Swift API changes\n\n`\(Self.inlineCode(old))` → `\(Self.inlineCode(new))` (\(client) client): \(summaryLine).\n"
        let groups = [
            ("Breaking", changes.filter(\.breaking)),
            ("Not breaking", changes.filter { !$0.breaking && !$0.isDocumentationOnly }),
            ("Documentation only", changes.filter(\.isDocumentationOnly)),
        ]
        for (title, group) in groups where !group.isEmpty {
            text += "\n### \(title)\n\n| Symbol | Change | Before | After | Why |\n| --- | --- | --- | --- | --- |\n"
            for change in group {
                let what = change.change.rawValue + " " + change.kind.label + (change.aspect == .declaration ? "" : " (\(change.aspect.rawValue))")
                let before = change.isDocumentationOnly ? Self.escapeCell(Self.excerpt(change.old)) : Self.cell(change.old)
                let after = change.isDocumentationOnly ? Self.escapeCell(Self.excerpt(change.new)) : Self.cell(change.new)
                var symbol = "`\(Self.inlineCode(change.displayedSymbol))`"
                if let siteURL, change.change != .removed, let url = symbolURLs[change.symbol] {
                    symbol = "[\(symbol)](\(Self.linkTarget(siteURL, url)))"
                }
                text += "| \(symbol) | \(what) | \(before) | \(after) | \(Self.escapeCell(change.reason)) |\n"
            }
        }
        return text
    }

    /// The documented JSON: `old`, `new`, `client`, `changes` (each with `symbol`, `oldSymbol`,
    /// `kind`, `change`, `aspect`, `breaking`, `old`, `new`, `oldLocation`, `newLocation`, `reason`,
    /// and `oldMember`/`newMember` on an entry about a function the docs do not list) and `summary`; keys sorted, so the same input gives the same bytes.
    func json() -> String {
        func location(_ value: SourceLocation?) -> Any {
            guard let value else { return NSNull() }
            return ["file": value.file, "line": value.line, "column": value.column]
        }
        let entries: [[String: Any]] = changes.map { change in
            var entry: [String: Any] = [
                "symbol": change.symbol, "oldSymbol": change.oldSymbol ?? NSNull(), "kind": change.kind.rawValue, "change": change.change.rawValue,
                "aspect": change.aspect.rawValue, "breaking": change.breaking,
                "old": change.old ?? NSNull(), "new": change.new ?? NSNull(),
                "oldLocation": location(change.oldLocation), "newLocation": location(change.newLocation),
                "reason": change.reason,
            ]
            // Only on the entries about a function the docs do not list.
            if change.oldMember != nil || change.newMember != nil {
                entry["oldMember"] = change.oldMember ?? NSNull()
                entry["newMember"] = change.newMember ?? NSNull()
            }
            return entry
        }
        let object: [String: Any] = [
            "old": ["spec": old], "new": ["spec": new], "client": client, "changes": entries,
            "summary": ["changes": changes.count, "breaking": breakingCount, "notBreaking": changes.count - breakingCount],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Breaking changes, then the other Swift and wire changes, then documentation-only ones.
    public static func ordered(_ changes: [ClientChange]) -> [ClientChange] {
        changes.filter(\.breaking) + changes.filter { !$0.breaking && !$0.isDocumentationOnly } + changes.filter(\.isDocumentationOnly)
    }

    /// A description's first line, cut at 80 characters, quoted; `none` when absent.
    public static func excerpt(_ text: String?) -> String {
        guard let text else { return "none" }
        // Any line break: "\r\n" is one Character, which a split on "\n" would not see.
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return "\"" + (line.count > 80 ? String(line.prefix(79)) + "…" : line) + "\""
    }

    /// `base` joined with a page URL relative to it; characters that would end a Markdown link
    /// target are percent-encoded.
    static func linkTarget(_ base: String, _ relative: String) -> String {
        let joined = (base.hasSuffix("/") ? base : base + "/") + relative
        return joined.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: ")", with: "%29")
    }

    /// Text for inside backticks: a backtick would end the code span.
    static func inlineCode(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "'") }

    static func cell(_ text: String?) -> String {
        guard let text else { return "" }
        return "`" + escapeCell(inlineCode(text)) + "`"
    }

    /// A table cell's text: `|` would end the cell, a line break the row; `<` starts HTML.
    static func escapeCell(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 }).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;")
    }
}
