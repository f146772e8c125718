import APIDocsDiagnostics
import APIDocsLoader
import APIDocsRender
import APIDocsSymbols

/// Decides what `info.x-logo` (Redoc) becomes in a site: an `https:` address is shown as it is;
/// a relative path names an image file beside the spec, which is read and copied into the API
/// folder (`SiteLogo.outputPath`) and counts as an input of the build, so that `check` sees it
/// change and `serve` rebuilds when it does.
///
/// A logo file comes from the repository, like a `$ref`'d file, so the same rule confines it:
/// its real path must lie inside the reference root (`ReferencePolicy`), and it is never read
/// when it does not; its type must be an image (png, svg, jpg, jpeg, gif, webp). The logo is a
/// decoration, so none of this stops a build (Redoc, too, goes on without it): a file outside
/// the root, of another type or that cannot be read, and any other address (`http:`,
/// `javascript:`, `data:`, `//host/…`), is a warning at the `url` and the header shows the
/// title alone (`--strict` makes it an error); so is a background colour that is not a plain
/// colour value, or a link that is not `http(s):` (then only that part is left out).
enum SiteLogoResolver {
    /// The logo the pages show and, for a file, the file to write.
    struct Resolved: Sendable {
        /// `nil` when the logo is left out (a warning said why).
        var logo: SiteLogo?
        /// The file beside the spec and where it goes in the API folder.
        var file: (source: String, output: OutputFile)?
        /// The logo file the build depends on: the one read, or one that could not be read, so
        /// that its appearing (or changing) makes the site stale and `serve` rebuild.
        var input: String?
    }

    static func resolve(_ facts: LogoFacts?, job: DocsJob, apiTitle: String?, diagnostics: DiagnosticCollector) -> Resolved? {
        guard let facts else { return nil }
        let href = facts.href.flatMap { link -> String? in
            if isWebAddress(link) { return link }
            diagnostics.warning("x-logo 'href' '\(link)' is ignored: the logo links only to an http(s): address", at: facts.location, pointer: facts.pointer)
            return nil
        }
        let background = facts.backgroundColor.flatMap { color -> String? in
            if SiteLogo.isPlainColor(color) { return color }
            diagnostics.warning("x-logo 'backgroundColor' '\(color)' is ignored: it must be a colour (#rrggbb, a name, rgb(…) or hsl(…))", at: facts.location, pointer: facts.pointer)
            return nil
        }
        let alt = facts.altText ?? ((apiTitle ?? job.outputName) + " logo")
        func logo(_ source: SiteLogo.Source) -> SiteLogo {
            SiteLogo(source: source, altText: alt, backgroundColor: background, href: href)
        }
        let url = facts.url
        if url.lowercased().hasPrefix("https://"), url.count > "https://".count {
            return Resolved(logo: logo(.remote(url)))
        }
        if hasScheme(url) || url.hasPrefix("//") {
            diagnostics.warning("x-logo url '\(url)' is ignored: a logo is an https: address or an image file beside the spec", at: facts.location, pointer: facts.pointer)
            return nil
        }
        switch readFile(url, facts: facts, job: job, diagnostics: diagnostics) {
        case .read(let file):
            return Resolved(logo: logo(.local(file.output.path)), file: file, input: file.source)
        case .unreadable(let path):
            return Resolved(logo: nil, input: path)
        case .refused:
            return nil
        }
    }

    /// What became of the file a relative `url` names.
    private enum FileOutcome {
        case read((source: String, output: OutputFile))
        /// Inside the root and an image by name, but not readable now (missing, a folder, no permission).
        case unreadable(path: String)
        /// Outside the root or not an image: never read.
        case refused
    }

    /// The image file `url` names (relative to the file that writes it), checked, then read;
    /// every refusal is a warning at the `url`.
    private static func readFile(_ url: String, facts: LogoFacts, job: DocsJob, diagnostics: DiagnosticCollector) -> FileOutcome {
        let policy = job.references.policy(specPath: job.specPath)
        let access = job.references.access
        let workingDirectory = SpecFileAccess.currentDirectory()
        let base = FileSystem.folder(of: facts.location.file)
        let path = url.hasPrefix("/") ? url : FileSystem.join(base, url)
        let real = access.realPath(ReferencePolicy.absolute(path, in: workingDirectory))
        let root = access.realPath(ReferencePolicy.absolute(policy.root, in: workingDirectory))
        guard !url.hasPrefix("/"), ReferencePolicy.contains(root, real) else {
            diagnostics.warning("x-logo url '\(url)' is ignored: it leads to '\(real)', outside the project root '\(policy.root)' (a logo file must be inside it; widen it with --ref-root DIR or refRoot: in apidocs.yml)",
                                at: facts.location, pointer: facts.pointer)
            return .refused
        }
        let name = FileSystem.lastComponent(path)
        let type = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!).lowercased() : ""
        guard SiteLogo.imageExtensions.contains(type) else {
            let allowed = SiteLogo.imageExtensions.sorted().joined(separator: ", ")
            diagnostics.warning("x-logo url '\(url)' is ignored: it is not an image file (\(allowed))", at: facts.location, pointer: facts.pointer)
            return .refused
        }
        switch access.read(path) {
        case .success(let bytes):
            return .read((path, OutputFile(path: SiteLogo.outputPath(imageExtension: type), bytes: bytes)))
        case .failure(let failure):
            diagnostics.warning("x-logo url '\(url)' is ignored: cannot read '\(path)' (\(failure.reason)); the pages show no logo", at: facts.location, pointer: facts.pointer)
            return .unreadable(path: path)
        }
    }

    /// `http:` or `https:` with something after it.
    private static func isWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return (lower.hasPrefix("https://") && lower.count > 8) || (lower.hasPrefix("http://") && lower.count > 7)
    }

    /// Whether `text` starts with a URL scheme (`name:`), as `javascript:` or `data:` do.
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }
}
