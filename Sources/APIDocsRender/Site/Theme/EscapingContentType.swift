import Mustache

/// The content type every site template is compiled with: `{{x}}` escapes exactly like
/// swift-mustache's built-in HTML type (`<`, `>`, `&`, `"`, `'`), but on UTF-8 bytes, and hands
/// back text without any of them as it is.
///
/// The built-in type walks the text by `Character` and looks each one up in a dictionary: on
/// the large sites that was a tenth of all rendering time. (It also leaves a `<` unescaped when
/// a combining mark follows it, since the pair is one `Character`; this one never does.)
struct EscapingContentType: MustacheContentType {
    /// The name the templates' `{{%CONTENT_TYPE:…}}` pragma selects it by.
    static let name = "ApidocsHTML"

    /// The line put before every template's text (swift-mustache starts every template and
    /// partial with its HTML type, so each one has to switch). Standalone, so it renders as
    /// nothing and leaves the template's first line as it was.
    static let pragma = "{{%CONTENT_TYPE:" + name + "}}\n"

    /// Registers the type once per process; evaluated before any template is compiled.
    static let registered: Void = {
        MustacheContentTypes.register(EscapingContentType(), named: name)
    }()

    func escapeText(_ text: String) -> String {
        HTML.escape(text)
    }
}
