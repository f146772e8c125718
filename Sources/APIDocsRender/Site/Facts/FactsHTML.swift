import APIDocsSymbols
import Foundation

/// Renders the documentation facts of the symbol model as HTML fragments: the lists, tables and
/// samples that sit next to a property, parameter, header, body or response.
///
/// Every piece of spec text is escaped here (or goes through `Markdown`), so a template prints
/// the result with `{{{…}}}` safely.
struct FactsHTML {
    /// Writes the Swift type of a composition member of this shape, linked, when the client has
    /// one: the SwagGen flavour types shapes with its namer's `AlternativeTypes`; the SOG flavour
    /// names no shape (it passes each member's type with the facts, see `schema`).
    let shapeType: (AlternativeShape) -> HTML?

    init(linker: TypeLinker) {
        let types = linker.plan.alternativeTypes
        shapeType = { shape in types.swiftType(shape).map { linker.html($0) } }
    }

    init(shapeType: @escaping (AlternativeShape) -> HTML?) {
        self.shapeType = shapeType
    }

    static func text(_ text: String) -> String { HTML.escape(HTMLCharacters.replacingForbidden(text)) }
    static func code(_ text: String) -> String { "<code>" + FactsHTML.text(text) + "</code>" }

    /// An external link the spec gave: only http(s) and mailto URLs become links.
    static func externalLink(_ url: String, text: String? = nil) -> String {
        let lower = url.lowercased()
        let shown = FactsHTML.text(text ?? url)
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") else { return shown }
        return "<a href=\"\(FactsHTML.text(url))\" rel=\"external nofollow\">\(shown)</a>"
    }

    /// A `<ul class="facts-list">` of what a schema says beyond its type; empty when nothing.
    /// `required` tells whether the key must be present (properties, parameters), for the
    /// required-but-nullable sentence.
    /// `memberTypes` gives the Swift type of the members of the schema's own composition, by
    /// index, where the flavour names them itself. `name` is what the schema is called where
    /// it is shown (a component's or property's name): a title that only repeats it is left out.
    func schema(_ facts: SchemaFacts, required: Bool? = nil, memberTypes: [Int: HTML] = [:], name: String? = nil) -> HTML {
        var items: [String] = []
        var facts = facts
        if let title = facts.title, let name, Self.repeats(title, name) { facts.title = nil }
        appendItems(facts, required: required, memberTypes: memberTypes, into: &items)
        guard !items.isEmpty else { return .empty }
        return HTML(trusted: "<ul class=\"facts-list\">" + items.map { "<li>" + $0 + "</li>" }.joined() + "</ul>")
    }

    /// The longest value shown in full on its fact's line; a longer one folds.
    static let longValue = 100

    /// `Label: <code>value</code>`; a value longer than `longValue` characters (a whole JSON
    /// object, a long URL) is a `<details>` whose summary shows its start, so a long example
    /// never stretches its member's block until the reader opens it.
    static func valueItem(_ label: String, _ value: String) -> String {
        guard value.count > longValue else { return label + ": " + FactsHTML.code(value) }
        return "<details class=\"long-value\"><summary>" + label + ": <code>" + FactsHTML.text(String(value.prefix(60))) + "</code>…</summary>"
            + FactsHTML.code(value) + "</details>"
    }

    /// Whether `title` says nothing but `name`: the same letters and digits, ignoring case,
    /// spaces and punctuation (`Charge` for `charge`, `Pet Status` for `pet_status`).
    static func repeats(_ title: String, _ name: String) -> Bool {
        func letters(_ text: String) -> String {
            String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
        }
        let key = letters(title)
        return !key.isEmpty && key == letters(name)
    }

