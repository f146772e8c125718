import APIDocsSpec

/// Where the spec states a value for something the client takes as an argument, in the
/// order the symbol stage trusts them: the object's own `example`, its first named example
/// (`examples.<name>.value`), then its schema's `example` and `default` (following one
/// `$ref` to a component). A parameter whose description reads "… e.g. victoria" offers
/// that word last; the Swift value is only formed from it when it fits the type.
enum ExampleSources {
    static func parameter(_ parameter: Parameter, spec: APISpec) -> ExampleValue? {
        if let own = parameter.exampleValue { return own }
        if let fromSchema = schema(parameter.schema, spec: spec) { return fromSchema }
        return parameter.description.flatMap(descriptionExample)
    }

    /// The body's example: the first media type (JSON first) with `example` or `examples`,
    /// else the chosen schema's.
    static func body(_ content: [MediaContent], schema chosen: Schema, spec: APISpec) -> ExampleValue? {
        let ordered = content.filter { $0.mediaType == ContentSelection.json } + content.filter { $0.mediaType != ContentSelection.json }
        for entry in ordered {
            if let own = entry.exampleValue { return own }
        }
        return schema(chosen, spec: spec)
    }

    static func schema(_ schema: Schema, spec: APISpec) -> ExampleValue? {
        if let own = schema.exampleValue { return own }
        if let name = schema.reference?.componentName, let target = spec.component(named: name) { return target.exampleValue }
        return nil
    }

    /// The word after the first "e.g." in a description (`A single line id e.g. victoria` →
    /// `victoria`; `… e.g. tube,dlr` → `tube,dlr`), when it is made of letters, digits, `-`,
    /// `_` and commas only.
    static func descriptionExample(_ text: String) -> ExampleValue? {
        for marker in ["e.g. ", "e.g.: ", "eg. "] {
            guard let start = end(of: marker, in: text) else { continue }
            var word = ""
            for character in text[start...] {
                if character.isLetter || character.isNumber || character == "-" || character == "_" || character == "," || character == "." {
                    word.append(character)
                } else {
                    break
                }
            }
            while let last = word.last, last == "," || last == "." { word.removeLast() }
            let allowed = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ",") }
            if !word.isEmpty, allowed, !word.hasPrefix(","), !word.contains(",,") {
                return .string(word)
            }
            return nil
        }
        return nil
    }

    /// Where the first `marker` (ASCII) in `text` ends, on a character boundary; a plain byte
    /// search, far cheaper than Foundation's `range(of:)` on every parameter description.
    private static func end(of marker: String, in text: String) -> String.Index? {
        let pattern = Array(marker.utf8)
        var copy = text
        var offset = copy.withUTF8 { bytes -> Int? in
            firstOffset(of: pattern, in: bytes, from: 0)
        }
        while let found = offset {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: found)
            let end = utf8.index(start, offsetBy: pattern.count)
            if let start = String.Index(start, within: text), let end = String.Index(end, within: text), text[start...].hasPrefix(marker) {
                return end
            }
            offset = copy.withUTF8 { bytes in firstOffset(of: pattern, in: bytes, from: found + 1) }
        }
        return nil
    }

    private static func firstOffset(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = from
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}
