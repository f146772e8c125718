/// The header's logo markup for one page: the image (from the API folder, through the page's
/// `root`, or from its `https:` address), its text alternative and background, inside a link
/// when the logo has one. Every value is escaped here; the layout prints the markup as is.
enum LogoView {
    static func html(_ logo: SiteLogo, root: String) -> HTML {
        let src: String
        switch logo.source {
        case .remote(let url): src = url
        case .local(let path): src = root + path
        }
        let style = logo.backgroundColor.map { " style=\"background-color: " + HTML.escape($0) + "\"" } ?? ""
        let image = "<img src=\"" + HTML.escape(src) + "\" alt=\"" + HTML.escape(logo.altText) + "\">"
        guard let href = logo.href else { return HTML(trusted: "<span class=\"site-logo\"" + style + ">" + image + "</span>") }
        return HTML(trusted: "<a class=\"site-logo\" href=\"" + HTML.escape(href) + "\"" + style + ">" + image + "</a>")
    }
}
