@testable import APIDocsCLI
@testable import APIDocsKit
import Foundation
import XCTest

/// Runs `apidocs` in-process and returns its exit status.
@discardableResult
func runAPIDocs(_ arguments: [String]) -> Int32 {
    APIDocsMain.run(arguments: arguments)
}
