import Dispatch
import Foundation

/// Independent pieces of work run on all cores, each result in a slot of its own.
///
/// It exists for the stages between the symbol graph and the pages: several indexes that each
/// only read the graph, which one after another left a core idle for a tenth of a big build.
enum ConcurrentParts {
    /// Runs every task, on as many cores as there are, and returns when all have finished.
    /// List the longest first: they are handed out in order.
    static func run(_ tasks: [@Sendable () -> Void]) {
        DispatchQueue.concurrentPerform(iterations: tasks.count) { tasks[$0]() }
    }
}

/// One task's result, written once by that task and read after `ConcurrentParts.run` returns.
final class PartResult<Value>: @unchecked Sendable {
    private var stored: Value?
    private let lock = NSLock()

    func set(_ value: Value) {
        lock.withLock { stored = value }
    }

    /// The value; a task that did not set it is a programming error.
    var value: Value {
        lock.withLock { stored! }
    }
}
