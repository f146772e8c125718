/// One value of a loaded YAML or JSON document, with its source location.
///
/// The tree is the loader's output: the spec model reads it and never sees text again. Nodes are
/// immutable reference objects so that YAML aliases and resolved `$ref`s can share them cheaply.
public final class SpecNode: Sendable {
    public enum Value: Sendable {
        case scalar(Scalar)
        case sequence([SpecNode])
        case mapping(Mapping)
    }

    public let value: Value
    public let location: SourceLocation
    /// Where the node sits in its file; the pointer text is built only when asked for, because a
    /// large spec has hundreds of thousands of nodes and long pointers.
    let place: NodePlace

    /// JSON pointer of this node inside its file, e.g. `/components/schemas/Pet` (`""` for the root).
    /// A node reached through a YAML alias has the pointer of its anchor.
    public var pointer: String { place.pointer }

    public init(_ value: Value, location: SourceLocation, pointer: String) {
        self.value = value
        self.location = location
        self.place = .literal(pointer)
    }

    init(_ value: Value, location: SourceLocation, place: NodePlace) {
        self.value = value
        self.location = location
        self.place = place
    }
}

/// A scalar's text plus what is needed to resolve its type the way YAML 1.1 (Yams) does.
public struct Scalar: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// Unquoted: may be a null, bool, int or float.
        case plain
        /// Quoted or block scalar: always a string.
        case quoted
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style) {
        self.text = text
        self.style = style
    }
}

/// One key of a mapping with the location of the key itself.
public struct MappingEntry: Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: SpecNode

    public init(key: String, keyLocation: SourceLocation, value: SpecNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A mapping in document order. Large mappings get a key index for fast lookup.
public struct Mapping: Sendable {
    public let entries: [MappingEntry]
    /// Keys compared as code points (see `CodePointKey`).
    private let index: [CodePointKey: Int]?
    /// One bit per key of a small mapping (see `KeyFilter`): a clear bit proves a key absent,
    /// which is most lookups (the spec stage asks every schema for every keyword it knows).
    private let keyFilter: UInt64

    /// Mappings with more entries than this get a dictionary index.
    static let indexThreshold = 12

    /// For the parser, which already knows the keys are unique, has indexed them and has
    /// their `KeyFilter` bits.
    init(uniqueEntries entries: [MappingEntry], index: [CodePointKey: Int]?, keyFilter: UInt64) {
        self.entries = entries
        self.index = entries.count > Mapping.indexThreshold ? index : nil
        self.keyFilter = keyFilter
    }

    public init(_ entries: [MappingEntry]) {
        self.entries = entries
        if entries.count > Mapping.indexThreshold {
            var index = [CodePointKey: Int](minimumCapacity: entries.count)
            for (offset, entry) in entries.enumerated() where index[CodePointKey(entry.key)] == nil {
                index[CodePointKey(entry.key)] = offset
            }
            self.index = index
            self.keyFilter = ~0
        } else {
            self.index = nil
            self.keyFilter = entries.reduce(0) { $0 | KeyFilter.bit($1.key) }
        }
    }

    /// The first entry with this key (the same code points: `"é"` and `"e\u{301}"` are two keys).
    public func entry(_ key: String) -> MappingEntry? {
        position(of: key).map { entries[$0] }
    }

    /// The value of the first entry with this key. (Found by position: an optional entry
    /// made and dropped per lookup is destroyed through generic code, and the spec stage looks
    /// up hundreds of thousands of keys.)
    public subscript(key: String) -> SpecNode? {
        guard let position = position(of: key) else { return nil }
        return entries[position].value
    }

    /// Where the first entry with this key is.
    private func position(of key: String) -> Int? {
        if let index {
            return index[CodePointKey(key)]
        }
        guard keyFilter & KeyFilter.bit(key) != 0 else { return nil }
        return entries.firstIndex { CodePointKey.same($0.key, key) }
    }
}
