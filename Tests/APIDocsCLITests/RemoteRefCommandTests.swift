import Foundation
import XCTest

/// `--allow-remote-ref` through the real command, against python3's http.server on 127.0.0.1:
/// the allowed prefix is fetched and documented; without the flag the same spec is refused.
final class RemoteRefCommandTests: XCTestCase {
    func testAnAllowedPrefixIsFetchedAndDocumented() throws {
        let scratch = try TemporaryFolder()
        try scratch.write("served/pet.yml", "Pet:\n  type: object\n  properties:\n    nickname: {type: string}\n")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-u", "-c", """
            import functools, http.server, sys
            class Quiet(http.server.SimpleHTTPRequestHandler):
                def log_message(self, *args): pass
            s = http.server.HTTPServer(('127.0.0.1', 0), functools.partial(Quiet, directory=sys.argv[1]))
            print(s.server_address[1])
            s.serve_forever()
            """, scratch.path + "/served"]
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line.append(byte) }
        let port = try XCTUnwrap(Int(String(decoding: line, as: UTF8.self)))
        let base = "http://127.0.0.1:\(port)/"
        try scratch.write("api/spec.yml", "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {$ref: '\(base)pet.yml#/Pet'}\n")
        try scratch.write("api/apidocs.yml", "name: API\n")

        let refused = try CLIRunner.run(["build", "spec.yml", "--output", "out"], in: scratch.path + "/api")
        XCTAssertEqual(refused.exitCode, 1)
        XCTAssertEqual(refused.stderrLines, ["spec.yml:6:17: error: remote $ref '\(base)pet.yml#/Pet' is not fetched: allow its URL prefix"
            + " with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml (at #/components/schemas/Pet/$ref)"])

        let allowed = try CLIRunner.run(["build", "spec.yml", "--output", "out", "--allow-remote-ref", base], in: scratch.path + "/api")
        XCTAssertEqual(allowed.exitCode, 0, allowed.stderr)
        XCTAssertTrue(try scratch.read("api/out/API/models/pet.html").contains("nickname"))
    }
}
