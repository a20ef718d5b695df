import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// What the watcher compares to see a file change: which file the path
/// leads to (an editor that saves by renaming makes a new one), its size and
/// its modification time to the nanosecond. Polled rather than watched with
/// inotify: the same code works on every system and through symbolic links,
/// and four looks a second at a few files cost nothing.
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    /// The stamp of the file at `path` (through symbolic links), nil when
    /// there is none.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            seconds = Int(info.st_mtimespec.tv_sec)
            nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}
