import APIDocsLoader

/// Component schemas: naming their canonical keys, then reading them.
extension SpecReader {
    /// Pointer of the component schema list in the root file.
    var componentSchemasPointer: String { version == .swagger2 ? "/definitions" : "/components/schemas" }

    /// The component schemas SwagGen generates a model for: the entries whose value is a
    /// mapping. Any other value is left out with a warning, reported once here: a boolean (a
    /// valid schema from 3.1 on) for which SwagGen generates no model, or a value that is no
    /// schema at all (SwagGen leaves those out too).
    func componentSchemaEntries(_ root: SpecNode) -> [MappingEntry] {
        let section = version == .swagger2 ? "definitions" : "components/schemas"
        let mapping = recovering { () throws(SpecError) in
            version == .swagger2
                ? try root.mappingField("definitions", in: rootFile)
                : try root["components"]?.mappingField("schemas", in: rootFile)
        } ?? nil
        return (mapping?.entries ?? []).filter { entry in
            let value = entry.value
            if value.mapping != nil { return true }
            if let flag = value.bool, version.hasBooleanSchemas {
                warn("schema '\(entry.key)' is the boolean schema '\(flag)': SwagGen generates no model for it, so it is left out", at: value)
            } else {
                warn("'\(section)' entry '\(entry.key)' is \(value.kindName), not a mapping: it is left out", at: value)
            }
            return false
        }
    }

    /// Gives every component its canonical key before any schema is read, so references can
    /// name their component. A component that is only a `$ref` into another file *is* that
    /// schema (the usual way to split a spec); a `$ref` inside the same file stays an alias.
    func indexComponentSchemas(_ root: SpecNode) {
        componentSchemas = componentSchemaEntries(root)
        for entry in componentSchemas {
            var key = canonicalKey(file: rootFile, pointer: entry.value.pointer)
            if let ref = entry.value["$ref"]?.text, refNamesOtherFile(ref) {
                guard let target = recovering({ () throws(SpecError) in try follow(entry.value, in: rootFile) }) else { continue }
                key = canonicalKey(file: target.file, pointer: target.pointer)
            }
            if componentNameByKey[CodePointKey(key)] == nil { componentNameByKey[CodePointKey(key)] = entry.key }
            if componentKeys[CodePointKey(entry.key)] == nil { componentKeys[CodePointKey(entry.key)] = key }
        }
    }

    /// Reads each component indexed by `indexComponentSchemas`; one that cannot be read is
    /// reported and left out.
    func readComponentSchemas(_ root: SpecNode) -> [NamedSchema] {
        var result: [NamedSchema] = []
        for entry in componentSchemas {
            guard let key = componentKeys[CodePointKey(entry.key)] else { continue }
            let read = recovering { () throws(SpecError) -> Schema in
                if let existing = schemasByKey[CodePointKey(key)] { return existing }
                var node = entry.value
                var file = rootFile
                if let ref = entry.value["$ref"]?.text, refNamesOtherFile(ref) {
                    let target = try follow(entry.value, in: rootFile)
                    node = target.node
                    file = target.file
                }
                let schema = try readSchema(node, in: file)
                schemasByKey[CodePointKey(key)] = schema
                return schema
            }
            guard let schema = read else { continue }
            result.append(NamedSchema(name: entry.key, schema: schema))
        }
        return result
    }

    /// Reusable parameters (the source of SwagGen's global enums).
    /// A parameter that cannot be read is reported and left out; Swagger 2.0 `body` and
    /// `formData` parameters are no global enums and are skipped.
    func readComponentParameters(_ root: SpecNode) -> [NamedParameter] {
        let mapping = recovering { () throws(SpecError) in
            version == .swagger2
                ? try root.mappingField("parameters", in: rootFile)
                : try root["components"]?.mappingField("parameters", in: rootFile)
        } ?? nil
        var result: [NamedParameter] = []
        for entry in componentEntries(mapping, section: version == .swagger2 ? "parameters" : "components/parameters") {
            let parameter = recovering { () throws(SpecError) -> Parameter? in
                let resolved = try follow(entry.value, in: rootFile)
                guard try parameterIdentity(resolved.node) != nil else { return nil }
                return try readParameter(resolved.node, in: resolved.file)
            }
            guard let parameter = parameter ?? nil else { continue }
            result.append(NamedParameter(name: entry.key, parameter: parameter))
        }
        return result
    }

    /// `components.requestBodies`, `responses` and `headers` (OpenAPI 3 only), for `.allComponents`.
    func readOtherComponents(_ root: SpecNode) throws(SpecError) -> (bodies: [NamedRequestBody], responses: [NamedResponse], headers: [NamedHeader]) {
        guard version != .swagger2, let components = root["components"] else { return ([], [], []) }
        var bodies: [NamedRequestBody] = []
        for entry in componentEntries(try components.mappingField("requestBodies", in: rootFile), section: "components/requestBodies") {
            let resolved = try follow(entry.value, in: rootFile)
            bodies.append(NamedRequestBody(name: entry.key, body: RequestBody(
                componentName: entry.key,
                required: flag(resolved.node, "required"),
                description: try description(of: resolved.node),
                content: try readContent(resolved.node, in: resolved.file),
                node: resolved.node
            )))
        }
        var responses: [NamedResponse] = []
        for entry in componentEntries(try components.mappingField("responses", in: rootFile), section: "components/responses") {
            var response = try readResponse(entry.value, code: "default", in: rootFile)
            response.componentName = entry.key
            responses.append(NamedResponse(name: entry.key, response: response))
        }
        var headers: [NamedHeader] = []
        for entry in componentEntries(try components.mappingField("headers", in: rootFile), section: "components/headers") {
            headers.append(NamedHeader(name: entry.key, header: try readHeader(entry.value, in: rootFile)))
        }
        return (bodies, responses, headers)
    }

    /// Reads every schema that a `$ref` reached and that is not read yet; one that cannot be
    /// read is reported (once, however many refs lead to it).
    func drainPendingSchemas() {
        while let next = pendingSchemas.popLast() {
            if schemasByKey[CodePointKey(next.key)] != nil { continue }
            if let schema = recovering({ () throws(SpecError) in try readSchema(next.node, in: next.file) }) {
                schemasByKey[CodePointKey(next.key)] = schema
            }
        }
    }

    func canonicalKey(file: String, pointer: String) -> String { file + "#" + pointer }

    /// The canonical key of a resolved node, cached per node (pointers are built from parent links).
    func key(of resolved: ResolvedRef) -> String {
        let id = ObjectIdentifier(resolved.node)
        if let cached = keysByNode[id] { return cached }
        let key = canonicalKey(file: resolved.file, pointer: resolved.pointer)
        keysByNode[id] = key
        return key
    }

    func refNamesOtherFile(_ ref: String) -> Bool { !ref.hasPrefix("#") }
}
