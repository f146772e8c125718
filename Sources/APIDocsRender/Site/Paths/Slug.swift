/// File-name stems for pages, safe whatever a spec calls things.
///
/// Spec names reach file names (a model called `../../etc/passwd`, a tag called `Pet` next to
/// one called `pet`), so a stem may only hold `[a-z0-9._-]`: lower case so that names differing
/// in case are detected as colliding on every file system, no leading dot, no `..`, no dot at
/// the end, bounded length, and never a Windows device name (`con.html`, `com1.v2.html` cannot
/// be checked out on Windows). Distinctness is the planner's job (`SlugAllocator`).
public enum Slug {
    /// The longest stem produced, before any collision suffix.
    public static let maxLength = 64
    /// The stem of a name that has no usable character at all.
    public static let fallback = "page"

    /// The safe stem of `name`: ASCII letters lower-cased, digits, `.`, `_` and `-` kept; any
    /// other ASCII character becomes `-`; a non-ASCII character becomes `u` and its hex code,
    /// so that names in other scripts stay distinct and readable.
    public static func make(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x41...0x5A: bytes.append(UInt8(value) + 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x5F: bytes.append(UInt8(value))
            case 0x2E: if bytes.last != 0x2E { bytes.append(0x2E) }
            case 0x00...0x7F: append(dash: &bytes)
            default:
                append(dash: &bytes)
                bytes.append(0x75)  // u
                bytes.append(contentsOf: Array(String(value, radix: 16).utf8))
                append(dash: &bytes)
            }
        }
        // The device check comes first: it only touches the first few characters, which the
        // length cut never reaches.
        var text = avoidingDeviceName(trimmed(bytes))
        if text.count > maxLength { text = trimmed(Array(text.prefix(maxLength))) }
        return text.isEmpty ? fallback : String(decoding: text, as: UTF8.self)
    }

    /// Names Windows reserves for devices, in any case and with any extension: `con`, `prn`,
    /// `aux`, `nul`, `com1`…`com9`, `lpt1`…`lpt9`.
    public static let deviceNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 1...9 {
            names.insert("com\(digit)")
            names.insert("lpt\(digit)")
        }
        return names
    }()

    /// Windows reads `con.v2.html` as the device `con`: a stem whose part before the first dot
    /// is a device name gets `_` after that part (`con` → `con_`, `con.v2` → `con_.v2`).
    static func avoidingDeviceName(_ stem: [UInt8]) -> [UInt8] {
        let head = stem.prefix { $0 != 0x2E }
        guard head.count <= 4, deviceNames.contains(String(decoding: head, as: UTF8.self)) else { return stem }
        return Array(head) + [0x5F] + Array(stem.dropFirst(head.count))
    }

    /// Appends `-` unless the stem already ends in `-` or `.` (no runs of separators).
    private static func append(dash bytes: inout [UInt8]) {
        if let last = bytes.last, last == 0x2D || last == 0x2E { return }
        bytes.append(0x2D)
    }

    /// Drops separators (`-`, `.`) at both ends: no hidden files, no `x.` stems.
    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        var slice = bytes[...]
        while let first = slice.first, first == 0x2D || first == 0x2E { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x2D || last == 0x2E { slice = slice.dropLast() }
        return Array(slice)
    }
}

/// Hands out distinct stems inside one folder.
///
/// Callers offer names in a fixed (sorted) order, so the same spec always gets the same files:
/// the first `Pet` gets `pet`, a later `pet` gets `pet-2`. Stems are compared exactly; they are
/// already lower case, so this is also distinct on case-insensitive file systems.
public struct SlugAllocator: Sendable {
    private var names = UniqueNames()

    public init() {}

    /// A stem for `name` no earlier call returned.
    public mutating func allocate(_ name: String) -> String {
        names.claim(Slug.make(name))
    }
}

/// The names handed out so far in one namespace (a folder's file stems, a page's ids): each
/// base is given as is the first time, then with `-2`, `-3`… appended.
struct UniqueNames: Sendable {
    private var taken: Set<String>

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `base`, or `base-N` with the smallest N ≥ 2 not taken yet; taken from now on.
    mutating func claim(_ base: String) -> String {
        if taken.insert(base).inserted { return base }
        var counter = 2
        while true {
            let candidate = "\(base)-\(counter)"
            if taken.insert(candidate).inserted { return candidate }
            counter += 1
        }
    }
}
