import CLibYAML

/// Assembles `SpecNode`s from libyaml events: the open containers, anchors and `$ref` sites.
///
/// It exists to keep the event loop in `YAMLTreeParser` free of tree bookkeeping. It is a struct
/// driven through `mutating` methods so that Swift checks exclusive access statically (class
/// properties would pay a runtime check on every event).
struct TreeBuilder {
    /// Shared by every location of the file (one String storage, not one per node).
    private let file: String
    /// Lines of the file before the text libyaml reads (`YAMLHalves` parses the second half
    /// of a file on its own).
    private let lineOffset: Int
    private var stack: [OpenContainer] = []
    /// Children of all open mappings / sequences, innermost container's last.
    private var entries: [MappingEntry] = []
    private var items: [SpecNode] = []
    private var anchors: [String: SpecNode] = [:]
    /// The expanded size (`OpenContainer.weight`) of each anchored node.
    private var anchorWeights: [String: Int] = [:]
    /// Nodes the aliases seen so far stand for, expanded.
    private var aliasExpansion = 0
    private var root: SpecNode?
    private var documentCount = 0
    private var refs: [RefSite] = []
    /// Whether any alias (`*name`, merge keys included) was met: a node may then sit in more
    /// places than its own.
    private var usesAliases = false
    /// Whether a key or scalar holds a scalar of U+E000…U+E03F (see `ParsedDocument`).
    private var holdsLowPrivateUse = false
    /// Keys repeated within one mapping, in document order (the later value has replaced the earlier).
    private var duplicateKeys: [DuplicateKey] = []

    /// The deepest nesting of mappings and sequences a spec file may have. Real specs stay under
    /// 30 (Stripe's is 24); the limit keeps a hostile file from making libyaml's scanner
    /// quadratic (`[[[[…` 200,000 deep takes minutes) or the later recursive stages overflow
    /// the stack.
    static let maximumDepth = 256

    /// How many nodes all aliases of a file may stand for, fully expanded. The tree shares an
    /// aliased node rather than copying it, but every later stage walks what it sees: nine
    /// lines of nested aliases (`b: [*a, *a, …]`, `c: [*b, *b, …]`…) stand for a billion nodes.
    /// Real specs use a few anchors for shared fragments, far below this; at the limit a build
    /// takes seconds (every expanded inline schema gets a section), not hours.
    static let maximumAliasExpansion = 500_000

    init(file: String, lineOffset: Int = 0) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// The finished document; a null scalar at 1:1 when the stream held no document.
    func finish() -> ParsedDocument {
        let root = root ?? SpecNode(
            .scalar(Scalar("", style: .plain)),
            location: SourceLocation(file: file, line: 1, column: 1),
            place: .literal("")
        )
        return ParsedDocument(
            root: root, refs: refs, duplicateKeys: duplicateKeys, usesAliases: usesAliases,
            aliasExpansion: aliasExpansion, holdsLowPrivateUse: holdsLowPrivateUse
        )
    }

