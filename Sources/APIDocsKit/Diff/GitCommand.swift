#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `git` and returns what it prints, for reading a spec at a revision.
///
/// `posix_spawnp` and `waitpid`, not Foundation's `Process` (whose `waitUntilExit` polls every
/// 50 ms: a spec of thirty files read at a revision would wait a second and a half). The
/// output pipe is made close-on-exec at once, so the two sides of a diff, read at the same
/// time, do not keep each other's pipes open.
enum GitCommand {
    /// Standard output of `git arguments…` when it exits 0; `nil` when it cannot start or fails.
    static func output(_ arguments: [String]) -> [UInt8]? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["git"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
        close(ends[1])
        guard started == 0 else {
            close(ends[0])
            return nil
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (low seven bits 0) with code 0.
        return (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0 ? bytes : nil
    }
}
