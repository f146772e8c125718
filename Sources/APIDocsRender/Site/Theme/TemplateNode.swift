import Mustache

/// A view model handed to swift-mustache by reference.
///
/// swift-mustache keeps its context stack as `[Any]` and, for every name a template looks up,
/// casts the object on the stack to `MustacheParent`: for a struct that cast copies the whole
/// value out of its box (a page view holds dozens of strings and arrays, each retained and
/// released again). A node is one reference, so the cast copies one pointer. Views stay
/// value types everywhere else; only what a template reads is wrapped, at the template boundary.
final class TemplateNode: MustacheParent {
    private let view: any MustacheParent

    init(_ view: any MustacheParent) {
        self.view = view
    }

    func child(named name: String) -> Any? {
        view.child(named: name)
    }

    /// Every view of a list, wrapped (a section iterates the list and looks names up in each).
    static func list(_ views: [some MustacheParent]) -> [TemplateNode] {
        views.map { TemplateNode($0) }
    }
}

extension TemplateNode {
    /// The object a page renders with: a view wrapped, anything else as it is.
    static func root(_ view: Any) -> Any {
        if let parent = view as? MustacheParent { return TemplateNode(parent) }
        return view
    }
}
