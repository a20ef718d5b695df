import ArgumentParser
import Foundation
import LinearSystem

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
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw failure("cannot read \(file): \(error.localizedDescription)")
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
