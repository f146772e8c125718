import APIDocsKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `build` and `check` tell the user on standard error while they work.
///
/// On a terminal, work that lasts over a second shows one line that updates in place
/// (`apidocs: 3/5 specs, 1,204 files`) and is erased before the next permanent line. Permanent
/// lines (`wrote Site/Bookshop: 12 written, 30 unchanged, 0 removed`) are the same on a terminal
/// and off it. `--quiet` prints none of this; `--verbose` adds one line per file.
final class Progress: ProgressSink {
    enum Level { case quiet, normal, verbose }

    let level: Level
    let isTerminal: Bool
    private let start = Progress.now()
    private var lastDrawn: Double = -1
    private var showing = false

    /// How long work runs before the updating line appears, and how often it is redrawn (seconds).
    static let delay = 1.0
    static let interval = 0.1

    init(level: Level, isTerminal: Bool = isatty(2) != 0) {
        self.level = level
        self.isTerminal = isTerminal
    }

    /// Redraws the updating line (terminal only, after the first second, at most ten times a second).
    func update(_ text: @autoclosure () -> String) {
        guard level != .quiet, isTerminal else { return }
        let elapsed = Progress.now() - start
        guard elapsed >= Progress.delay, elapsed - lastDrawn >= Progress.interval else { return }
        lastDrawn = elapsed
        StandardError.write("\r" + text() + "\u{1B}[K")
        showing = true
    }

    /// A permanent line (not with `--quiet`).
    func line(_ text: String) {
        guard level != .quiet else { return }
        clear()
        StandardError.write(text + "\n")
    }

    /// A line for `--verbose` only.
    func detail(_ text: @autoclosure () -> String) {
        guard level == .verbose else { return }
        clear()
        StandardError.write(text() + "\n")
    }

    /// Erases the updating line, if shown.
    func clear() {
        guard showing else { return }
        StandardError.write("\r\u{1B}[K")
        showing = false
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `1204` → `1,204`.
    static func count(_ value: Int) -> String { CountText.format(value) }
}
