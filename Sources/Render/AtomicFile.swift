import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Writes `data` to `url` whole or not at all, and only there.
///
/// The bytes go to a temporary file beside the destination, `.NAME.PID.tmp`,
/// created exclusively and without following a symbolic link (`O_CREAT |
/// O_EXCL | O_NOFOLLOW`): a link planted under that name is removed, never
/// written through. The file is flushed to disk (`fsync`), renamed over the
/// destination (so readers see the old file or the new one, and a link at the
/// destination is replaced, not followed), and the directory is flushed so
/// that the rename survives a power cut.
///
/// - Throws: ``RenderError/write(path:reason:)``; nothing is left behind.
public func writeAtomically(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(TemporaryFiles.name(for: url.lastPathComponent)).path
    func failure(_ reason: String) -> RenderError { .write(path: url.path, reason: reason) }
    let descriptor = try TemporaryFiles.create(temporary, failure)
    var written = 0
    let error: String? = data.withUnsafeBytes { bytes -> String? in
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            written += count
        }
        return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }
    let closed = close(descriptor) == 0 ? nil : String(cString: strerror(errno))
    if let reason = error ?? closed {
        TemporaryFiles.discard(temporary)
        throw failure(reason)
    }
    try TemporaryFiles.publish(temporary, as: url.path, failure)
    // The rename is an entry in the directory: flush it too. A file system
    // that cannot (some network ones) has still renamed the file.
    let handle = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if handle >= 0 {
        _ = fsync(handle)
        close(handle)
    }
}

/// The temporary files ``writeAtomically(_:to:)`` makes: their names, the
/// ones being written now, and those a killed run left behind.
public enum TemporaryFiles {
    /// `.NAME.PID.tmp`: hidden, and naming the process that writes it.
    static func name(for fileName: String) -> String {
        ".\(fileName).\(getpid()).tmp"
    }

    /// Those being written now, so that an interrupted process can remove
    /// them; the lock also orders each rename against ``removeInFlight()``.
    private static let inFlight = InFlight()

    private final class InFlight: @unchecked Sendable {
        let lock = NSLock()
        var paths: Set<String> = []
    }

    /// Creates `path` exclusively. Whatever is already there (a planted
    /// link, a file of an earlier run whose process number was ours) is
    /// unlinked first (`unlink` removes a link, never its target), once.
    static func create(_ path: String, _ failure: (String) -> RenderError) throws -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        inFlight.lock.lock()
        defer { inFlight.lock.unlock() }
        var descriptor = open(path, flags, 0o666)
        if descriptor < 0 && errno == EEXIST {
            unlink(path)
            descriptor = open(path, flags, 0o666)
        }
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        inFlight.paths.insert(path)
        return descriptor
    }

    /// Renames `temporary` over `destination`.
    static func publish(_ temporary: String, as destination: String, _ failure: (String) -> RenderError) throws {
        inFlight.lock.lock()
        defer { inFlight.lock.unlock() }
        inFlight.paths.remove(temporary)
        // rename(2) replaces the destination atomically, on one file system.
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw failure(reason)
        }
    }

    static func discard(_ temporary: String) {
        inFlight.lock.lock()
        defer { inFlight.lock.unlock() }
        inFlight.paths.remove(temporary)
        unlink(temporary)
    }

    /// Removes every temporary file being written and stops any more from
    /// being published: for a process about to exit on a signal, so that it
    /// leaves only whole files. Call it only on the way out.
    public static func removeInFlight() {
        inFlight.lock.lock()
        for path in inFlight.paths { unlink(path) }
        inFlight.paths = []
        // The lock stays held: no rename can follow.
    }

    /// Removes the `.NAME.PID.tmp` files a killed run left in `directory`
    /// and its subdirectories (symbolic links are not followed, and a link
    /// with such a name is removed as a link): those of processes that no
    /// longer run, and of this one's number (an earlier run's, since this
    /// one has written nothing yet). Another live process's are left alone:
    /// it may be writing into the same directory. Returns how many it removed.
    @discardableResult
    public static func removeStale(in directory: URL, depth: Int = 64) -> Int {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in names {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                removed += removeStale(in: directory.appendingPathComponent(name), depth: depth - 1)
                continue
            }
            guard let pid = writer(ofTemporary: name), pid == getpid() || !isRunning(pid) else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// The process number in a `.NAME.PID.tmp` name, or nil for any other name.
    public static func writer(ofTemporary name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let pid = pid_t(parts[parts.count - 1]), pid > 0 else { return nil }
        return pid
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
