import Diagram
import Foundation

/// What a display list needs of a drawing surface. ``CairoCanvas`` is the
/// one Trellis ships; a new output format is a new canvas, never a change to
/// the diagram.
public protocol Canvas: AnyObject {
    func save()
    func restore()
    /// Colour of what follows; components in 0…1.
    func setColor(red: Double, green: Double, blue: Double, alpha: Double)
    func setLineWidth(_ width: Double)
    /// Dash lengths in points, on and off alternately; empty for solid lines.
    func setDash(_ pattern: [Double], offset: Double)
    /// Even-odd (true) or non-zero winding for the fills and clips that follow.
    func setEvenOdd(_ evenOdd: Bool)
    func newPath()
    func move(to x: Double, _ y: Double)
    func line(to x: Double, _ y: Double)
    func curve(to x: Double, _ y: Double, control1: (Double, Double), control2: (Double, Double))
    func closePath()
    func fill(preserve: Bool)
    func stroke(preserve: Bool)
    /// Restricts drawing to the current path until `restore()`.
    func clip()
    /// 45° lines `spacing` apart across the rectangle, in the current colour,
    /// width and clip.
    func hatch(x: Double, y: Double, width: Double, height: Double, spacing: Double)
    func selectFont(family: String, bold: Bool, size: Double)
    /// Draws one line of text with its baseline starting at (x, y).
    func showText(_ text: String, x: Double, y: Double)
    /// As ``showText(_:x:y:)``, for text measured to `length` points of advance.
    func showText(_ text: String, x: Double, y: Double, length: Double?)
    /// Starts a run of drawing that stands for one thing (see ``CanvasGroup``).
    func beginGroup(_ group: CanvasGroup)
    /// Ends the run begun last.
    func endGroup()
    /// Names colours after what they are for (`constraint`, `broken`), for
    /// canvases that name their colours (SVG's custom properties).
    func nameColors(_ names: [NamedColor])
}

/// What a run of drawing stands for, for canvases that keep structure (SVG):
/// a class naming the kind of thing, `data-` attributes naming the view or
/// constraint, and a title in words.
public struct CanvasGroup: Equatable, Sendable {
    /// The kind: `view`, `constraint`, `guide`, `label`, …
    public var kind: String
    /// Attributes naming what it is: `("constraint", "red.width == 2*blue.width @750")`.
    public var data: [(String, String)]
    /// A sentence about it: a constraint's equation, priority and status.
    public var title: String?

    public init(kind: String, data: [(String, String)] = [], title: String? = nil) {
        self.kind = kind
        self.data = data
        self.title = title
    }

    public static func == (a: CanvasGroup, b: CanvasGroup) -> Bool {
        a.kind == b.kind && a.title == b.title && a.data.elementsEqual(b.data) { $0 == $1 }
    }
}

extension Canvas {
    /// Starts a run of drawing that stands for one thing; a canvas without
    /// structure (a bitmap) ignores it.
    public func beginGroup(_ group: CanvasGroup) {}
    /// Ends the run begun last.
    public func endGroup() {}
    /// Ignored by canvases that do not name colours.
    public func nameColors(_ names: [NamedColor]) {}
    /// Draws `text` measured to `length` points of advance; canvases that
    /// draw with the measuring font ignore the length.
    public func showText(_ text: String, x: Double, y: Double, length: Double?) {
        showText(text, x: x, y: y)
    }
}
