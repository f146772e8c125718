/// Where a `$ref` leads: the node, the file it is in and its JSON pointer there.
///
/// It exists because a resolved node can live in another file, and refs nested inside it are
/// relative to that file: keep resolving them `from: file`.
public struct ResolvedRef: Sendable {
    public let node: SpecNode
    /// The normalised path of the file holding `node` (a key of `SpecDocumentSet.files`).
    public let file: String
    private let givenPointer: String?

    /// The pointer of `node` in `file`, RFC 6901-escaped, without `#` (`""` for a whole file).
    /// Built on demand: most resolutions never need the text.
    public var pointer: String { givenPointer ?? node.pointer }

    public init(node: SpecNode, file: String, pointer: String?) {
        self.node = node
        self.file = file
        self.givenPointer = pointer
    }
}

extension SpecDocumentSet {
    /// Resolves one `$ref` string written in `file`: `#/a/b` (same file), `other.yml` (whole
    /// file) or `other.yml#/a/b`. Fragments are percent-decoded, then read as JSON pointers
    /// (`~1` → `/`, `~0` → `~`); a number token indexes a sequence (`/allOf/0`).
    ///
    /// - Parameters:
    ///   - location: where the ref is written, for errors.
    ///   - pointer: the ref's own pointer (`#/…/$ref`), copied into errors when given.
    public func resolve(
        _ ref: String,
        from file: String,
        at location: SourceLocation,
        pointer refPointer: String? = nil
    ) throws(SpecError) -> ResolvedRef {
        let parsed = RefString(ref)
        var targetFile = file
        if parsed.namesOtherFile {
            switch RefTarget(parsed.filePath, referrer: file) {
            case .fileURL:
                throw SpecError(ReferenceMessages.fileURL(ref), at: location, pointer: refPointer)
            case .otherScheme:
                throw SpecError(ReferenceMessages.otherScheme(ref), at: location, pointer: refPointer)
            case .remote(let url):
                guard files[url] != nil else {
                    throw SpecError(ReferenceMessages.remoteRefused(ref), at: location, pointer: refPointer)
                }
                targetFile = url
            case .local(let path):
                targetFile = path
            }
        }
        if texts[targetFile] != nil {
            throw SpecError("$ref '\(ref)' names the Markdown file '\(targetFile)', which only a description may $ref", at: location, pointer: refPointer)
        }
        guard let document = document(targetFile) else {
            throw SpecError("$ref '\(ref)' names file '\(targetFile)', which was not loaded", at: location, pointer: refPointer)
        }
        let fileKey = files[targetFile] != nil ? targetFile : SpecPath.normalized(targetFile)
        guard let fragment = parsed.fragment, !fragment.isEmpty else {
            return ResolvedRef(node: document, file: fileKey, pointer: "")
        }
        func failure(_ reason: String) -> SpecError {
            SpecError("$ref '\(ref)' does not resolve: \(reason)", at: location, pointer: refPointer)
        }
        guard let tokens = JSONPointer.tokens(fragment) else {
            throw failure("the part after '#' must be a JSON pointer starting with '/'")
        }
        var node = document
        for (offset, token) in tokens.enumerated() {
            // Only an error message needs the text of the part walked so far.
            var here: String {
                "'\(parsed.fileText)#\(tokens.prefix(offset).map { "/" + JSONPointer.escape($0) }.joined())'"
            }
            switch node.value {
            case .mapping(let mapping):
                guard let next = mapping[token] else { throw failure("no key '\(token)' in \(here)") }
                node = next
            case .sequence(let items):
                guard let index = SpecDocumentSet.sequenceIndex(token), index < items.count else {
                    throw failure("no index '\(token)' in \(here), which has \(items.count) items")
                }
                node = items[index]
            case .scalar:
                throw failure("\(here) is a scalar, it has no '\(token)'")
            }
        }
        return ResolvedRef(node: node, file: fileKey, pointer: nil)
    }

