import Diagram
import Foundation
import Layout
import Samples
import Testing

/// The rules every picture keeps, checked on the display list of every
/// sample: marks clear of text and of each other, states on one canvas,
/// grid cells aligned, legends that list what is drawn.
@Suite struct PictureRulesTests {
    static let cases = LabelPlacementTests.cases

    /// The straight, axis-aligned lines of constraint and reference marks,
    /// with the mark they belong to.
    func segments(_ list: DisplayList) -> [(role: DisplayRole, a: CGPoint, b: CGPoint)] {
        strokedSegments(list).map { ($0.role, $0.a, $0.b) }
    }

    /// `segments` with each line's stroke.
    func strokedSegments(_ list: DisplayList) -> [(role: DisplayRole, a: CGPoint, b: CGPoint, stroke: StrokeStyle?)] {
        list.shapes.compactMap { shape in
            switch shape.role {
            case .constraint, .reference: break
            default: return nil
            }
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1], abs(a.x - b.x) < 1e-6 || abs(a.y - b.y) < 1e-6
            else { return nil }
            return (shape.role, a, b, shape.stroke)
        }
    }

    /// Whether `role` is a constraint aligning one attribute of two items,
    /// `a.top == b.top` (a priority allowed, no factor, no constant).
    func isPlainAlignment(_ role: DisplayRole) -> Bool {
        guard case .constraint(let relation) = role else { return false }
        let words = relation.split(separator: " ")
        guard words.count == 3 || (words.count == 4 && words[3].hasPrefix("@")), words[1] == "==",
              !words[2].contains("*"), let left = words[0].split(separator: ".").last,
              let right = words[2].split(separator: ".").last else { return false }
        return left == right
    }

    @Test(arguments: cases)
    func noMarkCrossesANameOrText(sample: String, variant: String) throws {
        let list = try displayList(sample, variant)
        let texts = list.texts.filter { text in
            switch text.role {
            case .viewName, .guideName: true
            default: false
            }
        }
        #expect(!texts.isEmpty)
        for (role, a, b) in segments(list) {
            let line = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            for text in texts {
                let box = text.box.insetBy(dx: 0.5, dy: 0.5)
                let crosses = line.minX < box.maxX && box.minX < line.maxX && line.minY < box.maxY && box.minY < line.maxY
                #expect(!crosses, "\(sample) \(variant): \(role) crosses '\(text.text)'")
            }
        }
    }

    /// The outlines drawn over the scene and under its texts (a guide's,
    /// an ambiguous view's ghosts, where a constraint wanted its view, what
    /// overflows, a misplaced frame) stop short of every name and text
    /// drawn without a plate, which they would run between the letters of.
    @Test(arguments: cases)
    func noOutlineRunsThroughATextWithoutAPlate(sample: String, variant: String) throws {
        let list = try displayList(sample, variant)
        let texts = list.texts.filter { text in
            guard text.background == nil else { return false }
            switch text.role {
            case .viewName, .guideName: return true
            default: return false
            }
        }
        for shape in list.shapes where shape.stroke != nil {
            switch shape.role {
            case .guide, .ambiguityGhost, .wanted, .misplaced, .overflow: break
            default: continue
            }
            guard !shape.isLeader else { continue }
            var (start, last): (CGPoint?, CGPoint?) = (nil, nil)
            for element in shape.path.elements {
                var next: CGPoint?
                switch element {
                case .move(let point): (start, last) = (point, point)
                case .line(let point): next = point
                case .close: next = start
                default: last = nil
                }
                guard let a = last, let b = next, abs(a.x - b.x) < 1e-6 || abs(a.y - b.y) < 1e-6 else { last = next; continue }
                let line = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
                for text in texts {
                    let box = text.box.insetBy(dx: 0.5, dy: 0.5)
                    let crosses = line.minX < box.maxX && box.minX < line.maxX && line.minY < box.maxY && box.minY < line.maxY
                    #expect(!crosses, "\(sample) \(variant): \(shape.role) runs through '\(text.text)'")
                }
                last = next
            }
        }
    }

    @Test(arguments: cases)
    func marksDoNotShareALine(sample: String, variant: String) throws {
        let list = try displayList(sample, variant)
        // End caps (2 × capLength long) sit on the edge a bar measures to, by
        // design; every longer line must have a lane of its own, but for
        // alignments of one edge drawn alike, which share its line.
        let caps = 2 * Style.standard.capLength
        let lines = strokedSegments(list).filter { hypot($0.b.x - $0.a.x, $0.b.y - $0.a.y) > caps + 0.5 }
        #expect(lines.count > 0 || sample.hasPrefix("slider-positions") || sample == "device-grid")
        for (i, first) in lines.enumerated() {
            for second in lines[(i + 1)...] where first.role != second.role {
                let horizontal = abs(first.a.y - first.b.y) < 1e-6
                guard horizontal == (abs(second.a.y - second.b.y) < 1e-6) else { continue }
                let across = horizontal ? abs(first.a.y - second.a.y) : abs(first.a.x - second.a.x)
                let (f0, f1) = horizontal ? (min(first.a.x, first.b.x), max(first.a.x, first.b.x))
                    : (min(first.a.y, first.b.y), max(first.a.y, first.b.y))
                let (s0, s1) = horizontal ? (min(second.a.x, second.b.x), max(second.a.x, second.b.x))
                    : (min(second.a.y, second.b.y), max(second.a.y, second.b.y))
                let overlap = min(f1, s1) - max(f0, s0)
                if across < 0.01, first.stroke == second.stroke, isPlainAlignment(first.role), isPlainAlignment(second.role) {
                    continue
                }
                #expect(!(across < 2 && overlap > 1),
                        "\(sample) \(variant): \(first.role) and \(second.role) share a line (\(across) apart, \(overlap) along)")
            }
        }
    }

    @Test func theStatesOfOneSceneShareOneCanvasWithTheRootInOnePlace() throws {
        for sample in ["dynamic-priorities", "dynamic-leading"] {
            let variants = try #require(SampleCatalog.sample(named: sample)).variants
            let lists = try variants.map { try displayList(sample, $0.name) }
            let aligned = DisplayList.aligned(lists)
            #expect(Set(aligned.map { "\($0.size)" }).count == 1, "\(sample): one page size")
            let roots = try aligned.map { try rootOrigin($0) }
            #expect(roots.allSatisfy { abs($0.x - roots[0].x) < 0.01 && abs($0.y - roots[0].y) < 0.01 }, "\(sample): \(roots)")
            #expect(aligned.map(\.rootFrame) == roots.map { origin in CGRect(origin: origin, size: aligned[0].rootFrame!.size) })
        }
        // Other sizes are other devices, not states: left as they are.
        let sizes = try ["portrait", "landscape"].map { try displayList("complex-widths", $0) }
        #expect(DisplayList.aligned(sizes) == sizes)
    }

    @Test func cellsOfAGridHaveTheirRootsInLine() throws {
        let sample = try #require(SampleCatalog.sample(named: "slider-positions"))
        let cells = try sample.variants.map { Sheet.Cell(list: try displayList(sample.name, $0.name), caption: $0.caption) }
        let list = Sheet(cells: cells, columns: 3).displayList()
        let roots = list.shapes.filter { $0.role == .root }.map(\.path.bounds)
        #expect(roots.count == 18)
        for row in 0..<6 {
            let tops = roots[(row * 3)..<(row * 3 + 3)].map(\.minY)
            #expect(tops.allSatisfy { abs($0 - tops[0]) < 0.01 }, "row \(row): \(tops)")
        }
        for column in 0..<3 {
            let lefts = stride(from: column, to: 18, by: 3).map { roots[$0].minX }
            #expect(lefts.allSatisfy { abs($0 - lefts[0]) < 0.01 }, "column \(column): \(lefts)")
        }
        let captions = list.texts.filter { $0.role == .cellCaption }
        for row in 0..<6 {
            let ys = captions[(row * 3)..<(row * 3 + 3)].map(\.box.minY)
            #expect(ys.allSatisfy { abs($0 - ys[0]) < 0.01 }, "captions of row \(row) on one line")
        }
    }

    @Test func theLegendListsTheStylesThePictureUsesAndNoOthers() throws {
        func legend(_ variant: String) throws -> [String] {
            try displayList("complex-widths", variant).texts.filter { $0.role == .legend }.map(\.text)
        }
        // Portrait: the 750 constraint gives way and shows where red wanted to be.
        #expect(try legend("portrait") == ["required, satisfied", "optional, unsatisfied", "where it wanted the view",
                                           "reference size", "margin, dead or unsafe area"])
        // Landscape: it holds, and there is no unsafe area.
        #expect(try legend("landscape") == ["required, satisfied", "optional, satisfied", "reference size"])
        let guides = try displayList("slider-guides").texts.filter { $0.role == .legend }.map(\.text)
        #expect(guides == ["required, satisfied", "reference size", "margin, dead or unsafe area"])
    }

    @Test func viewsArePaleAndConstraintColoursAreTheirsAlone() throws {
        let style = Style.standard
        let list = try displayList("complex-widths", "portrait")
        let reserved = [style.satisfied, style.unsatisfied, style.broken, style.ambiguous]
        for view in list.shapes where { if case .view = view.role { true } else { false } }() {
            let fill = try #require(view.fill)
            // Pale: every channel at least two thirds of the way to white.
            #expect(min(fill.red, fill.green, fill.blue) > 0.6, "\(view.role): \(fill)")
            #expect(!reserved.contains(fill) && !reserved.contains(view.stroke?.color ?? .white))
        }
    }
}

