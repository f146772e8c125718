import Foundation

/// A request's `Accept` header, read to tell whether a media type is acceptable: what the mock
/// checks before answering with its documented media type (else 406).
///
/// As HTTP says, the most specific range that matches decides (`application/json;q=0` refuses
/// JSON even beside `*/*`); a range with `q=0` refuses; a missing or empty header accepts
/// everything. A parameter other than `q` is ignored, and a malformed range is skipped.
struct AcceptHeader: Equatable {
    /// One `type/subtype;q=…` entry, lower case.
    struct Range: Equatable {
        var type: String
        var subtype: String
        var quality: Double
    }

    var ranges: [Range]

    init(_ text: String?) {
        ranges = []
        for entry in (text ?? "").split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            let kind = parts.first?.split(separator: "/", omittingEmptySubsequences: false) ?? []
            guard kind.count == 2, !kind[0].isEmpty, !kind[1].isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)).map { min(max($0, 0), 1) } ?? 1
            }
            ranges.append(Range(type: String(kind[0]), subtype: String(kind[1]), quality: quality))
        }
    }

    /// Whether a response of `mediaType` (`application/json; charset=utf-8`) is acceptable.
    func accepts(_ mediaType: String) -> Bool {
        guard !ranges.isEmpty else { return true }
        let base = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let kind = base.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard kind.count == 2 else { return true }
        // A documented range (`image/*`, `*/*`) is served as whatever the client takes.
        if kind[0] == "*" || kind[1] == "*" { return ranges.contains { $0.quality > 0 } }
        var best: (specificity: Int, quality: Double)?
        for range in ranges {
            let specificity: Int
            if range.type == kind[0] && range.subtype == kind[1] {
                specificity = 2
            } else if range.type == kind[0] && range.subtype == "*" {
                specificity = 1
            } else if range.type == "*" && range.subtype == "*" {
                specificity = 0
            } else {
                continue
            }
            if best == nil || specificity > best!.specificity { best = (specificity, range.quality) }
        }
        return (best?.quality ?? 0) > 0
    }
}
