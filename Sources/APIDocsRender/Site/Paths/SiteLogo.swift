/// The logo in every page header of one API (`info.x-logo`, Redoc), as pages show it.
///
/// It also decides, in this one place, where a logo file from beside the spec goes in the API
/// folder (`outputPath`): the build copies it there and pages point to it. Whether the spec's
/// `url` may be used at all (an `https:` address, or an image inside the project) is decided
/// before, where files are read (`SiteLogoResolver` in APIDocsKit).
public struct SiteLogo: Sendable, Equatable {
    /// Where the image is.
    public enum Source: Sendable, Equatable {
        /// An `https:` address, used as it is.
        case remote(String)
        /// A file of the API folder, relative to it (`outputPath`).
        case local(String)
    }

    public var source: Source
    /// The image's text alternative.
    public var altText: String
    /// A CSS colour behind the image (checked to be a plain colour value).
    public var backgroundColor: String?
    /// Where the logo links to (an `http(s):` address); `nil`: the logo is no link.
    public var href: String?

    public init(source: Source, altText: String, backgroundColor: String?, href: String?) {
        self.source = source
        self.altText = altText
        self.backgroundColor = backgroundColor
        self.href = href
    }

    /// The image types a logo file may be, by lower-case file extension.
    public static let imageExtensions: Set<String> = ["png", "svg", "jpg", "jpeg", "gif", "webp"]

    /// Where a logo file with `imageExtension` (lower case) goes, relative to the API folder.
    public static func outputPath(imageExtension: String) -> String {
        "assets/api-logo." + imageExtension
    }

    /// Whether `text` is a colour value safe to put in a `style` attribute: `#rgb`, `#rrggbb`
    /// (with or without alpha), a colour name, or `rgb(…)`/`rgba(…)`/`hsl(…)`/`hsla(…)` of
    /// numbers. Anything else (`red; background: url(…)`) is refused.
    public static func isPlainColor(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 40 else { return false }
        func isHex(_ byte: UInt8) -> Bool { (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte) }
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
        if bytes[0] == UInt8(ascii: "#") {
            return [4, 5, 7, 9].contains(bytes.count) && bytes.dropFirst().allSatisfy(isHex)
        }
        if bytes.allSatisfy(isLetter) { return true }
        let lower = text.lowercased()
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")"),
              ["rgb", "rgba", "hsl", "hsla"].contains(String(lower[..<open])) else { return false }
        let inside = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
        return inside.unicodeScalars.allSatisfy { "0123456789.,% /deg".unicodeScalars.contains($0) }
    }
}
