import Diagram
import Foundation
import Layout

/// One illustration of docs/illustrations.md, built with the Swift API: what it
/// is called, what it teaches, the variants it is drawn in (sizes × states),
/// and how the diagram presents it.
public struct Sample: Sendable {
    /// One picture of the sample: a scene at a size, in a state.
    public struct Variant: Sendable {
        /// Part of the output's file name: `portrait`, `left`, `0.5x0.5`.
        public let name: String
        /// The caption under the picture or the grid cell.
        public let caption: String
        /// Builds the scene fresh, not yet laid out.
        public let makeScene: @Sendable () throws -> Scene

        /// A variant called `name`, captioned `caption`, built by `makeScene`.
        public init(name: String, caption: String, makeScene: @escaping @Sendable () throws -> Scene) {
            self.name = name
            self.caption = caption
            self.makeScene = makeScene
        }
    }

    /// How the variants are published.
    public enum Presentation: Sendable, Equatable {
        /// A picture per variant: `NAME-VARIANT.png`.
        case separate
        /// One sheet with the variants as cells, `columns` across: `NAME.png`.
        case sheet(columns: Int)
    }

    /// The sample's file name: `slider-guides`.
    public let name: String
    /// The picture's title.
    public let title: String
    /// Two sentences on what the picture shows, for the README's gallery.
    public let summary: String
    /// The pictures, in order.
    public let variants: [Variant]
    /// Separate pictures, or one sheet.
    public let presentation: Presentation
    /// What the diagram shows (annotations, highlighted and hatched guides, legend).
    public let options: DiagramOptions
    /// The states of its animation, in order (`trellis samples --animate`
    /// writes `NAME-animated.svg` and an APNG); empty for a sample that
    /// does not move. Each variant's name is what the animation's strip
    /// calls that state.
    public var animation: [Variant] = []
}
