import APIDocsConcurrency
import APIDocsKit
import APIDocsRender
import Foundation
import Hummingbird
import Logging

/// `apidocs serve`: renders the site into memory, serves it over HTTP, and renders it again
/// whenever a file it was made from changes, so that open pages reload.
///
/// Rebuilds run one at a time on their own queue; changes that arrive during one make one
/// more afterwards (not one per event). A failed rebuild keeps the last good site and shows
/// its diagnostics on every page.
public final class PreviewServer: @unchecked Sendable {
    /// One rebuild, for the terminal and the benchmarks.
    public struct Rebuild: Sendable {
        public var milliseconds: Double
        public var succeeded: Bool
        /// Files whose bytes changed (added, removed or edited).
        public var changedFiles: Int
        public var lines: [String]
    }

    public let state = PreviewState()
    private let builder: PreviewBuilder
    private let host: String
    private let requestedPort: UInt16
    private var boundPort: UInt16?
    private var serving: Task<Void, Error>?
    private let queue = DispatchQueue(label: "apidocs-serve-rebuild")
    private let lock = NSLock()
    private var pending = false
    private var running = false
    private var watcher: DirectoryWatcher?
    private let report: @Sendable (Rebuild) -> Void
    private let pageProblems: @Sendable ([String]) -> Void
    private let services: TryItServices
    private let watching: DirectoryWatcher.Mechanism

    /// - Parameters:
    ///   - host: an IPv4 address to listen on (`127.0.0.1`; `0.0.0.0` for every interface).
    ///   - port: 0 for any free port.
    ///   - services: the "Try it" routes to answer besides the site (`--mock`, `--proxy`).
    ///   - watching: how input changes are noticed (`.polling` forces the watcher used where
    ///     inotify is missing, for the tests that cover it on Linux).
    ///   - pageProblems: the diagnostics of rendering one pending file, when it has any.
    public init(
        builder: PreviewBuilder, host: String, port: UInt16, services: TryItServices = TryItServices(),
        watching: DirectoryWatcher.Mechanism = .automatic,
        pageProblems: @escaping @Sendable ([String]) -> Void = { _ in },
        report: @escaping @Sendable (Rebuild) -> Void
    ) throws {
        self.builder = builder
        self.services = services
        self.watching = watching
        self.report = report
        self.pageProblems = pageProblems
        self.host = host
        self.requestedPort = port
    }

    /// Renders the site once (reporting it) and starts watching its inputs.
    public func prepare() async -> Rebuild {
        let rebuild = await renderNow()
        watcher = DirectoryWatcher(mechanism: watching) { [weak self] _ in self?.changed() }
        watchInputs()
        queue.async { [self] in completeSite() }
        return rebuild
    }

    /// Whether the inputs are polled rather than watched with inotify (nil before `prepare()`).
    var watcherPolls: Bool? { watcher?.polls }

