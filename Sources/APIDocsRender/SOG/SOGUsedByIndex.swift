import APIDocsSOG
import APIDocsSymbols

/// Which pages use the type a component page documents: for each such page, the pages with a
/// declaration whose Swift type names it (a property `Components.Schemas.Pet?`, a body case, a
/// response's payload), in page order, each once.
enum SOGUsedByIndex {
    static func make(_ plan: SOGSitePlan) -> [String: [Int]] {
        var users: [String: [Int]] = [:]
        for (index, page) in plan.pages.enumerated() {
            var targets = Set<String>()
            func visit(_ declaration: ClientDeclaration) {
                if let type = declaration.swiftType { collect(type, plan: plan, into: &targets) }
                for member in declaration.members { visit(member) }
            }
            visit(page.main.declaration)
            targets.remove(page.path)
            for target in targets { users[target, default: []].append(index) }
        }
        return users
    }

    /// The pages of the component types `type` names: `Components.Schemas.Pet.NamePayload`
    /// is documented on `Components.Schemas.Pet`'s page, so the first three parts decide.
    private static func collect(_ type: SwiftType, plan: SOGSitePlan, into pages: inout Set<String>) {
        for name in type.names where name.hasPrefix("Components.") {
            let parts = name.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
            if parts.count >= 3, let location = plan.typeLocations[parts[0...2].joined(separator: ".")] {
                pages.insert(location.page)
            }
        }
    }
}
