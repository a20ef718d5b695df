import ArgumentParser
import Foundation
import LinearSystem
import SceneFile

/// `trellis solve FILE`: solves a linear system in the shared
/// `cassowary-workload/1` JSON format and prints a `cassowary-result/1`.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a linear system given as cassowary-workload/1 JSON.",
        discussion: """
            Prints a cassowary-result/1 JSON document: every variable's value, the indices of \
            required constraints that could not be added, the drag checksum, and timings. \
            Exits 0 when solved (even with unsatisfiable constraints), 1 on a malformed file.
            """
    )

    @Argument(help: "The workload file, or - for standard input.")
    var file: String

    @Option(name: .long, help: "Solve this many times on fresh solvers and report median, min and max timings.")
    var `repeat`: Int = 1

    @Flag(name: .long, help: "Leave out timings_s and repeat, so the output depends only on the input (for committed results).")
    var noTimings = false

    func validate() throws {
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let data: Data
        do {
            // Never more than the limit and one byte: /dev/zero or a stream
            // that never ends costs no more than that.
            data = file == "-" ? try FileHandle.standardInput.read(upToCount: LinearSystem.maxBytes + 1) ?? Data()
                : try RegularFile.read(file, limit: LinearSystem.maxBytes)
        } catch {
            throw failure("cannot read \(file): \(error)")
        }
        let system: LinearSystem
        do {
            system = try LinearSystem(json: data)
        } catch let error as LinearSystem.FormatError {
            throw failure("\(file == "-" ? "<stdin>" : file): \(error)")
        }
        let report = try system.solve(repeating: `repeat`)
        Console.out(report.json(for: system, timings: !noTimings))
    }

    private func failure(_ message: String) -> ExitCode {
        Console.error("trellis solve: \(message)")
        return ExitCode(1)
    }
}
