import APIDocsSymbols

/// What caller probes need to know of SwagGen's Swift template beyond the client model: the
/// initializer it writes on a model class (or struct), which the model does not list as a member
/// (a probe that calls a model's initializer needs its argument labels). A request's `Options`
/// records its own initializer in the model, so a probe calls that one as listed.
///
/// The template takes every stored property, the ones without a default first: a class's
/// required properties after its superclass's required ones, then its superclass's optional
/// ones and its own (`= nil`). The `additionalProperties` dictionary is not a parameter.
extension DeclarationIndex {
    /// The argument labels of the template's initializer of `declaration`, and which of them
    /// have a default; `nil` when the declaration lists initializers of its own (then those are
    /// the ones to call) or is not a struct or class.
    func templateInitializer(of declaration: ClientDeclaration) -> (labels: [String], defaulted: Set<String>)? {
        guard declaration.kind == .struct || declaration.kind == .class,
              !declaration.members.contains(where: { $0.kind == .initializer }) else { return nil }
        let (required, optional) = templateParameters(of: declaration, depth: 0)
        return (required + optional, Set(optional))
    }

    /// The required and the optional parameters of the class and its superclasses, parents first.
    private func templateParameters(of declaration: ClientDeclaration, depth: Int) -> (required: [String], optional: [String]) {
        var required: [String] = [], optional: [String] = []
        // A superclass is a top-level model; a chain longer than this is a cycle in a broken spec.
        if declaration.kind == .class, depth < 16, let parent = declaration.swiftType.flatMap(Self.path),
           let entry = container(parent), entry.declaration.kind == .class {
            (required, optional) = templateParameters(of: entry.declaration, depth: depth + 1)
        }
        for property in declaration.members where property.kind == .property && property.role != .additionalProperties {
            if property.hasDefaultValue { optional.append(property.name) } else { required.append(property.name) }
        }
        return (required, optional)
    }

    /// The path of the declaration a plain type name denotes.
    private static func path(_ type: SwiftType) -> String? {
        guard case .named(let name, let target) = type else { return nil }
        return target?.swiftPath ?? name
    }
}
