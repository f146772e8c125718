import Foundation

/// A python3 http.server on 127.0.0.1 (an ephemeral port) serving a temporary folder, with
/// three extra paths: `/redirect` (302 to `/pet.yml`), `/big` (200,000 bytes) and `/slow`
/// (answers after 5 seconds). Stopped when the test ends.
final class LocalHTTPServer {
    let folder: URL
    let port: Int
    private let process: Process

    var base: String { "http://127.0.0.1:\(port)" }

    static let script = """
    import functools, http.server, sys, time
    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if self.path.startswith('/redirect'):
                self.send_response(302); self.send_header('Location', '/pet.yml'); self.end_headers(); return
            if self.path.startswith('/big'):
                self.send_response(200); self.send_header('Content-Length', '200000'); self.end_headers()
                self.wfile.write(b'a' * 200000); return
            if self.path.startswith('/slow'):
                time.sleep(5)
            return super().do_GET()
        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=sys.argv[1]))
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """

    init(files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("apidocs-remote-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", LocalHTTPServer.script, folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw CocoaError(.fileReadUnknown)
        }
        self.port = port
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
