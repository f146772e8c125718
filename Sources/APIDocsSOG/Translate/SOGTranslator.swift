import APIDocsSymbols
import APIDocsDiagnostics
import APIDocsSpec

/// Computes swift-openapi-generator 1.14.3's symbol model from the spec model.
///
/// It follows the generator's translation step by step (components, operations, servers,
/// `APIProtocol`, `Client`) and builds the declaration tree SOG would write, without writing
/// Swift. What SOG skips with a warning is reported as a warning here, at the spec place;
/// what SOG refuses is an error (see `SOGRefusalChecker`).
public final class SOGTranslator {
    let spec: APISpec
    let config: SOGConfig
    let namer: SOGNamer
    let diagnostics: DiagnosticCollector
    /// Whether OpenAPIKit reads `const` (as a one-value `enum`): in 3.1 documents and later;
    /// its 3.0 reader has no `const`.
    var readsConst: Bool { spec.version.hasJSONSchema2020 }
    /// Names already computed: big specs name the same components thousands of times.
    private var typeNames: [String: String] = [:]
    private var memberNames: [String: String] = [:]

    public init(spec: APISpec, config: SOGConfig, diagnostics: DiagnosticCollector) {
        self.spec = spec
        self.config = config
        self.namer = SOGNamer(strategy: config.namingStrategy, overrides: config.nameOverrides)
        self.diagnostics = diagnostics
    }

    /// The symbol model of a spec in this flavour: `nil`, with located errors, when SOG would
    /// refuse the document; otherwise the symbol graph (collisions reported as diagnostics).
    public static func symbolGraph(spec: APISpec, config: SOGConfig, diagnostics: DiagnosticCollector) -> ClientDeclarationTree? {
        guard SOGRefusalChecker(spec: spec, diagnostics: diagnostics).check() else { return nil }
        let errorsBefore = diagnostics.errorCount
        let graph = SOGTranslator(spec: spec, config: config, diagnostics: diagnostics).translate()
        // Errors found while translating (an enum value SOG cannot decode, two schemas with one
        // name) fail SOG's run too.
        return diagnostics.errorCount == errorsBefore ? graph : nil
    }

    /// The symbol graph of the whole generated module (types and client).
    public func translate() -> ClientDeclarationTree {
        if let filter = config.filter { checkFilterNames(filter) }
        let filtered = SOGDocumentFilter(config.filter).apply(to: spec)
        let operations = filtered.operations.map { SOGOperation($0, namer: namer) }
        let namespaces = operations.map(operationNamespace)
        var declarations: [ClientDeclaration] = []
        declarations.append(apiProtocol(operations, inputParameters: namespaces.map(Self.inputParameters)))
        declarations.append(servers())
        let multipartNames = multipartSchemaNames(filtered.operations)
        declarations.append(components(filtered, multipartNames: multipartNames))
        declarations.append(ClientDeclaration(.enum, "Operations", members: namespaces).playing(.operations))
        declarations.append(client(operations))
        let tree = SOGCollisionChecker(namer: namer, diagnostics: diagnostics).checkedAndMerged(declarations)
        let partsEnums = Set(multipartNames.map { componentTypeName("Schemas", $0).fullName })
        SOGDanglingTypeChecker(diagnostics: diagnostics, partsEnums: partsEnums).check(tree)
        return tree
    }

    /// SOG fails when `filter` names an operation, tag, path or schema the document lacks.
    func checkFilterNames(_ filter: SOGFilter) {
        let operationIDs = Set(spec.operations.compactMap(\.operationId))
        let tags = Set(spec.operations.flatMap { $0.tags ?? [] })
        let paths = Set(spec.operations.map(\.path))
        let schemas = Set(spec.schemas.map(\.name))
        let problems = filter.operations.filter { !operationIDs.contains($0) }.map { "operation '\($0)'" }
            + filter.tags.filter { !tags.contains($0) }.map { "tag '\($0)'" }
            + filter.paths.filter { !paths.contains($0) }.map { "path '\($0)'" }
            + filter.schemas.filter { !schemas.contains($0) }.map { "schema '\($0)'" }
        for problem in problems {
            diagnostics.error("the generator config's filter names the \(problem), which the document does not have", at: nil, file: spec.rootFile)
        }
    }

    /// The parameters of an operation's `Input` initializer (its parts that exist).
    static func inputParameters(of namespace: ClientDeclaration) -> [ClientParameter] {
        guard let input = namespace.members.first(where: { $0.role == .input }),
              let initializer = input.members.first(where: { $0.kind == .initializer && $0.argumentLabels != ["from"] })
        else { return [] }
        return initializer.parameters ?? []
    }

    /// `namer.typeName`, remembered.
    func swiftTypeName(_ documented: String) -> String {
        if let known = typeNames[documented] { return known }
        let name = namer.typeName(documented)
        typeNames[documented] = name
        return name
    }

    /// `namer.memberName`, remembered.
    func swiftMemberName(_ documented: String) -> String {
        if let known = memberNames[documented] { return known }
        let name = namer.memberName(documented)
        memberNames[documented] = name
        return name
    }

    /// A warning for something SOG skips, at the spec place that caused it.
    func skipped(_ message: String, at place: SpecPlace) {
        diagnostics.warning("swift-openapi-generator skips this: " + message, at: place.location, pointer: "#" + place.pointer)
    }
}

/// The spec-side facts of one operation that SOG's names come from.
struct SOGOperation {
    let operation: Operation
    /// `operationId`, or the method and path run together (`get/pets`).
    let operationID: String
    /// `Operations.<typeName>`, also the namespace of `Input` and `Output`.
    let namespace: SOGTypeName
    /// The `Client` and `APIProtocol` method name.
    let methodName: String
    /// SOG's remark for the operation (`#/paths//pets/get(listPets)`).
    let remark: String

    init(_ operation: Operation, namer: SOGNamer) {
        self.operation = operation
        operationID = operation.operationId ?? operation.method.lowercased() + operation.path
        var steps = [SOGTypeName.Step(swift: nil, json: "#"), SOGTypeName.Step(swift: "Operations", json: "paths")]
        steps += operation.path.split(separator: "/").map { SOGTypeName.Step(swift: nil, json: String($0)) }
        steps.append(SOGTypeName.Step(swift: namer.typeName(operationID), json: operation.method.uppercased()))
        namespace = SOGTypeName(steps: steps)
        remark = "#/paths/" + operation.path + "/" + operation.method.lowercased() + (operation.operationId.map { "(" + $0 + ")" } ?? "")
        methodName = namer.memberName(operationID)
    }

    var inputName: SOGTypeName { namespace.appending("Input", json: nil) }
    var outputName: SOGTypeName { namespace.appending("Output", json: "responses") }

    /// Responses in document order with `default` moved last, as SOG lists the outcomes.
    var outcomes: [Response] {
        let all = operation.allResponses
        return all.filter { $0.code != "default" } + all.filter { $0.code == "default" }
    }

    var hasDefaultResponse: Bool { operation.allResponses.contains { $0.code == "default" } }

    /// Parameters as SOG merges them: one per location and name, the last declaration winning.
    var parameters: [Parameter] {
        var seen: Set<String> = []
        var kept: [Parameter] = []
        for parameter in operation.declaredParameters.reversed() {
            let key = parameter.location.rawValue + ":" + parameter.name
            if seen.insert(key).inserted { kept.append(parameter) }
        }
        return kept.reversed()
    }
}
