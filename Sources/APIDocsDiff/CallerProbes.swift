import APIDocsSymbols

/// A piece of Swift written against the old client that uses what one change is about, so a
/// compiler can confirm the change's verdict.
///
/// `apidocs diff --probes DIR` writes one per change: compiled against the old client every
/// probe compiles; compiled against the new one, a probe breaks when its change is breaking,
/// and otherwise only when another change to the same declaration is breaking (an optional
/// property added beside a required one: the old call lacks the required one). A change with
/// nothing in the old client to use (a new top-level type) has no probe.
public struct CallerProbe: Sendable, Hashable {
    /// The change the probe is about.
    public var change: ClientChange
    /// Top-level Swift declarations (functions, a conforming type), self-contained apart from
    /// the client module and `CallerProbes.prelude`.
    public var source: String
    /// How the probe uses the old client, in words.
    public var use: String

    public init(change: ClientChange, source: String, use: String) {
        self.change = change
        self.source = source
        self.use = use
    }
}

/// Writes caller probes from the old client's declarations.
public enum CallerProbes {
    /// Helpers every probe may call: a value of any type, and a check that a value has exactly
    /// a type (an `inout` argument admits no conversion, so `T` → `T?` does not pass).
    public static let prelude = """
        func probeValue<T>() -> T { fatalError() }
        func probeExactly<T>(_ value: inout T, _ type: T.Type) {}

        """

    /// One probe per change that has an old declaration to use, in the changes' order (each
    /// probe's declarations named after its number); `new` tells what an addition is.
    public static func probes(for changes: [ClientChange], old: ClientDeclarationTree, new: ClientDeclarationTree) -> [CallerProbe] {
        let index = DeclarationIndex(old), newIndex = DeclarationIndex(new)
        return changes.enumerated().compactMap { number, change in
            var writer = ProbeWriter(index: index, newIndex: newIndex, prefix: "probe\(number + 1)")
            guard let use = writer.write(change) else { return nil }
            return CallerProbe(change: change, source: writer.source, use: use)
        }
    }
}

/// A client's declarations by path and kind, each with its parent's path.
struct DeclarationIndex {
    struct Entry {
        var declaration: ClientDeclaration
        var parentPath: String?
    }

    private var entries: [String: [Entry]] = [:]

    init(_ tree: ClientDeclarationTree) {
        func walk(_ declaration: ClientDeclaration, parent: String?) {
            let path = parent.map { $0 + "." + declaration.name } ?? declaration.name
            entries[path, default: []].append(Entry(declaration: declaration, parentPath: parent))
            for member in declaration.members { walk(member, parent: path) }
        }
        for declaration in tree.declarations { walk(declaration, parent: nil) }
    }

    func entry(_ path: String, kind: ClientSymbolKind) -> Entry? {
        entries[path]?.first { $0.declaration.kind == kind }
    }

    /// The container at `path` (a type, not a same-named property).
    func container(_ path: String) -> Entry? {
        entries[path]?.first { $0.declaration.kind.isContainer }
    }
}

/// Writes the probe of one change.
private struct ProbeWriter {
    let index: DeclarationIndex
    /// The new client's declarations, for what an added one is.
    let newIndex: DeclarationIndex
    let prefix: String
    var source = ""

    /// Writes the probe; returns how it uses the old client, or `nil` when there is nothing to use.
    mutating func write(_ change: ClientChange) -> String? {
        switch change.change {
        case .added:
            guard let parentPath = ClientChange.parentPath(of: change.symbol), let parent = index.container(parentPath) else { return nil }
            return useAfterAddition(to: parent.declaration, path: parentPath, added: change)
        case .changed where change.oldMember != nil || change.newMember != nil:
            // A function the docs do not list, told on the declaration that holds it.
            guard let member = change.oldMember else {
                return index.container(change.symbol).map { nameType($0.declaration, path: change.symbol) }
            }
            let path = change.symbol + "." + member
            guard let entry = index.entry(path, kind: change.kind) else { return nil }
            return use(entry, path: path, exactType: true)
        case .removed, .changed:
            // A changed signature's old declaration is at its old path.
            let path = change.oldSymbol ?? change.symbol
            guard let entry = index.entry(path, kind: change.kind) else { return nil }
            if change.aspect == .defaultValue, let parentPath = entry.parentPath, let parent = index.container(parentPath) {
                // Old code could leave the argument out only while it had a default.
                let omitted = entry.declaration.hasDefaultValue ? entry.declaration.name : nil
                return callInitializer(of: parent.declaration, path: parentPath, omitting: omitted)
            }
            if change.aspect == .member, let member = unlistedMember(change, of: path) {
                // What a member the docs do not list was (SwagGen's `additionalProperties`,
                // a response's `SuccessType`): old code uses it as exactly its old type.
                return use(member.entry, path: member.path, exactType: true)
            }
            return use(entry, path: path, exactType: change.aspect == .type || change.aspect == .signature)
        }
    }

