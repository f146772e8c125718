import APIDocsLoader

/// Going on after wrong input: each unit the reader can leave out (a path item, an operation,
/// a component) is read inside `recovering`, so its error is reported and the next unit read.
extension SpecReader {
    /// Runs `body`; a thrown error is reported into `diagnostics` and `nil` returned.
    func recovering<T>(_ body: () throws(SpecError) -> T) -> T? {
        do {
            return try body()
        } catch {
            diagnostics.report(error)
            return nil
        }
    }

    /// Reports something ignored so the run could go on (`--strict` makes it an error).
    func warn(_ message: String, at node: SpecNode) {
        diagnostics.warning(message, at: node.location, pointer: node.fragment)
    }

    /// A boolean field of `node` (`deprecated`, `required`, `nullable`, `readOnly`, `x-nullable`).
    /// Any other value is ignored with a warning and read as `false`, as SwagGen does: real
    /// specs write notes there (Rocket's `deprecated: Replaced with isStatic`), and refusing
    /// them, or dropping the whole schema, would cost more than the flag is worth.
    func flag(_ node: SpecNode, _ key: String) -> Bool {
        if let value = node.flagValue(key) { return value }
        if let value = node[key] {
            warn("'\(key)' is ignored: it must be true or false, found \(value.kindName)", at: value)
        }
        return false
    }

    /// `components` (OpenAPI 3) must be a mapping; a list or a scalar would otherwise hide every
    /// schema, parameter and security scheme without a word.
    func checkComponents(_ root: SpecNode) {
        guard version != .swagger2, let node = root["components"], !node.isNull, node.mapping == nil else { return }
        diagnostics.report(SpecError("'components' must be a mapping, found \(node.kindName)", node: node))
    }
}
