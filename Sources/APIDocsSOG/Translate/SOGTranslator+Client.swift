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
            var serverMembers: [ClientDeclaration] = []
            for variable in server.variables {
                guard let values = variable.enumValues else { continue }
                let cases = values.map { value in
                    var enumCase = ClientDeclaration(.enumCase, swiftMemberName(value))
                    enumCase.documentedName = value
                    return enumCase
                }
                serverMembers.append(ClientDeclaration(.enum, swiftTypeName(variable.name.localizedCapitalized), members: cases))
            }
            serverMembers.append(ClientDeclaration(.typeMethod, ClientDeclaration.labelled("url", labels), swiftType: .builtin("Foundation.URL")))
            members.append(ClientDeclaration(.enum, "Server\(offset + 1)", members: serverMembers))
            members.append(ClientDeclaration(.typeMethod, ClientDeclaration.labelled("server\(offset + 1)", labels), swiftType: .builtin("Foundation.URL")))
        }
        return ClientDeclaration(.enum, "Servers", members: members).playing(.servers)
    }

    /// `APIProtocol`: a requirement per operation and a convenience overload taking the
    /// input's parts.
    func apiProtocol(_ operations: [SOGOperation], inputLabels: [[String]]) -> ClientDeclaration {
        var members: [ClientDeclaration] = []
        for (operation, labels) in zip(operations, inputLabels) {
            let source = operation.operation.place
            members.append(ClientDeclaration(.method, operation.methodName + "(_:)", source: source, swiftType: .builtin(operation.outputName.fullName)).named(from: operation.operationID).remarked(operation.remark))
            members.append(ClientDeclaration(.method, ClientDeclaration.labelled(operation.methodName, labels), source: source, swiftType: .builtin(operation.outputName.fullName))
                .named(from: operation.operationID).remarked(operation.remark).playing(.protocolExtensionMethod))
        }
        return ClientDeclaration(.protocol, "APIProtocol", members: members).playing(.apiProtocol)
    }

    /// `Client`: its initializer and a method per operation.
    func client(_ operations: [SOGOperation]) -> ClientDeclaration {
        var members = [ClientDeclaration(.initializer, "init(serverURL:configuration:transport:middlewares:)")]
        for operation in operations {
            members.append(ClientDeclaration(.method, operation.methodName + "(_:)", source: operation.operation.place, swiftType: .builtin(operation.outputName.fullName)).named(from: operation.operationID).remarked(operation.remark))
        }
        return ClientDeclaration(.struct, "Client", members: members).playing(.client)
    }
}