    /// Handles one event; returns true at the end of the stream.
    mutating func handle(_ event: yaml_event_t) throws(SpecError) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT:
            try scalar(event)
        case YAML_MAPPING_START_EVENT:
            try open(isMapping: true, at: event.start_mark, anchor: event.data.mapping_start.anchor)
        case YAML_SEQUENCE_START_EVENT:
            try open(isMapping: false, at: event.start_mark, anchor: event.data.sequence_start.anchor)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            try close()
        case YAML_ALIAS_EVENT:
            try alias(event)
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                throw SpecError("a spec file must hold a single YAML document", at: location(event.start_mark))
            }
        case YAML_STREAM_END_EVENT:
            return true
        default:
            break
        }
        return false
    }

    // MARK: - Events

    private mutating func scalar(_ event: yaml_event_t) throws(SpecError) {
        let data = event.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
        let location = location(event.start_mark)
        let text = String(decoding: bytes, as: UTF8.self)
        if !holdsLowPrivateUse { holdsLowPrivateUse = LowPrivateUse.occurs(inUTF8: bytes) }
        let isPlain = data.style == YAML_PLAIN_SCALAR_STYLE && !TreeBuilder.isStringTag(data.tag)
        let scalar = Scalar(text, style: isPlain ? .plain : .quoted)
        let top = stack.count - 1

        if top >= 0 && stack[top].expectsKey {
            let isMergeKey = isPlain && bytes.count == 2 && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
            stack[top].setKey(text, at: location, bit: KeyFilter.bit(bytes), isMergeKey: isMergeKey, isRef: TreeBuilder.isRefKey(bytes))
            if let anchor = data.anchor {
                let name = TreeBuilder.name(anchor)
                anchors[name] = SpecNode(.scalar(scalar), location: location, place: .path(stack[top].path))
                anchorWeights[name] = 1
            }
            return
        }
        let place: NodePlace = top >= 0 ? .child(of: stack[top].path, childToken(top)) : .literal("")
        let node = SpecNode(.scalar(scalar), location: location, place: place)
        if let anchor = data.anchor {
            let name = TreeBuilder.name(anchor)
            anchors[name] = node
            anchorWeights[name] = 1
        }
        if top >= 0 && stack[top].pendingKeyIsRef {
            refs.append(RefSite(ref: text, node: node))
        }
        try attach(node, weight: 1)
    }

    private mutating func open(isMapping: Bool, at mark: yaml_mark_t, anchor: UnsafeMutablePointer<yaml_char_t>?) throws(SpecError) {
        let location = location(mark)
        let top = stack.count - 1
        if top >= 0 && stack[top].expectsKey {
            throw SpecError("a mapping key must be a scalar, found a \(isMapping ? "mapping" : "sequence")", at: location)
        }
        if stack.count >= TreeBuilder.maximumDepth {
            throw SpecError("mappings and sequences nested more than \(TreeBuilder.maximumDepth) deep", at: location)
        }
        stack.append(OpenContainer(
            isMapping: isMapping,
            location: location,
            path: top >= 0 ? PointerPath(parent: stack[top].path, token: childToken(top)) : PointerPath.root,
            anchor: anchor.map(TreeBuilder.name),
            firstChild: isMapping ? entries.count : items.count
        ))
    }

    private mutating func close() throws(SpecError) {
        guard let container = stack.popLast() else { return }
        let value: SpecNode.Value = container.isMapping
            ? .mapping(container.finishMapping(&entries))
            : .sequence(container.finishSequence(&items))
        let node = SpecNode(value, location: container.location, place: .path(container.path))
        if let anchor = container.anchor {
            anchors[anchor] = node
            anchorWeights[anchor] = container.weight
        }
        try attach(node, weight: container.weight)
    }

    private mutating func alias(_ event: yaml_event_t) throws(SpecError) {
        usesAliases = true
        let name = TreeBuilder.name(event.data.alias.anchor)
        let location = location(event.start_mark)
        if stack.contains(where: { $0.anchor == name }) {
            throw SpecError("alias '*\(name)' refers to a node that contains it (recursive aliases are not supported)", at: location)
        }
        guard let node = anchors[name] else {
            throw SpecError("unknown alias '*\(name)' (no anchor '&\(name)' before it)", at: location)
        }
        let top = stack.count - 1
        if top >= 0 && stack[top].expectsKey {
            guard let key = node.scalar?.text else {
                throw SpecError("a mapping key must be a scalar, found an alias to a non-scalar", at: location)
            }
            stack[top].setKey(key, at: location, bit: KeyFilter.bit(key), isMergeKey: false, isRef: key == "$ref")
            return
        }
        let weight = anchorWeights[name] ?? 1
        aliasExpansion += weight
        if aliasExpansion > TreeBuilder.maximumAliasExpansion {
            throw SpecError("aliases expand to more than \(TreeBuilder.maximumAliasExpansion) nodes (nested aliases multiply: an alias bomb?)", at: location)
        }
        try attach(node, weight: weight)
    }

    // MARK: - Helpers

    /// Adds a finished node, standing for `weight` nodes expanded, to the innermost container,
    /// or makes it the root.
    private mutating func attach(_ node: SpecNode, weight: Int) throws(SpecError) {
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        stack[top].weight += weight
        if stack[top].isMapping {
            if let duplicate = try stack[top].addValue(node, to: &entries) {
                duplicateKeys.append(duplicate)
            }
        } else {
            items.append(node)
        }
    }

    /// The key or index of the value about to be added to container `top`.
    private func childToken(_ top: Int) -> PointerToken {
        if stack[top].isMapping {
            return .key(stack[top].pendingKey ?? "")
        }
        return .index(items.count - stack[top].firstChild)
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: lineOffset + Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>) -> String {
        String(cString: anchor)
    }

    private static func isRefKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 4 && bytes[0] == UInt8(ascii: "$") && bytes[1] == UInt8(ascii: "r")
            && bytes[2] == UInt8(ascii: "e") && bytes[3] == UInt8(ascii: "f")
    }

    /// `!!str` (`tag:yaml.org,2002:str`) and the non-specific `!` make a plain scalar a string.
    private static func isStringTag(_ tag: UnsafeMutablePointer<yaml_char_t>?) -> Bool {
        guard let tag else { return false }
        let name = String(cString: tag)
        return name == "tag:yaml.org,2002:str" || name == "!"
    }
}
