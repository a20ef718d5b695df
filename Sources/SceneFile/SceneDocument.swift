import Foundation
import Layout

/// A scene file, parsed and checked: the views, guides and constraints of a
/// scene, the sizes to lay it out at, its named states and how to draw it.
///
///     let document = try SceneDocument.load(contentsOf: url)
///     for size in document.sizes {
///         let scene = try document.makeScene(size: size, state: "Center")
///         try scene.layout()
///     }
///
/// Every mistake, in the YAML or in what it says, is a ``SceneFileError``
/// naming the file, line and column. See docs/scene-format.md for the format.
public struct SceneDocument: Sendable {
    /// The `name:` key, else the file's name without its extension.
    public var name: String
    /// The root sizes to render by default; at least one.
    public var sizes: [SceneSize] = []
    /// The named states in file order; empty means just the base scene.
    public var states: [SceneState] = []
    /// How the file asks to be drawn.
    public var diagram = DiagramHints()

    var model = DocumentModel()
    var names = NameTable()
    let reader: YAMLReader

    init(name: String, reader: YAMLReader) {
        self.name = name
        self.reader = reader
    }

    /// Reads and parses the file at `url`. Errors name the file as
    /// `displayPath` when given (the path a user typed or a batch found, so
    /// that two `scene.yaml` in different folders are told apart), and by its
    /// file name otherwise; the document's ``name`` is the file name either way.
    /// Only a regular file is read: a FIFO, a device or a socket is refused
    /// before a byte is read (it could block, or never end), and so is a
    /// symbolic link when `followingSymlinks` is false.
    ///
    /// - Throws: ``SceneFileError``, also when the file cannot be read, is not
    ///   a regular file, or is larger than ``SceneFileLimits/maxFileBytes``
    ///   (found before the whole file is read).
    public static func load(contentsOf url: URL, displayPath: String? = nil, followingSymlinks: Bool = true) throws -> SceneDocument {
        let fileName = displayPath ?? url.lastPathComponent
        func failure(_ message: String) -> SceneFileError {
            SceneFileError(file: fileName, line: 1, column: 1, message: message, sourceLine: "")
        }
        let data: Data
        do {
            // At most one byte more than allowed: a huge file costs no more than the limit.
            data = try RegularFile.read(url.path, limit: SceneFileLimits.maxFileBytes, followingSymlinks: followingSymlinks)
        } catch {
            throw failure("cannot read the file: \(error)")
        }
        guard data.count <= SceneFileLimits.maxFileBytes else { throw failure(tooLarge) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure("cannot read the file as UTF-8 text")
        }
        return try parse(text, fileName: fileName)
    }

    /// Line `number` (1-based) of the text the document was parsed from, as
    /// written; nil past its end. For quoting a constraint where it was
    /// written, without reading the file again.
    public func sourceLine(_ number: Int) -> String? {
        number >= 1 && number <= reader.lines.count ? reader.lines[number - 1] : nil
    }

    static let tooLarge = "the file is larger than \(SceneFileLimits.maxFileBytes / 1024 / 1024) MiB, the most a scene file may be"

    /// Parses a scene file's text; `fileName` names it in errors and gives
    /// the default ``name``.
    ///
    /// - Throws: ``SceneFileError`` at the first mistake.
    public static func parse(_ text: String, fileName: String) throws -> SceneDocument {
        guard text.utf8.count <= SceneFileLimits.maxFileBytes else {
            throw SceneFileError(file: fileName, line: 1, column: 1, message: tooLarge, sourceLine: "")
        }
        var parser = DocumentParser(reader: YAMLReader(text: text, fileName: fileName))
        return try parser.parse(text, fileName: fileName)
    }

    /// A fresh scene at `size` (the first of ``sizes`` unless given, or the
    /// state's own size) with `state`'s changes applied, not yet laid out.
    ///
    /// - Throws: ``SceneFileError`` for an unknown state, or where Layout
    ///   refuses a constraint or a change (a location with multiplier 0, a
    ///   priority moved between required and optional): the error points at
    ///   the constraint or the change in the file and carries Layout's advice.
    public func makeScene(size: SceneSize? = nil, state: String? = nil) throws -> Scene {
        try makeSceneWithSources(size: size, state: state).scene
    }

    /// The scene, as ``makeScene(size:state:)`` builds it, and where in the
    /// file each of its views and constraints was written, so that a finding
    /// about one can point at its line.
    public func makeSceneWithSources(size: SceneSize? = nil, state: String? = nil) throws
        -> (scene: Scene, sources: SceneSources)
    {
        var chosen: SceneState?
        if let state {
            guard let found = states.first(where: { $0.name == state }) else {
                throw reader.unknown("state", state, at: model.statesPosition ?? SourcePosition(line: 1, column: 1),
                                     known: states.map(\.name),
                                     context: states.isEmpty ? "; the file declares no states" : "")
            }
            chosen = found
        }
        guard let size = size ?? chosen?.size ?? sizes.first else {
            throw reader.error("the scene has no size", at: nil)
        }
        var builder = SceneBuilder(document: self, size: size)
        try builder.build()
        if let chosen { try builder.apply(chosen) }
        return (builder.scene, builder.sources)
    }

    /// The size `spec` names: `375x667`, `iPhone 15`, `iPhone 15 landscape`
    /// (`both` gives the portrait one; see ``sizes(parsing:)``).
    ///
    /// - Throws: ``SceneFileError`` (file `size`, the column of the mistake)
    ///   with the closest device name.
    public static func size(parsing spec: String) throws -> SceneSize {
        guard let first = try sizes(parsing: spec).first else {
            throw SceneFileError(file: "size", line: 1, column: 1, message: "expected a size", sourceLine: spec)
        }
        return first
    }

    /// The sizes `spec` names: one, or portrait and landscape for `DEVICE both`.
    public static func sizes(parsing spec: String) throws -> [SceneSize] {
        switch SizeSpec.parse(spec) {
        case let .success(sizes): return sizes
        case let .failure(failure):
            throw SceneFileError(file: "size", line: 1, column: 1, message: failure.message, sourceLine: spec,
                                 suggestion: failure.suggestion)
        }
    }

    /// Every constraint name (`#name`) the base scene declares, in no particular order.
    public var constraintNames: [String] { Array(model.identifiers.keys) }
}
