import Foundation
import Layout
import Testing

/// Whatever sequence of changes a scene went through, its relayout equals a
/// fresh scene built in the final state: frames, conflicts and statuses.
@Suite struct RelayoutEqualsFreshTests {
    /// Everything the random walk changes.
    struct State: CustomStringConvertible {
        var size = CGSize(width: 375, height: 667)
        var insets = EdgeInsets.zero
        var direction = LayoutDirection.leftToRight
        var blueMinimum: CGFloat = 150
        var spacing: CGFloat = 8
        var twicePriority: LayoutPriority = .defaultHigh
        /// A required `red.width >= 250`, which conflicts when space is short.
        var redFloor = false

        var description: String {
            "\(size) \(insets) \(direction) min \(blueMinimum) gap \(spacing) @\(twicePriority) floor \(redFloor)"
        }
    }

    /// Seed 004's scene with the parts the walk changes kept at hand.
    final class Sample {
        let scene: Scene
        let blue = View(name: "blue")
        let red = View(name: "red")
        let minimum: LayoutConstraint
        let gap: LayoutConstraint
        let twice: LayoutConstraint
        let floor: LayoutConstraint

        init(_ state: State) {
            scene = Scene(width: state.size.width, height: state.size.height)
            let guide = scene.root.safeAreaLayoutGuide
            for view in [blue, red] {
                view.translatesAutoresizingMaskIntoConstraints = false
                scene.root.addSubview(view)
                LayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
                    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
                ])
            }
            minimum = blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
            gap = blue.trailingAnchor.constraint(equalTo: red.leadingAnchor, constant: -8)
            twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
            twice.priority = .defaultHigh
            floor = red.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
            LayoutConstraint.activate([
                blue.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8),
                red.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8),
                gap, minimum, twice,
            ])
            apply(state)
        }

        func apply(_ state: State) {
            scene.size = state.size
            scene.safeAreaInsets = state.insets
            scene.layoutDirection = state.direction
            minimum.constant = state.blueMinimum
            gap.constant = -state.spacing
            twice.priority = state.twicePriority
            floor.isActive = state.redFloor
        }
    }

    /// A small deterministic generator, so a failure replays.
    struct Walk {
        var seed: UInt64
        mutating func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomChangesRelayoutToTheFreshLayout(seed: UInt64) throws {
        var walk = Walk(seed: seed)
        // Start in conflict: red's 250-pt floor cannot fit in 320 pt.
        var state = State(size: CGSize(width: 320, height: 480), redFloor: true)
        let sample = Sample(state)
        try sample.scene.layout()
        var conflictedSteps = sample.scene.conflicts.isEmpty ? 0 : 1
        for step in 0..<40 {
            switch walk.next(7) {
            case 0: state.size = [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375),
                                  CGSize(width: 812, height: 375), CGSize(width: 320, height: 480)][walk.next(4)]
            case 1: state.insets = [.zero, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                    EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)][walk.next(3)]
            case 2: state.direction = walk.next(2) == 0 ? .leftToRight : .rightToLeft
            case 3: state.blueMinimum = [100, 150, 200][walk.next(3)]
            case 4: state.spacing = [0, 8, 20][walk.next(3)]
            case 5: state.twicePriority = [.defaultHigh, .defaultLow, 999][walk.next(3)]
            default: state.redFloor.toggle()
            }
            sample.apply(state)
            try sample.scene.layout()

            let fresh = Sample(state)
            try fresh.scene.layout()
            let context = "seed \(seed) step \(step): \(state)"
            if !sample.scene.conflicts.isEmpty { conflictedSteps += 1 }
            for (turned, new) in [(sample.blue, fresh.blue), (sample.red, fresh.red)] {
                expectFrame(turned.frame, new.frame.minX, new.frame.minY, new.frame.width, new.frame.height,
                            "\(turned.name), \(context)")
            }
            #expect(sample.scene.conflicts.map(\.broken.relationDescription)
                    == fresh.scene.conflicts.map(\.broken.relationDescription), "\(context)")
            #expect(sample.scene.status(of: sample.twice) == fresh.scene.status(of: fresh.twice)
                    || {
                        guard case .unsatisfied(let a)? = sample.scene.status(of: sample.twice),
                              case .unsatisfied(let b)? = fresh.scene.status(of: fresh.twice) else { return false }
                        return abs(a - b) < 0.01
                    }(), "\(context)")
        }
        // The walk visits conflicting and conflict-free states, so both paths
        // of the engine are compared.
        #expect(conflictedSteps > 0 && conflictedSteps < 41, "\(conflictedSteps) conflicted steps")
        #expect(sample.scene.statistics.rebuilds < sample.scene.statistics.layouts)
    }
}
