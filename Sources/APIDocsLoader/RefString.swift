/// A `$ref` string split into the file it names and the JSON pointer inside that file.
///
/// It exists so that loading (which only needs the file part) and resolving (which needs both)
/// read `other.yml#/a/b`, `#/a/b` and `other.yml` the same way.
struct RefString {
    /// The ref as written.
    let text: String
    /// The file part as written (`""` for a ref into the same file).
    let fileText: String
    /// The file part, percent-decoded.
    let filePath: String
    /// The fragment after `#`, percent-decoded; `nil` when the ref has no `#`.
    let fragment: String?

    init(_ text: String) {
        self.text = text
        if let hash = text.firstIndex(of: "#") {
            fileText = String(text[..<hash])
            fragment = JSONPointer.percentDecoded(String(text[text.index(after: hash)...]))
        } else {
            fileText = text
            fragment = nil
        }
        filePath = JSONPointer.percentDecoded(fileText)
    }

    var namesOtherFile: Bool { !fileText.isEmpty }
}
