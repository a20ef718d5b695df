import Diagram
import Foundation
import Layout

/// Every illustration of docs/illustrations.md, in its order, as Swift-built
/// scenes. `make run` renders them into `Output/`; the scene files in
/// `Samples/Scenes/` describe the same scenes.
public enum SampleCatalog {
    /// All samples, in the order of docs/illustrations.md.
    public static let all: [Sample] = [
        sliderDeadArea, sliderGuides, sliderPositions, sliderNaive, dynamicLeading, dynamicPriorities,
        aspectRatioRows, chainedWidths, complexWidths, deviceGrid,
    ]

    /// The sample called `name`.
    public static func sample(named name: String) -> Sample? { all.first { $0.name == name } }

    static let sliderMargins: Set<String> = ["leftMargin", "rightMargin", "topMargin", "bottomMargin"]

    /// §1: the band the knob's centre must never enter.
    public static let sliderDeadArea = Sample(
        name: "slider-dead-area", title: "The dead area",
        summary: "The slider with its knob at (0.25, 0.5) and the hatched band, half a knob wide, along every inner "
            + "edge. The knob's centre must stay out of it, or the knob would be tucked under the edge.",
        variants: [Sample.Variant(name: "0.25x0.5", caption: "300 × 200, knob at (0.25, 0.5)") {
            SliderScene(fx: 0.25, fy: 0.5).scene
        }],
        presentation: .separate,
        options: options(focus: ["leftMargin", "topMargin"], hatched: sliderMargins, hidden: ["dragArea", "indicatorPosition"],
                         marks: .sizes))

    /// §2: the six guides of the final design.
    public static let sliderGuides = Sample(
        name: "slider-guides", title: "Six layout guides",
        summary: "The final design: four margins half a knob thick, the drag area between them, and the highlighted "
            + "indicatorPosition guide whose bottom-right corner is the knob's centre. Its width and height are "
            + "fx and fy times the drag area's, here (0.7, 0.4).",
        variants: [Sample.Variant(name: "0.7x0.4", caption: "300 × 200, knob at (0.7, 0.4)") {
            SliderScene(fx: 0.7, fy: 0.4).scene
        }],
        presentation: .separate,
        options: options(focus: ["indicatorPosition"], highlighted: ["indicatorPosition"],
                         hatched: sliderMargins, legend: true),
        // The knob dragged, then the slider rotated, as seeds 000 and 001 describe it.
        animation: [(CGFloat, CGFloat, CGFloat, CGFloat, String)]([
            (300, 200, 0.7, 0.4, "(0.7, 0.4)"), (300, 200, 0.15, 0.85, "(0.15, 0.85)"),
            (200, 300, 0.15, 0.85, "rotated"), (200, 300, 1, 0, "(1, 0) rotated"),
        ]).map { width, height, fx, fy, name in
            Sample.Variant(name: name, caption: "\(Int(width)) × \(Int(height)), knob at (\(label(fx)), \(label(fy)))") {
                SliderScene(width: width, height: height, fx: fx, fy: fy).scene
            }
        })

    static let fractions: [CGFloat] = [0, 0.5, 1]

    /// §3: nine knob positions at both orientations.
    public static let sliderPositions = Sample(
        name: "slider-positions", title: "Every corner, both ways round",
        summary: "The slider at fx, fy ∈ {0, 0.5, 1}, at 300 × 200 and rotated to 200 × 300. In every cell the "
            + "knob lies wholly inside the slider.",
        variants: [(300, 200), (200, 300)].flatMap { size in
            fractions.flatMap { fy in
                fractions.map { fx in
                    Sample.Variant(name: "\(Int(size.0))x\(Int(size.1))-\(label(fx))x\(label(fy))",
                                   caption: "\(Int(size.0)) × \(Int(size.1)), (\(label(fx)), \(label(fy)))") {
                        SliderScene(width: CGFloat(size.0), height: CGFloat(size.1), fx: fx, fy: fy).scene
                    }
                }
            }
        },
        presentation: .sheet(columns: 3),
        options: options(annotations: .none, highlighted: ["indicatorPosition"], hatched: sliderMargins, scale: 0.5,
                         namesOutside: false))

    /// §4: the rejected first attempt.
    public static let sliderNaive = Sample(
        name: "slider-naive", title: "The naive slider",
        summary: "The first attempt: knob.centerX = fx × slider.trailing, with no guides. At fx = 0 and fx = 1 half "
            + "the knob is outside the slider (faded and outlined); at 0 the centre is tied to leading, because UIKit "
            + "refuses a location multiplier of 0.",
        variants: fractions.map { fx in
            Sample.Variant(name: label(fx), caption: "fx = \(label(fx)), fy = 0.5") {
                try NaiveSliderScene(fx: fx, fy: 0.5).scene
            }
        },
        presentation: .sheet(columns: 1),
        options: options(focus: ["knob"], marks: [.spacings, .alignments], scale: 0.5))

    /// §5: a label moved by a constant.
    public static let dynamicLeading = Sample(
        name: "dynamic-leading", title: "Moving a label by its constant",
        summary: "A label sized by its text, its leading edge 8 pt and then 40 pt from the root's. Changing the "
            + "constant re-solves incrementally.",
        variants: [8, 40].map { c in
            Sample.Variant(name: "c\(Int(c))", caption: "label.leading = root.leading + \(Int(c))") {
                LabelScenes.dynamicLeading(constant: CGFloat(c))
            }
        },
        presentation: .separate,
        options: options())

