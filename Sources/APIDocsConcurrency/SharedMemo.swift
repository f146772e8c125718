import Foundation

/// A memo table that threads working side by side share.
///
/// Every value it holds must be a pure function of its key (a name conversion, a resolved
/// `$ref`, the facts or sample of a schema node), so when two threads make the same entry at once
/// both get equal values and the build stays deterministic. The making runs outside the lock:
/// it may itself use this or another memo.
///
/// `value(_:orMake:)` is inlinable so that each caller's module specializes it for its own key
/// type: unspecialized, every lookup went through the generic dictionary code (about a
/// thousand instructions more per lookup, 1% of a Kubernetes build).
public final class SharedMemo<Key: Hashable, Value>: @unchecked Sendable {
    @usableFromInline var table: [Key: Value] = [:]
    @usableFromInline let lock = NSLock()
    @usableFromInline let limit: Int

    /// A memo that forgets everything once it holds `limit` entries (a process-wide table in a
    /// long-running preview must not grow without end).
    public init(limit: Int = .max) {
        self.limit = limit
    }

    /// The value for `key`, made by `make` the first time (every value must be a pure
    /// function of its key).
    @inlinable
    public func value(_ key: Key, orMake make: () -> Value) -> Value {
        if let found = lock.withLock({ table[key] }) { return found }
        let made = make()
        lock.withLock {
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            if table[key] == nil { table[key] = made }
        }
        return made
    }
}
