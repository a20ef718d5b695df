import Foundation

extension Scene {
    /// A scene of `viewCount` views in rows of `columns`, for benchmarks and
    /// stress tests: each row splits the root's width into equal cells 8 pt
    /// apart, each cell is half as tall as it is wide (at priority 750, never
    /// under 20 pt), and rows stack 8 pt apart from the top. Every frame
    /// depends on the width, so a rotation moves every view: compare
    /// `scene.size = rotated; try scene.layout()` with a fresh grid at the
    /// rotated size to measure incremental relayout.
    public static func grid(viewCount: Int, columns: Int = 10, width: CGFloat = 375, height: CGFloat = 667) -> Scene {
        let scene = Scene(width: width, height: height)
        let root = scene.root
        let columns = max(1, columns)
        var rowAbove: View?
        var constraints: [LayoutConstraint] = []
        var index = 0
        while index < viewCount {
            var previous: View?
            var first: View?
            for _ in 0..<min(columns, viewCount - index) {
                let cell = View(name: "cell\(index)")
                cell.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(cell)
                if let previous, let first {
                    constraints += [
                        cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8),
                        cell.widthAnchor.constraint(equalTo: first.widthAnchor),
                        cell.topAnchor.constraint(equalTo: first.topAnchor),
                        cell.heightAnchor.constraint(equalTo: first.heightAnchor),
                    ]
                } else {
                    let top = rowAbove.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                        ?? cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                    let shape = cell.heightAnchor.constraint(equalTo: cell.widthAnchor, multiplier: 0.5)
                    shape.priority = .defaultHigh
                    constraints += [
                        cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                        top, shape,
                        cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
                    ]
                    first = cell
                }
                previous = cell
                index += 1
            }
            if let previous {
                constraints.append(previous.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
            }
            rowAbove = first
        }
        LayoutConstraint.activate(constraints)
        return scene
    }
}
