import Foundation
import APIDocsDiagnostics
import APIDocsSpec

/// What swift-openapi-generator's reader (OpenAPIKit's decoding and validation) refuses in the
/// document's structure, beyond the schemas: a root key that is neither a field nor `x-`, an
/// `info` without `version`, a 3.0 document without `paths`, a URL field that is not a URL, an
/// operation without responses, a parameter repeated in one list, an `operationId` used twice,
/// and a discriminator mapping value that is not a JSON reference.
extension SOGRefusalChecker {
    func checkDocumentStructure() {
        for key in spec.unknownRootKeys {
            diagnostics.error(
                "swift-openapi-generator refuses this: '\(key.name)' is not a field of an OpenAPI \(spec.version.rawValue) document (extensions start with `x-`)",
                at: key.location, pointer: "#" + key.pointer
            )
        }
        if let info = spec.infoWithoutVersion {
            refuse("`info` has no `version`", at: info)
        }
        if spec.version == .openAPI30, spec.hasNoPaths {
            refuse("a 3.0 document must have `paths`", at: spec.rootPlace)
        }
        for field in spec.urlFields where URL(string: field.text, encodingInvalidCharacters: false) == nil {
            refuse("`\(field.field)` must be a URL, not '\(field.text)'", at: field.place)
        }
        for problem in spec.operationProblems {
            switch problem.kind {
            case .noResponses:
                refuse("an operation must have at least one response", at: problem.place)
            case .repeatedParameter(let name):
                refuse("the parameter '\(name)' is listed twice here (a parameter is its `name` and `in`)", at: problem.place)
            case .repeatedOperationID(let id):
                refuse("the operationId '\(id)' is used by two operations", at: problem.place)
            }
        }
    }

    /// A discriminator mapping value must be a JSON reference into this document (`#/…`);
    /// SOG 1.14.3 reads a bare schema name (`Cat`) as an error too.
    func checkDiscriminatorMapping(_ schema: Schema) {
        for (value, place) in schema.writtenDiscriminatorMapping where !value.hasPrefix("#") {
            refuse("the discriminator mapping value '\(value)' must be a reference into this document (`#/components/schemas/\(value)`)", at: place)
        }
    }
}
