// libFuzzer harness: the bytes as a whole storyboard or xib, as `trellis
// render` reads one; then, for a document that reads, every scene built at
// its own device and (when the input is small, so that a run measures
// robustness rather than the solver's speed) laid out, and the misplaced
// views listed; the first scene of a smaller input drawn too, as a picture
// of it draws what the file says its bars and views show. Built by
// Fuzz/run only; see Fuzz/README.md.
import Diagram
import Foundation
import InterfaceBuilder
import Layout

/// Scenes built per input.
let maximumScenes = 8
/// Inputs larger than this are read and built, not laid out.
let maximumLayoutBytes = 16_384
/// Inputs larger than this are not drawn: drawing costs more than laying out.
let maximumDrawingBytes = 8_192

func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let document = try? InterfaceBuilderDocument(data: data, path: "fuzz.storyboard") else { return 0 }
    for (index, source) in document.scenes.prefix(maximumScenes).enumerated() {
        let imported = document.makeScene(source)
        if count <= maximumLayoutBytes, (try? imported.scene.layout()) != nil {
            _ = imported.misplacedViews()
            if index == 0, count <= maximumDrawingBytes {
                _ = try? Diagram.displayList(for: imported.scene)
            }
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
@_cdecl("FuzzInterfaceBuilder_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { fuzzOne($0, $1) }
}
