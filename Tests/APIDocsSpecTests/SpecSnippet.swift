import APIDocsLoader
import APIDocsSpec

/// Reads a spec snippet held in memory (no file, no shared corpus), for the reader's unit tests.
enum SpecSnippet {
    static func read(_ text: String, file: String = "spec.yml") throws -> (spec: APISpec, diagnostics: DiagnosticCollector) {
        let documents = try SpecDocumentSet.load(path: file, sources: [file: text])
        let diagnostics = DiagnosticCollector()
        return (try SpecReader.read(documents, diagnostics: diagnostics), diagnostics)
    }

    /// A schema's classification in a word, for compact assertions (`ref Pet` for a reference).
    static func kind(_ schema: Schema?) -> String {
        guard let schema else { return "none" }
        switch schema.kind {
        case .reference(let reference): return "ref " + (reference.componentName ?? reference.key)
        case .allOf(let members): return "allOf(\(members.map(kind).joined(separator: ", ")))"
        case .anyOf(let members): return "anyOf(\(members.map(kind).joined(separator: ", ")))"
        case .oneOf(let members): return "oneOf(\(members.map(kind).joined(separator: ", ")))"
        case .object: return "object"
        case .array: return "array of " + kind(schema.items)
        case .string: return "string"
        case .number: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .any: return "any"
        }
    }

    static func property(_ name: String, of schema: Schema?) -> Schema? {
        schema?.properties.first { $0.name == name }?.schema
    }
}
