/// An operation extension's parameters table, one for both client flavours (so the catalog
/// says the same thing whichever client it documents): each parameter's name on the wire, where
/// it goes, the Swift argument that sets it and that argument's Swift type as the flavour's
/// client declares it (SwagGen's `Int?`, swift-openapi-generator's `Swift.Int32?`), whether it
/// is required, and its description. A parameter the client does not keep (swift-openapi-
/// generator drops cookies and `Accept`) has neither a Swift name nor a type.
enum DocCParameters {
    /// `## Parameters` and the table, or nothing when the operation has no parameters.
    static func section(_ parameters: [TryItRequest.Parameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "## Parameters\n\n" + DocCText.table(["Name", "In", "Swift", "Type", "Required", "Description"], parameters.map { parameter in
            [DocCText.code(parameter.name), parameter.location, parameter.swiftName.map(DocCText.code) ?? "", parameter.swiftType.map(DocCText.code) ?? "",
             parameter.required ? "yes" : "no", DocCText.cell(parameter.description)]
        }) + "\n\n"
    }
}
