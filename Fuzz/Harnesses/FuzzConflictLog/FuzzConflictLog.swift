// libFuzzer harness: the bytes as a pasted console log (ConflictLog.read,
// what `trellis explain` reads); then each small report explained, which
// builds its scene, lays it out, finds the minimal set and assumes what is
// free. Built by Fuzz/run only; see Fuzz/README.md.
import ConflictExplanation
import ConflictLog

func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let reports = try? ConflictLog.read(bytes: UnsafeBufferPointer(start: bytes, count: count)) else { return 0 }
    _ = ConflictsJSON.document(reports)
    for report in reports.prefix(4) where report.constraints.count <= 40 {
        _ = ConflictExplanation.explain(report, number: 1)
    }
    return 0
}

/// libFuzzer's entry when it does not own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point as `<target>_main`; hand it to libFuzzer.
@_cdecl("FuzzConflictLog_main")
public func harnessMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv) { fuzzOne($0, $1) }
}