    private func appendItems(_ facts: SchemaFacts, required: Bool?, memberTypes: [Int: HTML] = [:], into items: inout [String]) {
        if facts.nullable {
            items.append(required == true
                ? "<strong>Required but nullable:</strong> the key is always present; its value may be <code>null</code>."
                : "<strong>Nullable:</strong> the value may be <code>null</code>.")
        }
        if facts.readOnly { items.append("<strong>Read-only:</strong> sent in responses only.") }
        if facts.writeOnly { items.append("<strong>Write-only:</strong> sent in requests only.") }
        if facts.deprecated { items.append("<strong>Deprecated.</strong>") }
        if let title = facts.title { items.append("Title: " + FactsHTML.text(title)) }
        // One JSON type is what the Swift type says already; a 3.1 list of types is not.
        if facts.jsonTypes.count > 1 { items.append("JSON type: " + facts.jsonTypes.map(FactsHTML.code).joined(separator: " | ")) }
        if let format = facts.format { items.append("Format: " + FactsHTML.code(format)) }
        for constraint in facts.constraints {
            items.append(FactsHTML.text(constraint.keyword) + ": " + FactsHTML.code(constraint.value))
        }
        if !facts.allowedValues.isEmpty {
            items.append("Allowed values: " + facts.allowedValues.map(FactsHTML.code).joined(separator: ", "))
        }
        if let value = facts.defaultValue { items.append(FactsHTML.valueItem("Default", value.inlineJSON)) }
        for example in facts.examples { items.append(FactsHTML.valueItem("Example", example.inlineJSON)) }
        if let docs = facts.externalDocs { items.append(externalDocs(docs)) }
        if let composition = facts.composition { items.append(self.composition(composition, memberTypes: memberTypes)) }
        if let item = facts.itemFacts {
            var inner: [String] = []
            appendItems(item.facts, required: nil, into: &inner)
            if let component = item.facts.componentName, inner.isEmpty { inner.append("Schema " + FactsHTML.code(component)) }
            if !inner.isEmpty { items.append("Items: <ul>" + inner.map { "<li>" + $0 + "</li>" }.joined() + "</ul>") }
        }
    }

    func externalDocs(_ docs: ExternalDocsFacts) -> String {
        "External docs: " + FactsHTML.externalLink(docs.url, text: docs.description ?? docs.url)
    }

    /// The alternatives of a composition, each with the Swift type the client uses for it.
    func composition(_ composition: CompositionFacts, memberTypes: [Int: HTML]) -> String {
        let lead: String
        switch composition.kind {
        case .oneOf: lead = "One of (exactly one alternative matches):"
        case .anyOf: lead = "Any of (one or more alternatives match):"
        case .allOf: lead = "All of (the value matches every part):"
        }
        var html = "<div class=\"composition\">" + lead
        if let discriminator = composition.discriminator { html += " told apart by " + FactsHTML.code(discriminator) + "." }
        html += "<ul>"
        for (index, alternative) in composition.alternatives.enumerated() {
            html += "<li>" + FactsHTML.code(alternative.label)
            if let type = memberTypes[index] ?? alternative.shape.flatMap(shapeType) {
                html += ", Swift <code>" + type.markup + "</code>"
            } else {
                html += ", no Swift type of its own"
            }
            if !alternative.jsonTypes.isEmpty { html += " (JSON " + alternative.jsonTypes.joined(separator: " | ") + ")" }
            html += "</li>"
        }
        return html + "</ul></div>"
    }

    /// A parameter's facts: its schema's, then style, examples.
    func parameter(_ facts: ParameterFacts, required: Bool) -> HTML {
        var html = schema(facts.schema, required: required).markup
        var extra: [String] = []
        if facts.deprecated { extra.append("<strong>Deprecated parameter.</strong>") }
        if facts.allowEmptyValue { extra.append("May be sent empty.") }
        if let style = facts.style { extra.append("Style: " + FactsHTML.code(style)) }
        if let explode = facts.explode { extra.append("Explode: " + FactsHTML.code(explode ? "true" : "false")) }
        for example in facts.examples { extra.append(exampleLine(example)) }
        if !extra.isEmpty { html += "<ul class=\"facts-list\">" + extra.map { "<li>" + $0 + "</li>" }.joined() + "</ul>" }
        return HTML(trusted: html)
    }

    func exampleLine(_ example: ExampleFacts) -> String {
        var line = "Example"
        if let name = example.name { line += " " + FactsHTML.code(name) }
        if let summary = example.summary { line += " (" + FactsHTML.text(summary) + ")" }
        if let json = example.json { line += ": " + FactsHTML.code(json) }
        if let external = example.externalValue { line += ": " + FactsHTML.externalLink(external) }
        return line
    }

