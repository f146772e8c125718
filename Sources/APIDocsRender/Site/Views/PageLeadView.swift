import Mustache

/// The head of an operation's page, in either client flavour: its kind, its name, the HTTP
/// line, a deprecation note, the facts list (Swift path, operation id, tags, security…),
/// summary and description, beside the page's code (`lead-code`).
///
/// The `lead` partial is its one layout; `OperationLead` fills it the same way for both
/// flavours, and a flavour may add facts of its own.
struct PageLeadView: Sendable, MustacheParent {
    /// One line of the facts list: a term and its definition, already markup.
    struct Fact: Sendable, MustacheParent {
        var term: String
        var definition: HTML

        /// A fact whose definition is `text` in `<code>`.
        static func code(_ term: String, _ text: String) -> Fact {
            Fact(term: term, definition: HTML(trusted: "<code>" + HTML.escape(text) + "</code>"))
        }

        func child(named name: String) -> Any? {
            switch name {
            case "term": return templateText(term)
            case "definition": return definition
            default: return nil
            }
        }
    }

    /// `operation`, `struct`, `enum`…
    var kind: String
    /// The `<h1>`'s content.
    var heading: HTML
    /// An operation's HTTP method and path.
    var method: String? = nil
    var httpPath: String? = nil
    var deprecated = false
    var facts: [Fact] = []
    var summary: String? = nil
    var description: HTML = .empty

    func child(named name: String) -> Any? {
        switch name {
        case "kind": return templateText(kind)
        case "heading": return heading
        case "method": return templateText(method)
        case "methodClass": return templateText(method?.lowercased())
        case "httpPath": return templateText(httpPath)
        case "deprecated": return deprecated
        case "facts": return TemplateNode.list(facts)
        case "summary": return templateText(summary)
        case "description": return description
        default: return nil
        }
    }
}
