import ArgumentParser
import ConflictExplanation
import ConflictLog
import Diagram
import Foundation
import Render

/// `trellis explain FILE|- -o DIR`: reads every "Unable to simultaneously
/// satisfy constraints" report of a pasted log, explains each on standard
/// output and draws it (docs/explain.md).
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain and draw UIKit/AppKit \"Unable to simultaneously satisfy constraints\" reports.",
        discussion: """
            Reads a pasted console log (FILE, or - for standard input) and finds every conflict report in it. \
            For each: the explanation on standard output and a picture DIR/STEM-N.EXT (STEM is the file's name, \
            'conflicts' for standard input); --format json writes DIR/STEM.json (trellis-conflicts/1). Files are \
            written whole or not at all. Exit codes: 0 every report read, 1 some entry could not be read (the rest \
            is explained), 2 no report in the input (or the input could not be read), 4 an output could not be \
            written, 130 interrupted.
            """
    )

    @Argument(help: "The log: a file, or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "The directory to write into (created if missing).")
    var output: String

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf, json.")
    var format: String = "png"

    @Option(name: .long, help: "PNG pixels per point.")
    var scale: Double = 2

    func validate() throws {
        _ = try formats()
        try validateScale(scale)
    }

    func formats() throws -> [OutputFormat] { try OutputFormat.list(format) }

    /// The name the output files start with.
    var stem: String {
        guard input != "-" else { return "conflicts" }
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        return OutputName.component(name.isEmpty ? "conflicts" : name)
    }

    func run() throws {
        Interruption.install()
        let formats = try formats()
        let limits = ConflictLogLimits()
        let displayName = input == "-" ? "standard input" : input
        let bytes: Data
        do {
            bytes = try LogInput.read(input, limit: limits.maxInputBytes)
        } catch {
            FileHandle.standardError.write(Data("\(displayName): \(error)\n".utf8))
            throw ExitCode(TrellisExit.explainNoReport)
        }
        let reports: [ConflictReport]
        do {
            reports = try ConflictLog.read(bytes: bytes, limits: limits)
        } catch let error as ConflictLogError {
            let place = error.line > 0 ? "\(displayName):\(error.line)" : displayName
            FileHandle.standardError.write(Data("\(place): \(error.message)\n".utf8))
            throw ExitCode(TrellisExit.explainNoReport)
        }
        guard !reports.isEmpty else {
            FileHandle.standardError.write(Data(("\(displayName): no conflict report found: expected UIKit's or AppKit's "
                + "'Unable to simultaneously satisfy constraints' (or 'Conflicting constraints detected') followed by a list "
                + "of constraints such as \"<NSLayoutConstraint:0x600001c4a0f0 UIView:0x7f9a1c40e210.top == UIView:0x7f9a1c40d000.top + 8   (active)>\"\n").utf8))
            throw ExitCode(TrellisExit.explainNoReport)
        }
        let directory = URL(fileURLWithPath: output)
        try OutputDirectory.create(directory)
        var writeFailures = 0, explained = 0
        for (offset, report) in reports.enumerated() {
            if Interruption.requested { break }
            defer { explained += 1 }
            let explanation = ConflictExplanation.explain(report, number: offset + 1, source: displayName)
            print(explanation.text)
            let pictures = formats.filter { $0 != .json }
            guard !pictures.isEmpty, let model = explanation.model else { continue }
            do {
                let list = try ConflictPicture.displayList(explanation, model: model, number: offset + 1)
                var written: [String] = []
                for format in pictures {
                    let name = "\(stem)-\(offset + 1).\(format.rawValue)"
                    let data = try renderData(list, format: format, scale: scale, idPrefix: "\(stem)-\(offset + 1)")
                    try writeAtomically(data, to: directory.appendingPathComponent(name))
                    written.append("\(output)/\(name)")
                }
                print("  Picture: \(written.joined(separator: ", "))")
            } catch let error as RenderError {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                if case .write = error { writeFailures += 1 }
            } catch {
                FileHandle.standardError.write(Data("report \(offset + 1): no picture: \(error)\n".utf8))
            }
        }
        if formats.contains(.json), !Interruption.requested {
            do {
                try writeAtomically(Data(ConflictsJSON.document(reports).utf8), to: directory.appendingPathComponent("\(stem).json"))
                print("Read \(reports.count) report\(reports.count == 1 ? "" : "s"): \(output)/\(stem).json")
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                writeFailures += 1
            }
        }
        if Interruption.requested {
            throw Interruption.stop("interrupted: explained \(explained) of \(reports.count) reports; every file written is complete")
        }
        if reports.contains(where: { !$0.unreadable.isEmpty }) { throw ExitCode(TrellisExit.badInput) }
        if writeFailures > 0 { throw ExitCode(TrellisExit.writeFailure) }
    }
}

/// Reads a log from a file or standard input, at most `limit` bytes.
enum LogInput {
    struct TooLarge: Error, CustomStringConvertible {
        let limit: Int
        var description: String { "the input is larger than \(limit >> 20) MiB, the most Trellis reads; paste the reports you want explained" }
    }

    static func read(_ path: String, limit: Int) throws -> Data {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LogInputError("no such file")
            }
            guard !isDirectory.boolValue else { throw LogInputError("is a directory, expected a log file") }
            guard let opened = FileHandle(forReadingAtPath: path) else { throw LogInputError("cannot be read") }
            handle = opened
        }
        // At most one byte past the limit: /dev/zero or a huge file costs no more.
        var data = Data()
        while data.count <= limit {
            guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        if data.count > limit { throw TooLarge(limit: limit) }
        return data
    }
}

struct LogInputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
