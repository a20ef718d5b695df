import Foundation
import Layout

extension DiagramOptions {
    /// How much larger than life a small scene is drawn (a ``sceneScale``
    /// of 1 to 2.5, in quarters): a cell, a bar or the few views of a
    /// conflict report are often a few dozen points tall, where the marks of
    /// a dozen constraints would lie on top of each other. Such a scene is
    /// drawn about `width` points wide, text keeping its size; a scene that
    /// wide or wider is drawn as it is.
    public static func enlargement(for scene: Scene, width: CGFloat = 560) -> CGFloat {
        let size = scene.root.frame.size
        let largest = max(size.width, size.height)
        guard largest.isFinite, largest > 0, width.isFinite, width > 0 else { return 1 }
        return max(1, min(2.5, (width / largest * 4).rounded(.down) / 4))
    }
}
