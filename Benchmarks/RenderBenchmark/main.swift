import Diagram
import Foundation
import Layout
import Render

// Times (wall and CPU time) the render of a 100-view scene in one warm process: a 10 × 10 grid
// of views 8 pt apart, each square (an aspect constraint) with a width hint
// @250 the grid cannot meet, all widths equal. Prints the median of each
// step and the picture's size.
//
//     swift run -c release RenderBenchmark [side] [runs]
//
// RENDER_BENCHMARK_OUTPUT=DIR also writes the PNG and SVG timed into DIR.

let arguments = CommandLine.arguments.dropFirst().compactMap(Int.init)
let side = arguments.first ?? 10
let runs = arguments.dropFirst().first ?? 20

func gridScene(side: Int) -> Scene {
    let scene = Scene(width: 800, height: 800)
    var views: [[View]] = []
    for row in 0..<side {
        var line: [View] = []
        for column in 0..<side {
            let view = View(name: "v\(row)_\(column)")
            view.translatesAutoresizingMaskIntoConstraints = false
            view.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
            scene.root.addSubview(view)
            var constraints = [
                view.heightAnchor.constraint(equalTo: view.widthAnchor),
                view.widthAnchor.constraint(equalToConstant: 90),
            ]
            constraints[1].priority = .defaultLow
            constraints.append(column == 0
                ? view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
                : view.leadingAnchor.constraint(equalTo: line[column - 1].trailingAnchor, constant: 8))
            constraints.append(row == 0
                ? view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8)
                : view.topAnchor.constraint(equalTo: views[row - 1][column].bottomAnchor, constant: 8))
            if column == side - 1 {
                constraints.append(view.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8))
            }
            if row + column > 0 { constraints.append(view.widthAnchor.constraint(equalTo: views.first?.first?.widthAnchor ?? line[0].widthAnchor)) }
            LayoutConstraint.activate(constraints)
            line.append(view)
        }
        views.append(line)
    }
    return scene
}

/// The wall time of `work`, in ms, and the CPU time all of the process's
/// threads spent in it. The PNG writer deflates bands of rows on every core,
/// so the wall time is what a user waits and the CPU time what it costs; on a
/// shared machine the wall time also counts the time other processes take
/// the cores, so compare the two.
func measured(_ work: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    let wall = now(CLOCK_MONOTONIC), cpu = now(CLOCK_PROCESS_CPUTIME_ID)
    try work()
    return (now(CLOCK_MONOTONIC) - wall, now(CLOCK_PROCESS_CPUTIME_ID) - cpu)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let scene = gridScene(side: side)
scene.textMeasurer = CairoTextMeasurer()
try scene.layout()
var options = RenderOptions()
options.diagram.title = "\(side * side) views"
// Every constraint drawn, as before the level of detail: at `.auto` a grid
// this crowded is summarised to a wireframe, which would time less drawing.
options.diagram.detail = .full
var list = try displayList(for: scene, options: options)
let steps = ["diagram", "png@2x paint", "png@2x", "svg", "png@2x total", "svg total"]
var wall: [String: [Double]] = [:], cpu: [String: [Double]] = [:]
var pngBytes = 0, svgBytes = 0
for run in 0..<(runs + 3) {
    let diagram = try measured { list = try displayList(for: scene, options: options) }
    // Painting alone, in one piece on one thread, for reference.
    let canvas = try CairoCanvas(format: .png, width: Double(list.size.width), height: Double(list.size.height), scale: 2)
    let painted = measured { DisplayListPainter().paint(list, on: canvas) }
    // What a render does: paint in bands on every core, then deflate bands on every core.
    let png = try measured { pngBytes = try renderData(list, format: .png, scale: 2).count }
    let svg = try measured { svgBytes = try renderData(list, format: .svg).count }
    guard run >= 3 else { continue }  // warm-up
    let times: [(wall: Double, cpu: Double)] = [
        diagram, painted, png, svg, (diagram.wall + png.wall, diagram.cpu + png.cpu), (diagram.wall + svg.wall, diagram.cpu + svg.cpu),
    ]
    for (step, time) in zip(steps, times) {
        wall[step, default: []].append(time.wall)
        cpu[step, default: []].append(time.cpu)
    }
}
if let directory = ProcessInfo.processInfo.environment["RENDER_BENCHMARK_OUTPUT"] {
    // Writes the pictures timed, to look at them.
    try renderData(list, format: .png, scale: 2).write(to: URL(fileURLWithPath: "\(directory)/grid-\(side).png"))
    try renderData(list, format: .svg).write(to: URL(fileURLWithPath: "\(directory)/grid-\(side).svg"))
}
print("scene: \(side * side) views, \(scene.layoutConstraints.count) constraints; picture \(Int(list.size.width)) × \(Int(list.size.height)) pt; "
    + "PNG \(pngBytes / 1024) KB, SVG \(svgBytes / 1024) KB")
// The fastest run is the one least disturbed by other processes on a
// shared machine; the median says what a run usually takes.
print("step           wall: fastest   median    CPU, all threads: fastest   median   (\(runs) runs)")
for step in steps {
    print(step.padding(toLength: 14, withPad: " ", startingAt: 0)
        + String(format: " %10.2f ms %8.2f ms %22.2f ms %8.2f ms", wall[step]!.min()!, median(wall[step]!), cpu[step]!.min()!, median(cpu[step]!)))
}
