import APIDocsSpec

/// A generated request enum: `Name.Tag.OperationType` with its `Request` and `Response`.
public struct OperationSymbol: Sendable {
    public var swiftName: String
    public var swiftPath: String
    /// `Name` or `Name.Tag`.
    public var namespace: String
    /// The raw operationId, or the generated one (`getPetsByPetId`).
    public var operationId: String
    /// What the README orders by inside a tag group: raw operationId or `method` + path.
    public var sortKey: String
    /// First tag, raw.
    public var tag: String?
    public var tags: [String]
    /// Upper case.
    public var method: String
    public var path: String
    public var hasBody: Bool
    public var isUpload: Bool
    public var enums: [EnumSymbol]
    public var request: RequestSymbol
    public var response: ResponseSymbol
    /// Summary, description, security, external docs, body media types and callbacks.
    public var facts: OperationFacts
    var operation: Operation
}

/// `Op.Request`: its options, body and nested types.
public struct RequestSymbol: Sendable {
    public var swiftPath: String
    public var options: [RequestOptionSymbol]
    public var body: RequestBodySymbol?
    public var nestedTypes: [ModelSymbol]
}

/// Where a request option is sent.
public enum OptionLocation: String, Sendable {
    case path, query, header, form, cookie
}

/// One member of `Request.Options`.
public struct RequestOptionSymbol: Sendable {
    public var swiftName: String
    public var swiftPath: String
    public var type: SwiftType
    public var required: Bool
    public var location: OptionLocation
    /// The wire name.
    public var key: String
    public var description: String?
    public var facts = ParameterFacts()
    var schema: Schema
    /// The value the spec gives for it (example, default), for Swift examples.
    public var example: ExampleValue? = nil
    /// Where the spec declares it: the Parameter Object, or a form body property's schema.
    var place: SpecPlace? = nil

    public var raw: SpecValue { schema.raw }

    public var declaredType: SwiftType { required ? type : .optional(type) }
}

/// `Request.body`.
public struct RequestBodySymbol: Sendable {
    public var swiftPath: String
    public var type: SwiftType
    public var required: Bool
    public var description: String?
    public var facts = SchemaFacts()
    var schema: Schema
    /// The value the spec gives for it (example, default), for Swift examples.
    public var example: ExampleValue? = nil
    /// The Request Body Object it is made from (its description and deprecation live there).
    var place: SpecPlace? = nil

    public var declaredType: SwiftType { required ? type : .optional(type) }
}

/// `Op.Response`.
public struct ResponseSymbol: Sendable {
    public var swiftPath: String
    public var successType: SwiftType
    public var cases: [ResponseCaseSymbol]
    public var enums: [EnumSymbol]
    public var nestedTypes: [ModelSymbol]
}

extension OperationSymbol {
    /// The cases of `response` in the order the spec lists their responses: `response.cases`
    /// has SwagGen's order (successes first, each group by status code, `default` last), which
    /// says nothing of the order the spec gives.
    public var casesInSpecOrder: [ResponseCaseSymbol] {
        var position: [String: Int] = [:]
        for (index, response) in operation.responses.enumerated() where position[response.code] == nil { position[response.code] = index }
        return response.cases.enumerated().sorted { lhs, rhs in
            let left = position[lhs.element.response.code] ?? Int.max, right = position[rhs.element.response.code] ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// One case of `Op.Response`.
public struct ResponseCaseSymbol: Sendable {
    public var swiftName: String
    public var swiftPath: String
    public var statusCode: Int?
    public var associatedType: SwiftType?
    public var success: Bool
    public var description: String?
    /// Headers and every media type of the response.
    public var facts: ResponseFacts
    var response: Response
}
