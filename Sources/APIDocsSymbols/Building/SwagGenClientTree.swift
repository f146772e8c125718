/// The SwagGen namer's side of the shared client model: the declarations of a SwagGen client
/// as its generated code nests them.
///
/// Top level: the API's namespace struct (the `Server` enum, one enum per tag holding that
/// tag's operations, operations without a tag), then the component models and the global
/// enums. Each declaration's name is the last component of the `swiftPath` the namer gave it,
/// so every path of the tree is a path of the symbol graph; the containers the graph does not
/// list (the namespace, `Server`, a request's `Options`, a response's `SuccessType`, a model's
/// `additionalProperties`) are added because the code declares them.
enum SwagGenClientTree {
    static func make(_ graph: SymbolGraph) -> ClientDeclarationTree {
        var namespace = ClientDeclaration(.struct, graph.namespace).playing(.namespace)
        if !graph.servers.isEmpty {
            var servers = ClientDeclaration(.enum, "Server").playing(.servers)
            servers.members = graph.servers.map { server in
                ClientDeclaration(server.variables.isEmpty ? .typeProperty : .typeMethod, name(server.swiftPath, in: servers.name))
                    .playing(.server)
            }
            namespace.members.append(servers)
        }
        // Tags in graph order, each once, with the operations declared inside them.
        var containers: [String] = []
        var operationsByContainer: [String: [ClientDeclaration]] = [:]
        for tag in graph.tags where operationsByContainer[tag.swiftPath] == nil {
            containers.append(tag.swiftPath)
            operationsByContainer[tag.swiftPath] = []
        }
        var untagged: [ClientDeclaration] = []
        for operation in graph.operations {
            let declaration = self.operation(operation)
            if operationsByContainer[operation.namespace] != nil {
                operationsByContainer[operation.namespace]!.append(declaration)
            } else {
                untagged.append(declaration)
            }
        }
        for path in containers {
            var tag = ClientDeclaration(.enum, name(path, in: graph.namespace)).playing(.tag)
            tag.documentedName = graph.tags.first { $0.swiftPath == path }?.name
            tag.members = operationsByContainer[path]!
            namespace.members.append(tag)
        }
        namespace.members += untagged
        var declarations = [namespace]
        declarations += graph.models.map { model($0, in: "").playing(.model) }
        declarations += graph.enums.map { enumeration($0, in: "").playing(.globalEnum) }
        return ClientDeclarationTree(declarations: declarations)
    }

