/// A mapping or sequence whose end event has not been seen yet.
///
/// It exists to apply the mapping rules while parsing: duplicate keys (the later value wins, the
/// first key keeps its place and key location) and `<<` merge keys (explicit keys win; merged
/// entries go where the `<<` key was written). Children of all open containers live in two shared
/// stacks owned by `TreeBuilder` (`entries`, `items`), starting at `firstChild`, so that each
/// finished container allocates its array once, at its final size.
struct OpenContainer {
    let isMapping: Bool
    let location: SourceLocation
    let path: PointerPath
    let anchor: String?
    /// Index of this container's first child in the shared stack.
    let firstChild: Int
    /// How many nodes this container stands for with every alias in it expanded: itself and
    /// its values so far (see `TreeBuilder.maximumAliasExpansion`).
    var weight = 1

    /// Key → position among this mapping's entries, built once a linear search gets too slow.
    private var keyIndex: [CodePointKey: Int]?
    /// One bit per key (see `KeyFilter`): a clear bit proves a key is not there yet.
    private var keyFilter: UInt64 = 0

    private(set) var pendingKey: String?
    private var pendingKeyLocation: SourceLocation
    private var pendingKeyBit: UInt64 = 0
    private var pendingKeyIsMerge = false
    private(set) var pendingKeyIsRef = false

    /// Mappings named by `<<`, in priority order, and where their entries go.
    private var mergeSources: [SpecNode] = []
    private var mergePosition = 0

    init(isMapping: Bool, location: SourceLocation, path: PointerPath, anchor: String?, firstChild: Int) {
        self.isMapping = isMapping
        self.location = location
        self.path = path
        self.anchor = anchor
        self.firstChild = firstChild
        self.pendingKeyLocation = location
    }

    var expectsKey: Bool { isMapping && pendingKey == nil }

    mutating func setKey(_ key: String, at location: SourceLocation, bit: UInt64, isMergeKey: Bool, isRef: Bool) {
        pendingKey = key
        pendingKeyLocation = location
        pendingKeyBit = bit
        pendingKeyIsMerge = isMergeKey
        pendingKeyIsRef = isRef
    }

    /// Stores the value of the pending key in `entries` (the shared stack). Returns the repeated
    /// key when the mapping already had it (the earlier value is replaced), `nil` otherwise.
    @discardableResult
    mutating func addValue(_ value: SpecNode, to entries: inout [MappingEntry]) throws(SpecError) -> DuplicateKey? {
        guard let key = pendingKey else { return nil }
        pendingKey = nil
        pendingKeyIsRef = false
        if pendingKeyIsMerge {
            try setMergeSources(value, count: entries.count - firstChild)
            return nil
        }
        if keyFilter & pendingKeyBit != 0, let position = position(of: key, in: entries) {
            let first = entries[firstChild + position]
            entries[firstChild + position] = MappingEntry(key: key, keyLocation: first.keyLocation, value: value)
            return DuplicateKey(key: key, location: pendingKeyLocation, firstLocation: first.keyLocation)
        }
        keyFilter |= pendingKeyBit
        entries.append(MappingEntry(key: key, keyLocation: pendingKeyLocation, value: value))
        let count = entries.count - firstChild
        if keyIndex != nil {
            keyIndex?[CodePointKey(key)] = count - 1
        } else if count > Mapping.indexThreshold {
            var index = [CodePointKey: Int](minimumCapacity: count * 2)
            for position in 0..<count {
                index[CodePointKey(entries[firstChild + position].key)] = position
            }
            keyIndex = index
            keyFilter = ~0
        }
        return nil
    }

    /// The finished mapping; removes its entries from the shared stack.
    func finishMapping(_ entries: inout [MappingEntry]) -> Mapping {
        var own = Array(entries[firstChild...])
        entries.removeSubrange(firstChild...)
        guard !mergeSources.isEmpty else { return Mapping(uniqueEntries: own, index: keyIndex, keyFilter: keyFilter) }
        var taken = Set(own.map { CodePointKey($0.key) })
        var merged: [MappingEntry] = []
        for source in mergeSources {
            for entry in source.mapping?.entries ?? [] where taken.insert(CodePointKey(entry.key)).inserted {
                merged.append(entry)
            }
        }
        own.insert(contentsOf: merged, at: mergePosition)
        return Mapping(own)
    }

    /// The finished sequence; removes its items from the shared stack.
    func finishSequence(_ items: inout [SpecNode]) -> [SpecNode] {
        let own = Array(items[firstChild...])
        items.removeSubrange(firstChild...)
        return own
    }

    private func position(of key: String, in entries: [MappingEntry]) -> Int? {
        if let keyIndex { return keyIndex[CodePointKey(key)] }
        for position in firstChild..<entries.count where CodePointKey.same(entries[position].key, key) {
            return position - firstChild
        }
        return nil
    }

    /// `<<: *base` or `<<: [*a, *b]`. A second `<<` replaces the first, like any duplicate key.
    private mutating func setMergeSources(_ value: SpecNode, count: Int) throws(SpecError) {
        switch value.value {
        case .mapping:
            mergeSources = [value]
        case .sequence(let sources):
            for source in sources where source.mapping == nil {
                throw SpecError("merge key '<<' needs a mapping or a sequence of mappings", at: source.location)
            }
            mergeSources = sources
        case .scalar:
            throw SpecError("merge key '<<' needs a mapping or a sequence of mappings", at: value.location)
        }
        mergePosition = count
    }
}

/// A key written a second time in one mapping: where it is repeated, and where it was first.
struct DuplicateKey {
    let key: String
    let location: SourceLocation
    let firstLocation: SourceLocation
}

/// A one-word filter over a mapping's keys, so that the usual case (no duplicate) skips the search.
enum KeyFilter {
    static func bit(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let first = bytes.first, let last = bytes.last else { return 1 }
        let mixed = UInt64(bytes.count) &* 31 &+ UInt64(first) &* 7 &+ UInt64(last)
        return 1 << (mixed & 63)
    }

    static func bit(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { bit($0) }
    }
}
