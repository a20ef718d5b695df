import Foundation
import Layout
import Testing

/// docs/illustrations.md §7–8, seed 003: rows whose widths are ratios, never numbers.
@Suite struct RowLayoutTests {
    let margin: CGFloat = 10

    /// View1Controller: four rows of a square and a view k times as wide.
    func aspectRatioRows(width: CGFloat, height: CGFloat) -> (Scene, [[View]]) {
        let scene = Scene(width: width, height: height)
        let superview = scene.root
        var rows: [[View]] = []
        for (index, k) in [5, 3, 2, 1].enumerated() {
            let leftView = superview.addConstrainedSubview("row\(index + 1).left")
            let rightView = superview.addConstrainedSubview("row\(index + 1).right")
            rightView.alpha = 0.6
            let top = rows.last.map { $0[0].bottomAnchor } ?? superview.topAnchor
            LayoutConstraint.activate([
                leftView.topAnchor.constraint(equalTo: top, constant: rows.isEmpty ? 0 : margin),
                leftView.leftAnchor.constraint(equalTo: superview.leftAnchor),
                rightView.rightAnchor.constraint(equalTo: superview.rightAnchor),
                rightView.leftAnchor.constraint(equalTo: leftView.rightAnchor, constant: margin),
                rightView.topAnchor.constraint(equalTo: leftView.topAnchor),
                rightView.bottomAnchor.constraint(equalTo: leftView.bottomAnchor),
                leftView.heightAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: 1, constant: 0),
                rightView.widthAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: CGFloat(k)),
            ])
            rows.append([leftView, rightView])
        }
        return (scene, rows)
    }

    @Test(arguments: [(375.0, 667.0), (667.0, 375.0)])
    func aspectRatioRowsShareTheWidthInSixthsQuartersThirdsAndHalves(width: Double, height: Double) throws {
        let (scene, rows) = aspectRatioRows(width: width, height: height)
        try scene.layout()
        var top: CGFloat = 0
        for (row, k) in zip(rows, [5.0, 3, 2, 1]) {
            let side = (width - margin) / (1 + k)
            expectFrame(row[0].frame, 0, top, side, side, "\(row[0].name)")
            expectFrame(row[1].frame, side + margin, top, k * side, side, "\(row[1].name)")
            top += side + margin
        }
        if width == 375 {
            expectClose(rows[0][0].frame.width, 60.83)
            expectClose(rows[0][1].frame.width, 304.17)
        }
        #expect(try scene.ambiguities().isEmpty)
    }

    /// View2Controller: three rows of three views, each twice as wide as the
    /// one before, the square in column r of row r.
    func chainedWidths(width: CGFloat, height: CGFloat) -> (Scene, [[View]]) {
        let scene = Scene(width: width, height: height)
        let superview = scene.root
        var rows: [[View]] = []
        for r in 0..<3 {
            let row = (0..<3).map { superview.addConstrainedSubview("row\(r).column\($0)") }
            let top = rows.last.map { $0[0].bottomAnchor } ?? superview.topAnchor
            LayoutConstraint.activate([
                row[0].topAnchor.constraint(equalTo: top, constant: rows.isEmpty ? 0 : margin),
                row[0].leftAnchor.constraint(equalTo: superview.leftAnchor),
                row[2].rightAnchor.constraint(equalTo: superview.rightAnchor),
                row[r].widthAnchor.constraint(equalTo: row[r].heightAnchor),
            ])
            var previousView = row[0]
            for view in row.dropFirst() {
                view.widthAnchor.constraint(equalTo: previousView.widthAnchor, multiplier: 2).isActive = true
                view.leftAnchor.constraint(equalTo: previousView.rightAnchor, constant: margin).isActive = true
                view.topAnchor.constraint(equalTo: previousView.topAnchor).isActive = true
                view.bottomAnchor.constraint(equalTo: previousView.bottomAnchor).isActive = true
                previousView = view
            }
            rows.append(row)
        }
        return (scene, rows)
    }

    @Test(arguments: [(375.0, 667.0), (667.0, 375.0)])
    func chainedWidthsDoubleAcrossAndDown(width: Double, height: Double) throws {
        let (scene, rows) = chainedWidths(width: width, height: height)
        try scene.layout()
        let w = (width - 2 * margin) / 7
        var top: CGFloat = 0
        for (r, row) in rows.enumerated() {
            let rowHeight = w * pow(2, CGFloat(r))
            var x: CGFloat = 0
            for (c, view) in row.enumerated() {
                let viewWidth = w * pow(2, CGFloat(c))
                expectFrame(view.frame, x, top, viewWidth, rowHeight, "\(view.name) at \(width)×\(height)")
                x += viewWidth + margin
            }
            top += rowHeight + margin
        }
        if width == 375 {
            expectClose(rows[0][0].frame.width, 50.71)
            #expect(rows[2][0].frame.maxY <= 375 + pointTolerance)
        } else {
            // Landscape: the rows run past the bottom of the root, and stay there.
            expectClose(w, 92.43)
            #expect(rows[2][0].frame.maxY > height)
            expectClose(rows[2][0].frame.maxY, 7 * w + 2 * margin)
        }
        #expect(scene.conflicts.isEmpty)
    }
}
