import Foundation
import APIDocsDiagnostics
import APIDocsSpec

/// What swift-openapi-generator's reader (OpenAPIKit's decoding and validation) refuses in the
/// document's structure, beyond the schemas: a root key that is neither a field nor `x-`, an
/// `info` without `version`, a 3.0 document without `paths`, a URL field that is not a URL, an
/// operation without responses, a parameter repeated in one list, an `operationId` used twice,
/// a security requirement naming a scheme the components do not declare, a Reference Object
/// that does not name an entry of its own `components` section, a tag name used twice, a server
/// variable whose default is not one of its values, a discriminator mapping value that is
/// not a JSON reference, a key of `info` (or its contact or license) that is neither a field
/// of the version nor `x-`, and a `description` that is not text.
extension SOGRefusalChecker {
    func checkDocumentStructure() {
        for key in spec.unknownRootKeys {
            diagnostics.error(
                "swift-openapi-generator refuses this: '\(key.name)' is not a field of an OpenAPI \(spec.version.rawValue) document (extensions start with `x-`)",
                at: key.location, pointer: "#" + key.pointer
            )
        }
        for (object, key) in spec.unknownInfoKeys {
            let later = spec.version == .openAPI30 && ["Info": "summary", "License": "identifier"][object] == key.name ? "; 3.1 added it" : ""
            diagnostics.error(
                "swift-openapi-generator refuses this: '\(key.name)' is not a field of the \(object) Object in an OpenAPI \(spec.version.rawValue) document (extensions start with `x-`\(later))",
                at: key.location, pointer: "#" + key.pointer
            )
        }
        for description in spec.nonTextDescriptions {
            checkDescription(isReference: description.isReference, at: description.place)
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
        for place in spec.surrogateEscapes {
            diagnostics.error(
                "swift-openapi-generator refuses this: its YAML parser (libyaml, through Yams) cannot read a character written as a JSON `\\u` surrogate pair; a limitation of the generator, not an error of the document: write the character itself",
                at: place
            )
        }
        for reference in spec.writtenReferences {
            if let problem = spec.componentProblem(reference) { refuse(problem, at: reference.place) }
        }
        for tag in spec.repeatedTagNames {
            refuse("a second tag is named '\(tag.name)' (tag names must be unique)", at: tag.place)
        }
        for variable in spec.serverVariablesWithDefaultOutsideEnum {
            refuse("the default '\(variable.defaultValue)' of server variable '\(variable.name)' is not one of its `enum` values", at: variable.place)
        }
        for key in spec.undeclaredSecurityKeys {
            refuse("the security requirement names '\(key.name)', which is not a scheme of `components/securitySchemes`", at: key.place)
        }
    }

    /// A `description` must be text: OpenAPIKit decodes it as a string everywhere, so
    /// Redocly's `{$ref: file.md}` (which the other readers of the spec take for the Markdown
    /// it names) is refused, as is a 3.1 schema `$ref`'s own; a 3.0 one's is not read.
    func checkDescription(isReference: Bool, at place: SpecPlace) {
        let form = isReference ? "; a `{$ref: file.md}` description (Redocly's convention) is not read" : ""
        refuse("`description` must be a string\(form)", at: place)
    }

    func checkSchemaDescription(_ schema: Schema) {
        guard let description = schema.nonTextDescription, schema.reference == nil || spec.version.hasJSONSchema2020 else { return }
        checkDescription(isReference: description.isReference, at: description.place)
    }

    /// A discriminator mapping value must be a JSON reference into this document (`#/…`);
    /// SOG 1.14.3 reads a bare schema name (`Cat`) as an error too.
    func checkDiscriminatorMapping(_ schema: Schema) {
        for (value, place) in schema.writtenDiscriminatorMapping where !value.hasPrefix("#") {
            refuse("the discriminator mapping value '\(value)' must be a reference into this document (`#/components/schemas/\(value)`)", at: place)
        }
    }
}
