/// Where a node sits in its file, stored compactly: its parent container's path plus one token.
///
/// It exists so that the parser does not build one pointer string per node (megabytes of text
/// for a large spec); `SpecNode.pointer` renders the RFC 6901 text on demand.
enum NodePlace: Sendable {
    /// A pointer given as text (nodes built by hand).
    case literal(String)
    /// A container, whose path object its children share.
    case path(PointerPath)
    /// A scalar: the path of its parent plus its own key or index.
    case child(of: PointerPath, PointerToken)

    var pointer: String {
        switch self {
        case .literal(let text): return text
        case .path(let path): return path.pointer
        case .child(let parent, let token): return parent.pointer + "/" + token.escaped
        }
    }
}

/// One step of a JSON pointer: a mapping key or a sequence index.
enum PointerToken: Sendable {
    case key(String)
    case index(Int)

    var escaped: String {
        switch self {
        case .key(let key): return JSONPointer.escape(key)
        case .index(let index): return String(index)
        }
    }
}

/// The path of a container from the document root, as a chain of parent links.
final class PointerPath: Sendable {
    let parent: PointerPath?
    /// `nil` only for the root.
    let token: PointerToken?

    init(parent: PointerPath?, token: PointerToken?) {
        self.parent = parent
        self.token = token
    }

    static let root = PointerPath(parent: nil, token: nil)

    var pointer: String {
        var tokens: [PointerToken] = []
        var path: PointerPath? = self
        while let step = path, let token = step.token {
            tokens.append(token)
            path = step.parent
        }
        // Written as UTF-8 bytes, each key escaped on the way.
        var bytes: [UInt8] = []
        for token in tokens.reversed() {
            bytes.append(UInt8(ascii: "/"))
            switch token {
            case .key(let key):
                JSONPointer.appendEscaped(key, to: &bytes)
            case .index(let index):
                bytes.append(contentsOf: String(index).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
