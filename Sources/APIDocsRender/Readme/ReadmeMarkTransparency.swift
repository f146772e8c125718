import Stencil

/// Whether a README template renders, from the context whose names carry link marks, exactly
/// the text it renders from the plain context once the marks are taken out.
///
/// A build needs both texts: the README file and the home page's copy, whose marks become
/// links (`ReadmeLinkMarks`). For a template that passes this check one render gives both,
/// which halves the README's share of a build. Marks sit at the end of three kinds of strings
/// only (`ReadmeContext.siteContext`): the `type` of each model in `schemas` and
/// `definitions`, the `type` of each operation in `operations` and in
/// `operationsByTag[].operations`, and each `operationsByTag[].name`. A template passes when it
/// reads those strings, and the objects and lists that hold them, only where a trailing mark
/// changes nothing but itself:
/// - printed as they are, or through a filter that keeps a trailing mark at the end
///   (`upperCamelCase` and `lowerCamelCase` peel it off first; `lowercase` and `uppercase`
///   leave private-use scalars alone);
/// - tested for being set (`{% if x %}`, `{% if not x %}`, `{% if x != "" %}`): a marked
///   name is never empty, and an empty one carries no mark;
/// - iterated by `{% for item in list %}` (the lists themselves are the same length).
/// Everything else the check does not model (includes and other tags, comparisons with other
/// values, filter arguments, subscripts, quotes) fails it; the build then renders both contexts.
enum ReadmeMarkTransparency {
    /// What a name in the template stands for, as far as marks are concerned.
    private enum Kind {
        /// Holds no mark anywhere (options, info, raw spec values, nested objects...).
        case plain
        /// A string that may end with a mark.
        case markedText
        case modelList, operationList, tagList
        case model, operation, tag

        var item: Kind? {
            switch self {
            case .plain: return .plain
            case .modelList: return .model
            case .operationList: return .operation
            case .tagList: return .tag
            case .markedText, .model, .operation, .tag: return nil
            }
        }
    }

    /// Filters that keep a trailing mark at the end of their result and leave the rest of it
    /// as they would without the mark.
    private static let markKeepingFilters: Set<String> = ["upperCamelCase", "lowerCamelCase", "lowercase", "uppercase"]
    private static let operators: Set<String> = ["and", "or", "not", "==", "!=", "<", ">", "<=", ">=", "in"]

    static func isTransparent(_ tokens: [Token]) -> Bool {
        var scopes: [(name: String, kind: Kind)] = []
        for token in tokens {
            switch token.kind {
            case .text, .comment:
                continue
            case .variable:
                guard variableIsTransparent(token.contents, scopes: scopes) else { return false }
            case .block:
                let words = token.contents.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
                guard let tag = words.first else { return false }
                switch tag {
                case "for":
                    guard words.count == 4, words[2] == "in", isIdentifier(words[1]),
                          let listKind = kind(of: words[3], scopes: scopes), let item = listKind.item else { return false }
                    scopes.append((words[1], item))
                case "endfor":
                    guard words.count == 1, !scopes.isEmpty else { return false }
                    scopes.removeLast()
                case "if", "elif":
                    guard conditionIsTransparent(Array(words.dropFirst()), scopes: scopes) else { return false }
                case "else", "empty", "endif":
                    guard words.count == 1 else { return false }
                default:
                    return false
                }
            }
        }
        return scopes.isEmpty
    }

    /// `{{ path }}` or `{{ path|filter|… }}`.
    private static func variableIsTransparent(_ contents: String, scopes: [(name: String, kind: Kind)]) -> Bool {
        guard !contents.contains(where: { "\"'[](){}".contains($0) }) else { return false }
        let parts = contents.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard let path = parts.first, let pathKind = kind(of: path, scopes: scopes) else { return false }
        let filters = parts.dropFirst()
        switch pathKind {
        case .plain:
            // A value without marks prints the same through any filter whose arguments are
            // unmarked too.
            return filters.allSatisfy { filter in
                let pieces = filter.split(separator: ":", maxSplits: 1).map(String.init)
                guard let name = pieces.first, isIdentifier(name) else { return false }
                guard pieces.count == 2 else { return true }
                return pieces[1].split(separator: ",").allSatisfy { argument in
                    let argument = argument.trimmingSpaces
                    return Int(argument) != nil || kind(of: argument, scopes: scopes) == .plain
                }
            }
        case .markedText:
            return filters.allSatisfy { markKeepingFilters.contains($0) }
        case .modelList, .operationList, .tagList, .model, .operation, .tag:
            return false  // an object or list printed whole shows its marked strings escaped
        }
    }

    /// The words of an `if` after the tag.
    private static func conditionIsTransparent(_ words: [String], scopes: [(name: String, kind: Kind)]) -> Bool {
        var marked: [String] = []
        for word in words where !operators.contains(word) && !isLiteral(word) {
            guard !word.contains(where: { "\"'".contains($0) }) else { return false }
            let path = String(word.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard let wordKind = kind(of: path, scopes: scopes) else { return false }
            if wordKind != .plain { marked.append(word) }
        }
        if marked.isEmpty { return true }
        // A marked value may only be tested for being set.
        guard marked.count == 1, let path = marked.first, isPath(path) else { return false }
        let empties: Set<String> = ["\"\"", "''"]
        switch words.count {
        case 1: return true
        case 2: return words[0] == "not"
        case 3: return words[0] == path && (words[1] == "!=" || words[1] == "==") && empties.contains(words[2])
        default: return false
        }
    }

    /// What `path` (`a.b.c`) stands for, or nil when it is not a plain dotted path or reads a
    /// marked string's characters.
    private static func kind(of path: String, scopes: [(name: String, kind: Kind)]) -> Kind? {
        guard isPath(path) else { return nil }
        let bits = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var kind: Kind = scopes.last(where: { $0.name == bits[0] })?.kind ?? rootKind(bits[0])
        for bit in bits.dropFirst() {
            switch kind {
            case .plain: return .plain
            case .markedText: return nil  // `.count`, `.first` of a marked name see the mark
            case .modelList, .operationList, .tagList:
                if bit == "first" || bit == "last" || Int(bit) != nil { kind = kind.item! } else { kind = .plain }
            case .model, .operation:
                kind = bit == "type" ? .markedText : .plain
            case .tag:
                kind = bit == "name" ? .markedText : bit == "operations" ? .operationList : .plain
            }
        }
        return kind
    }

    private static func rootKind(_ name: String) -> Kind {
        switch name {
        case "schemas", "definitions": return .modelList
        case "operations": return .operationList
        case "operationsByTag": return .tagList
        default: return .plain
        }
    }

    private static func isLiteral(_ word: String) -> Bool {
        if word == "true" || word == "false" || Double(word) != nil { return true }
        return word.count >= 2 && ((word.first == "\"" && word.last == "\"") || (word.first == "'" && word.last == "'"))
            && !word.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "'" })
    }

    private static func isPath(_ text: String) -> Bool {
        !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }

    /// A word of letters, digits and `_` (a name, or a list index inside a path).
    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
