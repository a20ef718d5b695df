import Foundation
import InterfaceBuilder
import SceneFile

extension SceneInputs {
    /// The storyboard or xib of `input`, read as scene files are: only a
    /// regular file (a FIFO named `Main.storyboard` never blocks the batch),
    /// through a symbolic link only where the search allowed it, and no more
    /// bytes than the reader's limit.
    ///
    /// - Throws: ``CommandFailure`` naming the path for a file that is not
    ///   regular or is too large; ``InterfaceBuilderError`` for its contents.
    static func interfaceBuilderDocument(_ input: Input) throws -> InterfaceBuilderDocument {
        let limits = InterfaceBuilderLimits()
        let data: Data
        do {
            data = try RegularFile.read(input.path, limit: limits.maximumFileBytes, followingSymlinks: input.followsSymlinks)
        } catch {
            throw CommandFailure("\(input.path): not read: \(error)")
        }
        guard data.count <= limits.maximumFileBytes else {
            throw CommandFailure("\(input.path):1:1: error: the file is more than \(limits.maximumFileBytes) bytes; "
                + "at most \(limits.maximumFileBytes) are read (InterfaceBuilderLimits.maximumFileBytes)")
        }
        return try InterfaceBuilderDocument(data: data, path: input.path, limits: limits)
    }
}
