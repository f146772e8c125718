/// Where a run reports what it is doing; the command line draws it, a library caller may
/// ignore it (`SilentProgress`).
///
/// It exists so that the build and check runs in this module never print: only the CLI
/// decides what reaches a terminal.
public protocol ProgressSink: AnyObject {
    /// A transient status line (`apidocs: 3/5 specs, 1,204 files`), shown only while work goes on.
    func update(_ text: @autoclosure () -> String)
    /// A permanent line (`wrote Site/Bookshop: …`).
    func line(_ text: String)
    /// A line shown only when the user asked for detail (`--verbose`).
    func detail(_ text: @autoclosure () -> String)
    /// Erases the transient status line.
    func clear()
}

/// A `ProgressSink` that drops everything: for tests and library callers.
public final class SilentProgress: ProgressSink {
    public init() {}
    public func update(_ text: @autoclosure () -> String) {}
    public func line(_ text: String) {}
    public func detail(_ text: @autoclosure () -> String) {}
    public func clear() {}
}

/// A count with thousands separators (`1,204`), for progress and check lines.
public enum CountText {
    public static func format(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }
}
