/// The initializers SwagGen's Swift template writes on a request class and its `Options`, with their parameters,
/// so that a change of what a call must pass (an operation's first parameter, its last one, a
/// body that comes or goes) is a change of a declaration's signature like any other.
///
/// The template writes, for a request with options, the designated
/// `init([body: T,] options: Options[, encoder: RequestEncoder? = nil])` and a convenience
/// initializer taking each option in order (`= nil` for an optional one), then the body (`= nil`
/// when it is optional); without options, only `init()` or `init(body: T, encoder:
/// RequestEncoder? = nil)`, which is then the one every call uses. The body's parameter has no
/// default in the designated initializer.
///
/// Types are written by the path Swift's lookup finds them at (`API.Pets.ListPets.Request.Options`,
/// a nested `API.Pets.ListPets.Status`), so the declaration means the same outside the class.
extension SwagGenClientTree {
    static func initializers(_ request: RequestSymbol, place: SpecPlace?) -> [ClientDeclaration] {
        let options = optionParameters(request)
        let body = request.body.map { body in
            (label: name(body.swiftPath, in: request.swiftPath), type: body.declaredType.qualified, required: body.required)
        }
        let encoder = ClientParameter(label: "encoder", type: .optional(.builtin("RequestEncoder")), defaultValue: "nil")
        func initializer(_ parameters: [ClientParameter], role: ClientRole) -> ClientDeclaration {
            ClientDeclaration(.initializer, ClientDeclaration.labelled("init", parameters.map(\.label)), source: place)
                .taking(parameters)
                .playing(role)
        }
        let designatedBody = body.map { [ClientParameter(label: $0.label, type: $0.type)] } ?? []
        let designatedEncoder = body == nil ? [] : [encoder]
        guard !options.isEmpty else {
            return [initializer(designatedBody + designatedEncoder, role: .requestInitializer)]
        }
        let optionsType = SwiftType.builtin(request.swiftPath + ".Options")
        let designated = designatedBody + [ClientParameter(label: "options", type: optionsType)] + designatedEncoder
        let convenienceBody = body.map { [ClientParameter(label: $0.label, type: $0.type, defaultValue: $0.required ? nil : "nil")] } ?? []
        return [
            initializer(designated, role: .requestOptionsInitializer),
            initializer(options + convenienceBody, role: .requestInitializer),
        ]
    }

    /// `Options`'s own `init(petId: String, name: String? = nil)`: each option in order.
    static func memberwiseInitializer(_ request: RequestSymbol) -> [ClientDeclaration] {
        let parameters = optionParameters(request)
        return [ClientDeclaration(.initializer, ClientDeclaration.labelled("init", parameters.map(\.label))).taking(parameters)]
    }

    /// The options as parameters: `store: String`, `limit: Int? = nil`.
    private static func optionParameters(_ request: RequestSymbol) -> [ClientParameter] {
        request.options.map { option in
            ClientParameter(
                label: name(option.swiftPath, in: request.swiftPath + ".Options"),
                type: (option.required ? option.type : .optional(option.type)).qualified,
                defaultValue: option.required ? nil : "nil"
            )
        }
    }
}
