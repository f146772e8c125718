import APIDocsSOG
import APIDocsSymbols

/// The Stencil context of a swift-openapi-generator-flavour README (template boundary:
/// string keys live only here).
///
/// Keys: `info.title`, `info.version`; `strategy` (`defensive`/`idiomatic`); `schemas[]` with
/// `type` (`Components.Schemas.Pet`), `kind` and `name` (the spec key); `operations[]` with
/// `type` (`Operations.listPets`), `method` (upper case), `path`, `call` (`Client.listPets(_:)`)
/// and `operationId`; `servers[]` with `type` (`Servers.Server1`) and `url`.
public enum SOGReadmeContext {
    public static func make(_ input: SOGSiteInput) -> [String: Any] {
        let facts = input.facts
        var schemas: [[String: Any]] = []
        var operations: [[String: Any]] = []
        var clientMethods: [SpecPlace: String] = [:]
        for top in input.graph.declarations where top.role == .client {
            for member in top.members { if let source = member.source, clientMethods[source] == nil { clientMethods[source] = "Client." + member.name } }
        }
        for top in input.graph.declarations {
            if top.role == .components {
                for namespace in top.members where namespace.role == .schemas {
                    for schema in namespace.members {
                        schemas.append(["type": "Components.Schemas." + schema.name, "kind": schema.kind.label, "name": schema.documentedName ?? schema.name])
                    }
                }
            } else if top.role == .operations {
                for namespace in top.members {
                    let operation = namespace.source.flatMap { facts.operation(for: $0) }
                    operations.append([
                        "type": "Operations." + namespace.name,
                        "method": operation?.method ?? "",
                        "path": operation?.path ?? "",
                        "operationId": namespace.documentedName ?? "",
                        "call": namespace.source.flatMap { clientMethods[$0] } ?? "",
                    ])
                }
            }
        }
        let servers: [[String: Any]] = input.facts.serverURLs.enumerated().map { offset, url in
            ["type": "Servers.Server\(offset + 1)", "url": url]
        }
        var info: [String: Any] = [:]
        if let title = input.facts.title { info["title"] = title }
        if let version = input.facts.version { info["version"] = version }
        return ["info": info, "schemas": schemas, "operations": operations, "servers": servers]
    }
}
