import APIDocsLoader

/// Reads a loaded document set into the spec model.
///
/// One reader serves Swagger 2.0 and OpenAPI 3.0/3.1: the differences are confined to the
/// `+Swagger2` extension (parameters, bodies, responses, definitions). Schemas reached through
/// `$ref` are read once each, from a work list, so reference cycles cannot recurse forever.
public final class SpecReader {
    let documents: SpecDocumentSet
    var version: SpecVersion = .openAPI30
    /// Schemas read so far, by canonical `file#pointer`.
    var schemasByKey: [String: Schema] = [:]
    /// Referenced schemas still to read.
    var pendingSchemas: [(key: String, node: SpecNode, file: String)] = []
    var queuedKeys: Set<String> = []
    var keysByNode: [ObjectIdentifier: String] = [:]
    var followedRefs: [String: ResolvedRef] = [:]
    /// Where each `$ref` node followed so far leads (see `SpecDocumentSet.followRefs`).
    var followedNodes: [ObjectIdentifier: ResolvedRef] = [:]
    var resolvedRefs: [String: ResolvedRef] = [:]
    /// Canonical key → component name, and the reverse.
    var componentNameByKey: [String: String] = [:]
    var componentKeys: [String: String] = [:]

    init(documents: SpecDocumentSet) {
        self.documents = documents
    }

    /// Reads the spec model from loaded files.
    public static func read(_ documents: SpecDocumentSet) throws(SpecError) -> APISpec {
        try SpecReader(documents: documents).read()
    }

    var rootFile: String { documents.rootFile }

    func read() throws(SpecError) -> APISpec {
        let root = documents.root
        guard root.mapping != nil else {
            throw SpecError("a spec must be a mapping at the top level, found \(root.kindName)", at: root.location)
        }
        version = try detectVersion(root)
        let info = try readInfo(root)
        try indexComponentSchemas(root)
        let schemas = try readComponentSchemas(root)
        let parameters = try readComponentParameters(root)
        let globalSecurity = try readSecurity(root, in: rootFile) ?? []
        let operations = try readOperations(root, globalSecurity: globalSecurity)
        try drainPendingSchemas()
        return APISpec(
            version: version,
            info: info,
            servers: try readServers(root),
            schemas: schemas,
            parameters: parameters,
            operations: operations,
            securitySchemes: try readSecuritySchemes(root),
            schemasByKey: schemasByKey,
            componentKeys: componentKeys,
            root: root,
            rootFile: rootFile
        )
    }

    func detectVersion(_ root: SpecNode) throws(SpecError) -> SpecVersion {
        if let node = root["openapi"] {
            let text = node.text ?? ""
            if text.hasPrefix("3.0") { return .openAPI30 }
            if text.hasPrefix("3.1") { return .openAPI31 }
            throw SpecError("unsupported OpenAPI version '\(text)': apidocs reads 2.0, 3.0 and 3.1", at: node.location, pointer: "#/openapi")
        }
        if let node = root["swagger"] {
            let text = node.text ?? ""
            if text == "2.0" || text == "2" { return .swagger2 }
            throw SpecError("unsupported Swagger version '\(text)': apidocs reads 2.0, 3.0 and 3.1", at: node.location, pointer: "#/swagger")
        }
        throw SpecError("not an OpenAPI document: no 'openapi' or 'swagger' key at the top level", at: root.location)
    }

    func readInfo(_ root: SpecNode) throws(SpecError) -> Info {
        guard let node = root["info"], node.mapping != nil else { return Info() }
        return Info(
            title: try node.textField("title"),
            summary: try node.textField("summary"),
            description: try node.textField("description"),
            version: try node.textField("version")
        )
    }

    func readServers(_ root: SpecNode) throws(SpecError) -> [Server] {
        if version == .swagger2 { return try swagger2Servers(root) }
        guard let items = try root.sequenceField("servers", in: rootFile) else { return [] }
        var servers: [Server] = []
        for item in items where item.mapping != nil {
            var variables: [ServerVariable] = []
            for entry in try item.mappingField("variables", in: rootFile)?.entries ?? [] {
                let variable = entry.value
                variables.append(ServerVariable(
                    name: entry.key,
                    defaultValue: try variable.textField("default"),
                    enumValues: try variable.namesField("enum", in: rootFile),
                    description: try variable.textField("description")
                ))
            }
            let xName = try item.textField("x-name")
            let name = try item.textField("name")
            servers.append(Server(
                url: try item.textField("url") ?? "",
                description: try item.textField("description"),
                name: xName ?? name,
                variables: variables
            ))
        }
        return servers
    }

    func readSecuritySchemes(_ root: SpecNode) throws(SpecError) -> [SecurityScheme] {
        let mapping = version == .swagger2
            ? try root.mappingField("securityDefinitions", in: rootFile)
            : try root["components"]?.mappingField("securitySchemes", in: rootFile)
        return (mapping?.entries ?? []).map {
            SecurityScheme(name: $0.key, type: $0.value["type"]?.text, node: $0.value)
        }
    }

    /// `security`: a list of mappings from scheme name to scopes. `nil` when absent.
    func readSecurity(_ node: SpecNode, in file: String) throws(SpecError) -> [SecurityRequirement]? {
        guard let items = try node.sequenceField("security", in: file) else { return nil }
        var requirements: [SecurityRequirement] = []
        for item in items {
            guard let mapping = item.mapping else {
                throw SpecError("a security requirement must be a mapping, found \(item.kindName)", node: item)
            }
            for entry in mapping.entries {
                let scopes = try item.namesField(entry.key, in: file) ?? []
                requirements.append(SecurityRequirement(name: entry.key, scopes: scopes))
            }
        }
        return requirements
    }
}
