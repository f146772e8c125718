import Foundation

/// Page markup as tests compare it: Swift blocks are coloured at build time
/// (`<span class="sx-…">`), which says nothing about the code a test checks.
public enum PageText {
    /// `html` without the colouring spans.
    public static func uncoloured(_ html: String) -> String {
        html.replacingOccurrences(of: #"<span class="sx-[a-z]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
    }
}
