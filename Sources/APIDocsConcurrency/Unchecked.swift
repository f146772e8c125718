/// A value handed to other threads that only read it while its owner keeps it alive and
/// unchanged: borrowed bytes, parsed templates, a context no one writes while it is read.
///
/// The compiler cannot see that such a value is safe to share; this says so in one place.
public struct Unchecked<Value>: @unchecked Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
