import Foundation
import XCTest

/// A scratch folder standing for a user's repository, for the `apidocs init` tests: what is
/// in it, byte for byte, so a test can tell that a refused run wrote nothing.
final class ScratchRepository {
    let folder: TemporaryFolder
    var path: String { folder.path }

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Copies a file of this checkout (`Specs/Bookshop/spec.yml`) into the repository.
    func copy(_ checkoutPath: String, to relative: String) throws {
        let target = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.packageRoot + "/" + checkoutPath, toPath: target)
    }

    /// Every file and folder below the repository (dot folders included) with its bytes
    /// (`nil` for a folder), by relative path.
    func snapshot() -> [String: Data?] {
        var entries: [String: Data?] = [:]
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let name = enumerator?.nextObject() as? String {
            let full = path + "/" + name
            entries[name] = TestPaths.isDirectory(full) ? .some(nil) : FileManager.default.contents(atPath: full)
        }
        return entries
    }

    func bytes(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: path + "/" + relative)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    /// Runs `apidocs arguments…` in the repository.
    func run(_ arguments: [String]) throws -> CLIResult {
        try CLIRunner.run(arguments, in: path)
    }

    /// Runs `apidocs arguments…` and fails the test unless it exits 0.
    @discardableResult
    func succeed(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let result = try run(arguments)
        XCTAssertEqual(result.exitCode, 0, "apidocs \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        return result
    }

    /// Runs `apidocs init arguments…`, expects exit status `code`, and checks that the
    /// repository is exactly as before.
    func refuse(_ arguments: [String], code: Int32 = 1, file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let before = snapshot()
        let result = try run(["init"] + arguments)
        XCTAssertEqual(result.exitCode, code, "apidocs init \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(snapshot(), before, "a refused init changed the repository", file: file, line: line)
        return result
    }
}
