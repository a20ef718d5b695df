import Foundation
import Layout
import Testing

/// README.md's Auto Layout example, as written there (with the tops and
/// bottoms it leaves out).
@Test func theReadmeLayoutExample() throws {
    let scene = Scene(width: 375, height: 667)
    let blue = View(name: "blue"), red = View(name: "red")
    for view in [blue, red] {
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(view)
    }
    let redWidth = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
    redWidth.priority = .defaultHigh
    LayoutConstraint.activate([
        blue.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
        red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 8),
        red.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8),
        blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        redWidth,
    ] + [blue, red].flatMap { view in
        [view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
         view.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -8)]
    })
    try scene.layout()
    #expect(blue.frame.width == 150)
    #expect(abs(red.frame.width - 201) < 0.01)
    guard case .unsatisfied(let shortfall) = scene.status(of: redWidth) else {
        Issue.record("redWidth should be unsatisfied, is \(scene.status(of: redWidth))")
        return
    }
    #expect(abs(shortfall - 99) < 0.01)
}
