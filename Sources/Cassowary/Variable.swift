/// An unknown of a linear system: a named value the solver chooses.
///
/// Variables have identity: the same `Variable` object in two constraints is
/// the same unknown. A variable holds no value of its own; each solver keeps
/// its solution, read with ``Solver/value(of:)``. That keeps variables
/// immutable, so they and the constraints built from them can cross threads.
public final class Variable: CustomStringConvertible, Sendable {
    /// The name used in descriptions and error messages.
    public let name: String

    /// Creates a variable with a name for descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "unnamed" : name }

    /// A stable key for dictionaries: variables compare by identity.
    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
