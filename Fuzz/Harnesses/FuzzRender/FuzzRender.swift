// libFuzzer harness: a whole scene file through every stage after reading it,
// as `trellis render` takes it: the first size and state laid out with the
// renderer's text measurer, probed for ambiguity, turned into a display list
// and painted as PNG (at a small scale, so that a run measures robustness
// rather than pixel filling) and SVG. Finding 1 of issue 17 (a trap in
// labelling an overflowed width) lived on this path. Errors are fine; a trap,
// a sanitizer report, a leak or a timeout is a finding. Built by Fuzz/run
// only; see Fuzz/README.md.
import Diagram
import Foundation
import Layout
import Render
import SceneFile

/// Larger inputs are skipped: a big file's time goes to the solver, which
/// FuzzSceneFile already covers.
let maximumBytes = 4_096

func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count <= maximumBytes,
          let text = String(bytes: UnsafeBufferPointer(start: bytes, count: count), encoding: .utf8),
          let document = try? SceneDocument.parse(text, fileName: "fuzz.yaml"),
          let scene = try? document.makeScene(size: nil, state: document.states.first?.name)
    else { return 0 }
    scene.textMeasurer = CairoTextMeasurer()
    guard (try? scene.layout()) != nil else { return 0 }
    _ = try? scene.ambiguities()
    var options = RenderOptions()
    options.scale = 0.25
    options.diagram.title = document.diagram.title
    options.diagram.caption = document.diagram.caption
    guard let list = try? displayList(for: scene, options: options) else { return 0 }
    for format in [OutputFormat.png, .svg] {
        _ = try? renderData(list, format: format, scale: options.scale, idPrefix: "fuzz")
    }
    _ = try? LayoutExport(scene).json()
    return 0
}

/// libFuzzer's entry when it does not own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<target>_main`; hand it to libFuzzer.
@_cdecl("FuzzRender_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { fuzzOne($0, $1) }
}
