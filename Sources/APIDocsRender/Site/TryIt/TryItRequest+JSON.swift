/// The panel's data as JSON, written by hand (key order fixed, `JSONText` escaping, `<` never
/// raw) so the page's bytes are the same on every build and the text can sit in a `<script>`.
extension TryItRequest {
    /// Everything but the responses (only the mock reads those) and the descriptions of servers
    /// and parameters (Markdown the page shows rendered, which the panel would show as text).
    public var json: String {
        var writer = JSONObjectWriter()
        writer.string("operationId", operationID)
        writer.string("method", method)
        writer.string("path", path)
        writer.array("servers", servers) { server, item in
            item.string("url", server.url)
            item.array("variables", server.variables) { variable, entry in
                entry.string("name", variable.name)
                entry.string("default", variable.defaultValue)
                entry.strings("values", variable.values)
            }
        }
        writer.array("parameters", parameters) { parameter, item in
            item.string("name", parameter.name)
            item.string("in", parameter.location)
            item.bool("required", parameter.required)
            item.string("type", parameter.type)
            item.string("format", parameter.format)
            item.strings("values", parameter.values)
            item.string("example", parameter.example)
            // No description: the page documents each parameter, and its Markdown would be
            // shown as text (and a long shared one repeated on every page).
            item.string("swift", parameter.swiftName)
        }
        writer.bool("bodyRequired", bodyRequired)
        writer.array("bodies", bodies) { body, item in
            item.string("mediaType", body.mediaType)
            item.string("sample", body.sample)
            item.string("swiftType", body.swiftType)
        }
        writer.array("credentials", credentials) { credential, item in
            item.string("scheme", credential.scheme)
            item.string("kind", credential.kind)
            item.string("in", credential.location)
            item.string("name", credential.name)
        }
        writer.string("accept", accept)
        writer.object("swift") { item in
            item.string("flavour", swift.flavour)
            item.string("target", swift.target)
            item.string("client", swift.client)
            item.strings("inputParts", swift.inputParts)
        }
        return writer.text
    }
}

/// A JSON object written key by key, in the order given; `nil` values are left out.
struct JSONObjectWriter {
    private var bytes: [UInt8] = [0x7B]
    private var first = true

    var text: String { String(decoding: bytes + [0x7D], as: UTF8.self) }

    private mutating func key(_ name: String) {
        if !first { bytes.append(0x2C) }
        first = false
        JSONText.quote(name, into: &bytes)
        bytes.append(0x3A)
    }

    mutating func string(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        JSONText.quote(value, into: &bytes)
    }

    mutating func bool(_ name: String, _ value: Bool) {
        key(name)
        bytes.append(contentsOf: Array((value ? "true" : "false").utf8))
    }

    mutating func strings(_ name: String, _ values: [String]) {
        key(name)
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            JSONText.quote(value, into: &bytes)
        }
        bytes.append(0x5D)
    }

    mutating func object(_ name: String, _ body: (inout JSONObjectWriter) -> Void) {
        key(name)
        var inner = JSONObjectWriter()
        body(&inner)
        bytes.append(contentsOf: Array(inner.text.utf8))
    }

    mutating func array<T>(_ name: String, _ values: [T], _ body: (T, inout JSONObjectWriter) -> Void) {
        key(name)
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            var inner = JSONObjectWriter()
            body(value, &inner)
            bytes.append(contentsOf: Array(inner.text.utf8))
        }
        bytes.append(0x5D)
    }
}
