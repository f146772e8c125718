import Foundation

/// Work started on a thread of its own while the caller goes on; `value` waits for it.
///
/// For the few single steps that need not follow the one before them: a JSON file's
/// trailing-comma scan while libyaml parses the same bytes, the built-in theme compiling while
/// a spec loads.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()

    public init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            let value = work()
            lock.withLock { result = value }
            done.signal()
        }.start()
    }

    /// The work's result, once it has finished.
    public var value: Value {
        if let finished = lock.withLock({ result }) { return finished }
        done.wait()
        return lock.withLock { result! }
    }
}
