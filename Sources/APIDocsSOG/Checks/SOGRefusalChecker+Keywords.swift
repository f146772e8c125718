import APIDocsSpec

/// The validation keywords OpenAPIKit decodes as numbers or flags: a value of the wrong kind
/// makes SOG refuse the document (`maximum: "10"`, `maxLength: 1.5`, `uniqueItems: "yes"`, a
/// fractional or too large bound of an integer schema, and in a 3.1 document 3.0's boolean
/// `exclusiveMinimum`). OpenAPIKit reads only the keywords of the schema's own type (explicit,
/// or inferred from its keywords), so those are the ones checked; a null counts as absent.
/// Also a 3.0 `type` that is `null` or a list.
extension SOGRefusalChecker {
    /// In a 3.0 document OpenAPIKit reads `type` as one name of 3.0's six: `null` and a list
    /// of names are 3.1's (the spec stage reads them with a warning; Algolia writes
    /// `oneOf: [{type: string}, {type: 'null'}]`). The `type` beside a 3.0 `$ref` is not read.
    func checkTypeOf30(_ schema: Schema) {
        guard spec.version == .openAPI30, schema.reference == nil, let type = schema.writtenType, let place = schema.writtenTypePlace else { return }
        switch type {
        case .list:
            refuse("`type` must be one name in an OpenAPI 3.0 document, not a list (a list is 3.1's form; for null, write `nullable: true`)", at: place)
        case .single("null"):
            refuse("`null` is not a type in an OpenAPI 3.0 document (3.1 added it; write `nullable: true`)", at: place)
        case .single:
            break
        }
    }

    /// What a keyword's value must be.
    enum KeywordValue {
        /// Any number.
        case number
        /// A plain integer.
        case integer
        /// `true` or `false`.
        case flag
        /// A bound of an integer schema: any number without a fractional part that fits in
        /// 64 bits (`1.0` passes, `1.5` does not).
        case wholeBound
    }

    func checkKeywordValues(_ schema: Schema) {
        let is31 = spec.version.hasJSONSchema2020
        let expected: [(String, KeywordValue)]
        switch schema.sogShape {
        case .number:
            let exclusive: KeywordValue = is31 ? .number : .flag
            expected = [("multipleOf", .number), ("maximum", .number), ("exclusiveMaximum", exclusive), ("minimum", .number), ("exclusiveMinimum", exclusive)]
        case .integer:
            let exclusive: KeywordValue = is31 ? .wholeBound : .flag
            expected = [("multipleOf", .integer), ("maximum", .wholeBound), ("exclusiveMaximum", exclusive), ("minimum", .wholeBound), ("exclusiveMinimum", exclusive)]
        case .string:
            expected = [("maxLength", .integer), ("minLength", .integer)]
        case .array:
            expected = [("maxItems", .integer), ("minItems", .integer), ("uniqueItems", .flag)]
        case .object:
            expected = [("maxProperties", .integer), ("minProperties", .integer)]
        default:
            return
        }
        for (keyword, value) in expected {
            guard let written = schema.writtenNumber(keyword), let problem = Self.problem(written, expected: value, keyword: keyword, is31: is31) else { continue }
            refuse(problem, at: written.place)
        }
    }

    /// Why `written` is not a value of the kind expected, or `nil` when it is.
    static func problem(_ written: WrittenNumber, expected: KeywordValue, keyword: String, is31: Bool) -> String? {
        switch (expected, written.kind) {
        case (.number, .integer), (.number, .wholeNumber), (.number, .fraction),
             (.integer, .integer), (.flag, .flag), (.wholeBound, .integer), (.wholeBound, .wholeNumber):
            return nil
        case (.flag, _) where keyword.hasPrefix("exclusive"):
            return "`\(keyword)` must be true or false in a 3.0 document (a number is 3.1's form)"
        case (.flag, _):
            return "`\(keyword)` must be true or false"
        case (.integer, _):
            return "`\(keyword)` must be a whole number written as one (`3`, not `3.0`, `1.5` or `\"3\"`)"
        case (.wholeBound, .fraction):
            return "`\(keyword)` of an integer schema must be a whole number that fits in 64 bits, not \(written.text)"
        case (_, .flag) where keyword.hasPrefix("exclusive") && is31:
            let bound = keyword == "exclusiveMinimum" ? "minimum" : "maximum"
            return "`\(keyword)` must be a number in a 3.1 document (the boolean form is 3.0's: put the bound in `\(keyword)` itself and drop `\(bound)`)"
        default:
            return "`\(keyword)` must be a number"
        }
    }
}
