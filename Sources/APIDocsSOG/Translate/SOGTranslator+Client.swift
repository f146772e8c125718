import APIDocsSpec
import APIDocsSymbols
import Foundation

/// The fixed scaffolding around the types: `Servers`, `APIProtocol` and `Client`.
extension SOGTranslator {
    /// `Servers.Server<N>` with an enum per variable that has `enum` and a static `url(...)`,
    /// plus the deprecated `Servers.server<N>(...)`. The enum is named after the variable as
    /// Foundation's `localizedCapitalized` spells it (`apiVersion` → `Apiversion`), as SOG does.
    func servers() -> ClientDeclaration {
        var members: [ClientDeclaration] = []
        for (offset, server) in spec.servers.enumerated() {
            let labels = server.variables.map { swiftMemberName($0.name) }
            let serverName = "Server\(offset + 1)"
            var serverMembers: [ClientDeclaration] = []
            var parameters: [ClientParameter] = []
            for (variable, label) in zip(server.variables, labels) {
                guard let values = variable.enumValues else {
                    parameters.append(ClientParameter(label: label, type: .builtin("Swift.String"), defaultValue: SwiftSourceLiteral.string(variable.defaultValue ?? "")))
                    continue
                }
                let cases = values.map { value in
                    var enumCase = ClientDeclaration(.enumCase, swiftMemberName(value))
                    enumCase.documentedName = value
                    return enumCase
                }
                let enumName = swiftTypeName(variable.name.localizedCapitalized)
                serverMembers.append(ClientDeclaration(.enum, enumName, members: cases))
                parameters.append(ClientParameter(label: label, type: .builtin("Servers.\(serverName).\(enumName)"), defaultValue: "." + swiftMemberName(variable.defaultValue ?? values.first ?? "")))
            }
            let url = ClientDeclaration(.typeMethod, ClientDeclaration.labelled("url", labels), swiftType: .builtin("Foundation.URL"))
            serverMembers.append(url.taking(parameters))
            members.append(ClientDeclaration(.enum, serverName, members: serverMembers))
            members.append(ClientDeclaration(.typeMethod, ClientDeclaration.labelled("server\(offset + 1)", labels), swiftType: .builtin("Foundation.URL")).taking(parameters))
        }
        return ClientDeclaration(.enum, "Servers", members: members).playing(.servers)
    }

    /// `APIProtocol`: a requirement per operation and a convenience overload taking the
    /// input's parts.
    func apiProtocol(_ operations: [SOGOperation], inputParameters: [[ClientParameter]]) -> ClientDeclaration {
        var members: [ClientDeclaration] = []
        for (operation, parameters) in zip(operations, inputParameters) {
            let source = operation.operation.place
            members.append(ClientDeclaration(.method, operation.methodName + "(_:)", source: source, swiftType: .builtin(operation.outputName.fullName))
                .named(from: operation.operationID).remarked(operation.remark).taking([inputParameter(operation)]))
            members.append(ClientDeclaration(.method, ClientDeclaration.labelled(operation.methodName, parameters.map(\.label)), source: source, swiftType: .builtin(operation.outputName.fullName))
                .named(from: operation.operationID).remarked(operation.remark).playing(.protocolExtensionMethod).taking(parameters))
        }
        return ClientDeclaration(.protocol, "APIProtocol", members: members).playing(.apiProtocol)
    }

    /// `Client`: its initializer and a method per operation.
    func client(_ operations: [SOGOperation]) -> ClientDeclaration {
        var members = [ClientDeclaration(.initializer, "init(serverURL:configuration:transport:middlewares:)").taking(Self.clientInitializerParameters)]
        for operation in operations {
            members.append(ClientDeclaration(.method, operation.methodName + "(_:)", source: operation.operation.place, swiftType: .builtin(operation.outputName.fullName))
                .named(from: operation.operationID).remarked(operation.remark).taking([inputParameter(operation)]))
        }
        return ClientDeclaration(.struct, "Client", members: members).playing(.client)
    }

    /// `_ input: Operations.<op>.Input`, the one parameter of an operation's `Client` method and
    /// `APIProtocol` requirement.
    func inputParameter(_ operation: SOGOperation) -> ClientParameter {
        ClientParameter(label: "_", name: "input", type: .builtin(operation.inputName.fullName))
    }

    /// `Client.init(serverURL:configuration:transport:middlewares:)` as SOG writes it.
    static let clientInitializerParameters = [
        ClientParameter(label: "serverURL", type: .builtin("Foundation.URL")),
        ClientParameter(label: "configuration", type: .builtin("OpenAPIRuntime.Configuration"), defaultValue: ".init()"),
        ClientParameter(label: "transport", type: .builtin("any OpenAPIRuntime.ClientTransport")),
        ClientParameter(label: "middlewares", type: .array(.builtin("any OpenAPIRuntime.ClientMiddleware")), defaultValue: "[]"),
    ]
}
