import Foundation

/// A memo table that threads building operations side by side share.
///
/// Every value it holds is a pure function of its key (a name conversion, a resolved `$ref`,
/// the facts or sample of a schema node), so when two threads make the same entry at once
/// both get equal values and the build stays deterministic. The making runs outside the lock:
/// it may itself use this or another memo.
final class SharedMemo<Key: Hashable, Value>: @unchecked Sendable {
    private var table: [Key: Value] = [:]
    private let lock = NSLock()

    /// The value for `key`, made by `make` the first time.
    func value(_ key: Key, orMake make: () -> Value) -> Value {
        if let found = lock.withLock({ table[key] }) { return found }
        let made = make()
        lock.withLock {
            if table[key] == nil { table[key] = made }
        }
        return made
    }
}

/// `map` over a collection on all cores, results in the collection's order.
enum ConcurrentMap {
    static func map<Element: Sendable, Result>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.set(index, transform(elements[index]))
        }
        return slots.values
    }
}

/// One slot per element, each written once by the task that made it.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { storage[index] = value }
    }

    var values: [Value] { lock.withLock { storage.map { $0! } } }
}
