/// Keeps a value alive until the process ends.
///
/// A big spec's node tree and symbol graph hold millions of references; releasing them one by
/// one took 8% of `apidocs readme` on Stripe's spec, work the operating system does for free when
/// the process exits. Commands hand their final results here instead of letting them go.
public enum ProcessLifetime {
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    public static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
