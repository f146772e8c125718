import APIDocsLoader

/// Reads a loaded document set into the spec model.
///
/// One reader serves Swagger 2.0 and OpenAPI 3.0/3.1/3.2: the differences are confined to the
/// `+Swagger2` extension (parameters, bodies, responses, definitions). Schemas reached through
/// `$ref` are read once each, from a work list, so reference cycles cannot recurse forever.
///
/// Wrong input is reported into `diagnostics` and the reader goes on with the next path item,
/// operation or component (`recovering`), so one run shows every error it can find; what it
/// must ignore to go on is a warning. Only a document it cannot read at all (not a mapping,
/// no known version) stops it with a thrown error.
public final class SpecReader {
    let documents: SpecDocumentSet
    let diagnostics: DiagnosticCollector
    var version: SpecVersion = .openAPI30
    /// Schemas read so far, by canonical `file#pointer`.
    var schemasByKey: [CodePointKey: Schema] = [:]
    /// Referenced schemas still to read.
    var pendingSchemas: [(key: String, node: SpecNode, file: String)] = []
    var queuedKeys: Set<CodePointKey> = []
    var keysByNode: [ObjectIdentifier: String] = [:]
    var followedRefs: [CodePointKey: ResolvedRef] = [:]
    /// Where each `$ref` node followed so far leads (see `SpecDocumentSet.followRefs`).
    var followedNodes: [ObjectIdentifier: ResolvedRef] = [:]
    var resolvedRefs: [CodePointKey: ResolvedRef] = [:]
    /// Canonical key → component name, and the reverse.
    var componentNameByKey: [CodePointKey: String] = [:]
    var componentKeys: [CodePointKey: String] = [:]
    /// `components.schemas` (or `definitions`) entries that are schemas SwagGen generates.
    var componentSchemas: [MappingEntry] = []

    /// Schema nodes read without their `$ref` (see `APISpec.schemaNodesReadAsKeywords`).
    var schemaNodesReadAsKeywords: Set<ObjectIdentifier> = []

    /// What to read beyond SwagGen's needs.
    let detail: SpecReadDetail

    init(documents: SpecDocumentSet, diagnostics: DiagnosticCollector, detail: SpecReadDetail = .swagGen) {
        self.documents = documents
        self.diagnostics = diagnostics
        self.detail = detail
    }

    /// Reads the spec model from loaded files. Errors and warnings about parts of the document
    /// go to `diagnostics` (the model then lacks those parts: check `diagnostics.hasErrors`
    /// before using it); a document that cannot be read at all is thrown.
    public static func read(_ documents: SpecDocumentSet, diagnostics: DiagnosticCollector) throws(SpecError) -> APISpec {
        try SpecReader(documents: documents, diagnostics: diagnostics).read()
    }

    /// Reads the spec model with more of the document (`.allComponents` for the
    /// swift-openapi-generator flavour).
    public static func read(_ documents: SpecDocumentSet, detail: SpecReadDetail, diagnostics: DiagnosticCollector) throws(SpecError) -> APISpec {
        try SpecReader(documents: documents, diagnostics: diagnostics, detail: detail).read()
    }

    var rootFile: String { documents.rootFile }

