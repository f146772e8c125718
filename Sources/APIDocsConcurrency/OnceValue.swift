import Foundation

/// A value made the first time any thread asks for it; threads that ask meanwhile wait for
/// that one making instead of making it again.
public final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private var make: (@Sendable () -> Value)?

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    public var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make!()
        made = value
        make = nil
        return value
    }
}
