import APIDocsSymbols

/// Tag groups applied to a flavour's operation groups: the sections the sidebar and the home
/// page's operation list show when the spec has `x-tagGroups` (Redoc), or, without them,
/// GitHub's `x-github.category` where a category holds several tags.
///
/// The flavour gives its operation groups (each with the raw tags it stands for, in its own
/// order) and its trait tags; this decides which section holds which, so the sidebar and the
/// home page never differ and both flavours follow one rule. A section lists its tags in the
/// order the group names them; whatever no group names (other tags, untagged operations,
/// traits) follows in a last section, "Other", in the flavour's order.
struct TagSections {
    /// One heading and what it holds.
    struct Section: Equatable {
        var title: String
        var members: [Member]
    }

    /// An operation group of the flavour (by index), or a trait tag (by name), which has a
    /// page (or a place on the home page) but no operations.
    enum Member: Equatable {
        case group(Int)
        case trait(String)
    }

    /// The title of the last section.
    static let otherTitle = "Other"

    /// The sections, or `nil` when there are no groupings (or none names anything shown): the
    /// flavour then lists its groups as it always has. `groupTags[i]` are the raw tags of the flavour's group `i` (empty for a
    /// group of untagged operations); `traits` the trait tags, in declaration order.
    static func make(_ groupings: [TagGroupFacts], groupTags: [[String]], traits: [String]) -> [Section]? {
        guard !groupings.isEmpty else { return nil }
        var placedGroups = Set<Int>()
        var placedTraits = Set<String>()
        var sections: [Section] = []
        for grouping in groupings {
            var members: [Member] = []
            for tag in grouping.tags {
                if traits.contains(tag) {
                    if !members.contains(.trait(tag)) { members.append(.trait(tag)) }
                    placedTraits.insert(tag)
                    continue
                }
                for (index, tags) in groupTags.enumerated() where tags.contains(tag) && !members.contains(.group(index)) {
                    members.append(.group(index))
                    placedGroups.insert(index)
                }
            }
            if !members.isEmpty { sections.append(Section(title: grouping.name, members: members)) }
        }
        // Groups that name nothing the site shows group nothing.
        guard !sections.isEmpty else { return nil }
        let rest = traits.filter { !placedTraits.contains($0) }.map(Member.trait)
            + groupTags.indices.filter { !placedGroups.contains($0) }.map(Member.group)
        if !rest.isEmpty { sections.append(Section(title: otherTitle, members: rest)) }
        return sections
    }

    /// Groupings made from GitHub's `x-github.category`: each category (in byte order) with the
    /// tags of its operations (in the order first met). Empty unless some category holds two
    /// or more tags: in GitHub's own description each category is one tag, and a heading over
    /// a single tag of the same name would only repeat it.
    static func gitHubGroupings(_ operations: [(tags: [String], category: GitHubCategoryFacts?)]) -> [TagGroupFacts] {
        var tagsByCategory: [String: [String]] = [:]
        for operation in operations {
            guard let category = operation.category?.category else { continue }
            for tag in operation.tags where tagsByCategory[category]?.contains(tag) != true {
                tagsByCategory[category, default: []].append(tag)
            }
        }
        guard tagsByCategory.values.contains(where: { $0.count > 1 }) else { return [] }
        return tagsByCategory.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map {
            TagGroupFacts(name: $0, tags: tagsByCategory[$0] ?? [])
        }
    }

    /// The spec's `x-tagGroups`, else the groupings GitHub's categories make.
    static func groupings(_ api: APIFacts, operations: [(tags: [String], category: GitHubCategoryFacts?)]) -> [TagGroupFacts] {
        api.tagGroups.isEmpty ? gitHubGroupings(operations) : api.tagGroups
    }
}
