import Diagram
import Foundation
import Layout
import Render

// Times (in thread CPU time) the render of a 100-view scene in one warm process: a 10 × 10 grid
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

/// The thread's CPU time in `work`, in ms. On a quiet machine it is the
/// wall time (everything here runs on one thread); on a shared one it leaves
/// out the time other processes take the core.
func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    let start = now()
    try work()
    return now() - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let scene = gridScene(side: side)
scene.textMeasurer = CairoTextMeasurer()
try scene.layout()
var options = RenderOptions()
options.diagram.title = "\(side * side) views"
var list = try displayList(for: scene, options: options)
var timings: [String: [Double]] = ["diagram": [], "png@2x": [], "png@2x paint": [], "svg": [], "png@2x total": [], "svg total": []]
var pngBytes = 0, svgBytes = 0
for run in 0..<(runs + 3) {
    let diagram = try milliseconds { list = try displayList(for: scene, options: options) }
    var painted = 0.0
    let png = try milliseconds {
        let canvas = try CairoCanvas(format: .png, width: Double(list.size.width), height: Double(list.size.height), scale: 2)
        painted = milliseconds { DisplayListPainter().paint(list, on: canvas) }
        pngBytes = try canvas.finish().count
    }
    let svg = try milliseconds { svgBytes = try renderData(list, format: .svg).count }
    guard run >= 3 else { continue }  // warm-up
    timings["diagram"]!.append(diagram)
    timings["png@2x"]!.append(png)
    timings["png@2x paint"]!.append(painted)
    timings["svg"]!.append(svg)
    timings["png@2x total"]!.append(diagram + png)
    timings["svg total"]!.append(diagram + svg)
}
if let directory = ProcessInfo.processInfo.environment["RENDER_BENCHMARK_OUTPUT"] {
    // Writes the pictures timed, to look at them.
    try renderData(list, format: .png, scale: 2).write(to: URL(fileURLWithPath: "\(directory)/grid-\(side).png"))
    try renderData(list, format: .svg).write(to: URL(fileURLWithPath: "\(directory)/grid-\(side).svg"))
}
print("scene: \(side * side) views, \(scene.layoutConstraints.count) constraints; picture \(Int(list.size.width)) × \(Int(list.size.height)) pt; "
    + "PNG \(pngBytes / 1024) KB, SVG \(svgBytes / 1024) KB")
for key in ["diagram", "png@2x paint", "png@2x", "svg", "png@2x total", "svg total"] {
    print(String(format: "%-14@ median %7.2f ms over %d runs", key as NSString, median(timings[key]!), runs))
}
