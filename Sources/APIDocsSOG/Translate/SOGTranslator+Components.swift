import APIDocsSymbols
import APIDocsSpec

/// `Components` and its five namespaces.
extension SOGTranslator {
    /// `multipartNames`: the schemas a multipart body names (`multipartSchemaNames`).
    func components(_ document: SOGFilteredDocument, multipartNames: Set<String>) -> ClientDeclaration {
        ClientDeclaration(.enum, "Components", members: [
            ClientDeclaration(.enum, "Schemas", members: schemaDeclarations(document.schemas, multipartNames: multipartNames)).playing(.schemas),
            ClientDeclaration(.enum, "Parameters", members: document.parameters.flatMap(parameterComponent)),
            ClientDeclaration(.enum, "RequestBodies", members: document.requestBodies.compactMap(requestBodyComponent)),
            ClientDeclaration(.enum, "Responses", members: document.responses.map { responseStruct($0.response, named: componentTypeName("Responses", $0.name)) }),
            ClientDeclaration(.enum, "Headers", members: document.headers.flatMap(headerComponent)),
        ]).playing(.components)
    }

    /// `Components.Schemas`: each supported schema; recursive structs are boxed, which gives
    /// them a hand-written `init(from:)` and `encode(to:)`.
    func schemaDeclarations(_ schemas: [NamedSchema], multipartNames: Set<String>) -> [ClientDeclaration] {
        var declarations: [ClientDeclaration] = []
        for named in schemas {
            guard checkSupported(named.schema, at: named.schema.place, followingReference: true) else { continue }
            let typeName = componentTypeName("Schemas", named.name)
            if multipartNames.contains(named.name) {
                if var parts = multipartEnum(named.schema, named: typeName, encoding: [:]) {
                    parts.documentedName = named.name
                    declarations.append(parts)
                }
                continue
            }
            declarations += self.declarations(for: named.schema, named: typeName)
        }
        let boxed = SOGRecursionFinder(declarations: declarations).boxedTypeNames()
        return declarations.map { declaration in
            guard declaration.kind == .struct, boxed.contains(declaration.name) else { return declaration }
            var copy = declaration
            copy.members.removeAll { $0.name == "init(from:)" || $0.name == "encode(to:)" }
            copy.members.append(ClientDeclaration(.initializer, "init(from:)").taking(SOGCodableParameters.decoder))
            copy.members.append(ClientDeclaration(.method, "encode(to:)").taking(SOGCodableParameters.encoder))
            return copy
        }
    }

    func parameterComponent(_ named: NamedParameter) -> [ClientDeclaration] {
        let name = componentTypeName("Parameters", named.name)
        var parameter = named.parameter
        parameter.componentName = nil
        guard let typed = typedParameter(parameter, in: name) else { return [] }
        return declarations(for: typed.schema, named: name)
    }

    func requestBodyComponent(_ named: NamedRequestBody) -> ClientDeclaration? {
        let name = componentTypeName("RequestBodies", named.name)
        let contents = typedContents(named.body.content, isRequired: named.body.required, in: name, at: named.body.place)
        guard !contents.isEmpty else { return nil }
        return requestBodyEnum(name, contents: contents, source: named.body.place)
    }

    func headerComponent(_ named: NamedHeader) -> [ClientDeclaration] {
        let name = componentTypeName("Headers", named.name)
        var header = named.header
        header.componentName = nil
        guard let typed = typedHeader(header, named: named.name, in: name) else { return [] }
        return declarations(for: typed.schema, named: name)
    }
}