    /// Serves until `stop()` (or until the calling task is cancelled).
    public func run() async throws {
        var logger = Logger(label: "apidocs-serve")
        logger.logLevel = .critical
        var handler = PreviewHandler(state: state, render: { [builder, pageProblems] pending in
            PreviewServer.render(pending, builder: builder, problems: pageProblems)
        })
        if !services.isEmpty {
            handler.tryIt = TryItRoutes(services: services, state: state, catalog: TryItCatalogStore(load: TryItCatalogStore.loader(for: builder.request)))
        }
        let application = Application(
            responder: PreviewResponder(handler: handler),
            configuration: ApplicationConfiguration(address: .hostname(host, port: Int(requestedPort)), serverName: nil),
            onServerRunning: { [weak self] channel in
                guard let self, let port = channel.localAddress?.port else { return }
                self.lock.withLock { self.boundPort = UInt16(port) }
            },
            logger: logger
        )
        let task = Task { try await application.run() }
        lock.withLock { serving = task }
        try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// The port the server listens on, once it does (within 10 seconds).
    public func port() async throws -> UInt16 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while clock.now < deadline {
            if let port = lock.withLock({ boundPort }) { return port }
            if let task = lock.withLock({ serving }), task.isCancelled { break }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw ServeError(message: "the server did not start listening on \(host):\(requestedPort)")
    }

    public func stop() async {
        watcher?.stop()
        lock.withLock { serving }?.cancel()
    }

    private var folders: Set<String> = []

    /// Why the server could not start.
    public struct ServeError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private func watchInputs() {
        lock.lock()
        let folders = self.folders
        lock.unlock()
        watcher?.watch(folders)
    }

    /// When the latest file event came.
    private var lastEvent = ContinuousClock.now

    /// A file changed: one rebuild soon, however many events come.
    private func changed() {
        lock.lock()
        lastEvent = .now
        pending = true
        let start = !running
        running = true
        lock.unlock()
        guard start else { return }
        queue.async { [self] in
            while true {
                lock.lock()
                if !pending {
                    running = false
                    lock.unlock()
                    return
                }
                pending = false
                lock.unlock()
                waitForQuiet()
                // Rendered here, on the rebuild queue, so that the server's tasks keep answering.
                let rendered = render()
                report(blocking { await self.publish(rendered) })
                watchInputs()
                completeSite()
            }
        }
    }

    /// Some editors save in several steps (delete, then rename; several writes): the rebuild
    /// starts once no event has come for `quietPeriod` (at most `longestWait` after the first).
    static let quietPeriod: Duration = .milliseconds(3)
    static let longestWait: Duration = .milliseconds(100)

    private func waitForQuiet() {
        let started = ContinuousClock.now
        while true {
            Thread.sleep(forTimeInterval: 0.001)
            let now = ContinuousClock.now
            let last = lock.withLock { lastEvent }
            if now - last >= Self.quietPeriod || now - started >= Self.longestWait { break }
        }
        lock.withLock { pending = false }
    }

    /// How long the rebuild queue leaves the cores to the browsers' reloads before it renders
    /// the rest of the site.
    static let completionDelay = 0.25

    /// Renders the files still pending (after a pause for the reloads, a batch at a time),
    /// unless another change arrives: then the next rebuild goes first.
    private func completeSite() {
        func changeWaiting() -> Bool { lock.withLock { pending } }
        let clock = ContinuousClock()
        let resume = clock.now.advanced(by: .milliseconds(Int(Self.completionDelay * 1000)))
        while clock.now < resume {
            if changeWaiting() { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let (files, siteGeneration) = blocking { await self.state.pendingFiles() }
        var start = 0
        while start < files.count, !changeWaiting() {
            let batch = Array(files[start..<min(start + 32, files.count)])
            let rendered = ConcurrentWork.map(batch) { entry in
                PreviewServer.render(entry.file, builder: builder, problems: pageProblems)
            }
            blocking {
                for (entry, bytes) in zip(batch, rendered) {
                    await self.state.store(entry.path, bytes: bytes, siteGeneration: siteGeneration)
                }
            }
            start += batch.count
        }
    }

    /// Runs `work` on the concurrency pool and waits for it (from the rebuild queue).
    private func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            semaphore.signal()
        }
        semaphore.wait()
        return box.value!
    }

    /// A pending file's bytes; its diagnostics, if any, go to `problems`.
    static func render(_ pending: PendingFile, builder: PreviewBuilder, problems: @Sendable ([String]) -> Void) -> [UInt8] {
        let diagnostics = builder.pageDiagnostics()
        let file = pending.render(diagnostics: diagnostics)
        let lines = diagnostics.printedLines
        if !lines.isEmpty { problems(lines) }
        return file.bytes
    }

    private func renderNow() async -> Rebuild {
        await publish(render())
    }

    /// One rendering and how long it took.
    private func render() -> (outcome: PreviewBuilder.Outcome, milliseconds: Double) {
        let started = ContinuousClock.now
        let outcome = builder.render()
        let elapsed = ContinuousClock.now - started
        lock.withLock { folders = outcome.folders }
        return (outcome, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }

    private func publish(_ rendered: (outcome: PreviewBuilder.Outcome, milliseconds: Double)) async -> Rebuild {
        let (outcome, milliseconds) = rendered
        guard let site = outcome.site else {
            await state.fail(outcome.lines)
            return Rebuild(milliseconds: milliseconds, succeeded: false, changedFiles: 0, lines: outcome.lines)
        }
        let changed = await state.publish(site, reused: outcome.reused)
        return Rebuild(milliseconds: milliseconds, succeeded: true, changedFiles: changed, lines: outcome.lines)
    }
}

/// A value handed from a task back to the thread waiting for it.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
