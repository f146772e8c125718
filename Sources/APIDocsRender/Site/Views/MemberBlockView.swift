import Mustache

/// One member of a documented declaration (a property, parameter, header, enum case,
/// response case, or a declaration nested in a swift-openapi-generator type) as one compact
/// block: the Swift side on the left (name, kind and type on one line; required or optional and
/// the name on the wire, when it differs, below), the description and the spec's facts on the
/// right.
///
/// Both client flavours list every member with this one view, so their pages read alike and a
/// theme styles one shape; a template prints `{{{block}}}` inside its own list. Every field is
/// escaped markup already, and the block is written here in one piece: a large spec has
/// hundreds of thousands of members, and one template lookup per block instead of one per
/// field keeps rendering fast.
public struct MemberBlockView: Sendable, MustacheParent {
    /// A labelled fact of the Swift side, shown after the type: `JSON key`, `In`, `Status`.
    public struct Detail: Sendable {
        public var label: String
        /// Already markup (escaped text, or `<code>` around it).
        public var value: HTML

        /// A label with a code value: `JSON key <code>created_at</code>`.
        static func code(_ label: String, _ text: String) -> Detail {
            Detail(label: label, value: HTML(trusted: "<code>" + HTML.breakable(text).markup + "</code>"))
        }

        /// A label with a plain value: `In query`.
        static func text(_ label: String, _ text: String) -> Detail {
            Detail(label: label, value: HTML(text: text))
        }
    }

    /// The element id; empty when the member has no anchor of its own.
    public var id: HTML = .empty
    /// The Swift name as markup (breakable at camelCase humps, or a link for an inherited member).
    public var name: HTML
    /// `property`, `case`, `struct`...: shown where one list mixes kinds.
    public var kind: HTML = .empty
    /// The declared type, names linked; for a case with an associated value, its payload.
    public var type: HTML = .empty
    /// `required` or `optional`; `nil` where the type itself says it.
    public var required: Bool? = nil
    public var details: [Detail] = []
    /// How deep in the listed declaration the member is nested (0: a direct member).
    public var depth = 0
    /// The description, rendered Markdown.
    public var description: HTML = .empty
    /// The spec's facts (`FactsHTML`): format, constraints, default, examples...
    public var facts: HTML = .empty

    public init(name: HTML) {
        self.name = name
    }

    /// The whole list item. Built by appending to one string sized for it up front: a big site
    /// writes tens of thousands of these, and joining pieces with `+` copied each one again.
    public var block: HTML {
        var markup = ""
        markup.reserveCapacity(estimatedSize)
        append(to: &markup)
        return HTML(trusted: markup)
    }

    /// About how many bytes `block` takes (a little more, so that appending seldom grows).
    private var estimatedSize: Int {
        160 + id.markup.utf8.count + name.markup.utf8.count + kind.markup.utf8.count
            + type.markup.utf8.count + description.markup.utf8.count + facts.markup.utf8.count + 64 * details.count
    }

    /// Appends `block`'s markup to `markup`.
    private func append(to markup: inout String) {
        markup += "<li class=\"member"
        if depth > 0 {
            markup += " depth-"
            markup += String(depth)
        }
        markup += "\""
        if !id.isEmpty {
            markup += " id=\""
            markup += id.markup
            markup += "\""
        }
        markup += "><div class=\"member-sig\"><code class=\"member-name\">"
        markup += name.markup
        markup += "</code>"
        if !kind.isEmpty {
            markup += " <span class=\"kind\">"
            markup += kind.markup
            markup += "</span>"
        }
        if !type.isEmpty {
            markup += " <code class=\"member-type\">"
            markup += type.markup
            markup += "</code>"
        }
        if required != nil || !details.isEmpty {
            markup += "<div class=\"member-meta\">"
            var separator = ""
            if let required {
                markup += required ? "<span class=\"required\">required</span>" : "<span class=\"optional\">optional</span>"
                separator = " "
            }
            for detail in details {
                markup += separator
                markup += "<span class=\"detail\">"
                markup += HTML.escape(detail.label)
                markup += " "
                markup += detail.value.markup
                markup += "</span>"
                separator = " "
            }
            markup += "</div>"
        }
        markup += "</div>"
        if !description.isEmpty || !facts.isEmpty {
            markup += "<div class=\"member-doc\">"
            markup += description.markup
            markup += facts.markup
            markup += "</div>"
        }
        markup += "</li>"
    }

    /// Every block of `members`, one per line, as the default templates print a list: a page
    /// looks up one name per list, where iterating the list looks up `block` once per member
    /// (tens of thousands on a big site). Templates that wrap each block iterate the list.
    static func blocks(_ members: [MemberBlockView]) -> HTML {
        // Written into one string: no block's own string to make, copy and join.
        var markup = ""
        markup.reserveCapacity(members.reduce(0) { $0 + $1.estimatedSize + 1 })
        for (index, member) in members.enumerated() {
            if index > 0 { markup += "\n" }
            member.append(to: &markup)
        }
        return HTML(trusted: markup)
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "block": return block
        case "id": return id
        case "name": return self.name
        case "kind": return kind
        case "type": return type
        case "description": return description
        case "facts": return facts
        default: return nil
        }
    }
}
