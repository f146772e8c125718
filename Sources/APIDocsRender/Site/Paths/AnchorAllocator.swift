import APIDocsSymbols

/// Hands out the `id`s of one page: valid, unique, and stable for a given spec.
///
/// An anchor is made from a symbol's `swiftPath` relative to the page's own symbol
/// (`Request.Options.petId`), restricted to `[A-Za-z0-9_.]`. Templates use fixed ids that all
/// contain `-` (`search-input`, `section-properties`), and collisions get a `-2`, `-3`... suffix,
/// so a symbol's anchor can never take a fixed id or another symbol's anchor.
public struct AnchorAllocator: Sendable {
    /// Ids the default theme's templates use on every page; no symbol may take them.
    public static let reservedIDs: Set<String> = [
        "main-content", "search-form", "search-input", "search-results", "search-status",
        "site-nav", "page-title", "site-sidebar", "search-panel", "menu-button", "api-contents",
        "on-this-page-title", "response-samples-title", "section-code-samples", "mentioned-in",
    ]

    private var ids: UniqueNames

    public init(reserved: Set<String> = AnchorAllocator.reservedIDs) {
        ids = UniqueNames(reserved: reserved)
    }

    /// A fresh id for the symbol at `swiftPath` on the page of the symbol at `ownerPath`.
    public mutating func allocate(_ swiftPath: String, owner ownerPath: String) -> String {
        ids.claim(Self.sanitized(Self.relative(swiftPath, to: ownerPath)))
    }

    /// `swiftPath` without the `ownerPath.` prefix, or whole when it does not start with it.
    static func relative(_ swiftPath: String, to ownerPath: String) -> Substring {
        let utf8 = swiftPath.utf8
        guard let offset = SwiftPathPrefix.memberOffset(of: swiftPath, under: ownerPath), offset < utf8.count else { return swiftPath[...] }
        return swiftPath[utf8.index(utf8.startIndex, offsetBy: offset)...]
    }

    /// `text` with every character outside `[A-Za-z0-9_.]` replaced by `_`; `symbol` if empty.
    static func sanitized(_ text: Substring) -> String {
        let bytes = text.utf8.withContiguousStorageIfAvailable(sanitizedBytes)
            ?? Array(text.utf8).withUnsafeBufferPointer(sanitizedBytes)
        return bytes.isEmpty ? "symbol" : String(decoding: bytes, as: UTF8.self)
    }

    /// `sanitized` on UTF-8: a scalar's leading byte stands for the whole scalar, and its
    /// continuation bytes (0x80...0xBF) add nothing.
    private static func sanitizedBytes(_ source: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        for byte in source {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x5F, 0x2E: bytes.append(byte)
            case 0x80...0xBF: continue
            default: bytes.append(0x5F)
            }
        }
        return bytes
    }
}
