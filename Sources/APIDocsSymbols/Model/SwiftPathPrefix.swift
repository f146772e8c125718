#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether one `swiftPath` lies inside another (`TFL.Line.LineGet` inside `TFL.Line`).
///
/// The site and the client tree ask this for every member of every type, tens of thousands of
/// times for a big API; comparing the UTF-8 bytes with `memcmp` is several times cheaper than
/// the generic `starts(with:)` over the `utf8` views.
public enum SwiftPathPrefix {
    /// The UTF-8 offset in `path` just past `owner.` when `path` starts with `owner` and a dot
    /// (what follows may be empty); nil otherwise.
    public static func memberOffset(of path: String, under owner: String) -> Int? {
        var path = path, owner = owner
        return path.withUTF8 { bytes in
            owner.withUTF8 { prefix in
                guard bytes.count > prefix.count, bytes[prefix.count] == UInt8(ascii: ".") else { return nil }
                guard prefix.isEmpty || memcmp(bytes.baseAddress!, prefix.baseAddress!, prefix.count) == 0 else { return nil }
                return prefix.count + 1
            }
        }
    }
}
