import APIDocsDiagnostics
import APIDocsGuides
import Foundation

/// Resolves one article's links against the site's link table and the guide set.
///
/// A link that resolves gets the place it names; one that does not is a diagnostic at the
/// link's line and column, with the nearest names as notes (an error, or a warning with
/// `--lenient-links`), so no published page carries a dead link.
struct GuideLinkResolver {
    /// Where a resolved link goes.
    enum Destination: Equatable {
        /// A place on a reference page (URL relative to the API folder).
        case reference(url: String)
        /// Article `index` of the set, at an optional fragment.
        case article(index: Int, fragment: String?)
    }

    let table: GuideLinkTable
    let set: GuideSet
    let severity: DiagnosticSeverity

    /// The link's destination, or a diagnostic reported into `problems`.
    func resolve(_ link: GuideLinkScanner.Link, in article: GuideArticle, problems: inout [Diagnostic]) -> Destination? {
        let location = SourceLocation(file: article.file, line: link.line, column: link.column)
        func fail(_ message: String, suggestions: [String]) -> Destination? {
            problems.append(Diagnostic(severity, message, at: location, related: suggestions.map { .note("did you mean \($0)?", at: nil) }))
            return nil
        }
        switch link.target {
        case .symbol(let written):
            let symbol = GuideSymbolPath(written)
            for candidate in symbol.candidates {
                guard let places = table.symbols[candidate] else { continue }
                if places.count == 1 { return .reference(url: places[0].url) }
                let keys = places.map(\.key)
                if let wanted = symbol.disambiguator,
                   let place = places.first(where: { GuideSymbolPath.matches(wanted, key: $0.key, among: keys) }) {
                    return .reference(url: place.url)
                }
                let base = written.split(separator: "-", maxSplits: 1).first.map(String.init) ?? written
                let spellings = keys.map { "``\(base)-\(GuideSymbolPath.disambiguator(of: $0, among: keys))``" }
                return fail("symbol link ``\(written)`` names \(places.count) declarations; add which one", suggestions: spellings)
            }
            let suggestions = GuideSuggestions.nearest(to: symbol.candidates[0], in: table.symbolPaths).map { "``\($0)``" }
            return fail("symbol link ``\(written)`` names no symbol of the client", suggestions: suggestions)
        case .article(let name):
            if let index = set.articles.firstIndex(where: { $0.name == name }) { return .article(index: index, fragment: nil) }
            let suggestions = GuideSuggestions.nearest(to: name, in: set.articles.map(\.name)).map { "<doc:\($0)>" }
            return fail("<doc:\(name)> names no article of the guides folder", suggestions: suggestions)
        case .pointer(let pointer):
            let fragment = JSONPointerText.normalized(pointer)
            if let url = table.pointers[fragment] { return .reference(url: url) }
            let suggestions = GuideSuggestions.nearest(to: fragment, in: table.pointers.keys.sorted())
            return fail("'\(pointer)' names no place of the spec that the client documents", suggestions: suggestions)
        case .operationID(let id):
            if let url = table.operationIDs[id] { return .reference(url: url) }
            let suggestions = GuideSuggestions.nearest(to: id, in: table.operationIDs.keys.sorted()).map { "operationId:\($0)" }
            return fail("operationId:\(id) names no operation of the spec", suggestions: suggestions)
        case .file(let destination):
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let folder = article.relativePath.split(separator: "/").dropLast().map(String.init)
            var path = folder
            for part in parts[0].split(separator: "/") where part != "." {
                if part == ".." {
                    if path.isEmpty { return fail("'\(destination)' leads outside the guides folder", suggestions: []) }
                    path.removeLast()
                } else {
                    path.append(String(part))
                }
            }
            let relative = path.joined(separator: "/")
            if let index = set.articles.firstIndex(where: { $0.relativePath == relative }) {
                return .article(index: index, fragment: parts.count > 1 && !parts[1].isEmpty ? String(parts[1]) : nil)
            }
            let suggestions = GuideSuggestions.nearest(to: relative, in: set.articles.map(\.relativePath))
            return fail("'\(destination)' names no article of the guides folder", suggestions: suggestions)
        }
    }
}

/// A symbol link's text read as DocC reads it: `/`-separated components (or a dotted Swift
/// path), each possibly followed by a disambiguator (`Status-schema`, `id-swift.property`).
struct GuideSymbolPath {
    /// Swift paths to try, in order: as written, then without a leading module name.
    var candidates: [String]
    /// The last component's disambiguator, if any.
    var disambiguator: String?

    init(_ written: String) {
        var components = written.contains("/") ? written.split(separator: "/").map(String.init) : [written]
        disambiguator = nil
        for index in components.indices {
            guard let dash = components[index].firstIndex(of: "-") else { continue }
            if index == components.count - 1 { disambiguator = String(components[index][components[index].index(after: dash)...]) }
            components[index] = String(components[index][..<dash])
        }
        let dotted = components.joined(separator: ".")
        var candidates = [dotted]
        if components.count > 1 { candidates.append(components.dropFirst().joined(separator: ".")) }
        self.candidates = candidates
    }

    /// What a link writes after `-` to pick the place keyed `key` in `symbols.json` among the
    /// places keyed `keys`: the key's first word when no other key starts with it (`schema
    /// Status` → `schema`, `swift.property`), else the whole key with `-` for its spaces
    /// (`schema-build_log`).
    static func disambiguator(of key: String?, among keys: [String?]) -> String {
        guard let key else { return "" }
        let first = key.split(separator: " ").first.map(String.init) ?? key
        let sharing = keys.filter { ($0?.split(separator: " ").first.map(String.init) ?? $0) == first }.count
        return sharing == 1 ? first : key.replacingOccurrences(of: " ", with: "-")
    }

    /// Whether `written` (after a link's `-`) picks the place keyed `key`: its short spelling
    /// or the whole key.
    static func matches(_ written: String, key: String?, among keys: [String?]) -> Bool {
        guard let key else { return false }
        return written == disambiguator(of: key, among: keys) || written == key.replacingOccurrences(of: " ", with: "-")
    }
}

/// JSON pointers as authors write them in links: percent-encoded or not.
enum JSONPointerText {
    static func normalized(_ pointer: String) -> String {
        pointer.removingPercentEncoding ?? pointer
    }
}
