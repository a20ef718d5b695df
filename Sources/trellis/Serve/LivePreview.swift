import Dispatch
import Foundation

/// The scene files under a served path, kept rendered as they are edited.
///
/// A serial queue polls the files every ``interval`` (the directory is
/// searched again each time, so files added or removed are seen too). A file
/// whose stamp changed is re-rendered once the stamp has held still for one
/// more poll, so that an editor's save in several writes renders once, whole.
/// Each render's outcome goes to the open pages as an event: new pictures, or
/// the problem with the last good pictures kept.
final class LivePreview: @unchecked Sendable {
    /// The file or directory served, as given.
    let root: String
    /// How often the files are looked at.
    let interval: TimeInterval
    /// The open pages' event streams.
    let events = EventHub()

    private let renderer: PreviewRenderer
    private let queue = DispatchQueue(label: "trellis.serve.watch")
    private var timer: DispatchSourceTimer?
    /// Read by the server's tasks, written on `queue`: behind `lock`.
    private let lock = NSLock()
    private var pages: [String: ScenePage] = [:]
    /// Only touched on `queue` (and by `start` before the timer runs).
    private var rendered: [String: FileStamp] = [:]
    private var settling: [String: FileStamp] = [:]
    private var polls = 0

    /// A preview of `root`, drawing through a scratch directory `scratch`.
    init(root: String, scratch: URL, interval: TimeInterval = 0.25) throws {
        self.root = root
        self.interval = interval
        renderer = try PreviewRenderer(scratch: scratch)
    }

    /// Renders every scene file now, then watches them. Returns what could
    /// not be read as scenes at all (FIFOs, links out of the directory), each
    /// a message naming the path, and the problems of the files that did not render.
    @discardableResult
    func start() -> [String] {
        var messages = queue.sync { poll(settled: true) }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in _ = self?.poll(settled: false) }
        timer.resume()
        self.timer = timer
        messages += allPages.compactMap { $0.problem?.text }
        return messages
    }

    /// Stops watching (a render under way finishes first) and ends every
    /// event stream.
    func stop() {
        timer?.cancel()
        queue.sync {}
        events.closeAll()
    }

    /// Every page, by name.
    var allPages: [ScenePage] {
        lock.lock()
        defer { lock.unlock() }
        return pages.values.sorted { $0.name < $1.name }
    }

    /// The page at `address` (`/scenes/NAME`, decoded), if it is served.
    func page(at address: String) -> ScenePage? {
        guard address.hasPrefix("/scenes/") else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return pages[String(address.dropFirst("/scenes/".count))]
    }

    /// What a new stream of the page at `address` starts with: the pictures,
    /// when the page holds an older generation than `generation`, and the
    /// problem, if there is one.
    func firstEvents(for page: ScenePage, shown generation: Int?) -> [ServerEvent] {
        var events: [ServerEvent] = []
        if generation != page.generation && page.generation > 0 { events.append(Self.pictureEvent(page)) }
        if let problem = page.problem { events.append(Self.problemEvent(page, problem)) }
        return events
    }

    // MARK: Watching

    /// One look at the files. With `settled`, every changed file is rendered
    /// at once (the first look); otherwise only those unchanged since the
    /// last look. Returns the messages of files refused.
    private func poll(settled: Bool) -> [String] {
        polls += 1
        // A comment every 15 s keeps idle streams open and finds closed ones.
        if polls % max(1, Int(15 / interval)) == 0 { events.keepAlive() }
        let (found, refused) = SceneInputs.collect([root])
        let inputs = found.filter { !($0.foundInDirectory && SceneInputs.isLinearSystem($0.path)) }
        let names = Dictionary(inputs.map { (Self.name(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
        var listChanged = false
        lock.lock()
        for name in pages.keys where names[name] == nil {
            pages[name] = nil
            rendered[name] = nil
            settling[name] = nil
            listChanged = true
        }
        lock.unlock()
        for (name, input) in names.sorted(by: { $0.key < $1.key }) {
            let stamp = FileStamp(input.path)
            guard stamp != rendered[name] else { continue }
            if settled || settling[name] == stamp {
                settling[name] = nil
                rendered[name] = stamp
                listChanged = render(input, name: name) || listChanged
            } else {
                settling[name] = stamp
            }
        }
        if listChanged { events.publish(ServerEvent(name: "scenes", data: "{}"), page: nil) }
        return refused
    }

    /// Renders one file, keeps the outcome and tells its open pages.
    /// Returns whether the index changed (a new page, or its status).
    private func render(_ input: SceneInputs.Input, name: String) -> Bool {
        let result = renderer.pictures(of: input)
        lock.lock()
        let before = pages[name]
        var page = before ?? ScenePage(input: input, name: name)
        page.input = input
        switch result {
        case .success(let pictures):
            page.pictures = pictures
            page.problem = nil
            page.generation += 1
        case .failure(let problem):
            page.problem = problem
        }
        pages[name] = page
        lock.unlock()
        if before != nil {
            switch result {
            case .success: Console.out("updated \(name): \(Plural.count(page.pictures.count, "picture"))")
            case .failure(let problem): Console.error(problem.text)
            }
        }
        switch result {
        case .success: events.publish(Self.pictureEvent(page), page: page.address)
        case .failure(let problem): events.publish(Self.problemEvent(page, problem), page: page.address)
        }
        return before == nil || before?.problem != page.problem || before?.pictures.count != page.pictures.count
    }

    /// The name of a page: the file's path below the served directory, or
    /// its own name when a file is served.
    static func name(of input: SceneInputs.Input) -> String {
        let file = (input.path as NSString).lastPathComponent
        return input.relativeDirectory.isEmpty ? file : "\(input.relativeDirectory)/\(file)"
    }

    // MARK: Events

    /// `picture`: the page's new HTML, pictures inline.
    struct PictureUpdate: Encodable {
        var page: String
        var generation: Int
        var html: String
    }

    /// `problem`: why the last edit does not render, and where.
    struct ProblemUpdate: Encodable {
        var page: String
        var text: String
        var file: String
        var line: Int?
        var column: Int?
    }

    static func pictureEvent(_ page: ScenePage) -> ServerEvent {
        ServerEvent(name: "picture", json: PictureUpdate(page: page.address, generation: page.generation, html: PreviewPage.scene(page)))
    }

    static func problemEvent(_ page: ScenePage, _ problem: PreviewError) -> ServerEvent {
        ServerEvent(name: "problem", json: ProblemUpdate(page: page.address, text: problem.text, file: problem.file,
                                                          line: problem.line, column: problem.column))
    }
}
