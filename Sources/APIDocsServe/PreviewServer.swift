import APIDocsKit
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

    /// - Parameters:
    ///   - host: an IPv4 address to listen on (`127.0.0.1`; `0.0.0.0` for every interface).
    ///   - port: 0 for any free port.
    public init(builder: PreviewBuilder, host: String, port: UInt16, report: @escaping @Sendable (Rebuild) -> Void) throws {
        self.builder = builder
        self.report = report
        self.host = host
        self.requestedPort = port
    }

    /// Renders the site once (reporting it) and starts watching its inputs.
    public func prepare() async -> Rebuild {
        let rebuild = await renderNow()
        watcher = DirectoryWatcher { [weak self] _ in self?.changed() }
        watchInputs()
        return rebuild
    }

    /// Serves until `stop()` (or until the calling task is cancelled).
    public func run() async throws {
        var logger = Logger(label: "apidocs-serve")
        logger.logLevel = .critical
        let application = Application(
            responder: PreviewResponder(handler: PreviewHandler(state: state)),
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

    /// A file changed: one rebuild soon, however many events come.
    private func changed() {
        lock.lock()
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
                // Editors write a file in several steps: let them finish.
                Thread.sleep(forTimeInterval: 0.01)
                // Rendered here, on the rebuild queue, so that the server's tasks keep answering.
                let rendered = render()
                let semaphore = DispatchSemaphore(value: 0)
                Task {
                    let rebuild = await self.publish(rendered)
                    self.report(rebuild)
                    semaphore.signal()
                }
                semaphore.wait()
                watchInputs()
            }
        }
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
        let changed = await state.publish(site)
        return Rebuild(milliseconds: milliseconds, succeeded: true, changedFiles: changed, lines: outcome.lines)
    }
}
