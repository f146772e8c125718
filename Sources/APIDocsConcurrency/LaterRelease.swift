import Dispatch

/// Lets go of a value on a background thread.
///
/// The last reference to a big spec's tree and symbol graph takes millions of releases to let
/// go (tens of milliseconds for GitHub's spec): a long-running preview hands the site it
/// replaces here, so the new one is served without waiting for that.
public enum LaterRelease {
    public static func release<Value>(_ value: Value) {
        let box = UncheckedBox(value)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(box) {} }
    }

    private final class UncheckedBox<Boxed>: @unchecked Sendable {
        let value: Boxed
        init(_ value: Boxed) { self.value = value }
    }
}
