import APIDocsLoader

/// Component schemas: naming their canonical keys, then reading them.
extension SpecReader {
    /// Pointer of the component schema list in the root file.
    var componentSchemasPointer: String { version == .swagger2 ? "/definitions" : "/components/schemas" }

    func componentSchemaEntries(_ root: SpecNode) throws(SpecError) -> [MappingEntry] {
        let mapping = version == .swagger2
            ? try root.mappingField("definitions", in: rootFile)
            : try root["components"]?.mappingField("schemas", in: rootFile)
        // SwagGen keeps only entries whose value is a mapping.
        return (mapping?.entries ?? []).filter { $0.value.mapping != nil }
    }

    /// Gives every component its canonical key before any schema is read, so references can
    /// name their component. A component that is only a `$ref` into another file *is* that
    /// schema (the usual way to split a spec); a `$ref` inside the same file stays an alias.
    func indexComponentSchemas(_ root: SpecNode) throws(SpecError) {
        for entry in try componentSchemaEntries(root) {
            var key = canonicalKey(file: rootFile, pointer: entry.value.pointer)
            if let ref = entry.value["$ref"]?.text, refNamesOtherFile(ref) {
                let target = try follow(entry.value, in: rootFile)
                key = canonicalKey(file: target.file, pointer: target.pointer)
            }
            if componentNameByKey[key] == nil { componentNameByKey[key] = entry.key }
            if componentKeys[entry.key] == nil { componentKeys[entry.key] = key }
        }
    }

    func readComponentSchemas(_ root: SpecNode) throws(SpecError) -> [NamedSchema] {
        var result: [NamedSchema] = []
        for entry in try componentSchemaEntries(root) {
            guard let key = componentKeys[entry.key] else { continue }
            let schema: Schema
            if let existing = schemasByKey[key] {
                schema = existing
            } else {
                var node = entry.value
                var file = rootFile
                if let ref = entry.value["$ref"]?.text, refNamesOtherFile(ref) {
                    let target = try follow(entry.value, in: rootFile)
                    node = target.node
                    file = target.file
                }
                schema = try readSchema(node, in: file)
                schemasByKey[key] = schema
            }
            result.append(NamedSchema(name: entry.key, schema: schema))
        }
        return result
    }

    /// Reusable parameters (the source of SwagGen's global enums).
    func readComponentParameters(_ root: SpecNode) throws(SpecError) -> [NamedParameter] {
        let mapping = version == .swagger2
            ? try root.mappingField("parameters", in: rootFile)
            : try root["components"]?.mappingField("parameters", in: rootFile)
        var result: [NamedParameter] = []
        for entry in mapping?.entries ?? [] {
            let resolved = try follow(entry.value, in: rootFile)
            guard let parameter = try readParameter(resolved.node, in: resolved.file) else { continue }
            result.append(NamedParameter(name: entry.key, parameter: parameter))
        }
        return result
    }

    /// Reads every schema that a `$ref` reached and that is not read yet.
    func drainPendingSchemas() throws(SpecError) {
        while let next = pendingSchemas.popLast() {
            if schemasByKey[next.key] != nil { continue }
            schemasByKey[next.key] = try readSchema(next.node, in: next.file)
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
