import APIDocsConcurrency
import APIDocsRender

/// What `apidocs serve` serves right now: the last good site, in memory, and the problems of
/// the latest build when it failed; each change bumps the generation that open pages wait on.
///
/// A failed build keeps the last good files (so the pages stay readable) and adds its
/// diagnostics, which every page shows in an overlay until a build succeeds again.
public actor PreviewState {
    /// One published state, as the reload endpoint reports it.
    public struct Status: Sendable, Equatable {
        public var generation: Int
        /// Bumped only when the site's files change: a page whose site generation is older
        /// reloads; one that only sees new problems shows them.
        public var siteGeneration: Int
        /// The diagnostics of the latest build when it failed (errors, or warnings under
        /// `--strict`); empty when it succeeded.
        public var problems: [String]
    }

    private var files: [String: PreviewFile] = [:]
    private var problems: [String] = []
    private var generation = 0
    private var siteGeneration = 0

    public init() {}

    public var status: Status { Status(generation: generation, siteGeneration: siteGeneration, problems: problems) }

    /// A site file (`Bookshop/index.html`), if the site has it, and the site generation it
    /// belongs to (to `store` it once rendered).
    public func file(_ path: String) -> (file: PreviewFile, siteGeneration: Int)? {
        files[path].map { ($0, siteGeneration) }
    }

    /// A pending file's bytes, rendered for `siteGeneration`: kept unless the site has
    /// changed since.
    public func store(_ path: String, bytes: [UInt8], siteGeneration: Int) {
        guard siteGeneration == self.siteGeneration, case .pending = files[path] else { return }
        files[path] = .ready(bytes)
    }

    /// The files of the current site not rendered yet, by path, with the site generation.
    public func pendingFiles() -> (files: [(path: String, file: PendingFile)], siteGeneration: Int) {
        var pending: [(path: String, file: PendingFile)] = []
        for (path, file) in files {
            if case .pending(let pendingFile) = file { pending.append((path, pendingFile)) }
        }
        return (pending.sorted { $0.path < $1.path }, siteGeneration)
    }

    /// A good build: its files replace the site. A file of an API folder in `reused` (one
    /// whose inputs did not change) that was rendered already stays as it is. Returns how many
    /// files were added, removed, changed or rendered anew (when none were, open pages are not
    /// reloaded).
    @discardableResult
    public func publish(_ site: [String: PreviewFile], reused: Set<String> = []) -> Int {
        var site = site
        var changed = 0
        for path in Set(site.keys).union(files.keys) {
            switch (site[path], files[path]) {
            case (.ready(let new), .ready(let old)) where new == old: continue
            case (.pending, .ready(let old)) where reused.contains(PreviewState.apiFolder(path)):
                site[path] = .ready(old)
            case (.pending, .pending) where reused.contains(PreviewState.apiFolder(path)):
                continue
            default: changed += 1
            }
        }
        guard changed > 0 || !problems.isEmpty else {
            LaterRelease.release(site)
            return 0
        }
        if changed > 0 {
            // The replaced site holds the last build's spec and symbols: let them go elsewhere.
            LaterRelease.release(files)
            files = site
            siteGeneration += 1
        }
        problems = []
        bumpGeneration()
        return changed
    }

    /// The first segment of a site path: the API folder of an API's file.
    static func apiFolder(_ path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    /// A failed build: the site stays, the problems are shown.
    @discardableResult
    public func fail(_ lines: [String]) -> Bool {
        guard lines != problems else { return false }
        problems = lines
        bumpGeneration()
        return true
    }

    /// The tasks waiting in `waitForChange`, woken when the generation changes.
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    private func bumpGeneration() {
        generation += 1
        let woken = waiters
        waiters = [:]
        for continuation in woken.values { continuation.resume() }
    }

    /// Returns as soon as the generation passes `seen`, or after `timeout` with the current
    /// status (a long poll: the page asks again).
    public func waitForChange(after seen: Int, timeout: Duration) async -> Status {
        guard generation <= seen else { return status }
        let id = nextWaiter
        nextWaiter += 1
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.wake(id)
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if generation > seen || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            Task { [weak self] in await self?.wake(id) }
        }
        timer.cancel()
        return status
    }

    /// Wakes one waiter (its time is up, or its request went away).
    private func wake(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
