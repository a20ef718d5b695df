import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reads input files the way a tool that renders other people's files must:
/// only regular files (a FIFO would block forever, a device never end), at most
/// a given number of bytes, and, when asked, not through a symbolic link.
public enum RegularFile {
    /// Why a file was not read.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// What is wrong, without the path: "a FIFO, not a regular file", or
        /// the system's reason ("No such file or directory").
        public let reason: String
        public var description: String { reason }
    }

    /// What kind of file is at `path`, in words, when it is not a regular
    /// file or directory; nil otherwise. With `followingSymlinks` false a
    /// symbolic link is itself the answer ("a symbolic link").
    public static func irregularKind(at path: String, followingSymlinks: Bool = true) -> String? {
        var info = stat()
        let status = followingSymlinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return nil }
        return kind(of: info.st_mode)
    }

    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: nil
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// The bytes of the regular file at `path`, at most `limit + 1` of them
    /// (so that a caller can tell a file past its limit without reading it
    /// all). The file is opened without blocking and checked to be a regular
    /// file before a byte is read; with `followingSymlinks` false a symbolic
    /// link at `path` is refused rather than followed.
    ///
    /// - Throws: ``Refusal`` for anything but a regular file, or the system's
    ///   reason when it cannot be opened or read.
    public static func read(_ path: String, limit: Int, followingSymlinks: Bool = true) throws -> Data {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followingSymlinks { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            if errno == ELOOP && !followingSymlinks {
                throw Refusal(reason: "a symbolic link, not followed here; name the file it points to")
            }
            throw Refusal(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Refusal(reason: String(cString: strerror(errno))) }
        if let kind = kind(of: info.st_mode) {
            throw Refusal(reason: "\(kind), not a regular file")
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw Refusal(reason: "a directory, not a file") }
        var data = Data()
        let wanted = limit + 1
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < wanted {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, min($0.count, wanted - data.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Refusal(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
