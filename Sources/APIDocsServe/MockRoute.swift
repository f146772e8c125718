import APIDocsRender

/// Finds the operation a mock request names: the method and the path below the API folder
/// against each operation's path template (`/pets/{petId}` matches `/pets/42`).
///
/// As OpenAPI asks, a literal segment wins over a templated one (`/pets/mine` before
/// `/pets/{petId}`), compared from the first segment; the path decides first and the method
/// second, so a path that exists with other methods is a 405 with what it allows, not a
/// fall-through to a less specific template.
enum MockRoute {
    /// An operation and the values its path parameters took (percent-decoded), by name.
    struct Match {
        var request: TryItRequest
        var pathValues: [String: String]
    }

    enum Outcome {
        case found(Match)
        /// The path is documented, not with this method: the methods it has (`HEAD` with `GET`).
        case methodNotAllowed(allowed: [String])
        case notFound
    }

    /// - Parameters:
    ///   - method: upper case.
    ///   - segments: the request's path below the API folder, split at `/` and then
    ///     percent-decoded (`/pets/a%2Fb` → `["pets", "a/b"]`).
    static func find(method: String, segments: [String], in requests: [TryItRequest]) -> Outcome {
        var best: [(request: TryItRequest, values: [String: String])] = []
        var bestRank: [Int] = []
        for request in requests {
            let template = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
            guard template.count == segments.count, let values = match(template, segments) else { continue }
            let rank = template.map(literalness)
            if best.isEmpty || bestRank.lexicographicallyPrecedes(rank) {
                best = [(request, values)]
                bestRank = rank
            } else if rank == bestRank {
                best.append((request, values))
            }
        }
        guard !best.isEmpty else { return .notFound }
        let methods = best.map(\.request.method)
        let chosen = best.first { $0.request.method == method }
            ?? (method == "HEAD" ? best.first { $0.request.method == "GET" } : nil)
        if let chosen { return .found(Match(request: chosen.request, pathValues: chosen.values)) }
        var allowed: [String] = []
        for name in methods + (methods.contains("GET") ? ["HEAD"] : []) where !allowed.contains(name) { allowed.append(name) }
        return .methodNotAllowed(allowed: allowed)
    }

    /// 2 for a literal segment, 1 for one mixing text and a parameter (`{id}.json`), 0 for a
    /// parameter alone.
    static func literalness(_ segment: String) -> Int {
        let pieces = Piece.parse(segment)
        if pieces.allSatisfy({ if case .literal = $0 { true } else { false } }) { return 2 }
        return pieces.count == 1 ? 0 : 1
    }

    /// The path values when every segment matches its template segment.
    static func match(_ template: [String], _ segments: [String]) -> [String: String]? {
        var values: [String: String] = [:]
        for (pattern, segment) in zip(template, segments) {
            guard let found = match(Piece.parse(pattern)[...], Substring(segment)) else { return nil }
            values.merge(found) { first, _ in first }
        }
        return values
    }

    /// One segment against its pieces: literal text exactly, a parameter as one or more
    /// characters (the shortest that lets the rest match).
    static func match(_ pieces: ArraySlice<Piece>, _ text: Substring) -> [String: String]? {
        guard let first = pieces.first else { return text.isEmpty ? [:] : nil }
        switch first {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return nil }
            return match(pieces.dropFirst(), text.dropFirst(literal.count))
        case .parameter(let name):
            guard !text.isEmpty else { return nil }
            var end = text.index(after: text.startIndex)
            while true {
                if var rest = match(pieces.dropFirst(), text[end...]) {
                    rest[name] = String(text[..<end])
                    return rest
                }
                if end == text.endIndex { return nil }
                end = text.index(after: end)
            }
        }
    }

    /// A part of a template segment.
    enum Piece: Equatable {
        case literal(String)
        case parameter(String)

        /// `{id}.json` → parameter `id`, literal `.json`; an unclosed `{` is literal text.
        static func parse(_ segment: String) -> [Piece] {
            var pieces: [Piece] = []
            var rest = Substring(segment)
            while !rest.isEmpty {
                if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
                    pieces.append(.parameter(String(rest[rest.index(after: open)..<close])))
                    rest = rest[rest.index(after: close)...]
                } else {
                    pieces.append(.literal(String(rest)))
                    rest = ""
                }
            }
            return pieces
        }
    }
}
