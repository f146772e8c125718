import APIDocsLoader
import Foundation

/// A key of a security requirement, as written; its place is the key's list of scopes.
public struct WrittenSecurityKey: Sendable {
    public let name: String
    public let place: SpecPlace
}

extension APISpec {
    /// Where a JSON file of the spec first writes a character as a `\u` surrogate pair
    /// (`"\ud83d\udc4d"`), one place per file.
    public var surrogateEscapes: [SourceLocation] { documents?.surrogateEscapes ?? [] }
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

/// A server variable whose `default` is not one of its `enum` values, as written.
public struct WrittenServerVariable: Sendable {
    public let name: String
    public let defaultValue: String
    public let place: SpecPlace
}

/// Tags and servers as written (see `WrittenForm.swift`).
extension APISpec {
    /// Each entry of the root `tags` whose `name` an earlier entry has.
    public var repeatedTagNames: [(name: String, place: SpecPlace)] {
        var seen: Set<String> = []
        return (root["tags"]?.sequence ?? []).compactMap { tag in
            guard let nameNode = tag["name"], let name = nameNode.text, !seen.insert(name).inserted else { return nil }
            return (name, SpecPlace(nameNode))
        }
    }

    /// The variables of the document's servers (root, Path Items, operations) whose `default`
    /// is not among a non-empty `enum`.
    public var serverVariablesWithDefaultOutsideEnum: [WrittenServerVariable] {
        var lists: [SpecNode] = []
        if let servers = root["servers"] { lists.append(servers) }
        for pathItem in root["paths"]?.mapping?.entries ?? [] {
            if let servers = pathItem.value["servers"] { lists.append(servers) }
            for method in Self.writtenMethods {
                if let servers = pathItem.value[method]?["servers"] { lists.append(servers) }
            }
        }
        var found: [WrittenServerVariable] = []
        for server in lists.flatMap({ $0.sequence ?? [] }) {
            for variable in server["variables"]?.mapping?.entries ?? [] {
                let values = (variable.value["enum"]?.sequence ?? []).compactMap(\.text)
                guard !values.isEmpty, let defaultValue = variable.value["default"]?.text, !values.contains(defaultValue) else { continue }
                found.append(WrittenServerVariable(name: variable.key, defaultValue: defaultValue, place: SpecPlace(variable.value)))
            }
        }
        return found
    }
}
