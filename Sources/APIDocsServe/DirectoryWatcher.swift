#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Watches folders for files written, moved in, created or deleted (Linux inotify), and calls
/// back with the changed file's path: what `apidocs serve` rebuilds on.
///
/// Folders, not files, are watched because editors save by writing a new file and renaming
/// it over the old one, which a watch on the old file's inode would miss. Hidden files and
/// editor droppings (`.swp`, `~`) are ignored. Where inotify is unavailable (macOS, or a
/// Linux without it), or when `.polling` is asked for, it compares snapshots of the folders
/// every 100 ms instead (`FolderSnapshot`).
public final class DirectoryWatcher: @unchecked Sendable {
    /// How changes are noticed.
    public enum Mechanism: Sendable {
        /// inotify on Linux when the kernel gives a descriptor, polling otherwise.
        case automatic
        /// Polling on every system: what runs off Linux, forced so that Linux tests cover it.
        case polling
    }

    /// How often the polling watcher looks.
    static let pollInterval = 0.1

    private let onChange: @Sendable (String) -> Void
    /// Guards everything below; also what `stop()` signals to wake the polling thread.
    private let lock = NSCondition()
    private var watches: [Int32: String] = [:]
    private var watched: Set<String> = []
    /// The polling watcher's last snapshot of each watched folder (empty under inotify).
    private var snapshots: [String: FolderSnapshot] = [:]
    private var descriptor: Int32 = -1
    private var stopped = false

    public init(mechanism: Mechanism = .automatic, onChange: @escaping @Sendable (String) -> Void) {
        self.onChange = onChange
        #if os(Linux)
        if mechanism == .automatic {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        }
        var ends: [Int32] = [-1, -1]
        if descriptor >= 0, pipe(&ends) == 0 {
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
            wake = (ends[0], ends[1])
        } else if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        #endif
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "apidocs-watch"
        thread.start()
    }

    /// Whether changes are found by polling (no inotify descriptor).
    public var polls: Bool { lock.withLock { descriptor < 0 } }

    /// The pipe `stop()` writes to, to wake the reading thread, which then closes every
    /// descriptor itself (closing one another thread is blocked on would not wake it, and its
    /// number could be reused by the next watcher while that thread still reads it).
    private var wake: (read: Int32, write: Int32) = (-1, -1)

    /// Watches exactly `folders` from now on (existing ones; a missing folder is skipped).
    public func watch(_ folders: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped else { return }
        for folder in folders.subtracting(watched) {
            #if os(Linux)
            if descriptor >= 0 {
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
                let handle = inotify_add_watch(descriptor, folder, mask)
                if handle >= 0 { watches[handle] = folder }
            }
            #endif
            if descriptor < 0 {
                // The first snapshot is taken now, so that a change made after `watch`
                // returns is seen, as it is with inotify.
                snapshots[folder] = FolderSnapshot.take(folder)
            }
            watched.insert(folder)
        }
        for folder in watched.subtracting(folders) {
            #if os(Linux)
            for (handle, path) in watches where path == folder {
                inotify_rm_watch(descriptor, handle)
                watches[handle] = nil
            }
            #endif
            snapshots[folder] = nil
            watched.remove(folder)
        }
    }

    public func stop() {
        lock.lock()
        let first = !stopped
        stopped = true
        let writeEnd = wake.write
        lock.broadcast()
        lock.unlock()
        if first && writeEnd >= 0 {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }
    }

    /// Whether a file name is one an editor or the system writes beside real files.
    static func isNoise(_ name: String) -> Bool {
        name.isEmpty || name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp")
            || name.hasSuffix(".swx") || name.hasPrefix("#") || name == "4913"
    }

    private func run() {
        lock.lock()
        let fd = descriptor
        lock.unlock()
        #if os(Linux)
        if fd >= 0 {
            readEvents(fd)
            return
        }
        #endif
        pollSnapshots()
    }

    #if os(Linux)
    private func readEvents(_ fd: Int32) {
        defer {
            close(fd)
            close(wake.read)
            close(wake.write)
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var waiting = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        while true {
            if Glibc.poll(&waiting, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if waiting[1].revents != 0 { return }  // stop()
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return
            }
            var offset = 0
            var changed: [String] = []
            lock.lock()
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (handle, length) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(nameStart + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let folder = watches[handle], !Self.isNoise(name) {
                    changed.append(folder == "." ? name : folder + "/" + name)
                }
                offset = nameStart + length
            }
            let done = stopped
            lock.unlock()
            if done { return }
            for path in changed { onChange(path) }
        }
    }
    #endif

    /// The fallback: every `pollInterval`, each watched folder's snapshot against the last one;
    /// the changed paths are reported sorted, folder by folder in sorted order.
    private func pollSnapshots() {
        while true {
            lock.lock()
            if stopped {
                lock.unlock()
                return
            }
            let folders = watched.sorted()
            lock.unlock()
            var taken: [(folder: String, snapshot: FolderSnapshot)] = []
            for folder in folders { taken.append((folder, FolderSnapshot.take(folder))) }
            var changed: [String] = []
            lock.lock()
            for (folder, snapshot) in taken {
                // A folder unwatched meanwhile is skipped. One unwatched and watched again
                // meanwhile is compared with this older snapshot: at worst a change too many.
                guard let before = snapshots[folder] else { continue }
                changed += snapshot.changedPaths(since: before, in: folder)
                snapshots[folder] = snapshot
            }
            let done = stopped
            lock.unlock()
            if done { return }
            for path in changed { onChange(path) }
            lock.lock()
            if !stopped { _ = lock.wait(until: Date(timeIntervalSinceNow: Self.pollInterval)) }
            lock.unlock()
        }
    }
}
