import APIDocsSOG
import APIDocsSymbols

/// The parts of an API its site leaves out because the spec marks them `x-internal` or
/// `x-hidden`, one line each, for a build run with `--verbose` (the README still lists them:
/// SwagGen and swift-openapi-generator generate them).
public enum LeftOutParts {
    /// The SwagGen flavour's operations and models left out, in graph order.
    public static func notes(_ graph: SymbolGraph) -> [String] {
        var lines: [String] = []
        for operation in graph.operations {
            guard let mark = operation.facts.hidden else { continue }
            lines.append(line("operation \(operation.swiftPath) (\(operation.method) \(operation.path))", mark))
        }
        for model in graph.models {
            guard let mark = model.facts.hidden else { continue }
            lines.append(line("model \(model.swiftPath)", mark))
        }
        return lines
    }

    /// The swift-openapi-generator flavour's operations and component schemas left out, in
    /// the order of the places they are written at.
    public static func notes(_ input: SOGSiteInput) -> [String] {
        input.facts.hidden.values
            .sorted { ($0.mark.location.file, $0.mark.location.line, $0.mark.location.column) < ($1.mark.location.file, $1.mark.location.line, $1.mark.location.column) }
            .map { line("\($0.kind) \($0.name)", $0.mark) }
    }

    private static func line(_ part: String, _ mark: HiddenMark) -> String {
        "left out of the site: \(part), marked \(mark.key) at \(mark.location)"
    }
}
