import APIDocsRender
import ArgumentParser

/// Flags shared by the commands that write or check output folders.
struct SiteOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("The output folder (default: the root apidocs.yml's `output`, else Site).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("A theme folder laid over the built-in default theme (templates/*.mustache, assets/*).", valueName: "dir"))
    var theme: String?

    @Option(name: .customLong("site-url"), help: ArgumentHelp("Where the output folder is published (http:// or https://, with a host): every page gets a canonical link, and sitemap.xml and 404.html are written (default: the root apidocs.yml's `siteURL`).", valueName: "url"))
    var siteURL: String?

    @Option(help: ArgumentHelp("A folder of Markdown guides shown beside the reference, for every spec of the run (default: each spec's `guides:` in apidocs.yml, else the guides folder beside the spec).", valueName: "dir"))
    var guides: String?

    @Flag(name: .customLong("lenient-links"), help: "An unresolved link in a guide is a warning (shown as text) instead of an error.")
    var lenientLinks = false

    /// `--site-url`, checked in `validate()`.
    var publishedAt: SiteURL? {
        siteURL.flatMap { try? SiteURL(validating: $0) }
    }

    func validate() throws {
        if let siteURL { try SiteOptions.check(siteURL) }
    }

    /// A `--site-url` value that is not a site URL is bad usage (exit 2), saying why.
    static func check(_ text: String) throws {
        do {
            _ = try SiteURL(validating: text)
        } catch {
            throw ValidationError("--site-url needs an absolute http:// or https:// URL with a host, such as https://example.org/docs/, got '\(text)': \(error.reason)")
        }
    }
}