/// A dense scene: the picture is the scene plus its margins and notes.
@Suite struct DenseSceneTests {
    /// `side` × `side` squares 8 pt apart, equal widths, each wanting to be
    /// 90 wide at 250, which the root leaves no room for.
    func grid(side: Int) throws -> Scene {
        let scene = Scene(width: 600, height: 600)
        var views: [View] = []
        for index in 0..<(side * side) {
            let (row, column) = (index / side, index % side)
            let view = View(name: "v\(row)_\(column)")
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            let hint = view.widthAnchor.constraint(equalToConstant: 90)
            hint.priority = .defaultLow
            var constraints = [view.heightAnchor.constraint(equalTo: view.widthAnchor), hint,
                               column == 0 ? view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
                                   : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8),
                               row == 0 ? view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8)
                                   : view.topAnchor.constraint(equalTo: views[index - side].bottomAnchor, constant: 8)]
            if column == side - 1 { constraints.append(view.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8)) }
            if index > 0 { constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor)) }
            LayoutConstraint.activate(constraints)
            views.append(view)
        }
        try scene.layout()
        return scene
    }

    @Test func unsatisfiedHintsAreCountedUnderThePictureNotStackedBesideIt() throws {
        let list = try Diagram.displayList(for: grid(side: 8))
        let style = Style.standard
        // 8 views of (600 - 9 × 8) / 8 = 66 pt: every hint wants 90 and gets 66.
        let root = try #require(list.rootFrame)
        expectClose(root.width, 600)
        #expect(list.size.width <= 600 + 2 * style.padding + 8, "\(list.size)")
        let captions = list.texts.filter { $0.role == .caption }.map(\.text)
        // Wrapped to the picture's width.
        #expect(captions.joined(separator: " ").hasPrefix(
            "64 optional constraints not holding (dashed grey): 64 × = 90 @250: wants 90, gets 66"), "\(captions)")
        #expect(captions.count >= 2)
        #expect(!list.shapes.contains { if case .wanted = $0.role { true } else { false } })
        // Every label that is drawn lies on the scene.
        let labels = list.texts.filter { if case .constraintLabel = $0.role { true } else { false } }
        for label in labels {
            #expect(root.insetBy(dx: -4.01, dy: -4.01).contains(label.box), "'\(label.text)' at \(label.box)")
        }
        // A small scene keeps its labels and ghosts.
        let small = try Diagram.displayList(for: grid(side: 2))
        #expect(small.shapes.contains { if case .wanted = $0.role { true } else { false } })
    }
}
