import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading a child process's pipes in tests, retrying reads a signal
/// interrupts. Foundation's `FileHandle.availableData` and
/// `readDataToEndOfFile()` on Linux stop the whole test run with a fatal
/// error when `read` fails with `EINTR`, as one test run here did while
/// reading `trellis`'s output; these retry it.
extension FileHandle {
    /// The bytes available now, waiting for some; empty at the end of the file.
    public func availableBytes() -> Data {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = Glibc.read(fileDescriptor, &buffer, buffer.count)
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }

    /// Every byte up to the end of the file.
    public func bytesToEnd() -> Data {
        var data = Data()
        while true {
            let chunk = availableBytes()
            if chunk.isEmpty { return data }
            data += chunk
        }
    }
}
