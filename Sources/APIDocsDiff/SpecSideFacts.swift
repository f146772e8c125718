import APIDocsDiagnostics
import APIDocsSpec

/// What the comparison reads from one side's spec beside the client model, by the place a
/// declaration was made from: its description, whether it is deprecated, and, for an
/// operation, what goes over the wire (method, path, media types, status codes).
///
/// These facts leave the Swift declarations as they are, so their changes are never breaking;
/// they are listed so a reviewer sees every change the spec makes, the documentation-only
/// ones apart. Not thread-safe (the fact reader caches).
public final class SpecSideFacts {
    private let reader: PlaceFactsReader
    private var operations: [SpecPlace: Operation] = [:]
    /// The operations and component schemas marked `x-internal` or `x-hidden`, which the
    /// side's docs (and so its symbol table) leave out.
    public let hiddenParts: [SpecPlace: HiddenMark]

    public init(spec: APISpec, diagnostics: DiagnosticCollector) {
        reader = PlaceFactsReader(spec: spec, diagnostics: diagnostics)
        for operation in spec.operations { operations[operation.place] = operation }
        hiddenParts = reader.hiddenParts(of: spec)
    }

    /// The place's description (an operation's, else its summary), `{$ref: file.md}` read.
    func documentation(at place: SpecPlace) -> String? {
        if let operation = operations[place] {
            return operation.description ?? operation.summary
        }
        return reader.description(at: place)
    }

    func isDeprecated(at place: SpecPlace) -> Bool {
        if let operation = operations[place] { return operation.deprecated }
        return reader.isDeprecated(at: place)
    }

    /// `GET /pets; request application/json; 200 application/json, 404`: an operation's
    /// wire signature, `nil` for any other place.
    func wire(at place: SpecPlace) -> String? {
        guard let operation = operations[place] else { return nil }
        var parts = [operation.method.uppercased() + " " + operation.path]
        if let body = operation.requestBody {
            parts.append("request " + (body.content.map(\.mediaType).sorted().joined(separator: ", ")))
        }
        // Sorted: the order the spec lists them in is no change.
        let responses = operation.responses.sorted { $0.code < $1.code }.map { response in
            ([response.code] + response.content.map(\.mediaType).sorted()).joined(separator: " ")
        }
        if !responses.isEmpty { parts.append("responses " + responses.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
