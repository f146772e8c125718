import APIDocsLoader
import Foundation
import XCTest

/// Issue 8 item 2: a `$ref` reaches only files inside the reference root; everything else is
/// refused at the `$ref`, naming the resolved target, and the target is never opened.
final class ReferenceConfinementTests: XCTestCase {
    static let header = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"

    /// Loads `api/spec.yml` (schema `S` refers to `ref`) under the root `api`, recording what is opened.
    private func refusal(_ ref: String, files: [String: String] = [:], links: [String: String] = [:]) -> (message: String?, opened: [String]) {
        let log = OpenLog()
        let sources = files.merging(["api/spec.yml": Self.header + "    S: {$ref: '\(ref)'}\n"]) { $1 }
        let access = log.recording(.inMemory(sources, links: links))
        let error = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: "api/spec.yml", policy: ReferencePolicy(root: "api"), access: access)
        }
        return (error?.description, log.paths)
    }

    func testARelativePathOutOfTheRootIsRefusedAndNeverOpened() {
        let (message, opened) = refusal("../secret/key.yml#/S", files: ["secret/key.yml": "S: {type: string}\n"])
        XCTAssertEqual(message, "api/spec.yml:6:15: error: $ref '../secret/key.yml#/S' leads to 'secret/key.yml', outside the reference root 'api'"
            + " (widen it with --ref-root DIR or refRoot: in apidocs.yml) (at #/components/schemas/S/$ref)")
        XCTAssertEqual(opened, ["api/spec.yml"])
    }

    func testAnAbsolutePathOutOfTheRootIsRefusedAtTheRef() {
        let (message, opened) = refusal("/etc/passwd", files: ["/etc/passwd": "root:x:0:0\n"])
        XCTAssertEqual(message, "api/spec.yml:6:15: error: $ref '/etc/passwd' leads to '/etc/passwd', outside the reference root 'api'"
            + " (widen it with --ref-root DIR or refRoot: in apidocs.yml) (at #/components/schemas/S/$ref)")
        XCTAssertEqual(opened, ["api/spec.yml"])
    }

    func testASymbolicLinkOutOfTheRootIsRefused() {
        let (message, opened) = refusal("shared/key.yml#/S", files: ["secret/key.yml": "S: {type: string}\n"], links: ["api/shared": "../secret"])
        XCTAssertEqual(message, "api/spec.yml:6:15: error: $ref 'shared/key.yml#/S' leads to 'secret/key.yml', outside the reference root 'api'"
            + " (widen it with --ref-root DIR or refRoot: in apidocs.yml) (at #/components/schemas/S/$ref)")
        XCTAssertEqual(opened, ["api/spec.yml"])
    }

    func testFileAndOtherURLsAreRefused() {
        XCTAssertEqual(refusal("file:///etc/passwd").message, "api/spec.yml:6:15: error: $ref 'file:///etc/passwd' is a file: URL, which is never followed;"
            + " write a path relative to the referring file (at #/components/schemas/S/$ref)")
        XCTAssertEqual(refusal("ftp://example.com/a.yml").message, "api/spec.yml:6:15: error: $ref 'ftp://example.com/a.yml' uses a URL scheme apidocs"
            + " does not follow (only relative paths and allowed http(s) URLs) (at #/components/schemas/S/$ref)")
    }

    func testAnHTTPRefIsRefusedByDefaultNamingTheOptIn() {
        let (message, opened) = refusal("http://internal.example/pet.yml#/Pet")
        XCTAssertEqual(message, "api/spec.yml:6:15: error: remote $ref 'http://internal.example/pet.yml#/Pet' is not fetched: allow its URL prefix"
            + " with --allow-remote-ref PREFIX or allowRemoteRefs: in apidocs.yml (at #/components/schemas/S/$ref)")
        XCTAssertEqual(opened, ["api/spec.yml"])
    }

    func testALinkInsideTheRootAndRefsInsideItLoad() throws {
        let log = OpenLog()
        let access = log.recording(.inMemory([
            "api/spec.yml": Self.header + "    S: {$ref: 'models/pet.yml#/Pet'}\n",
            "api/real/pet.yml": "Pet: {type: string}\n",
        ], links: ["api/models": "real"]))
        let set = try SpecDocumentSet.load(path: "api/spec.yml", policy: ReferencePolicy(root: "api"), access: access)
        XCTAssertEqual(set.loadOrder, ["api/spec.yml", "api/models/pet.yml"])
    }

    /// On the real file system: a link out of the root, to a file nobody may read, is refused
    /// at the `$ref` (not "permission denied" inside the target), and an absolute path too.
    func testOnDiskTargetsOutsideAreNeverOpened() throws {
        let fixture = try FixtureDirectory()
        let secret = try fixture.write("secret/key.yml", "S: {type: string}\n")
        chmod(secret, 0)
        defer { chmod(secret, 0o644) }
        try fixture.write("project/spec/swagger.yml", Self.header + "    A: {$ref: '../link/key.yml#/S'}\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path + "/project/link", withDestinationPath: fixture.path + "/secret")
        let log = OpenLog()
        let root = fixture.path + "/project"
        let error = specError { () throws(SpecError) in
            _ = try SpecDocumentSet.load(path: root + "/spec/swagger.yml", policy: ReferencePolicy(root: root), access: log.recording(.fileSystem))
        }
        let realSecret = SpecFileAccess.systemRealPath(secret)
        XCTAssertEqual(error?.message, "$ref '../link/key.yml#/S' leads to '\(realSecret)', outside the reference root '\(root)'"
            + " (widen it with --ref-root DIR or refRoot: in apidocs.yml)")
        XCTAssertEqual(error?.location?.line, 6)
        XCTAssertEqual(log.paths, [root + "/spec/swagger.yml"])
    }

    /// `spec/swagger.json` → `../common/Error.json`, run from the folder above: inside the root.
    func testAMultiFileSpecRunFromTheFolderAboveLoads() throws {
        let fixture = try FixtureDirectory()
        try fixture.write("spec/swagger.json", """
        {"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {},
         "definitions": {"Error": {"$ref": "../common/Error.json"}}}
        """)
        try fixture.write("common/Error.json", "{\"type\": \"object\", \"properties\": {\"code\": {\"type\": \"integer\"}}}\n")
        let set = try withWorkingDirectory(fixture.path) { () throws -> SpecDocumentSet in
            let cwd = SpecFileAccess.currentDirectory()
            let root = ReferencePolicy.defaultRoot(specPath: "spec/swagger.json", configFile: nil, workingDirectory: cwd)
            XCTAssertEqual(root, cwd)
            return try SpecDocumentSet.load(path: "spec/swagger.json", policy: ReferencePolicy(root: root), access: .fileSystem)
        }
        XCTAssertEqual(set.loadOrder, ["spec/swagger.json", "common/Error.json"])
    }

    func testTheDefaultRoot() {
        let real: (String) -> String = { $0 }
        XCTAssertEqual(ReferencePolicy.defaultRoot(specPath: "Specs/A/spec.yml", configFile: "apidocs.yml", workingDirectory: "/repo", realPath: real), "/repo")
        XCTAssertEqual(ReferencePolicy.defaultRoot(specPath: "Specs/A/spec.yml", configFile: nil, workingDirectory: "/repo", realPath: real), "/repo")
        XCTAssertEqual(ReferencePolicy.defaultRoot(specPath: "/elsewhere/api/spec.yml", configFile: nil, workingDirectory: "/repo", realPath: real), "/elsewhere/api")
        XCTAssertEqual(ReferencePolicy.defaultRoot(specPath: "../api/spec.yml", configFile: nil, workingDirectory: "/repo/sub", realPath: real), "/repo/api")
    }
}

/// The paths an injected `SpecFileAccess` was asked to read, in order.
final class OpenLog: @unchecked Sendable {
    private let lock = NSLock()
    private var opened: [String] = []

    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return opened
    }

    func recording(_ base: SpecFileAccess) -> SpecFileAccess {
        SpecFileAccess(
            read: { path in
                self.lock.lock()
                self.opened.append(path)
                self.lock.unlock()
                return base.read(path)
            },
            realPath: base.realPath,
            fetch: base.fetch
        )
    }
}

/// Configuration files have no references: `loadFile` opens nothing but the file itself.
final class ConfigFileLoadTests: XCTestCase {
    func testARefInAConfigurationFileOpensNothing() throws {
        let fixture = try FixtureDirectory()
        let path = try fixture.write("apidocs.yml", "options: {$ref: /etc/passwd}\nname: {$ref: 'missing.yml'}\n")
        let set = try SpecDocumentSet.loadFile(path: path)
        XCTAssertEqual(set.loadOrder, [path])
        XCTAssertEqual(set.root["options"]?["$ref"]?.string, "/etc/passwd")
    }
}
