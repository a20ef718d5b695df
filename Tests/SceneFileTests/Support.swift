import Foundation
import Layout
import Testing
@testable import SceneFile

/// Frames are compared to a hundredth of a point, the precision of docs/illustrations.md.
let pointTolerance: CGFloat = 0.01

func expectFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation)
{
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close = abs(frame.minX - x) <= pointTolerance && abs(frame.minY - y) <= pointTolerance
        && abs(frame.width - width) <= pointTolerance && abs(frame.height - height) <= pointTolerance
    #expect(close, "\(frame) is not \(expected)\(comment.map { ": \($0)" } ?? "")", sourceLocation: sourceLocation)
}

func expectClose(_ actual: CGFloat, _ expected: CGFloat, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation)
{
    #expect(abs(actual - expected) <= pointTolerance, "\(actual) is not \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// The error `text` gives, or a recorded failure.
func parseError(_ text: String, file: String = "test.yaml", sourceLocation: SourceLocation = #_sourceLocation) -> SceneFileError? {
    do {
        _ = try SceneDocument.parse(text, fileName: file)
        Issue.record("expected an error", sourceLocation: sourceLocation)
    } catch let error as SceneFileError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

extension Scene {
    func view(_ name: String) -> LayoutItem {
        item(named: name) ?? View(name: "missing \(name)")
    }
}

/// Keeps scenes alive while a test reads their constraints, which hold
/// their items weakly.
final class SceneKeeper: @unchecked Sendable {
    var scenes: [Scene] = []
}
