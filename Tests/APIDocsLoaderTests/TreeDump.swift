@testable import APIDocsLoader

/// A tree written out with every fact a node holds; a node met again (an alias) is written as
/// the number of its first appearance, so shared nodes must be shared in both trees.
struct TreeDump {
    var text = ""
    private var seen: [ObjectIdentifier: Int] = [:]

    /// Everything a parsed document holds: the tree, `$ref`s, repeated keys and flags.
    static func text(of document: ParsedDocument) -> String {
        var dump = TreeDump()
        dump.write(document.root)
        let refs = document.refs.map { "\($0.ref) \($0.node.location)" }.joined(separator: ",")
        let duplicates = document.duplicateKeys.map { "\($0.key) \($0.location) \($0.firstLocation)" }.joined(separator: ",")
        return dump.text + "\nrefs " + refs + "\nduplicates " + duplicates
            + "\naliases \(document.usesAliases) private \(document.holdsLowPrivateUse)"
    }

    mutating func write(_ node: SpecNode, depth: Int = 0) {
        let indent = String(repeating: " ", count: depth)
        if let number = seen[ObjectIdentifier(node)] {
            text += indent + "#\(number)\n"
            return
        }
        seen[ObjectIdentifier(node)] = seen.count
        text += indent + "\(node.location) \(node.pointer) "
        switch node.value {
        case .scalar(let scalar):
            text += "scalar \(scalar.style) \(scalar.text.debugDescription)\n"
        case .sequence(let items):
            text += "sequence\n"
            for item in items { write(item, depth: depth + 1) }
        case .mapping(let mapping):
            text += "mapping\n"
            for entry in mapping.entries {
                text += indent + " key \(entry.key.debugDescription) \(entry.keyLocation)\n"
                write(entry.value, depth: depth + 2)
            }
        }
    }
}
