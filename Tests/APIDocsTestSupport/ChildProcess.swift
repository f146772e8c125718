import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program the tests run as a child process, started with `posix_spawn` and waited for with
/// `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` on Linux polls its run loop every 50 ms, so every
/// run it waits for costs up to 50 ms of idle time; the suite runs a few hundred programs
/// (the `apidocs` executable, `patch`, python3). Waiting with `waitpid` returns when the child
/// ends.
public struct ChildProcess {
    /// What becomes of the child's standard output or standard error.
    public enum Output {
        /// Read by the caller (`run` returns it).
        case captured
        /// Thrown away (`/dev/null`).
        case discarded
    }

    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)

        /// True when the program ended by itself (with any status), not by a signal.
        public var isExit: Bool {
            if case .exited = self { true } else { false }
        }

        /// The exit status, or 128 + the signal number (as a shell reports it).
        public var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signalled(let signal): 128 + signal
            }
        }
    }

    /// What a finished run produced.
    public struct Result {
        public var termination: Termination
        public var stdout: [UInt8]
        public var stderr: [UInt8]

        public var status: Int32 { termination.status }
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Why a program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        public var executable: String
        public var code: Int32
        public var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
    }

    public let pid: pid_t
    /// The read ends of the captured outputs (nil when not captured); the caller reads them.
    public let stdoutPipe: Int32?
    public let stderrPipe: Int32?

    /// Starts `executable` (an absolute path) with `arguments`, in `directory` (the current one
    /// when nil), with standard input from `/dev/null` and the environment of this process.
    public static func start(_ executable: String, _ arguments: [String], in directory: String? = nil,
                             stdout: Output = .captured, stderr: Output = .captured) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        var parentEnds: [Int32] = []
        func route(_ output: Output, to target: Int32) throws -> Int32? {
            switch output {
            case .discarded:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
                return nil
            case .captured:
                var ends: [Int32] = [0, 0]
                guard SpawnActions.closeOnExecPipe(&ends) == 0 else { throw SpawnError(executable: executable, code: errno) }
                parentEnds.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], target)
                return ends[0]
            }
        }
        let outRead = try route(stdout, to: 1)
        let errRead = try route(stderr, to: 2)
        if let directory {
            let code = directory.withCString { SpawnActions.addChdir(&actions, $0) }
            guard code == 0 else { throw SpawnError(executable: executable, code: code) }
        }
        SpawnActions.closeFrom(&actions, 3)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        parentEnds.forEach { close($0) }
        guard code == 0 else {
            [outRead, errRead].compactMap { $0 }.forEach { close($0) }
            throw SpawnError(executable: executable, code: code)
        }
        return ChildProcess(pid: pid, stdoutPipe: outRead, stderrPipe: errRead)
    }

    /// Runs a program to its end, reading its captured outputs as it goes (so a full pipe
    /// cannot block it).
    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                           stdout: Output = .captured, stderr: Output = .captured) throws -> Result {
        let child = try start(executable, arguments, in: directory, stdout: stdout, stderr: stderr)
        let (out, err) = child.readOutputs()
        return Result(termination: child.wait(), stdout: out, stderr: err)
    }

    /// Reads the captured outputs until both are closed, and closes them.
    public func readOutputs() -> (stdout: [UInt8], stderr: [UInt8]) {
        var buffers: [Int32: [UInt8]] = [:]
        var open = [stdoutPipe, stderrPipe].compactMap { $0 }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else { break }
            for entry in polled where entry.revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffers[entry.fd, default: []].append(contentsOf: chunk[0..<count])
                } else if count == 0 || errno != EINTR {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        return (stdoutPipe.flatMap { buffers[$0] } ?? [], stderrPipe.flatMap { buffers[$0] } ?? [])
    }

    /// True once the child has ended (it is not reaped: `wait()` still reports how).
    public var hasEnded: Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo != 0
    }

    /// Waits for the child to end.
    public func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The wait status layout (as the C macros WIFEXITED and friends read it).
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}

/// The glibc functions that its headers declare only under `_GNU_SOURCE`, looked up at run
/// time.
enum SpawnActions {
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    private static let pipe2Function: Pipe2? = lookUp("pipe2")
    private static let chdirFunction: AddChdir? = lookUp("posix_spawn_file_actions_addchdir_np")
    private static let closeFromFunction: CloseFrom? = lookUp("posix_spawn_file_actions_addclosefrom_np")

    private static func lookUp<T>(_ name: String) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: T.self)
    }

    /// A pipe whose two ends close on exec (made so at once where the C library can, so
    /// that a program another thread starts meanwhile cannot inherit them).
    static func closeOnExecPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
        if let pipe2Function { return pipe2Function(ends, O_CLOEXEC) }
        guard pipe(ends) == 0 else { return -1 }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return 0
    }

    /// The child starts in `path`; ENOSYS where the C library cannot do it.
    static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>) -> Int32 {
        chdirFunction?(actions, path) ?? ENOSYS
    }

    /// The child closes every descriptor from `lowest` up (all of them carry close-on-exec
    /// where this process opened them itself; this also covers those that libraries opened).
    static func closeFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) {
        _ = closeFromFunction?(actions, lowest)
    }
}
