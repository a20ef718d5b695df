import Diagram
import Foundation

/// The animation of `pictures` (a state's name and display list each),
/// its strip of state names measured with the renderer's font.
public func animation(of pictures: [(name: String, list: DisplayList)], timing: AnimationTiming = AnimationTiming(),
                      style: Style = .standard) -> StateAnimation
{
    StateAnimation(pictures, timing: timing, options: withRendererFonts(DiagramOptions()), style: style)
}

/// The bytes of `animation` in `format`: an SVG that animates itself with
/// SMIL (``AnimatedSVG``), or an APNG of frames drawn with cairo at `scale`
/// (``AnimatedPNG``). Both show the first state to a reader that does not
/// animate.
///
/// - Throws: ``RenderError/unknownFormat(_:)`` for PDF, JSON and HTML, which do
///   not animate; ``RenderError/tooLarge(width:height:scale:limit:)``.
public func renderAnimation(_ animation: StateAnimation, format: OutputFormat, scale: Double = 2,
                            idPrefix: String = "trellis") throws -> Data
{
    switch format {
    case .svg:
        return try AnimatedSVG(animation: animation, idPrefix: idPrefix).data()
    case .png:
        var writer = AnimatedPNG()
        for frame in animation.frames() {
            try writer.add(RasterImage(png: renderData(frame.list, format: .png, scale: scale)), seconds: frame.seconds)
        }
        return try writer.data()
    case .pdf, .json, .html:
        throw RenderError.unknownFormat("an animation is png (APNG) or svg, not \(format.rawValue)")
    }
}
