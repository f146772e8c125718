import APIDocsSymbols
import Foundation

/// The name `apidocs init` gives a new spec: the folder under `Specs/`, the output folder under
/// `Site/` and the `name` option (the client's Swift namespace), all one word.
///
/// It exists so that the name made from a spec's title and a name given with `--name` obey
/// one rule: ASCII letters and digits, starting with a letter, a Swift type SwagGen writes
/// unchanged. The title goes through SwagGen's own camel casing and
/// escaping (`SwagGenCase`, `SwiftIdentifier`), so the namespace reads as SwagGen would
/// spell a type made from the same words.
public enum SpecFolderName {
    /// The name when the title gives nothing usable (SwagGen's default `name` option).
    public static let fallback = "API"
    /// The name of the starter spec `apidocs init` writes when given no spec.
    public static let starter = "MyAPI"

    /// The title in SwagGen's upper camel case, escaped as SwagGen escapes a type name, then
    /// kept to ASCII letters and digits from its first letter on: `Transport for London
    /// Unified API` → `TransportForLondonUnifiedAPI`, `Café API` → `CafeAPI` (accents folded),
    /// `2048 Game API` → `GameAPI`, `Cats & Dogs` → `CatsandDogs`. No title, or one without an
    /// ASCII letter, gives `API`; a Swift keyword gets `API` appended (`Type` → `TypeAPI`).
    public static func derived(fromTitle title: String?) -> String {
        guard let title else { return fallback }
        let folded = title.folding(options: [.diacriticInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: isASCIILetter) else { return fallback }
        let escaped = SwiftIdentifier.escapeString(SwagGenCase.upperCamelCased(folded))
        var scalars = String.UnicodeScalarView()
        for scalar in escaped.unicodeScalars where isASCIILetter(scalar) || isASCIIDigit(scalar) {
            if scalars.isEmpty && !isASCIILetter(scalar) { continue }
            scalars.append(scalar)
        }
        var name = String(scalars)
        guard let first = name.unicodeScalars.first else { return fallback }
        if isASCIILetter(first), first.value >= 0x61 {
            // SwagGen's upper camel case keeps a one-letter first piece as written (`a-z` → `az`).
            name = name.prefix(1).uppercased() + name.dropFirst()
        }
        return isUsableType(name) ? name : name + fallback
    }

    /// Why `name` cannot be a spec's name, or `nil` when it can.
    public static func problem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, isASCIILetter(first) else {
            return "'\(name)' cannot be a spec name: it must start with a letter (A-Z, a-z)"
        }
        if let bad = name.unicodeScalars.first(where: { !isASCIILetter($0) && !isASCIIDigit($0) }) {
            return "'\(name)' cannot be a spec name: '\(bad)' is not a letter (A-Z, a-z) or digit (the name is a folder and a Swift namespace)"
        }
        if !isUsableType(name) {
            return "'\(name)' cannot be a spec name: it is a Swift keyword or standard type SwagGen renames; pick another (e.g. \(name)API)"
        }
        return nil
    }

    /// True when SwagGen writes `name` as a type unchanged (not `` `Type` ``, not `ErrorType`).
    static func isUsableType(_ name: String) -> Bool {
        SwiftIdentifier.escapeType(name) == name
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }

    static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
