import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folder tests make their scratch folders in: `/dev/shm` (memory) when it is a writable
/// folder with at least 1 GiB free, else the system's temporary folder.
///
/// Tests build whole sites and delete them again, hundreds of times a run; on a disk that is
/// mostly the file system's inode bookkeeping. A test whose point is the disk itself (the kill
/// test times real writes) keeps using the temporary folder.
public enum ScratchRoot {
    public static let path: String = memoryFolder ?? temporaryFolder

    /// `NSTemporaryDirectory()` without a trailing slash.
    public static var temporaryFolder: String {
        let folder = NSTemporaryDirectory()
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    static let memoryCandidate = "/dev/shm"
    static let minimumFreeBytes: UInt64 = 1 << 30

    static var memoryFolder: String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: memoryCandidate, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.isWritableFile(atPath: memoryCandidate) else { return nil }
        #if canImport(Glibc)
        var stats = statvfs()
        guard statvfs(memoryCandidate, &stats) == 0,
              UInt64(stats.f_bavail) * UInt64(stats.f_frsize) >= minimumFreeBytes else { return nil }
        return memoryCandidate
        #else
        return nil
        #endif
    }

    /// A new, unique path below `path` (not created): `<path>/<label>-<UUID>`.
    public static func uniquePath(_ label: String) -> String {
        path + "/" + label + "-" + UUID().uuidString
    }
}
