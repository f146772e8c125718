import APIDocsLoader
import Foundation

/// A key of a security requirement, as written; its place is the key's list of scopes.
public struct WrittenSecurityKey: Sendable {
    public let name: String
    public let place: SpecPlace
}

/// The written security requirements (see `WrittenForm.swift`).
extension APISpec {
    /// The keys of security requirements that name no entry of `components/securitySchemes`,
    /// where swift-openapi-generator's reader checks them: every operation under `paths`
    /// (a Path Item that is a `$ref` is not looked into; webhooks and callbacks are not
    /// checked), then the document's own `security`. In a 3.1 or later document a key of the
    /// document's `security` may instead be a reference to a scheme in another file, so one
    /// that reads as a URL (as Foundation's `URL(string:)` reads it) is not listed.
    public var undeclaredSecurityKeys: [WrittenSecurityKey] {
        let declared = Set((root["components"]?["securitySchemes"]?.mapping?.entries ?? []).map(\.key))
        var found: [WrittenSecurityKey] = []
        func check(_ security: SpecNode?, allowsExternal: Bool) {
            for requirement in security?.sequence ?? [] {
                for entry in requirement.mapping?.entries ?? [] where !declared.contains(entry.key) {
                    if allowsExternal, URL(string: entry.key) != nil { continue }
                    found.append(WrittenSecurityKey(name: entry.key, place: SpecPlace(entry.value)))
                }
            }
        }
        for pathItem in root["paths"]?.mapping?.entries ?? [] where pathItem.value["$ref"] == nil {
            for method in Self.writtenMethods {
                guard let operation = pathItem.value[method], operation.mapping != nil else { continue }
                check(operation["security"], allowsExternal: false)
            }
        }
        check(root["security"], allowsExternal: version.hasJSONSchema2020)
        return found
    }
}
