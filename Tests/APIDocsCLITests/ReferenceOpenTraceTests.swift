import Foundation
import XCTest

/// The real executable under `strace -e trace=open,openat`: a spec whose `$ref`s leave the
/// reference root (a relative path, an absolute path, a symbolic link) is refused, and the
/// kernel saw no attempt to open any of the targets. Skipped only where strace is missing and
/// CI is not set (CI installs it: .ci/run).
final class ReferenceOpenTraceTests: XCTestCase {
    func testTargetsOutsideTheRootAreNeverOpened() throws {
        let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let strace else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("strace is missing; CI must install it (.ci/run)")
                return
            }
            throw XCTSkip("strace is not installed")
        }
        let apidocs = try OutputTestTools.product("apidocs")
        let scratch = try TemporaryFolder()
        let base = URL(fileURLWithPath: scratch.path).resolvingSymlinksInPath().path
        try scratch.write("secret/key.yml", "S: {type: string}\n")
        try scratch.write("secret/linked.yml", "S: {type: string}\n")
        try FileManager.default.createDirectory(atPath: base + "/api", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/api/shared", withDestinationPath: base + "/secret")
        let targets = [
            "relative": "'../secret/key.yml#/S'",
            "absolute": "'\(base)/secret/key.yml#/S'",
            "link": "'shared/linked.yml#/S'",
        ]
        for (name, ref) in targets.sorted(by: { $0.key < $1.key }) {
            try scratch.write("api/spec.yml", "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    S: {$ref: \(ref)}\n")
            let log = base + "/trace-\(name).log"
            let run = try OutputTestTools.run(strace, ["-f", "-qq", "-e", "trace=open,openat,openat2", "-o", log, apidocs, "readme", "spec.yml", "--output", "README.md"], in: base + "/api")
            XCTAssertEqual(run.status, 1, "\(name): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("outside the reference root"), "\(name): \(run.stderr)")
            let trace = try String(contentsOfFile: log, encoding: .utf8)
            XCTAssertTrue(trace.contains("spec.yml"), "\(name): the trace must show the spec being opened")
            XCTAssertFalse(trace.contains("key.yml") || trace.contains("linked.yml"), "\(name): a target outside the root was opened:\n\(trace)")
        }
    }
}
