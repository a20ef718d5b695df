// libFuzzer harness: a whole scene file, as `trellis render` reads one
// (bytes that are not UTF-8 are refused, as load(contentsOf:) refuses them);
// then, for a document that parses, a scene for each of its first sizes and
// states, laid out when the file is small (so that a run measures
// robustness rather than the solver's speed). Built by Fuzz/run only; see
// Fuzz/README.md.
import Foundation
import Layout
import SceneFile

/// Scenes built per input: the first sizes × (base + first states).
let maximumSizes = 3
let maximumStates = 4
/// Inputs larger than this are parsed and built, not laid out.
let maximumLayoutBytes = 8_192

func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let text = String(bytes: UnsafeBufferPointer(start: bytes, count: count), encoding: .utf8) else { return 0 }
    guard let document = try? SceneDocument.parse(text, fileName: "fuzz.yaml") else { return 0 }
    let states: [String?] = [nil] + document.states.prefix(maximumStates).map(\.name)
    for size in document.sizes.prefix(maximumSizes) {
        for state in states {
            guard let scene = try? document.makeScene(size: size, state: state) else { continue }
            if count <= maximumLayoutBytes { try? scene.layout() }
        }
    }
    return 0
}

/// libFuzzer's entry when it does not own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<target>_main`; hand it to libFuzzer.
@_cdecl("FuzzSceneFile_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { fuzzOne($0, $1) }
}
