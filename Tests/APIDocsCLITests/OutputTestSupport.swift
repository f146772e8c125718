import APIDocsTestSupport
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A scratch folder for one test, deleted afterwards.
final class OutputScratch {
    let path: String

    /// - Parameter inMemory: in `ScratchRoot.path` (memory where there is room); false for
    ///   the system's temporary folder, for a test about real disk writes.
    init(_ label: String = "apidocs-output", inMemory: Bool = true) {
        let parent = inMemory ? ScratchRoot.path : ScratchRoot.temporaryFolder
        var template = Array((parent + "/\(label)-XXXXXX").utf8CString)
        let result = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(result != nil, "mkdtemp failed")
        let made = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        path = URL(fileURLWithPath: made).standardizedFileURL.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ text: String) {
        let full = file(relative)
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Files and processes for the output tests.
enum OutputTestTools {
    /// The repository checkout.
    static let repository = TestPaths.packageRoot

    /// An executable built by `swift build` beside the test bundle (`.build/<config>/NAME`).
    static func product(_ name: String) throws -> String {
        var candidates: [String] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent(name).path)
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(name).path)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name).path)
        }
        candidates.append(repository + "/.build/debug/" + name)
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("\(name) is not built (looked at \(candidates.joined(separator: ", "))); run swift build first")
        }
        return found
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a program to its end, with no standard input.
    static func run(_ executable: String, _ arguments: [String], in folder: String? = nil) throws -> Run {
        let result = try ChildProcess.run(executable, arguments, in: folder)
        return Run(status: result.status, stdout: result.stdoutText, stderr: result.stderrText)
    }

    /// `lstat` facts that show whether a file was rewritten.
    struct Identity: Equatable {
        var inode: UInt64
        var modified: Int64
    }

    static func identity(_ path: String) -> Identity? {
        var raw = stat()
        guard lstat(path, &raw) == 0 else { return nil }
        return Identity(inode: UInt64(raw.st_ino), modified: Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec))
    }

    /// Every entry below `root` (relative paths; folders end in `/`), sorted.
    static func tree(_ root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var entries: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            entries.append(isDirectory.boolValue ? path + "/" : path)
        }
        return entries.sorted()
    }

    /// A folder's entries with their size and modification time, to prove nothing changed.
    static func snapshot(_ root: String, excluding: (String) -> Bool = { _ in false }) -> [String] {
        tree(root).filter { !excluding($0) }.map { path in
            let id = identity(root + "/" + path)
            var raw = stat()
            lstat(root + "/" + path, &raw)
            let isFolder = path.hasSuffix("/")
            // A folder's own mtime changes when entries come and go; its identity is its inode.
            return "\(path) inode=\(id?.inode ?? 0)" + (isFolder ? "" : " size=\(raw.st_size) mtime=\(id?.modified ?? 0)")
        }
    }

    /// True for apidocs' staging and old-tree folders beside an output folder (and what is in them).
    static func isLeftover(_ path: String) -> Bool {
        let first = path.split(separator: "/").first.map(String.init) ?? path
        return first.contains(".apidocs-staging-") || first.contains(".apidocs-old-")
    }
}
