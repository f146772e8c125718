import APIDocsConcurrency
import APIDocsRender
import Foundation

/// The specs one render of a plan produced, kept for the next render of the same plan
/// (`apidocs serve` renders after every save): a spec whose inputs hash as they did is not
/// loaded or rendered again, its files and index entry are reused.
///
/// Only specs that rendered without error are kept. The check is the build fingerprint
/// `build` records in a manifest (every input file's bytes, the options, template, theme
/// files, site URL and the tool itself), so a reuse is exactly as safe as `build`'s own
/// "up to date". A reused spec's warnings are not printed again.
public final class RenderMemo: @unchecked Sendable {
    struct Entry {
        var fingerprint: String
        var files: [OutputFile]
        var pending: [PendingFile]
        var summary: SiteSummary
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var reused: [String] = []

    /// The output names of the specs the latest render reused, sorted (specs render
    /// concurrently, so the order they were found in is not kept).
    public var lastReused: [String] { lock.withLock { reused }.sorted() }

    public init() {}

    /// The files and index entry of `job` as last rendered, if its inputs are unchanged.
    func reusable(_ job: DocsJob, themeFiles: [String]) -> Entry? {
        guard let entry = lock.withLock({ entries[job.outputName] }),
              DocsPipeline.isUnchanged(job, recorded: entry.fingerprint, themeFiles: themeFiles)
        else { return nil }
        lock.withLock { reused.append(job.outputName) }
        return entry
    }

    func keep(_ job: DocsJob, fingerprint: String, files: [OutputFile], pending: [PendingFile], summary: SiteSummary) {
        let replaced = lock.withLock { entries.updateValue(Entry(fingerprint: fingerprint, files: files, pending: pending, summary: summary), forKey: job.outputName) }
        // A replaced entry's pending files hold its spec and symbols: let them go elsewhere.
        LaterRelease.release(replaced)
    }

    /// Forgets the specs a render no longer has.
    func retain(only names: Set<String>) {
        let dropped = lock.withLock {
            let dropped = entries.filter { !names.contains($0.key) }
            entries = entries.filter { names.contains($0.key) }
            reused = []
            return dropped
        }
        LaterRelease.release(dropped)
    }
}
