import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 client on a raw socket, for the tests of `trellis serve`:
/// it sends a request target exactly as written (`/../` and `%2e%2e` reach
/// the server as they are, where URLSession would tidy them), and every read
/// has a deadline, so a test never waits on the server for long.
struct LoopbackHTTP {
    let port: UInt16

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// A response: status, headers (names lower-cased) and body (de-chunked).
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// `GET target` with `Host: host`, the whole response within `timeout` seconds.
    func get(_ target: String, host: String? = nil, timeout: TimeInterval = 10) throws -> Response {
        let socket = try Connection(port: port)
        defer { socket.close() }
        try socket.send("GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        let deadline = Date() + timeout
        var raw = Data()
        while let chunk = try socket.receive(until: deadline) { raw += chunk }
        guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no response head for GET \(target)")
        }
        let (status, headers) = try Self.head(raw[..<end.lowerBound])
        var body = Data(raw[end.upperBound...])
        if headers["transfer-encoding"] == "chunked" {
            var decoder = Dechunker()
            body = decoder.feed(body)
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// Opens `GET target` as an event stream.
    func events(_ target: String) throws -> EventReader {
        let socket = try Connection(port: port)
        try socket.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        return EventReader(socket: socket)
    }

    static func head(_ data: Data) throws -> (Int, [String: String]) {
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\r\n")
        guard let first = lines.first, first.hasPrefix("HTTP/1.1 "), let status = Int(first.dropFirst(9).prefix(3)) else {
            throw Failure(description: "not an HTTP response: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// One server-sent event.
    struct Event: Equatable {
        var name: String
        var data: String
    }

    /// Reads the events of an open stream, one at a time, each with a deadline.
    final class EventReader {
        private let socket: Connection
        private var raw = Data()
        private var headRead = false
        private var dechunker = Dechunker()
        private var text = ""
        private(set) var status = 0
        private(set) var headers: [String: String] = [:]

        fileprivate init(socket: Connection) { self.socket = socket }

        deinit { socket.close() }

        /// The next event (comments and `retry:` skipped), or nil if none
        /// arrived by `deadline` or the stream ended.
        func next(within timeout: TimeInterval = 10) throws -> Event? {
            let deadline = Date() + timeout
            while true {
                if let event = takeEvent() { return event }
                guard let chunk = try socket.receive(until: deadline) else { return nil }
                raw += chunk
                if !headRead, let end = raw.range(of: Data("\r\n\r\n".utf8)) {
                    (status, headers) = try LoopbackHTTP.head(raw[..<end.lowerBound])
                    raw = Data(raw[end.upperBound...])
                    headRead = true
                }
                if headRead {
                    text += String(decoding: dechunker.feed(raw), as: UTF8.self)
                    raw = Data()
                }
            }
        }

        /// The first event named `name` for which `accept` holds, skipping others.
        func next(named name: String, within timeout: TimeInterval = 10, where accept: (Event) -> Bool = { _ in true }) throws -> Event? {
            let deadline = Date() + timeout
            while Date() < deadline {
                guard let event = try next(within: deadline.timeIntervalSinceNow) else { return nil }
                if event.name == name && accept(event) { return event }
            }
            return nil
        }

        private func takeEvent() -> Event? {
            while let end = text.range(of: "\n\n") {
                let block = text[..<end.lowerBound]
                text = String(text[end.upperBound...])
                var name = "message", data: [String] = []
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                if !data.isEmpty { return Event(name: name, data: data.joined(separator: "\n")) }
            }
            return nil
        }
    }

    /// `Transfer-Encoding: chunked`, undone as bytes arrive.
    struct Dechunker {
        private var pending = Data()

        mutating func feed(_ data: Data) -> Data {
            pending += data
            var out = Data()
            while let lineEnd = pending.range(of: Data("\r\n".utf8)),
                  let size = Int(String(decoding: pending[..<lineEnd.lowerBound], as: UTF8.self), radix: 16),
                  pending.count >= pending.distance(from: pending.startIndex, to: lineEnd.upperBound) + size + 2
            {
                let start = lineEnd.upperBound
                out += pending[start..<pending.index(start, offsetBy: size)]
                pending = Data(pending[pending.index(start, offsetBy: size + 2)...])
            }
            return out
        }
    }

    /// A TCP connection to 127.0.0.1.
    final class Connection {
        private var descriptor: Int32

        init(port: UInt16) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                Glibc.close(descriptor)
                throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
            }
            // Reads wake up every 100 ms to look at their deadline.
            var wait = timeval(tv_sec: 0, tv_usec: 100_000)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        }

        func send(_ text: String) throws {
            let bytes = Array(text.utf8)
            guard Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
                throw Failure(description: "send failed")
            }
        }

        /// The next bytes, or nil at the end of the stream or the deadline.
        func receive(until deadline: Date) throws -> Data? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while Date() < deadline {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 { return Data(buffer[..<count]) }
                if count == 0 { return nil }
                if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { return nil }
            }
            return nil
        }

        func close() {
            guard descriptor >= 0 else { return }
            Glibc.close(descriptor)
            descriptor = -1
        }
    }
}