    /// If `node` is a mapping with a string `$ref`, follows the chain until a node that is not a
    /// `$ref`; returns the node itself (with `file` and its own pointer) otherwise.
    ///
    /// A chain that comes back to a node already seen is an error. It is reported once per cycle,
    /// whichever member the chain entered it by: at the `$ref` of the member that comes first in
    /// the document (files in load order, then line and column), naming the cycle from there:
    /// `cyclic $ref: #/a → #/b → #/a` (nodes in other files print as `file#/pointer`).
    public func followRefs(_ node: SpecNode, in file: String) throws(SpecError) -> ResolvedRef {
        var followed: [ObjectIdentifier: ResolvedRef] = [:]
        return try followRefs(node, in: file, followed: &followed)
    }

    /// `followRefs`, remembering in `followed` where each `$ref` node of a chain ends, so that
    /// following every member of a long chain (`S0 → S1 → … → Sn`, each a component) costs
    /// O(n) in all rather than O(n²).
    public func followRefs(_ node: SpecNode, in file: String, followed: inout [ObjectIdentifier: ResolvedRef]) throws(SpecError) -> ResolvedRef {
        var current = ResolvedRef(node: node, file: file, pointer: nil)
        guard SpecDocumentSet.refValue(of: node) != nil else { return current }
        if let known = followed[ObjectIdentifier(node)] { return known }
        var chain = [current]
        var positions: [ObjectIdentifier: Int] = [ObjectIdentifier(node): 0]
        while let refNode = SpecDocumentSet.refValue(of: current.node), let ref = refNode.scalar?.text {
            if chain.count > 1, let known = followed[ObjectIdentifier(current.node)] {
                current = known
                break
            }
            let target: ResolvedRef
            do {
                target = try resolve(ref, from: current.file, at: refNode.location)
            } catch {
                // The ref's own pointer is built only for the message.
                var located = error
                located.pointer = refNode.fragment
                throw located
            }
            if let start = positions[ObjectIdentifier(target.node)] {
                throw cycleError(Array(chain[start...]), startFile: file)
            }
            positions[ObjectIdentifier(target.node)] = chain.count
            chain.append(target)
            current = target
        }
        for member in chain where SpecDocumentSet.refValue(of: member.node) != nil {
            followed[ObjectIdentifier(member.node)] = current
        }
        return current
    }

    /// The error for a cycle of `$ref` mappings (each member's `$ref` leads to the next, the
    /// last one's to the first), located at the member that comes first in the document.
    private func cycleError(_ cycle: [ResolvedRef], startFile: String) -> SpecError {
        func order(_ member: ResolvedRef) -> (Int, Int, Int) {
            let location = SpecDocumentSet.refValue(of: member.node)?.location ?? member.node.location
            return (loadOrder.firstIndex(of: member.file) ?? loadOrder.count, location.line, location.column)
        }
        let first = cycle.indices.min { order(cycle[$0]) < order(cycle[$1]) } ?? 0
        let rotated = cycle[first...] + cycle[..<first] + [cycle[first]]
        let text = rotated.map { display(file: $0.file, pointer: $0.pointer, startFile: startFile) }.joined(separator: " → ")
        let refNode = SpecDocumentSet.refValue(of: cycle[first].node) ?? cycle[first].node
        return SpecError("cyclic $ref: " + text, node: refNode)
    }

    /// The `$ref` value node of a mapping, when it is a scalar.
    private static func refValue(of node: SpecNode) -> SpecNode? {
        guard let value = node.mapping?["$ref"], value.scalar != nil else { return nil }
        return value
    }

    private func display(file: String, pointer: String, startFile: String) -> String {
        (file == startFile ? "" : file) + "#" + pointer
    }

    /// A JSON-pointer array index: `0` or digits without a leading zero.
    private static func sequenceIndex(_ token: String) -> Int? {
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              token == "0" || !token.hasPrefix("0") else { return nil }
        return Int(token)
    }
}
