import Foundation

/// A problem in an Interface Builder file, at `file:line:col`.
public struct InterfaceBuilderError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file as given.
    public let path: String
    /// 1-based line and column of the element (or byte) at fault.
    public let line: Int, column: Int
    /// What is wrong, naming the element.
    public let message: String

    /// Creates an error at a place in a file.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    init(path: String, element: IBElement, _ message: String) {
        self.init(path: path, line: element.line, column: element.column, message: "\(element.summary): \(message)")
    }

    /// `Main.storyboard:12:5: error: <constraint id="x">: …`
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Bounds on what the reader accepts, so that a hostile file costs little.
public struct InterfaceBuilderLimits: Sendable {
    /// The largest file read, in bytes (the largest of 70 real files is 120 KB).
    public var maximumFileBytes = 16 << 20
    /// The most elements in a file.
    public var maximumElements = 200_000
    /// The deepest nesting of elements.
    public var maximumDepth = 256
    /// The longest attribute value, in bytes.
    public var maximumAttributeBytes = 64 << 10
    /// The most views in one scene.
    public var maximumViews = 10_000

    /// The defaults above.
    public init() {}
}
