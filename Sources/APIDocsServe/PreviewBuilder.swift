import APIDocsDiagnostics
import APIDocsKit
import Foundation

/// Renders a preview: the same plan `build` makes, rendered in memory into one map of site
/// paths (`index.html`, `Bookshop/models/book.html`) to files, with the folders whose files
/// the build read, for the watcher.
///
/// A spec's pages, data files and README are left pending (`PreviewFile.pending`): the server
/// renders the one a browser asks for at once and the others after it has answered, so a
/// save reaches the open page without waiting for the whole site.
public struct PreviewBuilder: Sendable {
    /// One rendering.
    public struct Outcome: Sendable {
        /// The site's files; `nil` when the build failed.
        public var site: [String: PreviewFile]?
        /// The API folders reused unchanged from the previous rendering: their pages already
        /// rendered then need not be rendered again.
        public var reused: Set<String> = []
        /// Every diagnostic, compiler-style (warnings of a good build too).
        public var lines: [String]
        /// The folders holding what the build read (specs, `$ref` targets, Markdown,
        /// `apidocs.yml`, theme files), plus the current folder.
        public var folders: Set<String>
    }

    public var request: BuildRequest
    /// The last render's specs: one whose inputs did not change is not rendered again.
    private let memo = RenderMemo()

    public init(request: BuildRequest) {
        self.request = request
    }

    public func render() -> Outcome {
        let diagnostics = DiagnosticCollector()
        var folders: Set<String> = ["."]
        do throws(SpecError) {
            var plan = try BuildPlan.make(request)
            // Nothing is read from or written to an output folder: the whole set is rendered
            // into memory every time, as a fresh build would write it.
            plan.output = Self.nowhere
            plan.isWholeSet = true
            plan.defersPages = true
            plan.keepsResultsToExit = false
            if let options = request.optionsFile { folders.insert(FileSystem.folder(of: options)) }
            for job in plan.jobs {
                // The spec's folder holds its apidocs.yml too.
                folders.insert(FileSystem.folder(of: job.specPath))
                for theme in [plan.theme, job.theme].compactMap({ $0 }) { folders.formUnion(Self.tree(theme)) }
                // An article saved, added or moved in any of the guides' folders.
                if let guides = job.guides { folders.formUnion(Self.tree(guides)) }
            }
            let output = try plan.render(progress: SilentProgress(), diagnostics: diagnostics, memo: memo)
            if diagnostics.hasErrors {
                return Outcome(site: nil, lines: diagnostics.printedLines, folders: folders)
            }
            var site: [String: PreviewFile] = [:]
            for spec in output.specs {
                let name = String(spec.folder.dropFirst(Self.nowhere.count + 1))
                for file in spec.files { site[name + "/" + file.path] = .ready(file.bytes) }
                for file in spec.pending { site[name + "/" + file.path] = .pending(file) }
                for input in DocsPipeline.localInputs(inFingerprint: spec.fingerprint) {
                    folders.insert(FileSystem.folder(of: input))
                }
            }
            for file in output.topLevel { site[file.path] = .ready(file.bytes) }
            return Outcome(site: site, reused: Set(memo.lastReused), lines: diagnostics.printedLines, folders: folders)
        } catch {
            diagnostics.report(error)
            return Outcome(site: nil, lines: diagnostics.printedLines, folders: folders)
        }
    }

    /// An output folder that never exists: no manifest or site record is found there, so
    /// nothing counts as up to date and no orphan folder is looked for.
    /// A collector for rendering a pending file, as strict as the run.
    public func pageDiagnostics() -> DiagnosticCollector {
        DiagnosticCollector(strict: request.strict)
    }

    static let nowhere = "/nonexistent/apidocs-preview-\(ProcessInfo.processInfo.processIdentifier)"

    /// A folder and every folder below it (a theme's `templates/` and `assets/`).
    static func tree(_ root: String) -> Set<String> {
        var folders: Set<String> = [root]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), isFolder.boolValue {
                folders.insert(root + "/" + path)
            }
        }
        return folders
    }
}

