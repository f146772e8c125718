import APIDocsRender

/// The pages a published site's `sitemap.xml` lists, in the output folder's terms.
///
/// A run lists every API the site index lists: those it rendered, by the files it rendered, and
/// (in a run of named specs) the others it keeps, by what their folders hold. So the sitemap of
/// a run of a few specs still names every page of the site.
extension BuildPlan {
    /// Every HTML page of `apis`, relative to the output folder (`Bookshop/models/book.html`).
    func htmlPages(of apis: [SiteSummary], rendered: [Rendered]) -> [String] {
        let renderedFiles = Dictionary(rendered.map { ($0.folder, $0.files.map(\.path) + $0.pending.map(\.path)) }, uniquingKeysWith: { first, _ in first })
        var pages: [String] = []
        for api in apis {
            let folder = FileSystem.join(output, api.folder)
            let paths = renderedFiles[folder] ?? keptFiles(folder)
            pages += paths.filter { $0.hasSuffix(".html") }.map { api.folder + "/" + $0 }
        }
        return pages
    }

    /// The files of an API folder this run keeps without rendering it: those its manifest says
    /// apidocs wrote, else (no manifest, as on a fresh clone) every file but dot files.
    func keptFiles(_ folder: String) -> [String] {
        if let manifest = OutputManifest.read(folder: folder) { return manifest.entries.map(\.path) }
        return OutputDisk.tree(folder)
            .filter { $0.status.kind == .file && !$0.path.split(separator: "/").contains { $0.hasPrefix(".") } }
            .map(\.path)
    }
}
