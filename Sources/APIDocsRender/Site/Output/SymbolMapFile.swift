import APIDocsSymbols

/// `symbols.json`, one format for both client flavours: every Swift path of the client to the
/// URL (relative to the API folder) of the place that documents it.
///
///     {
///     "Pet":"models/pet.html",
///     "Pet.name":"models/pet.html#name",
///     "Status":{"parameter status":"models/status-2.html","schema Status":"models/status.html"}
///     }
///
/// A path that names more than one declaration maps to an object from a key that tells them
/// apart to each one's URL, keys sorted: the SwagGen flavour's keys say which top-level
/// declaration's code declares it (`schema <name>` for a `components.schemas` entry,
/// `parameter <name>` for a global enum, `namespace` for the API struct), the
/// swift-openapi-generator flavour's say the declaration's symbol kind (`swift.property`,
/// `swift.type.property`).
/// One entry per line, paths in code point order, no indentation (tens of thousands of lines
/// on big APIs).
public enum SymbolMapFile {
    /// One path of the map: one URL, or several by key.
    public struct Entry: Sendable {
        public var path: String
        /// One place (`key == nil`), or several, each with its key, sorted by key.
        public var places: [(key: String?, url: String)]

        public init(path: String, url: String) {
            self.path = path
            places = [(nil, url)]
        }

        public init(path: String, places: [(key: String, url: String)]) {
            self.path = path
            self.places = places.map { ($0.key, $0.url) }
        }
    }

    /// The key of a place declared by the code of `root` (SwagGen flavour).
    static func key(of root: DeclarationID.Root) -> String {
        switch root {
        case .component(let name): return "schema " + name
        case .globalEnum(let name): return "parameter " + name
        case .namespace: return "namespace"
        }
    }

    /// The file's bytes; `entries` must be sorted by path.
    static func bytes(_ entries: [Entry]) -> [UInt8] {
        var bytes: [UInt8] = Array("{\n".utf8)
        for (offset, entry) in entries.enumerated() {
            JSONText.quote(entry.path, into: &bytes)
            bytes.append(0x3A)
            if entry.places.count == 1, entry.places[0].key == nil {
                JSONText.quote(entry.places[0].url, into: &bytes)
            } else {
                bytes.append(0x7B)
                for (index, place) in entry.places.enumerated() {
                    if index > 0 { bytes.append(0x2C) }
                    JSONText.quote(place.key ?? "", into: &bytes)
                    bytes.append(0x3A)
                    JSONText.quote(place.url, into: &bytes)
                }
                bytes.append(0x7D)
            }
            if offset + 1 < entries.count { bytes.append(0x2C) }
            bytes.append(0x0A)
        }
        bytes.append(contentsOf: Array("}\n".utf8))
        return bytes
    }
}
