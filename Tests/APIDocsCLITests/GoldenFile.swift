import APIDocsTestSupport
import Foundation
import XCTest

/// Compares a rendered text with a committed golden file, whole file.
///
/// With `APIDOCS_RECORD=1` in the environment it writes the text to the golden file instead,
/// and still fails, so that a run in record mode can never pass silently: record, look at the
/// diff, then run again without the variable.
enum GoldenFile {
    static let recordVariable = "APIDOCS_RECORD"

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    static func assertMatches(_ actual: String, golden path: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        if isRecording {
            do {
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
                XCTFail("recorded \(path) (\(recordVariable)=1 always fails: review the diff, then run without it)",
                        file: file, line: line)
            } catch {
                XCTFail("cannot record \(path): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            XCTFail("golden file \(path) is missing; run with \(recordVariable)=1 to create it", file: file, line: line)
            return
        }
        if actual != expected {
            XCTFail("\(path) differs, first at \(TextDifference.first(actual, expected)); run with \(recordVariable)=1 to record",
                    file: file, line: line)
        }
    }
}
