import FlyingFox
import FlyingSocks
import Foundation

/// One server-sent event (`text/event-stream`): a name and one line of data.
struct ServerEvent: Sendable, Equatable {
    /// The event's type, which the page listens for (`picture`, `problem`, `scenes`).
    var name: String
    /// Its data, one line (JSON never needs more).
    var data: String

    /// The event as the stream carries it: `event:` and `data:` lines and a blank line.
    var encoded: Data {
        Data("event: \(name)\ndata: \(data.replacingOccurrences(of: "\n", with: "\\n"))\n\n".utf8)
    }

    init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// An event whose data is `value` as JSON (keys sorted, so the bytes are stable).
    init(name: String, json value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        self.name = name
        data = String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }
}

/// The open event streams, and what each listens to: the events of one page,
/// or (nil) those of the index. Publishing hands an event to every stream of
/// its page; a stream that has gone (the browser closed the page) is dropped
/// when its reader is.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [UUID: (page: String?, continuation: AsyncStream<Data>.Continuation)] = [:]
    private var closed = false

    /// A new stream for `page`, starting with `first` (the page's state now,
    /// so that nothing published between serving the page and opening the
    /// stream is missed). After ``closeAll()``, an empty stream.
    func subscribe(page: String?, first: [ServerEvent]) -> EventBody {
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self, bufferingPolicy: .bufferingNewest(64))
        let id = UUID()
        // Reconnect after a second if the server goes away and comes back.
        continuation.yield(Data("retry: 1000\n\n".utf8))
        for event in first { continuation.yield(event.encoded) }
        lock.lock()
        if closed { continuation.finish() } else { streams[id] = (page, continuation) }
        lock.unlock()
        return EventBody(stream: stream, onEnd: { [weak self] in self?.remove(id) })
    }

    /// Sends `event` to every stream of `page` (nil: the index's streams).
    func publish(_ event: ServerEvent, page: String?) {
        let data = event.encoded
        lock.lock()
        let targets = streams.values.filter { $0.page == page }.map(\.continuation)
        lock.unlock()
        for continuation in targets { continuation.yield(data) }
    }

    /// A comment line on every stream, so that a proxy or browser does not
    /// time an idle stream out, and a stream whose reader has gone is found.
    func keepAlive() {
        lock.lock()
        let targets = streams.values.map(\.continuation)
        lock.unlock()
        for continuation in targets { continuation.yield(Data(": keep-alive\n\n".utf8)) }
    }

    /// How many streams are open.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return streams.count
    }

    /// Ends every stream, and any opened later: the server is stopping.
    func closeAll() {
        lock.lock()
        closed = true
        let targets = streams.values.map(\.continuation)
        streams = [:]
        lock.unlock()
        for continuation in targets { continuation.finish() }
    }

    private func remove(_ id: UUID) {
        lock.lock()
        let removed = streams.removeValue(forKey: id)
        lock.unlock()
        removed?.continuation.finish()
    }
}

/// An event stream as a response body: FlyingFox sends a body of unknown
/// length chunk by chunk (`Transfer-Encoding: chunked`), each event as soon
/// as it is published.
struct EventBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let stream: AsyncStream<Data>
    let onEnd: @Sendable () -> Void

    func makeAsyncIterator() -> Iterator { Iterator(stream.makeAsyncIterator(), end: Ending(onEnd)) }

    /// Tells the hub when the response stops reading (the connection closed,
    /// the server stopped): its iterator is then released.
    final class Ending: Sendable {
        let action: @Sendable () -> Void
        init(_ action: @escaping @Sendable () -> Void) { self.action = action }
        deinit { action() }
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<Data>.Iterator
        let end: Ending
        var pending: [UInt8] = []

        init(_ base: AsyncStream<Data>.Iterator, end: Ending) {
            self.base = base
            self.end = end
        }

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty { pending = Array(await base.next() ?? Data()) }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if pending.isEmpty {
                guard let data = await base.next() else { return nil }
                return Array(data)
            }
            defer { pending = [] }
            return pending
        }
    }
}

extension HTTPResponse {
    /// A `200 text/event-stream` response streaming `body`.
    static func eventStream(_ body: EventBody) -> HTTPResponse {
        HTTPResponse(statusCode: .ok,
                     headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store",
                               HTTPHeader("X-Content-Type-Options"): "nosniff"],
                     body: HTTPBodySequence(from: body))
    }
}