    /// §6: three constraints, one winning by priority.
    public static let dynamicPriorities = Sample(
        name: "dynamic-priorities", title: "Three constraints, one priority wins",
        summary: "Left, center and right constraints all hold the label at once; the chosen one has priority 750 "
            + "and the other two 250. The losers are dashed and grey, with how far short they fall.",
        variants: dynamicPriorityVariants,
        presentation: .separate,
        options: options(legend: true),
        // Seed 002's UIView.animate { layoutIfNeeded() }: left, center, right and back.
        animation: dynamicPriorityVariants)

    static let dynamicPriorityVariants = LabelScenes.Position.allCases.map { position in
        Sample.Variant(name: position.rawValue.lowercased(), caption: "\(position.rawValue) at 750, the others at 250") {
            LabelScenes.dynamicPriorities(position)
        }
    }

    /// §7: aspect-ratio rows.
    public static let aspectRatioRows = Sample(
        name: "aspect-ratio-rows", title: "Widths as ratios",
        summary: "Four rows of a square and a view 5, 3, 2 and 1 times as wide, 10 pt apart. No width is a number: "
            + "the rows share the width in sixths, quarters, thirds and halves at any size.",
        variants: [
            Sample.Variant(name: "portrait", caption: "375 × 667") { RowScenes.aspectRatioRows(width: 375, height: 667) },
            Sample.Variant(name: "landscape", caption: "667 × 375") { RowScenes.aspectRatioRows(width: 667, height: 375) },
        ],
        presentation: .separate,
        options: options())

    /// §8: chained widths, with overflow in landscape.
    public static let chainedWidths = Sample(
        name: "chained-widths", title: "Chained widths",
        summary: "Each view is twice as wide as the one before it: width, width × 2, width × 2 × 2. In landscape "
            + "the rows run past the bottom of the root, and the overflow is shown, not hidden.",
        variants: [
            Sample.Variant(name: "portrait", caption: "375 × 667") { RowScenes.chainedWidths(width: 375, height: 667) },
            Sample.Variant(name: "landscape", caption: "667 × 375") { RowScenes.chainedWidths(width: 667, height: 375) },
        ],
        presentation: .separate,
        options: options(focus: ["r0c0", "r0c1", "r0c2", "r1c0", "r1c1", "r1c2", "r2c0", "r2c1", "r2c2"],
                         marks: .sizes))

    static let complexWidthSizes: [(name: String, caption: String, width: CGFloat, height: CGFloat, insets: EdgeInsets)] = [
        ("portrait", "375 × 667, safe area top 20", 375, 667, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ("landscape", "667 × 375, no insets", 667, 375, .zero),
        ("notched", "812 × 375, safe area 44 left and right, 21 bottom", 812, 375,
         EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
    ]

    /// §9: the 750 constraint that gives way in portrait.
    public static let complexWidths = Sample(
        name: "complex-widths", title: "An optional constraint gives way",
        summary: "Blue is at least 150 wide; red wants to be twice blue at priority 750. In portrait there is no "
            + "room, so the 750 constraint gives way (dashed grey, 99 pt short); in landscape it holds.",
        variants: complexWidthSizes.map { size in
            // Each picture says which way it went, so that the title reads
            // true of the two where the constraint holds too.
            let lesson = size.name == "portrait" ? "No room: the 750 constraint gives way" : "Room enough: the 750 constraint holds"
            return Sample.Variant(name: size.name, caption: "\(size.caption)\n\(lesson)") {
                RowScenes.complexWidths(width: size.width, height: size.height, safeArea: size.insets)
            }
        },
        presentation: .separate,
        options: options(legend: true))

    /// §10: one sheet across sizes and states.
    public static let deviceGrid = Sample(
        name: "device-grid", title: "complex-widths and slider-guides across sizes",
        summary: "Batch rendering: complex-widths at its three sizes and slider-guides at three knob positions "
            + "in both orientations, as cells of one sheet with a caption each.",
        variants: complexWidthSizes.map { size in
            Sample.Variant(name: "complex-widths-\(size.name)", caption: size.caption) {
                RowScenes.complexWidths(width: size.width, height: size.height, safeArea: size.insets)
            }
        } + [(300, 200), (200, 300)].flatMap { size in
            [(0.0, 0.0), (0.7, 0.4), (1.0, 1.0)].map { (fx, fy) in
                Sample.Variant(name: "slider-guides-\(size.0)x\(size.1)-\(label(fx))x\(label(fy))",
                               caption: "\(size.0) × \(size.1), knob at (\(label(fx)), \(label(fy)))") {
                    SliderScene(width: CGFloat(size.0), height: CGFloat(size.1), fx: fx, fy: fy).scene
                }
            }
        },
        presentation: .sheet(columns: 3),
        options: options(focus: ["blue", "red"], highlighted: ["indicatorPosition"], hatched: sliderMargins, marks: [.sizes],
                         scale: 0.24, namesOutside: false))

    // MARK: Helpers

    static func label(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    static func options(annotations: DiagramOptions.Annotations = .all, focus: [String]? = nil,
                        highlighted: Set<String> = [], hatched: Set<String> = [], hidden: Set<String> = [],
                        legend: Bool = false, marks: MarkKinds = .all, scale: CGFloat = 1,
                        namesOutside: Bool = true) -> DiagramOptions
    {
        var options = DiagramOptions()
        options.annotations = focus.map { .focus($0) } ?? annotations
        options.highlightedGuides = highlighted
        options.hatchedGuides = hatched
        options.hiddenItems = hidden
        options.legend = legend
        options.markKinds = marks
        options.sceneScale = scale
        options.namesOutsideItems = namesOutside
        return options
    }
}
