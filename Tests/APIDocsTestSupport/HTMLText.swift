import Foundation

/// Reading rendered HTML in tests: the page text without the build-time Swift colouring, and
/// the values of one attribute.
public enum HTMLText {
    /// `html` without the build-time Swift colouring (`<span class="sx-…">…</span>`), so the
    /// Swift text of a block can be compared whole; the colouring has its own tests.
    public static func uncoloured(_ html: String) -> String {
        html.replacingOccurrences(of: #"<span class="sx-[a-z]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
    }
}
