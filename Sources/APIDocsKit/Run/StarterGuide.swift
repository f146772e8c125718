/// The article `apidocs init` puts in a new spec folder's `guides/`: a page of the site that
/// shows authors where their own articles go and how they link into the reference.
///
/// Its links are only shown, in code, never written as links: it must build on any spec,
/// whatever the client's names.
enum StarterGuide {
    /// Relative to the spec folder.
    static let path = DocsJob.defaultGuidesFolder + "/getting-started.md"

    static func text(name: String) -> String {
        """
        ---
        title: Getting started
        ---

        This article is yours to rewrite: every Markdown file in this folder becomes a page of
        the \(name) documentation, listed under Guides in the sidebar above the reference.

        ## Linking into the reference

        Links are checked when the site is built: one that names nothing is an error at its
        line, so no published page has a dead link. Write them as DocC does, or as the spec does:

        ```text
        ``Pet``                         a model (a type of the Swift client)
        ``Pet/name``                    one of its properties
        <doc:getting-started>           another article, by file name
        [the pet](#/components/schemas/Pet)   a place in the spec, by JSON pointer
        [list pets](operationId:listPets)     an operation, by its operationId
        ```

        A `swift` code block is compiled against the client by the compile check; mark
        pseudo-code with `swift skip-check`. Order the articles with `order:` in their front
        matter or an `order:` list in `guides.yml`; a sub-folder is a group of its own.

        """
    }
}
