@testable import APIDocsCLI
import Foundation
import XCTest

/// The package checkout (tests only: found from this file's path) and scratch output folders.
enum CLITestPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let specs = packageRoot + "/Specs"
    static let site = packageRoot + "/Site"
}

/// A temporary folder removed at the end of the test.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "apidocs-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Every regular file below the folder, as sorted relative paths.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var result: [String] = []
        while let name = enumerator?.nextObject() as? String {
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
}

/// Runs `apidocs` in-process and returns its exit status.
@discardableResult
func runAPIDocs(_ arguments: [String]) -> Int32 {
    APIDocsMain.run(arguments: arguments)
}
