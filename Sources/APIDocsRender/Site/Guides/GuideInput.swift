import APIDocsGuides

/// The guides one API's site shows: the articles read by the guides stage, the spec facts
/// their links can name, and how an unresolved link is reported.
public struct GuideInput: Sendable {
    public var set: GuideSet
    public var spec: GuideSpecIndex
    /// `--lenient-links`: an unresolved link is a warning (rendered as its text), not an error.
    public var lenientLinks: Bool

    public init(set: GuideSet, spec: GuideSpecIndex, lenientLinks: Bool = false) {
        self.set = set
        self.spec = spec
        self.lenientLinks = lenientLinks
    }
}
