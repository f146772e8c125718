import APIDocsTestSupport
import Foundation

/// Places in the checkout the CLI tests read: found from this file's path (tests only).
enum TestPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let specs = packageRoot + "/Specs"
    static let site = packageRoot + "/Site"
    static let brokenFixtures = packageRoot + "/Tests/Fixtures/broken"
    static let lenientFixtures = packageRoot + "/Tests/Fixtures/lenient"

    /// The sample folders under `Specs/`, in name order.
    static func sampleNames() throws -> [String] {
        try subfolders(of: specs)
    }

    static func subfolders(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { !$0.hasPrefix(".") && isDirectory(path + "/" + $0) }
            .sorted()
    }

    /// The API folders of an output folder: its subfolders without the top-level `assets/`
    /// that `index.html` uses.
    static func apiFolders(of path: String) throws -> [String] {
        try subfolders(of: path).filter { $0 != "assets" }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

/// A scratch folder for one test, removed when it goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = ScratchRoot.uniquePath("apidocs-cli-tests")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every regular file below the folder, as sorted relative paths, without the output
    /// manifests (local state of the writer, like a build folder: never committed or compared).
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var result: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".apidocs-manifest") || name.hasSuffix(".apidocs-site") { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(name)
            }
        }
        return result.sorted()
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    /// Writes `text` at `relativePath` (folders are created) and returns the absolute path.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let file = path + "/" + relativePath
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}
