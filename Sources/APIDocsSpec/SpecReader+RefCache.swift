import APIDocsLoader

/// Resolution with memory: big specs write the same `$ref` thousands of times (Kubernetes
/// refers to a handful of shared parameters from every operation), and a ref's target depends
/// only on the ref text and the file it is written in.
extension SpecReader {
    /// `followRefs`, cached by (file, ref text) for nodes that are `$ref`s.
    func follow(_ node: SpecNode, in file: String) throws(SpecError) -> ResolvedRef {
        guard let ref = node.mapping?["$ref"]?.scalar?.text else {
            return ResolvedRef(node: node, file: file, pointer: nil)
        }
        let key = file + "\u{0}" + ref
        if let cached = followedRefs[CodePointKey(key)] { return cached }
        let resolved = try documents.followRefs(node, in: file, followed: &followedNodes)
        followedRefs[CodePointKey(key)] = resolved
        return resolved
    }

    /// `resolve`, cached by (file, ref text).
    func resolveRef(_ ref: String, from file: String, at location: SourceLocation) throws(SpecError) -> ResolvedRef {
        let key = file + "\u{0}" + ref
        if let cached = resolvedRefs[CodePointKey(key)] { return cached }
        let resolved = try documents.resolve(ref, from: file, at: location)
        resolvedRefs[CodePointKey(key)] = resolved
        return resolved
    }
}
