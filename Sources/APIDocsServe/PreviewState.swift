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

    private var files: [String: [UInt8]] = [:]
    private var problems: [String] = []
    private var generation = 0
    private var siteGeneration = 0

    public init() {}

    public var status: Status { Status(generation: generation, siteGeneration: siteGeneration, problems: problems) }

    /// The bytes of a site file (`Bookshop/index.html`), if the site has it.
    public func file(_ path: String) -> [UInt8]? { files[path] }

    /// A good build: its files replace the site. Returns how many files were added, removed
    /// or changed (when none were, open pages are not reloaded).
    @discardableResult
    public func publish(_ site: [String: [UInt8]]) -> Int {
        let changed = Set(site.keys).union(files.keys).count { site[$0] != files[$0] }
        guard changed > 0 || !problems.isEmpty else { return 0 }
        if changed > 0 {
            files = site
            siteGeneration += 1
        }
        problems = []
        generation += 1
        return changed
    }

    /// A failed build: the site stays, the problems are shown.
    @discardableResult
    public func fail(_ lines: [String]) -> Bool {
        guard lines != problems else { return false }
        problems = lines
        generation += 1
        return true
    }

    /// Returns as soon as the generation passes `seen`, or after `timeout` with the current
    /// status (a long poll: the page asks again).
    public func waitForChange(after seen: Int, timeout: Duration) async -> Status {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while generation <= seen && clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
            if Task.isCancelled { break }
        }
        return status
    }
}
