import Foundation

/// Where a button's ``View/title`` sits inside its frame, as UIButton lays
/// it out: aligned by the control's content alignment
/// (`contentHorizontalAlignment`, `contentVerticalAlignment`) inside the
/// frame less the content's and the title's insets, after the image
/// shown before it. Pictures draw the title there; it changes no frame.
public struct TitlePlacement: Sendable, Equatable {
    /// Across the frame, as `UIControl.ContentHorizontalAlignment`.
    public enum Horizontal: String, Sendable, CaseIterable {
        /// Centred, UIKit's default.
        case center
        /// At the left or right edge whatever the layout direction.
        case left, right
        /// At the edge where lines start or end in the layout direction.
        case leading, trailing
        /// Stretched across the room, its text centred in it.
        case fill
    }

    /// Up and down the frame, as `UIControl.ContentVerticalAlignment`.
    public enum Vertical: String, Sendable, CaseIterable {
        /// Centred, UIKit's default.
        case center
        /// At the top or bottom edge.
        case top, bottom
        /// Stretched down the room, its text centred in it.
        case fill
    }

    /// Where the title sits across the frame.
    public var horizontal: Horizontal
    /// Where the title sits up and down the frame.
    public var vertical: Vertical
    /// How far inside the frame's edges the title is aligned: the content's
    /// and the title's insets together (negative where the title is moved
    /// past an edge).
    public var insets: EdgeInsets
    /// The width an image takes before the title in the layout direction
    /// (its padding included): a title next to an image is aligned with it
    /// as one piece, so the title alone moves by the image's width when
    /// aligned to the leading edge, by half of it when centred.
    public var leadingImageWidth: CGFloat

    /// A placement; by default centred in the frame, as a plain button's.
    public init(horizontal: Horizontal = .center, vertical: Vertical = .center, insets: EdgeInsets = .zero,
                leadingImageWidth: CGFloat = 0)
    {
        self.horizontal = horizontal
        self.vertical = vertical
        self.insets = insets
        self.leadingImageWidth = leadingImageWidth
    }

    /// The rectangle a title of `size` takes in `frame` when lines run
    /// left to right or not: aligned in the room left by the insets and
    /// the image, then kept inside the frame where it fits, as a picture
    /// must not draw a view's text over its neighbours.
    public func titleRect(size: CGSize, in frame: CGRect, leftToRight: Bool) -> CGRect {
        var room = frame
        room.origin.x += insets.left
        room.origin.y += insets.top
        room.size.width -= insets.left + insets.right
        room.size.height -= insets.top + insets.bottom
        let image = max(0, leadingImageWidth)
        // The image and the title are aligned as one piece.
        let piece = size.width + image
        let pieceX: CGFloat = switch (horizontal, leftToRight) {
        case (.left, _), (.leading, true), (.trailing, false): room.minX
        case (.right, _), (.trailing, true), (.leading, false): room.maxX - piece
        case (.center, _), (.fill, _): room.midX - piece / 2
        }
        var x = leftToRight ? pieceX + image : pieceX
        var y: CGFloat = switch vertical {
        case .top: room.minY
        case .bottom: room.maxY - size.height
        case .center, .fill: room.midY - size.height / 2
        }
        if size.width <= frame.width { x = min(max(x, frame.minX), frame.maxX - size.width) }
        if size.height <= frame.height { y = min(max(y, frame.minY), frame.maxY - size.height) }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The width the title may take before UIKit cuts it short: the room
    /// between the insets less the image, never wider than the frame.
    public func titleRoom(in frame: CGRect) -> CGFloat {
        let room = frame.width - insets.left - insets.right - max(0, leadingImageWidth)
        return min(frame.width, max(room, min(frame.width, 8)))
    }
}