    /// Each media type with its schema facts and samples (the spec's examples, else a
    /// generated one).
    func mediaTypes(_ mediaTypes: [MediaTypeFacts], kind: String) -> HTML {
        var shown: [String: String] = [:]
        return self.mediaTypes(mediaTypes, kind: kind, place: nil, shownSchemas: &shown)
    }

    /// The same, remembering in `shownSchemas` which schemas a page already showed (by where
    /// they were shown: `place`), so that a schema several media types or responses share
    /// (Swagger 2.0 `produces`: JSON, YAML, protobuf...; Kubernetes' 200, 201 and 202 of one
    /// operation) shows its facts and sample once.
    ///
    /// Media types of one body with the same schema and no examples of their own are listed
    /// together on one line, followed by the schema's facts and sample; a media type with its
    /// own examples stands alone.
    func mediaTypes(_ mediaTypes: [MediaTypeFacts], kind: String, place: String?, shownSchemas: inout [String: String]) -> HTML {
        guard !mediaTypes.isEmpty else { return .empty }
        var html = "<div class=\"media-types\">"
        for group in Self.groups(mediaTypes) {
            let media = group[0]
            let sample = group.lazy.compactMap(\.generatedSample).first
            // The names and facts on the left, the samples beside them on a wide screen (`pair`).
            html += "<div class=\"media-type pair\"><div class=\"prose\"><p class=\"media-type-name\">" + group.map { FactsHTML.code($0.mediaType) }.joined(separator: ", ")
            if let component = media.schema?.componentName { html += ", schema " + FactsHTML.code(component) }
            // A media type with a sample (JSON) is only ever sent to a place that showed one.
            if let key = Self.schemaKey(media).map({ $0 + (sample == nil ? "" : " with sample") }), media.examples.isEmpty {
                if let first = shownSchemas[key] {
                    html += ", the same schema " + (sample == nil ? "" : "and sample ") + "as " + first + "</p></div></div>"
                    continue
                }
                let here = place.map { FactsHTML.text($0) } ?? FactsHTML.code(media.mediaType)
                shownSchemas[key] = here
                if sample != nil, let plain = Self.schemaKey(media), shownSchemas[plain] == nil { shownSchemas[plain] = here }
            }
            html += "</p>"
            if let facts = media.schema { html += schema(facts).markup }
            html += "</div>"
            var code = ""
            for example in media.examples {
                code += "<p class=\"sample-title\">" + (example.name.map { "Example " + FactsHTML.code($0) } ?? "Example")
                if let summary = example.summary { code += ": " + FactsHTML.text(summary) }
                code += "</p>"
                if let description = example.description { code += Markdown.html(description).markup }
                if let json = example.json { code += FactsHTML.pre(json, language: "json") }
                if let external = example.externalValue { code += "<p>External value: " + FactsHTML.externalLink(external) + "</p>" }
            }
            if let sample {
                code += "<p class=\"sample-title\">Sample \(kind) (built from the schema)</p>" + FactsHTML.pre(sample, language: "json")
            }
            if !code.isEmpty { html += "<div class=\"code\">" + code + "</div>" }
            html += "</div>"
        }
        return HTML(trusted: html + "</div>")
    }

    /// What makes two media types' schemas one: the component they refer to, else where the
    /// schema is written (each response's `$ref` sits at its own pointer); `nil` without one.
    static func schemaKey(_ media: MediaTypeFacts) -> String? {
        media.schema?.componentName.map { "component:" + $0 } ?? media.schemaPointer.map { (media.schemaFile ?? "") + $0 }
    }

    /// `mediaTypes` in groups that share a schema, in order of first appearance; a media type
    /// with examples of its own, or without a schema, is a group by itself.
    static func groups(_ mediaTypes: [MediaTypeFacts]) -> [[MediaTypeFacts]] {
        var groups: [[MediaTypeFacts]] = []
        var groupOfKey: [String: Int] = [:]
        for media in mediaTypes {
            if media.examples.isEmpty, let key = schemaKey(media) {
                if let index = groupOfKey[key] {
                    groups[index].append(media)
                    continue
                }
                groupOfKey[key] = groups.count
            }
            groups.append([media])
        }
        return groups
    }

