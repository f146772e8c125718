#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plain POSIX file operations `OutputWriter` and `OutputComparer` are built from.
///
/// No Foundation here: `Data.write` fsyncs, `FileManager` follows its own rules for links and
/// errors, and the writer needs exact control (`O_EXCL` creation, `link`, `lstat`, renames).
enum OutputDisk {
    /// What `lstat` says about a path.
    struct Status: Equatable {
        enum Kind: Equatable { case file, directory, symlink, other }
        var kind: Kind
        var size: Int
        /// Modification time in nanoseconds since the epoch.
        var modified: Int64
        var inode: UInt64
        var device: UInt64
        var mode: UInt32
    }

    static func status(_ path: String) -> Status? {
        var raw = stat()
        guard lstat(path, &raw) == 0 else { return nil }
        let kind: Status.Kind
        switch raw.st_mode & S_IFMT {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symlink
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = Int64(raw.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(raw.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec)
        #endif
        return Status(
            kind: kind, size: Int(raw.st_size), modified: modified,
            inode: UInt64(raw.st_ino), device: UInt64(raw.st_dev), mode: UInt32(raw.st_mode)
        )
    }

    /// The reason for the current `errno`.
    static func reason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// A whole file's bytes, or `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var raw = stat()
        guard fstat(descriptor, &raw) == 0, (raw.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(Int(raw.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// True when the regular file at `path` holds exactly `bytes` (read only if the size matches).
    static func holds(_ path: String, _ bytes: [UInt8], size: Int) -> Bool {
        guard size == bytes.count, let existing = read(path) else { return false }
        return existing == bytes
    }

    /// Creates a new file (never opens an existing one: `O_EXCL`) and writes `bytes`, without fsync.
    /// Returns 0 or the `errno` of the failure.
    static func create(_ path: String, _ bytes: [UInt8]) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        return writeAll(bytes, to: descriptor)
    }

    /// Writes `bytes` into an existing file that is not a regular file (`/dev/null`,
    /// `/dev/stdout`, a FIFO), in place: such a file must never be replaced by a rename.
    /// Returns 0 or the `errno` of the failure.
    static func writeInPlace(_ path: String, _ bytes: [UInt8]) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        return writeAll(bytes, to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor` and closes it. Returns 0 or the first `errno`.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let wrote = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += wrote
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        return failure
    }

    /// Creates `path` and any missing parents (like `mkdir -p`). Returns 0 or an `errno`.
    static func makeDirectories(_ path: String, mode: mode_t = 0o755) -> Int32 {
        if mkdir(path, mode) == 0 { return 0 }
        let code = errno
        if code == EEXIST { return isDirectoryFollowingLinks(path) ? 0 : ENOTDIR }
        guard code == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return code }
        let parentResult = makeDirectories(String(path[..<slash]), mode: mode)
        if parentResult != 0 { return parentResult }
        if mkdir(path, mode) == 0 || errno == EEXIST { return 0 }
        return errno
    }

    /// What `path` is, following symbolic links; nil when it does not exist.
    static func kindFollowingLinks(_ path: String) -> Status.Kind? {
        var raw = stat()
        guard stat(path, &raw) == 0 else { return nil }
        switch raw.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` is a folder or a symbolic link to one (`Site -> /var/www/docs` is a fine
    /// output folder; the folders apidocs replaces inside it are checked with `status`).
    static func isDirectoryFollowingLinks(_ path: String) -> Bool {
        kindFollowingLinks(path) == .directory
    }

    /// The names in a folder (without `.` and `..`), or `nil` when it cannot be listed.
    static func list(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Every entry below `root` by relative path (`a/b.html`), folders included, not following links.
    static func tree(_ root: String) -> [(path: String, status: Status)] {
        var entries: [(path: String, status: Status)] = []
        func walk(_ folder: String, _ prefix: String) {
            for name in (list(folder) ?? []).sorted() {
                let full = folder + "/" + name
                guard let status = status(full) else { continue }
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                entries.append((relative, status))
                if status.kind == .directory { walk(full, relative) }
            }
        }
        walk(root, "")
        return entries
    }

    /// Deletes `path` and everything below it, not following links. Errors are ignored: what
    /// cannot be deleted stays.
    static func removeTree(_ path: String) {
        guard let status = status(path) else { return }
        if status.kind == .directory {
            for name in list(path) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Atomically swaps two paths (Linux `renameat2` with `RENAME_EXCHANGE`). Returns 0 or an
    /// `errno`; `ENOSYS` where the call does not exist.
    static func exchange(_ first: String, _ second: String) -> Int32 {
        #if os(Linux)
        guard let call = renameat2 else { return ENOSYS }
        return call(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 ? 0 : errno
        #else
        return ENOSYS
        #endif
    }

    #if os(Linux)
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    static let renameExchange: UInt32 = 2
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// glibc's `renameat2` (2.28 and later), looked up at run time: Swift's Glibc module does
    /// not export it, and `syscall` is variadic, which Swift cannot call.
    static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif

    /// True while a process with this id exists (`kill(pid, 0)` does not fail with `ESRCH`).
    static func processExists(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}

/// POSIX `read` (named apart from `OutputDisk.read`).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// POSIX `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
