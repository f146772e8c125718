import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A `sitemap.xml` read with an XML parser (not with the patterns that wrote it): the root
/// element, its namespace and every `<loc>`, in order. Parsing fails on XML that is not well formed.
final class SitemapReader: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var namespace: String?
    private(set) var locations: [String] = []
    private var text: String?

    struct NotWellFormed: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ path: String) throws -> SitemapReader {
        let reader = SitemapReader()
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else {
            throw NotWellFormed(description: "\(path): \(parser.parserError.map { "\($0)" } ?? "not well formed")")
        }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil {
            root = elementName
            namespace = namespaceURI
        }
        if elementName == "loc" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "loc", let text { locations.append(text) }
        text = nil
    }
}
