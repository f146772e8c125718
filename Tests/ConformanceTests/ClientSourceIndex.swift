import Foundation

/// The type declarations of a generated Swift client, read from its sources, and Swift's
/// unqualified lookup over them: the test's own oracle for where a type name in the client
/// points, independent of apidocs' symbol stage.
///
/// SwagGen's output is regular enough for a scanner: comments and string literals are
/// skipped, braces are counted, and `class`/`struct`/`enum`/`protocol`/`typealias` headers
/// and `extension` blocks give each declaration its full path and lexical scopes.
struct ClientSourceIndex {
    struct Declaration {
        var path: String
        var name: String
        /// The scopes around it, innermost first (type paths; an extension counts as its type).
        var lexical: [String]
        /// The first name after `:` of a class header.
        var inherits: String?
    }

    private(set) var declarations: [String: [Declaration]] = [:]
    /// Type path → its members by name ("" for the module level).
    private var members: [String: [String: [Declaration]]] = [:]

    init(sourcesFolder: String) throws {
        let files = FileManager.default.enumerator(atPath: sourcesFolder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        for file in files {
            scan(try String(contentsOfFile: sourcesFolder + "/" + file, encoding: .utf8))
        }
    }

    /// The code of `source` with comments and string literals blanked out.
    static func code(_ source: String) -> [Character] {
        var result: [Character] = []
        let chars = Array(source)
        var index = 0
        while index < chars.count {
            let c = chars[index]
            let next = index + 1 < chars.count ? chars[index + 1] : " "
            if c == "/" && next == "/" {
                while index < chars.count, chars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/" && next == "*" {
                index += 2
                while index + 1 < chars.count, !(chars[index] == "*" && chars[index + 1] == "/") { index += 1 }
                index += 2
                continue
            }
            if c == "\"" {
                index += 1
                while index < chars.count, chars[index] != "\"" {
                    if chars[index] == "\\" { index += 1 }
                    index += 1
                }
                index += 1
                result.append(" ")
                continue
            }
            result.append(c)
            index += 1
        }
        return result
    }

    private mutating func scan(_ source: String) {
        let code = Self.code(source)
        // Each open brace: the type path it opens (nil for a function or other body).
        var stack: [String?] = []
        var statement = ""
        func scopes() -> [String] { stack.compactMap { $0 }.reversed() }
        for c in code {
            switch c {
            case "{":
                stack.append(opened(by: statement, scopes: scopes()))
                statement = ""
            case "}":
                _ = stack.popLast()
                statement = ""
            case "\n", ";":
                declareTypealias(statement, scopes: scopes())
                statement = ""
            default:
                statement.append(c)
            }
        }
    }


    /// The header of a type or extension block: keyword, name, the rest up to the brace.
    /// Compiled once: a regex literal inside the scanner would be compiled again per statement.
    nonisolated(unsafe) private static let typeHeader = /(?:^|\s)(class|struct|enum|protocol|extension)\s+([A-Za-z_`][\w.`]*)([^{]*)$/
    /// A `typealias NAME =` statement.
    nonisolated(unsafe) private static let typealiasHeader = /(?:^|\s)typealias\s+([A-Za-z_`][\w`]*)\s*=/
    /// Words one of which a statement must contain for `typeHeader` to match (a cheap test first).
    private static let typeKeywords = ["class", "struct", "enum", "protocol", "extension"]

    /// Declares the type a header opens and returns its path, or nil for any other block.
    private mutating func opened(by statement: String, scopes: [String]) -> String? {
        guard Self.typeKeywords.contains(where: { statement.contains($0) }),
              let match = statement.firstMatch(of: Self.typeHeader) else { return nil }
        let keyword = String(match.output.1)
        let name = String(match.output.2).replacingOccurrences(of: "`", with: "")
        if keyword == "extension" { return name }
        if statement.contains("func ") || statement.contains("case ") { return nil }
        let path = scopes.first.map { $0 + "." + name } ?? name
        var inherits: String?
        let rest = String(match.output.3)
        if keyword == "class", let colon = rest.firstIndex(of: ":") {
            inherits = rest[rest.index(after: colon)...].split(whereSeparator: { ",<{ ".contains($0) }).first.map(String.init)
        }
        add(Declaration(path: path, name: name, lexical: scopes, inherits: inherits), in: scopes.first ?? "")
        return path
    }


    private mutating func declareTypealias(_ statement: String, scopes: [String]) {
        guard statement.contains("typealias"), let match = statement.firstMatch(of: Self.typealiasHeader) else { return }
        let name = String(match.output.1).replacingOccurrences(of: "`", with: "")
        let path = scopes.first.map { $0 + "." + name } ?? name
        add(Declaration(path: path, name: name, lexical: scopes, inherits: nil), in: scopes.first ?? "")
    }

    private mutating func add(_ declaration: Declaration, in container: String) {
        declarations[declaration.path, default: []].append(declaration)
        members[container, default: [:]][declaration.name, default: []].append(declaration)
    }

    /// The path of the declaration `name` finds from inside the type `context`, as Swift's
    /// lookup does: the type's members and its superclasses', then each enclosing scope, then
    /// the module. Nil when the client declares no such type (a Swift or Foundation type).
    func lookup(_ name: String, from context: String) -> String? {
        let name = name.replacingOccurrences(of: "`", with: "")
        guard let declaration = declarations[context]?.first else { return members[""]?[name]?.first?.path }
        for scope in [context] + declaration.lexical {
            var current: String? = scope
            var visited = Set<String>()
            while let type = current, visited.insert(type).inserted {
                if let found = members[type]?[name]?.first { return found.path }
                current = superclass(of: type)
            }
        }
        return members[""]?[name]?.first?.path
    }

    private func superclass(of type: String) -> String? {
        guard let declaration = declarations[type]?.first, let parent = declaration.inherits else { return nil }
        let outer = declaration.lexical.first ?? ""
        return outer.isEmpty ? members[""]?[parent]?.first?.path : lookup(parent, from: outer)
    }
}