    /// The old member a `member` change is about, named by its old text (`additionalProperties:
    /// [String: Pet]`, `SuccessType = Pet`); `nil` for a member only the new side has.
    private func unlistedMember(_ change: ClientChange, of path: String) -> (entry: DeclarationIndex.Entry, path: String)? {
        guard let text = change.old, let end = text.firstIndex(where: { $0 == ":" || $0 == " " }) else { return nil }
        let memberPath = path + "." + text[..<end]
        guard let entry = index.entry(memberPath, kind: .property) ?? index.entry(memberPath, kind: .typealias) else { return nil }
        return (entry, memberPath)
    }

    // MARK: Uses after an addition

    private mutating func useAfterAddition(to parent: ClientDeclaration, path: String, added: ClientChange) -> String {
        switch (added.kind, parent.kind) {
        case (.enumCase, .enum):
            return switchOverCases(of: parent, path: path)
        case (.property, .class) where parent.role == .input && parent.members.contains(where: { $0.role == .requestInitializer }):
            // A SwagGen request's initializers are probed by their own entries.
            return nameType(parent, path: path)
        case (.property, .struct), (.property, .class):
            return callInitializer(of: parent, path: path)
        case (.method, .protocol) where newIndex.entry(added.symbol, kind: added.kind)?.declaration.role != .protocolExtensionMethod:
            return conform(to: parent, path: path)
        default:
            return nameType(parent, path: path)
        }
    }

    /// An exhaustive `switch` over the old cases.
    private mutating func switchOverCases(of declaration: ClientDeclaration, path: String) -> String {
        let cases = declaration.members.filter { $0.kind == .enumCase }.map { "    case ." + $0.baseName + ": break\n" }
        source += "func \(prefix)(_ value: \(path)) {\n  switch value {\n" + cases.joined() + "  }\n}\n"
        return "switches over the old cases of `\(path)` without `default`"
    }

    /// A call of the memberwise initializer, less `omitting`: every argument the old one
    /// requires (old code must pass them), and each defaulted one the new initializer has too
    /// (so another property's removal does not interfere).
    private mutating func callInitializer(of declaration: ClientDeclaration, path: String, omitting: String? = nil) -> String {
        let template = index.templateInitializer(of: declaration)
        guard let oldLabels = Self.memberwiseLabels(declaration) ?? template?.labels else { return nameType(declaration, path: path) }
        let newLabels = newIndex.container(path).flatMap { Self.memberwiseLabels($0.declaration) ?? newIndex.templateInitializer(of: $0.declaration)?.labels }
            .map(Set.init) ?? Set(oldLabels)
        let defaulted = Set(declaration.members.filter { $0.kind == .property && $0.hasDefaultValue }.map(\.name)).union(template?.defaulted ?? [])
        let labels = oldLabels.filter { $0 != omitting && (!defaulted.contains($0) || newLabels.contains($0)) }
        let arguments = labels.map { $0 + ": probeValue()" }.joined(separator: ", ")
        source += "func \(prefix)() {\n  _ = \(path)(\(arguments))\n}\n"
        return (labels.isEmpty ? "calls `\(path)()`" : "calls `\(path).init` with \(labels.map { "`\($0):`" }.joined(separator: ", "))")
            + (omitting.map { ", leaving out `\($0):`" } ?? "")
    }

    /// The labels of a struct's memberwise initializer: the one whose labels all name stored properties.
    private static func memberwiseLabels(_ declaration: ClientDeclaration) -> [String]? {
        let properties = Set(declaration.members.filter { $0.kind == .property }.map(\.name))
        return declaration.members.first { member in
            guard member.kind == .initializer, let labels = member.argumentLabels else { return false }
            return labels != ["from"] && labels != ["rawValue"] && labels.allSatisfy(properties.contains)
        }?.argumentLabels
    }

