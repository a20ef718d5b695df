import Foundation
import Layout

/// Seed 003: rows whose widths are ratios of each other, never numbers.
public enum RowScenes {
    /// The spacing between views and between rows.
    static let margin: CGFloat = 10

    /// View1Controller: four rows, each a square on the left and a view
    /// k = 5, 3, 2, 1 times as wide on the right, 10 pt apart.
    public static func aspectRatioRows(width: CGFloat, height: CGFloat) -> Scene {
        let scene = Scene(width: width, height: height)
        let superview = scene.root
        var previousLeft: View?
        for (index, k) in [5, 3, 2, 1].enumerated() {
            let leftView = superview.addConstrainedSubview("left\(index + 1)", color: .blue)
            let rightView = superview.addConstrainedSubview("right\(index + 1)", color: .blue)
            rightView.alpha = 0.6
            let top = previousLeft?.bottomAnchor ?? superview.topAnchor
            LayoutConstraint.activate([
                leftView.topAnchor.constraint(equalTo: top, constant: previousLeft == nil ? 0 : margin),
                leftView.leftAnchor.constraint(equalTo: superview.leftAnchor),
                rightView.rightAnchor.constraint(equalTo: superview.rightAnchor),
                rightView.leftAnchor.constraint(equalTo: leftView.rightAnchor, constant: margin),
                rightView.topAnchor.constraint(equalTo: leftView.topAnchor),
                rightView.bottomAnchor.constraint(equalTo: leftView.bottomAnchor),
                leftView.heightAnchor.constraint(equalTo: leftView.widthAnchor),
                rightView.widthAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: CGFloat(k)),
            ])
            previousLeft = leftView
        }
        return scene
    }

    /// View2Controller: three rows of three views, each twice as wide as the
    /// one before it, 10 pt apart; row r has its square in column r, so rows
    /// grow taller downwards (w, 2w, 4w).
    public static func chainedWidths(width: CGFloat, height: CGFloat) -> Scene {
        let scene = Scene(width: width, height: height)
        let superview = scene.root
        let colors: [Color] = [.blue, .orange, .green]
        var previousRow: [View] = []
        for r in 0..<3 {
            let row = (0..<3).map { superview.addConstrainedSubview("r\(r)c\($0)", color: colors[r]) }
            let top = previousRow.first?.bottomAnchor ?? superview.topAnchor
            LayoutConstraint.activate([
                row[0].topAnchor.constraint(equalTo: top, constant: previousRow.isEmpty ? 0 : margin),
                row[0].leftAnchor.constraint(equalTo: superview.leftAnchor),
                row[2].rightAnchor.constraint(equalTo: superview.rightAnchor),
                row[r].widthAnchor.constraint(equalTo: row[r].heightAnchor),
            ])
            for (previous, view) in zip(row, row.dropFirst()) {
                LayoutConstraint.activate([
                    view.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 2),
                    view.leftAnchor.constraint(equalTo: previous.rightAnchor, constant: margin),
                    view.topAnchor.constraint(equalTo: previous.topAnchor),
                    view.bottomAnchor.constraint(equalTo: previous.bottomAnchor),
                ])
            }
            previousRow = row
        }
        return scene
    }

    /// Seed 004: blue and red side by side in the safe area, 8 pt from its
    /// edges and each other; blue at least 150 wide, red twice blue at 750.
    public static func complexWidths(width: CGFloat, height: CGFloat, safeArea: EdgeInsets = .zero) -> Scene {
        let scene = Scene(width: width, height: height)
        scene.safeAreaInsets = safeArea
        let view = scene.root
        let blue = view.addConstrainedSubview("blue", color: .blue)
        let red = view.addConstrainedSubview("red", color: .red)
        let redWidth = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2.0)
        redWidth.priority = .defaultHigh
        redWidth.identifier = "twice"
        let guide = view.safeAreaLayoutGuide
        LayoutConstraint.activate([
            blue.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8.0),
            blue.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8.0),
            red.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8.0),
            red.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8.0),
            blue.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8.0),
            red.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8.0),
            blue.trailingAnchor.constraint(equalTo: red.leadingAnchor, constant: -8.0),
            blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150.0),
            redWidth,
        ])
        return scene
    }
}
