import APIDocsSpec
import Foundation

/// SwagGen's choice of media type (§2 "Content").
enum ContentSelection {
    static let json = "application/json"
    static let form = "application/x-www-form-urlencoded"
    static let multipart = "multipart/form-data"

    /// The entry keyed exactly `wanted`, else the first whose key without `*` is part of `wanted`.
    static func schema(for wanted: String, in content: [MediaContent]) -> Schema? {
        if let exact = content.first(where: { $0.mediaType == wanted }) { return exact.schema }
        return content.first { entry in
            let stripped = entry.mediaType.replacingOccurrences(of: "*", with: "")
            return !stripped.isEmpty && wanted.contains(stripped)
        }?.schema
    }

    static func jsonSchema(_ content: [MediaContent]) -> Schema? { schema(for: json, in: content) }

    /// The JSON schema, else the first entry that has a schema (stable choice: document order).
    static func defaultSchema(_ content: [MediaContent]) -> Schema? {
        jsonSchema(content) ?? content.first { $0.schema != nil }?.schema
    }

    static func formSchema(_ content: [MediaContent]) -> Schema? {
        schema(for: form, in: content) ?? schema(for: multipart, in: content)
    }
}
