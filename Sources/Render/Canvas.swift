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
}