    /// The last component of `path`, which the code declares inside `parent` (a path, or `""`).
    static func name(_ path: String, in parent: String) -> String {
        if parent.isEmpty { return path }
        if let offset = SwiftPathPrefix.memberOffset(of: path, under: parent) {
            let utf8 = path.utf8
            return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: offset)...], as: UTF8.self)
        }
        return String(path.split(separator: ".").last ?? Substring(path))
    }

    static func model(_ model: ModelSymbol, in parent: String) -> ClientDeclaration {
        let kind: ClientSymbolKind
        var type: SwiftType?
        switch model.kind {
        case .class: kind = .class; type = model.superclass
        case .struct: kind = .struct
        case .enum, .discriminatedEnum: kind = .enum; type = model.enumSymbol?.rawType
        case .typealias: kind = .typealias; type = model.aliasOf
        }
        var declaration = ClientDeclaration(kind, name(model.swiftPath, in: parent), source: model.schema?.place, swiftType: type)
        declaration.documentedName = model.name
        for property in model.properties {
            var member = ClientDeclaration(.property, name(property.swiftPath, in: model.swiftPath), source: property.schema.place, swiftType: property.type)
            member.isOptional = property.optional
            member.hasDefaultValue = !property.required
            member.documentedName = property.name
            declaration.members.append(member)
        }
        if let value = model.additionalPropertiesType {
            declaration.members.append({
                var member = ClientDeclaration(.property, "additionalProperties", swiftType: .dictionary(value)).playing(.additionalProperties)
                member.hasDefaultValue = true
                return member
            }())
        }
        if let symbol = model.enumSymbol { declaration.members += cases(symbol, in: model.swiftPath) }
        for item in model.discriminator?.cases ?? [] {
            declaration.members.append(ClientDeclaration(.enumCase, name(item.swiftPath, in: model.swiftPath), swiftType: item.associatedType))
        }
        declaration.members += model.enums.map { enumeration($0, in: model.swiftPath) }
        declaration.members += model.nestedTypes.map { self.model($0, in: model.swiftPath) }
        return declaration
    }

    static func enumeration(_ symbol: EnumSymbol, in parent: String) -> ClientDeclaration {
        var declaration = ClientDeclaration(.enum, name(symbol.swiftPath, in: parent), source: symbol.schema.place, swiftType: symbol.rawType)
        declaration.documentedName = symbol.name
        declaration.members = cases(symbol, in: symbol.swiftPath)
        return declaration
    }

    static func cases(_ symbol: EnumSymbol, in parent: String) -> [ClientDeclaration] {
        symbol.cases.map { item in
            var declaration = ClientDeclaration(.enumCase, name(item.swiftPath, in: parent))
            declaration.rawValue = item.rawValue
            return declaration
        }
    }

    static func operation(_ operation: OperationSymbol) -> ClientDeclaration {
        var declaration = ClientDeclaration(.enum, name(operation.swiftPath, in: operation.namespace), source: operation.operation.place)
            .playing(.operation)
        declaration.documentedName = operation.operationId
        declaration.members += operation.enums.map { enumeration($0, in: operation.swiftPath) }

        let request = operation.request
        var input = ClientDeclaration(.class, name(request.swiftPath, in: operation.swiftPath)).playing(.input)
        if !request.options.isEmpty {
            var options = ClientDeclaration(.struct, "Options").playing(.requestOptions)
            let optionsPath = request.swiftPath + "." + options.name
            options.members = request.options.map { option in
                var member = ClientDeclaration(.property, name(option.swiftPath, in: optionsPath), source: option.place ?? option.schema.place, swiftType: option.type)
                member.isOptional = !option.required
                member.hasDefaultValue = !option.required
                member.documentedName = option.key
                return member
            }
            options.members += memberwiseInitializer(request)
            input.members.append(options)
        }
        if let body = request.body {
            var member = ClientDeclaration(.property, name(body.swiftPath, in: request.swiftPath), source: body.place ?? body.schema.place, swiftType: body.type)
                .playing(.requestBody)
            member.isOptional = !body.required
            input.members.append(member)
        }
        input.members += request.nestedTypes.map { model($0, in: request.swiftPath) }
        input.members += initializers(request, place: operation.operation.place)
        declaration.members.append(input)

        let response = operation.response
        var output = ClientDeclaration(.enum, name(response.swiftPath, in: operation.swiftPath)).playing(.output)
        output.members.append(ClientDeclaration(.typealias, "SuccessType", swiftType: response.successType))
        for item in response.cases {
            var member = ClientDeclaration(.enumCase, name(item.swiftPath, in: response.swiftPath), source: item.response.place, swiftType: item.associatedType)
            member.documentedName = item.statusCode.map(String.init) ?? "default"
            output.members.append(member)
        }
        output.members += response.enums.map { enumeration($0, in: response.swiftPath) }
        output.members += response.nestedTypes.map { model($0, in: response.swiftPath) }
        declaration.members.append(output)
        return declaration
    }
}

extension ModelSymbol {
    /// This top-level model (or global enum made a model) as a declaration of the client model.
    public var clientDeclaration: ClientDeclaration { SwagGenClientTree.model(self, in: "") }
}

extension OperationSymbol {
    /// This operation's enum, with its request and response, as a declaration of the client model.
    public var clientDeclaration: ClientDeclaration { SwagGenClientTree.operation(self) }
}

extension SymbolGraph {
    /// The client as the shared, flavour-neutral declaration tree; built when asked for.
    public func clientTree() -> ClientDeclarationTree {
        SwagGenClientTree.make(self)
    }
}
