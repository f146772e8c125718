import Dispatch
import Foundation

/// Work spread over all cores with results in a fixed order, so output never depends on
/// timing.
///
/// Every stage after the spec model has pieces that only read what came before (operations,
/// models, the site's indexes, pages, the two READMEs): they run side by side through here
/// rather than through a slot type of each stage's own.
public enum ConcurrentWork {
    /// `transform` of every element, on all cores, in the elements' order.
    public static func map<Element: Sendable, Result>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(index, transform(elements[index]))
        }
        return slots.values
    }

    /// Runs every task on all cores and returns when all have finished; each keeps its result
    /// in a `WorkResult` of its own. Tasks are handed out in order: list the longest first.
    public static func run(_ tasks: [@Sendable () -> Void]) {
        DispatchQueue.concurrentPerform(iterations: tasks.count) { tasks[$0]() }
    }
}

/// One task's result, set once by that task and read after `ConcurrentWork.run` returns.
public final class WorkResult<Value>: @unchecked Sendable {
    private var stored: Value?
    private let lock = NSLock()

    public init() {}

    public func set(_ value: Value) {
        lock.withLock { stored = value }
    }

    /// The value; reading one that no task set is a programming error.
    public var value: Value {
        lock.withLock { stored! }
    }
}

/// One slot per element, each written once by the task that made it.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}
