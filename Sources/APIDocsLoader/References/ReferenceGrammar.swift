/// Which keys of each OpenAPI / Swagger object hold objects that may be Reference Objects.
///
/// It exists because a `$ref` is a reference only where the specifications put one: in the
/// places OpenAPI 3.0/3.1/3.2 and Swagger 2.0 define Reference Objects (and `$ref` fields of
/// Path Items), and in schemas. Everywhere else — `x-` extensions, `example`/`examples` values,
/// unknown keys — a `{"$ref": …}` is data and is never followed, so a vendor extension naming a
/// file that is not shipped cannot break a build.
enum ReferenceGrammar {
    /// The object a node is read as.
    enum Kind: Hashable {
        case openAPI, info, tag, externalDocs, server, serverVariable
        case paths, pathItem, operation, callback, responses
        case parameter, header, requestBody, response, mediaType, encoding, example, link, securityScheme
        case components, schema
        /// A `description` written as `{$ref: intro.md}`: the target is Markdown (or a YAML string).
        case description
        /// Any `$ref` anywhere: for documents that are no OpenAPI or Swagger document.
        case anything
    }

    /// How the value under a key is read.
    enum Child {
        case object(Kind)
        case mapOf(Kind)
        case listOf(Kind)
        /// A schema, or a list of schemas (Swagger 2.0 / draft-04 tuple `items`).
        case schemaOrList
    }

    static let operationKeys: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    /// True when a `$ref` in an object of this kind is a Reference Object (or a schema `$ref`)
    /// the loader must follow.
    static func takesReference(_ kind: Kind) -> Bool {
        switch kind {
        case .openAPI, .info, .paths, .responses, .components, .externalDocs, .serverVariable, .anything:
            return false
        default:
            return true
        }
    }

    /// Kinds that have a `description` field (which Redocly lets `$ref` a Markdown file).
    static func hasDescription(_ kind: Kind) -> Bool {
        switch kind {
        case .paths, .responses, .components, .callback, .description, .anything: return false
        default: return true
        }
    }

    /// The child kind of `key` in an object of `kind`; `nil` for data (never followed).
    static func child(_ key: String, of kind: Kind) -> Child? {
        if key.hasPrefix("x-") { return nil }
        switch kind {
        case .openAPI:
            switch key {
            case "paths": return .object(.paths)
            case "webhooks": return .mapOf(.pathItem)
            case "components": return .object(.components)
            case "info": return .object(.info)
            case "tags": return .listOf(.tag)
            case "servers": return .listOf(.server)
            case "externalDocs": return .object(.externalDocs)
            // Swagger 2.0
            case "definitions": return .mapOf(.schema)
            case "parameters": return .mapOf(.parameter)
            case "responses": return .mapOf(.response)
            case "securityDefinitions": return .mapOf(.securityScheme)
            default: return nil
            }
        case .tag:
            return key == "externalDocs" ? .object(.externalDocs) : nil
        case .server:
            return key == "variables" ? .mapOf(.serverVariable) : nil
        case .paths, .callback:
            return .object(.pathItem)
        case .pathItem:
            if operationKeys.contains(key) { return .object(.operation) }
            switch key {
            case "additionalOperations": return .mapOf(.operation)
            case "parameters": return .listOf(.parameter)
            case "servers": return .listOf(.server)
            default: return nil
            }
        case .operation:
            switch key {
            case "parameters": return .listOf(.parameter)
            case "requestBody": return .object(.requestBody)
            case "responses": return .object(.responses)
            case "callbacks": return .mapOf(.callback)
            case "servers": return .listOf(.server)
            case "externalDocs": return .object(.externalDocs)
            default: return nil
            }
        case .responses:
            return .object(.response)
        case .parameter, .header:
            switch key {
            case "schema": return .object(.schema)
            case "content": return .mapOf(.mediaType)
            case "examples": return .mapOf(.example)
            default: return nil
            }
        case .requestBody:
            return key == "content" ? .mapOf(.mediaType) : nil
        case .response:
            switch key {
            case "headers": return .mapOf(.header)
            case "content": return .mapOf(.mediaType)
            case "links": return .mapOf(.link)
            case "schema": return .object(.schema) // Swagger 2.0
            default: return nil
            }
        case .mediaType:
            switch key {
            case "schema", "itemSchema": return .object(.schema)
            case "examples": return .mapOf(.example)
            case "encoding": return .mapOf(.encoding)
            case "itemEncoding": return .object(.encoding)
            case "prefixEncoding": return .listOf(.encoding)
            default: return nil
            }
        case .encoding:
            switch key {
            case "headers": return .mapOf(.header)
            case "encoding": return .mapOf(.encoding)
            case "itemEncoding": return .object(.encoding)
            case "prefixEncoding": return .listOf(.encoding)
            default: return nil
            }
        case .link:
            return key == "server" ? .object(.server) : nil
        case .components:
            switch key {
            case "schemas": return .mapOf(.schema)
            case "responses": return .mapOf(.response)
            case "parameters": return .mapOf(.parameter)
            case "examples": return .mapOf(.example)
            case "requestBodies": return .mapOf(.requestBody)
            case "headers": return .mapOf(.header)
            case "securitySchemes": return .mapOf(.securityScheme)
            case "links": return .mapOf(.link)
            case "callbacks": return .mapOf(.callback)
            case "pathItems": return .mapOf(.pathItem)
            case "mediaTypes": return .mapOf(.mediaType)
            default: return nil
            }
        case .schema:
            switch key {
            case "properties", "patternProperties", "dependentSchemas", "$defs", "definitions": return .mapOf(.schema)
            case "items": return .schemaOrList
            case "additionalProperties", "additionalItems", "not", "contains", "propertyNames", "if", "then", "else",
                 "unevaluatedProperties", "unevaluatedItems", "contentSchema":
                return .object(.schema)
            case "allOf", "anyOf", "oneOf", "prefixItems": return .listOf(.schema)
            case "externalDocs": return .object(.externalDocs)
            default: return nil
            }
        case .info, .externalDocs, .serverVariable, .example, .securityScheme, .description, .anything:
            return nil
        }
    }
}
