import APIDocsSymbols
import Mustache

/// One of an operation's `x-codeSamples` (Redoc) in its page's code panel, beside the Swift
/// example: the label its tab shows (`label`, else `lang`), the language and the code.
///
/// Everything is spec text, so the template escapes all of it; the code is never highlighted
/// nor marked as Swift (`language-swift` blocks are what the example compile test collects).
struct CodeSampleView: Sendable, MustacheParent {
    /// The sample's element id on the page (`code-sample-1`…): a Swift path never has a dash,
    /// so these never meet a symbol's anchor.
    var id: String
    var title: String
    var language: String
    var source: String

    /// The operation's samples in spec order, numbered from 1.
    static func list(_ samples: [CodeSampleFacts]) -> [CodeSampleView] {
        samples.enumerated().map { index, sample in
            CodeSampleView(id: "code-sample-\(index + 1)", title: sample.title, language: sample.language, source: sample.source)
        }
    }

    func child(named name: String) -> Any? {
        switch name {
        case "id": return templateText(id)
        case "title": return templateText(title)
        case "language": return templateText(language)
        case "source": return templateText(source)
        default: return nil
        }
    }
}
