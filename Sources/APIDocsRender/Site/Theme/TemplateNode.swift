import Mustache

/// A view model handed to swift-mustache by reference.
///
/// swift-mustache keeps its context stack as `[Any]` and, for every name a template looks up,
/// casts the object on the stack to `MustacheParent`: for a struct that cast copies the whole
/// value out of its box (a page view holds dozens of strings and arrays, each retained and
/// released again). A node is one reference, so the cast copies one pointer. Views stay
/// value types everywhere else; only what a template reads is wrapped, at the template boundary.
///
/// A node also represents itself (`MustacheCustomRepresentation`). swift-mustache asks every
/// object on its stack, and every value it finds, whether it has a custom representation before
/// reading it: for a class that does not, the runtime's failed cast also looks for a boxed Swift
/// value and costs about two thirds more than a cast that succeeds, on every name a page looks up.
final class TemplateNode: MustacheParent, MustacheCustomRepresentation {
    private let view: any MustacheParent

    init(_ view: any MustacheParent) {
        self.view = view
    }

    func child(named name: String) -> Any? {
        view.child(named: name)
    }

    var representation: Any? { self }

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