    func read() throws(SpecError) -> APISpec {
        let root = documents.root
        guard root.mapping != nil else {
            throw SpecError("a spec must be a mapping at the top level, found \(root.kindName)", at: root.location)
        }
        version = try detectVersion(root)
        let info = recovering { () throws(SpecError) in try readInfo(root) } ?? Info()
        checkComponents(root)
        indexComponentSchemas(root)
        let schemas = readComponentSchemas(root)
        let parameters = readComponentParameters(root)
        let globalSecurity = recovering { () throws(SpecError) in try readSecurity(root, in: rootFile) } ?? nil
        let operations = readOperations(root, globalSecurity: globalSecurity ?? [])
        let servers = recovering { () throws(SpecError) in try readServers(root) } ?? []
        let securitySchemes = recovering { () throws(SpecError) in try readSecuritySchemes(root) } ?? []
        let tags = readTags(root)
        var extraComponents: (bodies: [NamedRequestBody], responses: [NamedResponse], headers: [NamedHeader]) = ([], [], [])
        if detail == .allComponents {
            extraComponents = recovering { () throws(SpecError) in try readOtherComponents(root) } ?? ([], [], [])
        } else {
            checkOtherComponentEntries(root)
        }
        drainPendingSchemas()
        var spec = APISpec(
            version: version,
            info: info,
            servers: servers,
            schemas: schemas,
            parameters: parameters,
            operations: operations.generated,
            ungeneratedOperations: operations.ungenerated,
            tags: tags,
            securitySchemes: securitySchemes,
            schemasByKey: schemasByKey,
            componentKeys: componentKeys,
            root: root,
            rootFile: rootFile
        )
        spec.documents = documents
        spec.requestBodyComponents = extraComponents.bodies
        spec.responseComponents = extraComponents.responses
        spec.headerComponents = extraComponents.headers
        spec.schemaNodesReadAsKeywords = schemaNodesReadAsKeywords
        return spec
    }

    func detectVersion(_ root: SpecNode) throws(SpecError) -> SpecVersion {
        if let node = root["openapi"] {
            let text = node.text ?? ""
            if text.hasPrefix("3.0") { return .openAPI30 }
            if text.hasPrefix("3.1") { return .openAPI31 }
            if text.hasPrefix("3.2") { return .openAPI32 }
            throw SpecError("unsupported OpenAPI version '\(text)': apidocs reads 2.0, 3.0, 3.1 and 3.2", at: node.location, pointer: "#/openapi")
        }
        if let node = root["swagger"] {
            let text = node.text ?? ""
            if text == "2.0" || text == "2" { return .swagger2 }
            throw SpecError("unsupported Swagger version '\(text)': apidocs reads 2.0, 3.0, 3.1 and 3.2", at: node.location, pointer: "#/swagger")
        }
        throw SpecError("not an OpenAPI document: no 'openapi' or 'swagger' key at the top level", at: root.location)
    }

    func readInfo(_ root: SpecNode) throws(SpecError) -> Info {
        guard let node = root["info"], !node.isNull else { return Info() }
        guard node.mapping != nil else {
            throw SpecError("'info' must be a mapping, found \(node.kindName)", node: node)
        }
        return Info(
            title: try node.textField("title"),
            summary: try node.textField("summary"),
            description: try description(of: node),
            version: try node.textField("version")
        )
    }

    func readServers(_ root: SpecNode) throws(SpecError) -> [Server] {
        if version == .swagger2 { return try swagger2Servers(root) }
        guard let items = try root.sequenceField("servers", in: rootFile) else { return [] }
        var servers: [Server] = []
        for item in items {
            guard item.mapping != nil else {
                throw SpecError("a server must be a mapping, found \(item.kindName)", node: item)
            }
            var variables: [ServerVariable] = []
            for entry in try item.mappingField("variables", in: rootFile)?.entries ?? [] {
                let variable = entry.value
                guard variable.mapping != nil else {
                    throw SpecError("server variable '\(entry.key)' must be a mapping, found \(variable.kindName)", node: variable)
                }
                variables.append(ServerVariable(
                    name: entry.key,
                    defaultValue: try variable.textField("default"),
                    enumValues: try variable.namesField("enum", in: rootFile),
                    description: try description(of: variable)
                ))
            }
            let xName = try item.textField("x-name")
            let name = try item.textField("name")
            guard let url = try item.textField("url") else {
                warn("server without a 'url' is left out", at: item)
                continue
            }
            servers.append(Server(
                url: url,
                description: try description(of: item),
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
        var schemes: [SecurityScheme] = []
        let section = version == .swagger2 ? "securityDefinitions" : "components/securitySchemes"
        for entry in componentEntries(mapping, section: section) {
            let scheme = recovering { () throws(SpecError) -> SecurityScheme in
                SecurityScheme(name: entry.key, type: try entry.value.nameField("type"), node: entry.value)
            }
            if let scheme { schemes.append(scheme) }
        }
        return schemes
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
