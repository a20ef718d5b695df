import Foundation

extension LinearSystem {
    /// A malformed document: where (a JSON path such as
    /// `constraints[3].terms[1]`) and what was expected there.
    public struct FormatError: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var message: String
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// Reads and checks a `cassowary-workload/1` document. Names used in terms,
    /// edits and drags must be listed in `variables`; every number finite;
    /// priorities in 1…1000 (edits below 1000).
    public init(json data: Data) throws {
        guard data.count <= Self.maxBytes else {
            throw FormatError(path: "", message: "the document is larger than \(Self.maxBytes / 1024 / 1024) MiB, the most a linear system may be")
        }
        try Self.checkSyntax(data)
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw FormatError(path: "", message: "not valid JSON (\(error.localizedDescription))")
        }
        let document = try Field(root, "").object()
        if let format = document["format"] {
            let text = try Field(format, "format").string()
            guard text == "cassowary-workload/1" else {
                throw FormatError(path: "format", message: "expected \"cassowary-workload/1\", found \"\(text)\"")
            }
        }
        name = try document["name"].map { try Field($0, "name").string() } ?? ""

        guard let variableList = document["variables"] else {
            throw FormatError(path: "variables", message: "missing: list every variable name")
        }
        let variableValues = try Field(variableList, "variables").array()
        guard variableValues.count <= Self.maxVariables else {
            throw FormatError(path: "variables", message: "more than \(grouped(Self.maxVariables)) variables, the most a linear system may have")
        }
        variables = try variableValues.enumerated().map { try Field($1, "variables[\($0)]").string() }
        var index: [String: Int] = [:]
        for (i, variable) in variables.enumerated() {
            guard index[variable] == nil else { throw FormatError(path: "variables[\(i)]", message: "\"\(variable)\" is listed twice") }
            index[variable] = i
        }
        func lookup(_ value: Any, _ path: String) throws -> Int {
            let name = try Field(value, path).string()
            guard let i = index[name] else { throw FormatError(path: path, message: "\"\(name)\" is not in variables") }
            return i
        }

        guard let constraintList = document["constraints"] else {
            throw FormatError(path: "constraints", message: "missing: expected a list of constraints")
        }
        let constraintValues = try Field(constraintList, "constraints").array()
        guard constraintValues.count <= Self.maxConstraints else {
            throw FormatError(path: "constraints", message: "more than \(grouped(Self.maxConstraints)) constraints, the most a linear system may have")
        }
        constraints = try constraintValues.enumerated().map { i, item in
            let path = "constraints[\(i)]"
            let fields = try Field(item, path).object()
            let terms = try Field(fields["terms"] ?? [Any](), "\(path).terms").array().enumerated().map { j, raw in
                let termPath = "\(path).terms[\(j)]"
                let pair = try Field(raw, termPath).array()
                guard pair.count == 2 else {
                    throw FormatError(path: termPath, message: "expected [coefficient, \"variable\"]")
                }
                return Term(coefficient: try Field(pair[0], "\(termPath)[0]").number(), variable: try lookup(pair[1], "\(termPath)[1]"))
            }
            let constant = try fields["constant"].map { try Field($0, "\(path).constant").number() } ?? 0
            guard let opValue = fields["op"] else { throw FormatError(path: "\(path).op", message: "missing: expected \"==\", \"<=\" or \">=\"") }
            let opText = try Field(opValue, "\(path).op").string()
            guard let op = Operator(rawValue: opText) else {
                throw FormatError(path: "\(path).op", message: "expected \"==\", \"<=\" or \">=\", found \"\(opText)\"")
            }
            let priority = try fields["priority"].map { try Field($0, "\(path).priority").priority() } ?? 1000
            return Constraint(terms: terms, constant: constant, op: op, priority: priority)
        }

        edits = try Field(document["edits"] ?? [Any](), "edits").array().enumerated().map { i, item in
            let fields = try Field(item, "edits[\(i)]").object()
            guard let variable = fields["var"] else { throw FormatError(path: "edits[\(i)].var", message: "missing: expected a variable name") }
            let priority = try fields["priority"].map { try Field($0, "edits[\(i)].priority").priority() } ?? 500
            guard priority < 1000 else { throw FormatError(path: "edits[\(i)].priority", message: "an edit cannot be required; expected 1…999") }
            return Edit(variable: try lookup(variable, "edits[\(i)].var"), priority: priority)
        }

        if let dragValue = document["drag"] {
            let fields = try Field(dragValue, "drag").object()
            let vars = try Field(fields["vars"] ?? [Any](), "drag.vars").array().enumerated().map { try lookup($1, "drag.vars[\($0)]") }
            let edited = Set(edits.map(\.variable))
            for (i, variable) in vars.enumerated() where !edited.contains(variable) {
                throw FormatError(path: "drag.vars[\(i)]", message: "\"\(variables[variable])\" is not an edit variable")
            }
            let steps = try Field(fields["steps"] ?? [Any](), "drag.steps").array().enumerated().map { i, raw in
                let values = try Field(raw, "drag.steps[\(i)]").array().enumerated().map { try Field($1, "drag.steps[\(i)][\($0)]").number() }
                guard values.count == vars.count else {
                    throw FormatError(path: "drag.steps[\(i)]", message: "expected \(vars.count) values, one per drag variable, found \(values.count)")
                }
                return values
            }
            let observe = try Field(fields["observe"] ?? [Any](), "drag.observe").array().enumerated().map { try lookup($1, "drag.observe[\($0)]") }
            drag = Drag(variables: vars, steps: steps, observe: observe)
        } else {
            drag = nil
        }
    }
}

/// One JSON value and where it is, with typed accessors whose errors say
/// where. The path is only spelled out when there is an error to report, so
/// reading a large file builds no strings.
private struct Field {
    let value: Any
    let path: () -> String

    init(_ value: Any, _ path: @autoclosure @escaping () -> String) {
        self.value = value
        self.path = path
    }

    func object() throws -> [String: Any] {
        guard let object = value as? [String: Any] else { throw mismatch("an object") }
        return object
    }

    func array() throws -> [Any] {
        guard let array = value as? [Any] else { throw mismatch("a list") }
        return array
    }

    func string() throws -> String {
        guard let string = value as? String else { throw mismatch("a string") }
        return string
    }

    func number() throws -> Double {
        // JSONSerialization hands booleans over as NSNumber too; refuse them.
        guard let number = value as? NSNumber, !isBoolean(number) else {
            throw mismatch("a number")
        }
        let double = number.doubleValue
        guard double.isFinite else { throw LinearSystem.FormatError(path: path(), message: "expected a finite number") }
        return double
    }

    func priority() throws -> Double {
        let priority = try number()
        guard priority >= 1, priority <= 1000 else {
            throw LinearSystem.FormatError(path: path(), message: "expected a priority in 1…1000, found \(priority)")
        }
        return priority
    }

    private func mismatch(_ expected: String) -> LinearSystem.FormatError {
        LinearSystem.FormatError(path: path(), message: "expected \(expected), found \(describe(value))")
    }

    private func describe(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        case let number as NSNumber: isBoolean(number) ? "a boolean" : "the number \(number)"
        default: "\(type(of: value))"
        }
    }
}

/// Whether JSONSerialization made this number from `true` or `false` (their
/// NSNumbers have the `char` type; JSON numbers are integers or doubles).
private func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
}

/// `100000` as `100,000`, whatever the locale.
private func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
        digits.insert(",", at: index)
        index -= 3
    }
    return String(digits)
}
