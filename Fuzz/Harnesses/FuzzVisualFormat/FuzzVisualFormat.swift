// libFuzzer harness: one Visual Format Language line, as an entry of `visual:`
// (SceneDocument.parse(constraintLine:), the file's parser without the YAML
// around the line), against a fixed set of names; then the scene it makes,
// laid out. Built by Fuzz/run only; see Fuzz/README.md.
import Foundation
import Layout
import SceneFile

/// The names a line may use: those of Samples/Scenes, where the seeds come
/// from (all at the root here), and a few short ones for the fuzzer to find.
let views = ["a", "b", "blue", "red", "knob", "slider", "positionLabel", "left1", "right1", "r0c0", "r0c1", "r1c0"]
let guides = ["g", "leftMargin", "dragArea", "indicatorPosition"]
let metrics = ["m": 8.0, "padding": 20.0, "p": 750.0]

func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let line = String(bytes: UnsafeBufferPointer(start: bytes, count: count), encoding: .utf8) else { return 0 }
    guard let document = try? SceneDocument.parse(constraintLine: line, visualFormat: true,
                                                   views: views, guides: guides, metrics: metrics),
          let scene = try? document.makeScene()
    else { return 0 }
    try? scene.layout()
    return 0
}

/// libFuzzer's entry when it does not own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<target>_main`; hand it to libFuzzer.
@_cdecl("FuzzVisualFormat_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { fuzzOne($0, $1) }
}
