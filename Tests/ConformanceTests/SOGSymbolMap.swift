import Foundation

/// A swift-openapi-generator site's `symbols.json` (Swift path → URL, or kind → URL for a path
/// with two kinds) read against an inventory's kinds per path: the URLs it lists and what does
/// not match.
struct SOGSymbolMap {
    /// (path, or `path [kind]`, URL) for every URL in the map.
    var urls: [(String, String)] = []
    var failures: [String] = []

    init(_ map: [String: Any], kinds: [String: Set<String>], label: String) {
        for (path, value) in map {
            if let url = value as? String {
                urls.append((path, url))
                if (kinds[path]?.count ?? 1) != 1 { failures.append("\(label): \(path) has kinds \(kinds[path]!.sorted()) but one URL") }
            } else if let byKind = value as? [String: String] {
                urls += byKind.map { (path + " [" + $0.key + "]", $0.value) }
                if Set(byKind.keys) != kinds[path] { failures.append("\(label): \(path) kinds \(byKind.keys.sorted()) expected \(kinds[path]?.sorted() ?? [])") }
            } else {
                failures.append("\(label): \(path): value is neither a URL nor a kind map")
            }
        }
        let keys = Set(map.keys), paths = Set(kinds.keys)
        for missing in paths.subtracting(keys).sorted().prefix(10) { failures.append("\(label): missing \(missing)") }
        for extra in keys.subtracting(paths).sorted().prefix(10) { failures.append("\(label): extra \(extra), which SOG does not declare") }
    }
}