    /// A type that conforms to the protocol by implementing its old requirements.
    private mutating func conform(to declaration: ClientDeclaration, path: String) -> String {
        var body = ""
        for requirement in declaration.members where requirement.kind == .method && requirement.role != .protocolExtensionMethod {
            guard let output = requirement.swiftType?.description, output.hasSuffix(".Output"), requirement.argumentLabels == ["_"] else {
                return nameType(declaration, path: path)
            }
            let input = output.dropLast(".Output".count) + ".Input"
            body += "  func \(requirement.baseName)(_ input: \(input)) async throws -> \(output) { fatalError() }\n"
        }
        source += "struct \(prefix.capitalizedFirst): \(path) {\n" + body + "}\n"
        return "conforms to `\(path)` with its old requirements"
    }

    private mutating func nameType(_ declaration: ClientDeclaration, path: String) -> String {
        let type = declaration.kind == .protocol ? "(any \(path))" : path
        source += "func \(prefix)() {\n  _ = \(type).self\n}\n"
        return "names `\(path)`"
    }

    // MARK: Uses of an old declaration

    private mutating func use(_ entry: DeclarationIndex.Entry, path: String, exactType: Bool) -> String? {
        let declaration = entry.declaration
        let oldType = exactType ? declaration.declaredType?.qualified.description : nil
        switch declaration.kind {
        case .struct, .enum, .class, .protocol:
            // The same path is now another kind of type (a struct became an enum): naming it
            // still compiles, so the probe uses what the old kind allowed.
            if let replaced = newIndex.container(path)?.declaration, replaced.kind != declaration.kind {
                if declaration.kind == .enum, declaration.members.contains(where: { $0.kind == .enumCase }) {
                    return switchOverCases(of: declaration, path: path)
                }
                if declaration.kind == .struct || declaration.kind == .class { return callInitializer(of: declaration, path: path) }
            }
            if declaration.kind == .enum, let oldType {
                source += "func \(prefix)(_ value: \(path)) {\n  var raw = value.rawValue\n  probeExactly(&raw, \(oldType).self)\n}\n"
                return "reads `\(path).rawValue` as `\(oldType)`"
            }
            return nameType(declaration, path: path)
        case .typealias:
            if let oldType {
                source += "func \(prefix)() {\n  var value: \(path) = probeValue()\n  probeExactly(&value, \(oldType).self)\n}\n"
                return "uses `\(path)` as `\(oldType)`"
            }
            return nameType(declaration, path: path)
        default:
            guard let parentPath = entry.parentPath, let parent = index.container(parentPath) else { return nil }
            return useMember(declaration, of: parent.declaration, parentPath: parentPath, path: path, oldType: oldType, exact: exactType)
        }
    }

    private mutating func useMember(
        _ declaration: ClientDeclaration, of parent: ClientDeclaration, parentPath: String, path: String, oldType: String?, exact: Bool
    ) -> String? {
        let owner = parent.kind == .protocol ? "some \(parentPath)" : parentPath
        let name = declaration.name
        switch declaration.kind {
        case .property:
            if let oldType {
                source += "func \(prefix)(_ owner: \(owner)) throws {\n  var value = try owner.\(name)\n  probeExactly(&value, \(oldType).self)\n}\n"
                return "reads `\(path)` as `\(oldType)`"
            }
            source += "func \(prefix)(_ owner: \(owner)) throws {\n  _ = try owner.\(name)\n}\n"
            return "reads `\(path)`"
        case .typeProperty:
            source += "func \(prefix)() throws {\n  _ = try \(parentPath).\(name)\n}\n"
            return "reads `\(path)`"
        case .enumCase:
            let labels = declaration.argumentLabels
            if labels == nil, parent.role == .output, declaration.documentedName == "default" {
                return useDefaultResponse(declaration, parentPath: parentPath, oldType: oldType, exact: exact)
            }
            // SwagGen names a case with a payload without labels (`status200`).
            if let oldType, labels == nil || labels?.count == 1 {
                source += "func \(prefix)(_ value: \(parentPath)) {\n  if case .\(declaration.baseName)(let payload) = value {\n    var copy = payload\n    probeExactly(&copy, \(oldType).self)\n  }\n}\n"
                return "matches `.\(declaration.baseName)` and uses its payload as `\(oldType)`"
            }
            if exact, labels == nil {
                // Without a payload, old code could also make the case (a stubbed response).
                source += "func \(prefix)(_ value: \(parentPath)) -> Bool {\n  let made: \(parentPath) = .\(declaration.baseName)\n  _ = made\n"
                    + "  if case .\(declaration.baseName) = value { return true }\n  return false\n}\n"
                return "makes `.\(declaration.baseName)` without a payload and matches it"
            }
            source += "func \(prefix)(_ value: \(parentPath)) -> Bool {\n  if case .\(declaration.baseName) = value { return true }\n  return false\n}\n"
            return "matches `.\(declaration.baseName)`"
        case .method, .typeMethod:
            let receiver = declaration.kind == .typeMethod ? parentPath : "owner"
            let parameter = declaration.kind == .typeMethod ? "" : "_ owner: \(owner)"
            let call = "\(receiver).\(declaration.baseName)(\(Self.arguments(declaration, typed: exact)))"
            // Old code may also have left out every argument with a default.
            let short = Self.argumentsWithoutDefaults(declaration, typed: exact).map { "  _ = try await \(receiver).\(declaration.baseName)(\($0))\n" } ?? ""
            if let oldType {
                source += "func \(prefix)(\(parameter)) async throws {\n  var result = try await \(call)\n  probeExactly(&result, \(oldType).self)\n\(short)}\n"
                return "calls `\(path)` and uses its result as `\(oldType)`" + (short.isEmpty ? "" : ", and calls it without its defaulted arguments")
            }
            source += "func \(prefix)(\(parameter)) async throws {\n  _ = try await \(call)\n\(short)}\n"
            return "calls `\(path)`" + (short.isEmpty ? "" : " with and without its defaulted arguments")
        case .initializer:
            let short = Self.argumentsWithoutDefaults(declaration, typed: exact).map { "  _ = try \(parentPath)(\($0))\n" } ?? ""
            source += "func \(prefix)() throws {\n  _ = try \(parentPath)(\(Self.arguments(declaration, typed: exact)))\n\(short)}\n"
            return "calls `\(path)`" + (exact && declaration.parameters != nil ? " with arguments of exactly the old types" : "")
                + (short.isEmpty ? "" : ", and without its defaulted arguments")
        default:
            return nil
        }
    }
}