    static func pre(_ text: String, language: String) -> String {
        "<pre tabindex=\"0\"><code class=\"language-\(language)\">" + FactsHTML.content(text, tabIndented: language == "json") + "</code></pre>"
    }

    /// Text inside an element (not an attribute): only `<`, `>` and `&` need escaping, which
    /// keeps JSON samples (full of quotes) small. With `tabIndented`, JSON text has each pair
    /// of spaces that indents a line written as one tab (shown two columns wide, `tab-size` in
    /// style.css): half the bytes of a deep sample's indentation, the same JSON (indentation is
    /// never inside a string, which cannot hold a raw newline). One pass over the bytes.
    static func content(_ text: String, tabIndented: Bool = false) -> String {
        var clean = HTMLCharacters.replacingForbidden(text)
        guard tabIndented else { return HTML.escapingEntities(clean, quotes: false) }
        return clean.withUTF8 { source in
            var specials = 0
            for byte in source where HTML.entity(for: byte, quotes: false) != nil { specials += 1 }
            // `&amp;` is the longest entity; indentation only ever shrinks.
            return String(unsafeUninitializedCapacity: source.count + 4 * specials) { output in
                FactsHTML.tabIndentedContent(source, into: output)
            }
        }
    }

    /// `content(_:tabIndented: true)` on bytes, line by line: the spaces that start a line as
    /// tabs (one per pair, an odd one kept as a space), the rest of the line copied in runs up
    /// to each byte with an entity (`HTML.entity`), which is escaped. Returns the bytes written.
    private static func tabIndentedContent(_ source: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let input = source.baseAddress, let out = output.baseAddress else { return 0 }
        // Read once: a global read in the loop checks its initialisation per byte.
        let stopsRun = Self.stopsRun
        let end = source.count
        var count = 0
        var index = 0
        while index < end {
            var spaces = 0
            while index < end, input[index] == 0x20 {
                spaces += 1
                index += 1
            }
            for _ in 0..<(spaces / 2) {
                out[count] = 0x09
                count += 1
            }
            if spaces % 2 == 1 {
                out[count] = 0x20
                count += 1
            }
            // The rest of the line, through its newline.
            while index < end {
                let runStart = index
                while index < end, !stopsRun[Int(input[index])] { index += 1 }
                (out + count).update(from: input + runStart, count: index - runStart)
                count += index - runStart
                guard index < end else { break }
                let byte = input[index]
                index += 1
                if let entity = HTML.entity(for: byte, quotes: false) {
                    entity.withUTF8Buffer { bytes in
                        (out + count).update(from: bytes.baseAddress!, count: bytes.count)
                        count += bytes.count
                    }
                } else {
                    out[count] = byte
                    count += 1
                }
                if byte == 0x0A { break }
            }
        }
        return count
    }

    /// The bytes that end a run of `tabIndentedContent`: a newline and every byte with an entity.
    private static let stopsRun: [Bool] = (0...255).map { byte in
        byte == 0x0A || HTML.entity(for: UInt8(byte), quotes: false) != nil
    }

    /// A list of response headers, one member block each.
    func headers(_ headers: [HeaderFacts]) -> HTML {
        guard !headers.isEmpty else { return .empty }
        var html = "<p class=\"list-title\">Response headers</p><ul class=\"member-list headers\">"
        for header in headers {
            var block = MemberBlockView(name: HTML(text: header.name))
            block.required = header.required
            block.description = Markdown.html(header.description ?? "")
            var facts = header.schema
            facts.deprecated = facts.deprecated || header.deprecated
            var markup = schema(facts).markup
            for example in header.examples { markup += "<p>" + exampleLine(example) + "</p>" }
            block.facts = HTML(trusted: markup)
            html += block.block.markup
        }
        return HTML(trusted: html + "</ul>")
    }

    /// A response's headers, media types and links.
    func response(_ facts: ResponseFacts, shownSchemas: inout [String: String]) -> HTML {
        let place = "status " + facts.code
        var html = headers(facts.headers).markup + mediaTypes(facts.mediaTypes, kind: "response", place: place, shownSchemas: &shownSchemas).markup
        if !facts.links.isEmpty { html += "<p>Links: " + facts.links.map(FactsHTML.code).joined(separator: ", ") + "</p>" }
        return HTML(trusted: html)
    }
}
