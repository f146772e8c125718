import APIDocsSOG

/// Which pages use the type a component page documents: for each such page, the pages with a
/// declaration whose Swift type names it (a property `Components.Schemas.Pet?`, a body case, a
/// response's payload), in page order, each once.
enum SOGUsedByIndex {
    static func make(_ plan: SOGSitePlan) -> [String: [Int]] {
        var users: [String: [Int]] = [:]
        for (index, page) in plan.pages.enumerated() {
            var targets = Set<String>()
            func visit(_ declaration: SOGDeclaration) {
                if let type = declaration.swiftType, type.contains("Components.") { collect(type, plan: plan, into: &targets) }
                for member in declaration.members { visit(member) }
            }
            visit(page.main.declaration)
            targets.remove(page.path)
            for target in targets { users[target, default: []].append(index) }
        }
        return users
    }

    /// The pages of the component types `type` names. A name is a run of identifier bytes
    /// (as `SOGPageBuilder.typeHTML` links them); `Components.Schemas.Pet.NamePayload` is
    /// documented on `Components.Schemas.Pet`'s page, so the first three parts decide.
    private static func collect(_ type: String, plan: SOGSitePlan, into pages: inout Set<String>) {
        for run in SOGTypeTokens.runs(type) where run.isIdentifier {
            let parts = run.bytes.split(separator: 0x2E, maxSplits: 3, omittingEmptySubsequences: false)
            if parts.count >= 3, parts[0].elementsEqual("Components".utf8) {
                let owner = String(decoding: parts[0], as: UTF8.self) + "." + String(decoding: parts[1], as: UTF8.self) + "." + String(decoding: parts[2], as: UTF8.self)
                if let location = plan.typeLocations[owner] { pages.insert(location.page) }
            }
        }
    }
}
