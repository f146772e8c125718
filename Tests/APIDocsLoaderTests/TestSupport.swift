import APIDocsLoader
import Foundation
import XCTest

/// A temporary folder holding the files of one test, removed when the test ends.
final class FixtureDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("apidocs-loader-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    /// Writes `text` at `relativePath` (folders are created) and returns the absolute path.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, Data(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }
}

/// Runs `body` with the working directory set to `directory` (for relative-path tests).
func withWorkingDirectory<T>(_ directory: String, _ body: () throws -> T) rethrows -> T {
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(directory)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    return try body()
}

/// The error `body` throws, as a `SpecError` (fails the test when it throws none).
func specError(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws(SpecError) -> Void
) -> SpecError? {
    do {
        try body()
        XCTFail("expected a SpecError", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

extension SpecNode {
    /// The node at a pointer made of plain keys / indexes, for short assertions.
    func at(_ path: String...) -> SpecNode? {
        var node: SpecNode? = self
        for step in path {
            if let index = Int(step), let items = node?.sequence {
                node = index < items.count ? items[index] : nil
            } else {
                node = node?[step]
            }
        }
        return node
    }

    /// `line:column`.
    var position: String { "\(location.line):\(location.column)" }

    /// The tree's content with resolved scalar types and pointers, without locations or styles.
    var shape: String {
        switch value {
        case .scalar:
            let kind = isNull ? "null" : bool != nil ? "bool" : isNumber ? "number" : "string"
            return "\(kind)(\(text ?? ""))@\(pointer)"
        case .sequence(let items):
            return "[" + items.map(\.shape).joined(separator: ", ") + "]@\(pointer)"
        case .mapping(let mapping):
            return "{" + mapping.entries.map { "\($0.key): \($0.value.shape)" }.joined(separator: ", ") + "}@\(pointer)"
        }
    }
}
