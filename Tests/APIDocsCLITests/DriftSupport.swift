@testable import APIDocsCLI
import APIDocsLoader
@testable import APIDocsKit
import Foundation
import XCTest

/// A scratch project (`Specs/<Name>/spec.yaml` of tiny generated APIs, `Site/`) for the drift
/// tests, with the two questions they ask: what `check` says, and whether the output folder
/// equals, byte for byte, what a fresh full build writes.
final class DriftProject {
    let scratch = OutputScratch("apidocs-drift")

    /// A small valid OpenAPI document: its title and model count are what the site index shows.
    static func spec(title: String, models: Int) -> String {
        var text = "openapi: 3.0.3\ninfo:\n  title: \(title)\n  version: \"1\"\npaths:\n  /items:\n    get:\n      operationId: listItems\n      responses:\n        '200':\n          description: ok\ncomponents:\n  schemas:\n"
        for index in 0..<max(models, 1) {
            text += "    Item\(index):\n      type: object\n      properties:\n        id:\n          type: string\n"
        }
        return text
    }

    func addSpec(_ name: String, title: String? = nil, models: Int = 1) {
        scratch.write("Specs/\(name)/spec.yaml", Self.spec(title: title ?? "\(name) API", models: models))
    }

    func removeSpec(_ name: String) {
        try? FileManager.default.removeItem(atPath: scratch.file("Specs/\(name)"))
    }

    func renameSpec(_ from: String, to: String) {
        try? FileManager.default.moveItem(atPath: scratch.file("Specs/\(from)"), toPath: scratch.file("Specs/\(to)"))
    }

    var specNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scratch.file("Specs"))) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Runs `body` with the project as the current folder (the default set is `Specs/` there).
    func inProject<T>(_ body: () throws -> T) rethrows -> T {
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(scratch.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }

    /// `apidocs build [names]` in process; the diagnostics' lines when it fails.
    @discardableResult
    func build(_ names: [String] = [], output: String = "Site") -> [String] {
        inProject {
            let diagnostics = DiagnosticCollector()
            do throws(SpecError) {
                let plan = try BuildPlan.make(BuildRequest(specs: names.map { "Specs/" + $0 }, output: output))
                if SiteBuild.run(plan, progress: SilentProgress(), diagnostics: diagnostics) != nil { return [] }
            } catch {
                diagnostics.report(error)
            }
            return diagnostics.printedLines.isEmpty ? ["failed"] : diagnostics.printedLines
        }
    }

    /// `apidocs check` in process: its exit status and findings.
    func check() -> (status: Int32, findings: String) {
        inProject {
            let diagnostics = DiagnosticCollector()
            guard let plan = try? BuildPlan.make(BuildRequest()),
                  let report = SiteCheck.run(plan, progress: SilentProgress(), diagnostics: diagnostics) else {
                return (1, "error: " + diagnostics.printedLines.joined(separator: "\n"))
            }
            return (report.upToDate || report.isClean ? 0 : 1, report.findings.joined())
        }
    }

    /// The output folder's files (local state aside: `.apidocs-manifest`, `.apidocs-site`) and bytes.
    static func contents(_ root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in OutputTestTools.tree(root) where !path.hasSuffix("/") {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            files[path] = FileManager.default.contents(atPath: root + "/" + path)
        }
        return files
    }

    /// What fresh full builds wrote, by the contents of `Specs/` they were made from: the same
    /// spec folders always build the same bytes (that is what this project promises; the
    /// build tests check it), so the property test builds each state once.
    nonisolated(unsafe) static var freshBuilds: [[String: Data]: [String: Data]] = [:]

    /// Site/ equals what a fresh full build of Specs/ writes into an empty folder, byte for byte.
    func equalsFreshBuild() -> (equal: Bool, difference: String) {
        let specs = Self.contents(scratch.file("Specs"))
        let theirs: [String: Data]
        if let known = Self.freshBuilds[specs] {
            theirs = known
        } else {
            let fresh = "fresh-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: scratch.file(fresh)) }
            let failure = build(output: fresh)
            guard failure.isEmpty else { return (false, "fresh build failed: \(failure)") }
            theirs = Self.contents(scratch.file(fresh))
            Self.freshBuilds[specs] = theirs
        }
        let ours = Self.contents(scratch.file("Site"))
        if ours == theirs { return (true, "") }
        let keys = Set(ours.keys).union(theirs.keys).sorted().filter { ours[$0] != theirs[$0] }
        return (false, keys.prefix(5).map { "\($0): " + (ours[$0] == nil ? "missing" : theirs[$0] == nil ? "extra" : "differs") }.joined(separator: ", "))
    }
}
