import FlyingFox
import Foundation

/// Answers `apidocs serve`'s HTTP requests from the in-memory site: its files (HTML pages with
/// the live-reload script added), the reload endpoint and the script itself.
///
/// Only files of the site are served, looked up by their site path in memory: nothing is read
/// from disk, a folder is never listed, and a path with a `.` or `..` segment, a backslash or
/// a NUL is refused with 404 before any lookup.
struct PreviewHandler: HTTPHandler {
    let state: PreviewState
    /// How long the reload endpoint holds a request open when nothing changes.
    var pollTimeout: Duration = .seconds(20)

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.text(.methodNotAllowed, "apidocs serve answers GET and HEAD only\n")
        }
        let raw = request.target.path(percentEncoded: false)
        switch raw {
        case LiveReloadScript.path:
            return Self.response(.ok, type: "text/javascript; charset=utf-8", bytes: Array(LiveReloadScript.source.utf8))
        case LiveReloadScript.eventsPath:
            let since = request.query.first { $0.name == "since" }.flatMap { Int($0.value) } ?? -1
            let status = await state.waitForChange(after: since, timeout: pollTimeout)
            return Self.response(.ok, type: "application/json", bytes: Array(Self.json(status).utf8))
        default:
            return await file(raw)
        }
    }

    private func file(_ raw: String) async -> HTTPResponse {
        guard let path = Self.sitePath(raw) else { return await notFound() }
        if path.isEmpty || path.hasSuffix("/") {
            if let index = await page(path + "index.html") { return index }
            return await notFound()
        }
        if let response = await page(path) { return response }
        let folderIndex = await state.file(path + "/index.html")
        if folderIndex != nil {
            // A folder without its slash: its pages' relative links need the slash.
            return HTTPResponse(statusCode: .movedPermanently, headers: [.location: "/" + path + "/", .cacheControl: "no-store"])
        }
        return await notFound()
    }

    private func page(_ path: String) async -> HTTPResponse? {
        guard let bytes = await state.file(path) else { return nil }
        let type = Self.contentType(path)
        guard type.hasPrefix("text/html") else { return Self.response(.ok, type: type, bytes: bytes) }
        let generation = await state.status.siteGeneration
        return Self.response(.ok, type: type, bytes: Self.withLiveReload(bytes, siteGeneration: generation))
    }

    private func notFound() async -> HTTPResponse {
        if let page = await state.file("404.html") {
            let generation = await state.status.siteGeneration
            return Self.response(.notFound, type: "text/html; charset=utf-8", bytes: Self.withLiveReload(page, siteGeneration: generation))
        }
        return Self.text(.notFound, "not found\n")
    }

    /// The site path of a decoded request path (`/Bookshop/models/` → `Bookshop/models/`), or
    /// `nil` for one that names anything but a place inside the site.
    static func sitePath(_ raw: String) -> String? {
        guard raw.hasPrefix("/"), !raw.contains("\\"), !raw.contains("\0") else { return nil }
        let path = String(raw.dropFirst())
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            if segment == "." || segment == ".." { return nil }
            // An empty segment is allowed only as the trailing slash of a folder.
            if segment.isEmpty && index != segments.count - 1 { return nil }
        }
        return path
    }

    /// The page with the live-reload script before its last `</body>` (or at its end).
    static func withLiveReload(_ page: [UInt8], siteGeneration: Int) -> [UInt8] {
        let tag = Array(LiveReloadScript.tag(siteGeneration: siteGeneration).utf8)
        let marker = Array("</body>".utf8)
        var index = page.count - marker.count
        search: while index >= 0 {
            for offset in 0..<marker.count where page[index + offset] != marker[offset] {
                index -= 1
                continue search
            }
            var result = Array(page[..<index])
            result.reserveCapacity(page.count + tag.count)
            result += tag
            result += page[index...]
            return result
        }
        return page + tag
    }

    static func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "md": "text/markdown; charset=utf-8"
        case "xml": "application/xml"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "txt": "text/plain; charset=utf-8"
        case "woff2": "font/woff2"
        default: "application/octet-stream"
        }
    }

    static func json(_ status: PreviewState.Status) -> String {
        let problems = status.problems.map(JSONText.quoted).joined(separator: ",")
        return "{\"generation\":\(status.generation),\"siteGeneration\":\(status.siteGeneration),\"problems\":[\(problems)]}"
    }

    static func response(_ code: HTTPStatusCode, type: String, bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(
            statusCode: code,
            headers: [.contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"],
            body: Data(bytes)
        )
    }

    static func text(_ code: HTTPStatusCode, _ text: String) -> HTTPResponse {
        response(code, type: "text/plain; charset=utf-8", bytes: Array(text.utf8))
    }
}

/// A JSON string literal of any text (quotes, backslashes and control characters escaped).
enum JSONText {
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"  // never `</script>` in a response
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
