import Foundation

/// A check that runs on a thread of its own while the caller goes on, and is waited for.
///
/// The loader uses it to scan a JSON file for trailing commas while libyaml parses the same
/// bytes: two passes over megabytes of text that need not follow each other.
final class BackgroundCheck: @unchecked Sendable {
    private var problem: SpecError?
    private let done = DispatchSemaphore(value: 0)
    private var waited = false

    init(_ check: @escaping @Sendable () throws(SpecError) -> Void) {
        let thread = Thread { [self] in
            do throws(SpecError) {
                try check()
            } catch {
                problem = error
            }
            done.signal()
        }
        thread.start()
    }

    /// Waits for the check and returns what it found (nil when it passed).
    func result() -> SpecError? {
        if !waited {
            done.wait()
            waited = true
        }
        return problem
    }
}
