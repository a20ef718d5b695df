// libFuzzer harness: the linear-system JSON reader, then the solver on what
// it accepts (small systems only, so that a run measures robustness rather
// than speed). Built by Fuzz/run only; see Fuzz/README.md.
import Foundation
import LinearSystem

func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let system = try? LinearSystem(json: data) else { return 0 }
    if system.constraints.count <= 200 && system.variables.count <= 200
        && (system.drag?.steps.count ?? 0) <= 100
    {
        _ = try? system.solve(repeating: 1)
    }
    return 0
}

/// libFuzzer's entry when it does not own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<target>_main`; hand it to libFuzzer.
@_cdecl("FuzzLinearSystem_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { fuzzOne($0, $1) }
}
