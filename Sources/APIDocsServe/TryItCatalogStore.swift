import APIDocsDiagnostics
import APIDocsKit
import APIDocsRender
import Foundation

/// The "Try it" requests of each API folder of the site being served, for the mock and the
/// proxy: made from the spec when first asked for after a rebuild, then kept until the site
/// changes.
///
/// Made on demand because only `--mock` and `--proxy` need them, and a rebuild should not wait
/// for either. A spec that fails to load (a broken edit) keeps the last good requests, as the
/// site keeps its last good pages.
final class TryItCatalogStore: @unchecked Sendable {
    /// Why an API folder has no requests.
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// Makes the requests of an API folder (blocking: it loads the spec).
    typealias Loader = @Sendable (_ folder: String) -> Result<[TryItRequest], Failure>

    private let lock = NSLock()
    private var entries: [String: (siteGeneration: Int, requests: [TryItRequest])] = [:]
    private let load: Loader

    init(load: @escaping Loader) {
        self.load = load
    }

    /// The requests of `folder` for the site of `siteGeneration`.
    func requests(folder: String, siteGeneration: Int) async -> Result<[TryItRequest], Failure> {
        let kept = lock.withLock { entries[folder] }
        if let kept, kept.siteGeneration == siteGeneration { return .success(kept.requests) }
        let load = self.load
        // Loading a spec blocks: on a thread of its own, not one of the few the server's tasks share.
        let made = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: load(folder)) }
        }
        switch made {
        case .success(let requests):
            lock.withLock {
                if (entries[folder]?.siteGeneration ?? Int.min) <= siteGeneration { entries[folder] = (siteGeneration, requests) }
            }
            return .success(requests)
        case .failure(let failure):
            return kept.map { .success($0.requests) } ?? .failure(failure)
        }
    }

    /// The loader of a preview: plans the build as the preview does and runs the stages the
    /// requests need for the job that writes `folder`.
    static func loader(for request: BuildRequest) -> Loader {
        { folder in
            do throws(SpecError) {
                let plan = try BuildPlan.make(request)
                guard let job = plan.jobs.first(where: { $0.outputName == folder }) else {
                    return .failure(Failure(reason: "no spec is served as '\(folder)'"))
                }
                return .success(try DocsPipeline.tryItRequests(for: job, diagnostics: DiagnosticCollector(strict: false)))
            } catch {
                return .failure(Failure(reason: "the spec of '\(folder)' could not be read: \(error.description)"))
            }
        }
    }
}
