// Relayout after a rotation against a fresh build, on Layout's benchmark grid.
//
//   swift run -c release LayoutBenchmark [VIEWS] [REPEAT]
//
// Prints, for each phase, the median, minimum and maximum wall-clock seconds
// over REPEAT runs, and checks that every frame of the rotated scene equals
// a fresh layout at the rotated size to 0.01 pt (exit status 1 if not).
import Foundation
import Layout

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let viewCount = arguments.first ?? 1_000
let runs = arguments.dropFirst().first ?? 5
let portrait = CGSize(width: 375, height: 667)
let landscape = CGSize(width: 667, height: 375)
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
}

func frames(_ scene: Scene) -> [CGRect] {
    scene.root.subviews.map(\.frame)
}

var fresh: [Double] = []
var rotate: [Double] = []
var freshRotated: [Double] = []
var worst: CGFloat = 0
for _ in 0..<runs {
    var start = clock.now
    let scene = Scene.grid(viewCount: viewCount, width: portrait.width, height: portrait.height)
    try scene.layout()
    fresh.append(seconds(clock.now - start))

    start = clock.now
    scene.size = landscape
    try scene.layout()
    rotate.append(seconds(clock.now - start))

    start = clock.now
    let reference = Scene.grid(viewCount: viewCount, width: landscape.width, height: landscape.height)
    try reference.layout()
    freshRotated.append(seconds(clock.now - start))

    for (a, b) in zip(frames(scene), frames(reference)) {
        worst = max(worst, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }
}

func summary(_ times: [Double]) -> String {
    let sorted = times.sorted()
    return String(format: "median %.4f s (min %.4f, max %.4f)", sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1])
}

print("grid of \(viewCount) views, \(runs) runs")
print("fresh build + layout at 375x667:     \(summary(fresh))")
print("rotate to 667x375 + relayout:        \(summary(rotate))")
print("fresh build + layout at 667x375:     \(summary(freshRotated))")
print(String(format: "relayout / fresh build: %.3f", rotate.sorted()[runs / 2] / freshRotated.sorted()[runs / 2]))
print("largest frame difference, relayout vs fresh: \(worst) pt")
if worst > 0.01 { exit(1) }
