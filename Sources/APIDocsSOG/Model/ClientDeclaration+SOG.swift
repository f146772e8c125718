import APIDocsSymbols

extension ClientDeclaration {
    /// The same declaration with SOG's "Generated from" remark.
    func remarked(_ remark: String?) -> ClientDeclaration {
        var copy = self
        copy.remark = remark
        return copy
    }
}
