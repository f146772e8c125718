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

        /// The whole list item: `<dt>term</dt><dd>definition</dd>`.
        var block: HTML {
            HTML(trusted: "<dt>" + HTML.escape(term) + "</dt><dd>" + definition.markup + "</dd>")
        }

        /// Every fact's `block`, one per line (`HTML.lines`).
        static func blocks(_ facts: [Fact]) -> HTML {
            HTML.lines(facts) { $0.block.markup }
        }

        func child(named name: String) -> Any? {
            switch name {
            case "term": return templateText(term)
            case "definition": return definition
            case "block": return block
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
        case "factsBlocks": return Fact.blocks(facts)
        case "hasFacts": return !facts.isEmpty
        case "summary": return templateText(summary)
        case "description": return description
        default: return nil
        }
    }
}