extension ProbeWriter {
    /// SwagGen's `default` response case, `defaultResponse(statusCode: Int[, T])`: matched with
    /// its status code and payload as exactly the old type, or, without a payload, also made.
    fileprivate mutating func useDefaultResponse(_ declaration: ClientDeclaration, parentPath: String, oldType: String?, exact: Bool) -> String {
        let name = declaration.baseName
        if let oldType {
            source += "func \(prefix)(_ value: \(parentPath)) {\n  if case .\(name)(let statusCode, let payload) = value {\n    _ = statusCode\n"
                + "    var copy = payload\n    probeExactly(&copy, \(oldType).self)\n  }\n}\n"
            return "matches `.\(name)(statusCode:_:)` and uses its payload as `\(oldType)`"
        }
        guard exact else {
            source += "func \(prefix)(_ value: \(parentPath)) -> Bool {\n  if case .\(name) = value { return true }\n  return false\n}\n"
            return "matches `.\(name)`"
        }
        source += "func \(prefix)(_ value: \(parentPath)) -> Int {\n  let made: \(parentPath) = .\(name)(statusCode: 500)\n  _ = made\n"
            + "  if case .\(name)(let statusCode) = value { return statusCode }\n  return 0\n}\n"
        return "makes `.\(name)(statusCode:)` without a payload and matches it"
    }

    /// A value for each of a function's argument labels: `probeValue(), query: probeValue()`;
    /// `typed`, of exactly each recorded parameter's type (`probeValue() as Swift.Int`), so a
    /// parameter's new type does not accept it by inference.
    static func arguments(_ declaration: ClientDeclaration, typed: Bool = false) -> String {
        if typed, let parameters = declaration.parameters {
            return parameters.map { ($0.label == "_" ? "" : $0.label + ": ") + "probeValue() as " + $0.type.description }.joined(separator: ", ")
        }
        return (declaration.argumentLabels ?? []).map { $0 == "_" ? "probeValue()" : $0 + ": probeValue()" }.joined(separator: ", ")
    }

    /// The arguments of a call that leaves out every parameter with a default value, when the
    /// declaration records its parameters and at least one has a default; `nil` otherwise.
    static func argumentsWithoutDefaults(_ declaration: ClientDeclaration, typed: Bool = false) -> String? {
        guard let parameters = declaration.parameters, parameters.contains(where: { $0.defaultValue != nil }) else { return nil }
        return parameters.filter { $0.defaultValue == nil }.map {
            ($0.label == "_" ? "" : $0.label + ": ") + "probeValue()" + (typed ? " as " + $0.type.description : "")
        }.joined(separator: ", ")
    }
}

private extension String {
    /// `probe12` → `Probe12`: a type name from a function prefix.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
