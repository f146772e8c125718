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

/// Runs `apidocs` in-process and returns its exit status.
@discardableResult
func runAPIDocs(_ arguments: [String]) -> Int32 {
    APIDocsMain.run(arguments: arguments)
}
