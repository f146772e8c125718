import APIDocsRender
import Foundation

/// One answer of the preview server, whatever serves it over the wire.
struct PreviewResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]
}

/// Answers `apidocs serve`'s HTTP requests from the in-memory site: its files (HTML pages with
/// the live-reload script added), the reload endpoint and the script itself.
///
/// Only files of the site are served, looked up by their site path in memory: nothing is read
/// from disk, a folder is never listed, and a path with a `.` or `..` segment, a backslash or
/// a NUL is refused with 404 before any lookup.
struct PreviewHandler: Sendable {
    let state: PreviewState
    /// Renders a pending file (on the requesting task, outside the state's actor).
    let render: @Sendable (PendingFile) -> [UInt8]
    /// How long the reload endpoint holds a request open when nothing changes.
    var pollTimeout: Duration = .seconds(20)
    /// The mock and proxy, when `serve` was asked for either.
    var tryIt: TryItRoutes?

    /// What the script tag of every page announces.
    var services: TryItServices { tryIt?.services ?? TryItServices() }

    /// Whether a request to `target` has a body to read (the mock's and the proxy's).
    func readsBody(_ target: String) -> Bool {
        tryIt?.handles(target) ?? false
    }

    /// A request with its headers and body: the "Try it" routes first, then the site.
    func respond(_ request: PreviewRequest) async -> PreviewResponse {
        if let tryIt, let answer = await tryIt.respond(request) { return answer }
        return await respond(method: request.method, target: request.target)
    }

    /// - Parameters:
    ///   - target: the request target as sent (`/Bookshop/models/?x=1`), percent-encoded.
    func respond(method: String, target: String) async -> PreviewResponse {
        guard method == "GET" || method == "HEAD" else {
            return Self.text(405, "apidocs serve answers GET and HEAD only\n")
        }
        let (encodedPath, query) = Self.split(target)
        guard let raw = encodedPath.removingPercentEncoding else { return await notFound() }
        switch raw {
        case LiveReloadScript.path:
            return Self.response(200, type: "text/javascript; charset=utf-8", bytes: Array(LiveReloadScript.source.utf8))
        case LiveReloadScript.eventsPath:
            let since = Self.queryValue("since", in: query).flatMap { Int($0) } ?? -1
            let status = await state.waitForChange(after: since, timeout: pollTimeout)
            return Self.response(200, type: "application/json", bytes: Self.json(status))
        default:
            return await file(raw)
        }
    }

    /// A target's path and query (`/a/b?since=3` → `/a/b`, `since=3`).
    static func split(_ target: String) -> (path: String, query: String) {
        guard let mark = target.firstIndex(of: "?") else { return (target, "") }
        return (String(target[..<mark]), String(target[target.index(after: mark)...]))
    }

    static func queryValue(_ name: String, in query: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first == Substring(name) { return parts.count > 1 ? String(parts[1]).removingPercentEncoding : "" }
        }
        return nil
    }

    private func file(_ raw: String) async -> PreviewResponse {
        guard let path = Self.sitePath(raw) else { return await notFound() }
        if path.isEmpty || path.hasSuffix("/") {
            if let index = await page(path + "index.html") { return index }
            return await notFound()
        }
        if let response = await page(path) { return response }
        let folderIndex = await state.file(path + "/index.html")?.file
        if folderIndex != nil {
            // A folder without its slash: its pages' relative links need the slash.
            return PreviewResponse(status: 301, headers: [("Location", "/" + path + "/"), ("Cache-Control", "no-store")], body: [])
        }
        return await notFound()
    }

    /// A site file's bytes, rendered now (and kept) when still pending.
    private func bytes(_ path: String) async -> [UInt8]? {
        guard let (file, siteGeneration) = await state.file(path) else { return nil }
        switch file {
        case .ready(let bytes): return bytes
        case .pending(let pending):
            let bytes = render(pending)
            await state.store(path, bytes: bytes, siteGeneration: siteGeneration)
            return bytes
        }
    }

    private func page(_ path: String) async -> PreviewResponse? {
        guard let bytes = await bytes(path) else { return nil }
        let type = Self.contentType(path)
        guard type.hasPrefix("text/html") else { return Self.response(200, type: type, bytes: bytes) }
        let generation = await state.status.siteGeneration
        return Self.response(200, type: type, bytes: Self.withLiveReload(bytes, siteGeneration: generation, services: services))
    }

    private func notFound() async -> PreviewResponse {
        if let page = await bytes("404.html") {
            let generation = await state.status.siteGeneration
            return Self.response(404, type: "text/html; charset=utf-8", bytes: Self.withLiveReload(page, siteGeneration: generation, services: services))
        }
        return Self.text(404, "not found\n")
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
    static func withLiveReload(_ page: [UInt8], siteGeneration: Int, services: TryItServices = TryItServices()) -> [UInt8] {
        let tag = Array(LiveReloadScript.tag(siteGeneration: siteGeneration, services: services).utf8)
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

    /// `{"generation":3,"siteGeneration":2,"problems":["…"]}`, the problems escaped as the
    /// site's own data files escape text.
    static func json(_ status: PreviewState.Status) -> [UInt8] {
        var bytes = Array("{\"generation\":\(status.generation),\"siteGeneration\":\(status.siteGeneration),\"problems\":[".utf8)
        for (index, problem) in status.problems.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.quote(problem, into: &bytes)
        }
        bytes += Array("]}".utf8)
        return bytes
    }

    static func response(_ code: Int, type: String, bytes: [UInt8]) -> PreviewResponse {
        PreviewResponse(
            status: code,
            headers: [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")],
            body: bytes
        )
    }

    static func text(_ code: Int, _ text: String) -> PreviewResponse {
        response(code, type: "text/plain; charset=utf-8", bytes: Array(text.utf8))
    }
}
