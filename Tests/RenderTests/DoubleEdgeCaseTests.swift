import Diagram
import Foundation
import Layout
import Render
import Testing

/// Every awkward Double (±∞, NaN, the largest finite values, -0, subnormals)
/// fed through layout, the display list and the renderer wherever the API
/// takes a number: a constraint's constant, a multiplier, the scene's size, the
/// frame of a view without constraints, a label's font size. Each case ends in a
/// `LayoutError` or `RenderError` that says what, or in a picture whose frames
/// are the numbers asked for: never a trap.
@Suite struct DoubleEdgeCaseTests {
    static let awkward: [Double] = [
        .infinity, -.infinity, .nan, 1e308, -1e308, .greatestFiniteMagnitude, -0.0, 0.0,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 2.2250738585072e-309, 1e9 + 1, 1e-300,
    ]

    /// Whether `value` is one a frame or picture can carry as it is.
    static func representable(_ value: Double) -> Bool { value.isFinite && abs(value) <= Double(Scene.maxCoordinate) }

    /// A 200 × 100 scene with `blue` pinned at (10, 20), 30 tall, its width made by `width`.
    func scene(width: (View, View) -> [LayoutConstraint]) -> (Scene, View) {
        let scene = Scene(width: 200, height: 100)
        let blue = View(name: "blue"), red = View(name: "red")
        for view in [blue, red] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
        }
        LayoutConstraint.activate([
            blue.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 10),
            blue.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            blue.heightAnchor.constraint(equalToConstant: 30),
            red.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 10),
            red.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60),
            red.heightAnchor.constraint(equalToConstant: 30),
            red.widthAnchor.constraint(equalToConstant: 40),
        ] + width(blue, red))
        return (scene, blue)
    }

    /// Lays out and draws `scene` in every format. Returns the layout error if
    /// layout refused it; a drawing error is only allowed to be `tooLarge`.
    func laidOutAndDrawn(_ scene: Scene) throws -> LayoutError? {
        scene.textMeasurer = CairoTextMeasurer()
        do {
            try scene.layout()
        } catch let error as LayoutError {
            #expect(!error.description.isEmpty)
            return error
        }
        for item in scene.items {
            let frame = item.frame
            #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { Self.representable(Double($0)) },
                    "\(item.name): \(frame)")
        }
        _ = try scene.ambiguities()
        let list = try displayList(for: scene)
        #expect(list.size.width.isFinite && list.size.height.isFinite)
        for format in [OutputFormat.png, .svg, .pdf, .json] {
            do {
                var options = RenderOptions()
                options.scale = 1
                _ = try renderData(scene, format: format, options: options)
            } catch let error as RenderError {
                guard case .tooLarge = error else { throw error }
            }
        }
        return nil
    }

    @Test(arguments: awkward)
    func aConstantIsRefusedOrDrawnAtItsValue(value: Double) throws {
        let (scene, blue) = scene { blue, _ in [blue.widthAnchor.constraint(equalToConstant: CGFloat(value))] }
        let error = try laidOutAndDrawn(scene)
        if !value.isFinite {
            #expect(error?.kind == .nonFiniteNumber, "\(String(describing: error))")
        } else if !Self.representable(value) {
            #expect(error?.kind == .unrepresentableFrame, "\(String(describing: error))")
            #expect(error?.description.contains("'blue' a width of") == true, "\(String(describing: error))")
        } else {
            #expect(error == nil, "\(String(describing: error))")
            // A width fixed at a tiny or negative value is that value, to 0.01 pt.
            #expect(abs(Double(blue.frame.width) - value) <= 0.01, "\(blue.frame)")
            #expect(blue.frame.minX == 10 && blue.frame.minY == 20)
        }
    }

    @Test(arguments: awkward)
    func aMultiplierIsRefusedOrDrawnAtItsProduct(value: Double) throws {
        let (scene, blue) = scene { blue, red in [blue.widthAnchor.constraint(equalTo: red.widthAnchor, multiplier: CGFloat(value))] }
        let error = try laidOutAndDrawn(scene)
        let product = value * 40
        if !value.isFinite {
            #expect(error?.kind == .nonFiniteNumber, "\(String(describing: error))")
        } else if !Self.representable(product) {
            #expect(error?.kind == .unrepresentableFrame, "\(String(describing: error))")
        } else if error == nil {
            #expect(abs(Double(blue.frame.width) - product) <= 0.01, "\(blue.frame)")
        } else {
            // A multiplier so small the solver takes it for 0 may not give
            // the product; it must then say why, not draw a wrong width.
            #expect(error?.kind == .solverFailure || error?.kind == .unrepresentableFrame, "\(String(describing: error))")
        }
    }

    @Test(arguments: awkward)
    func aSceneSizeIsRefusedOrDrawn(value: Double) throws {
        for size in [CGSize(width: value, height: 100), CGSize(width: 100, height: value)] {
            let (scene, _) = scene { blue, _ in [blue.widthAnchor.constraint(equalToConstant: 50)] }
            scene.size = size
            let error = try laidOutAndDrawn(scene)
            if !value.isFinite || value < 0 {
                #expect(error?.kind == .invalidSceneSize, "\(size): \(String(describing: error))")
            } else if !Self.representable(value) {
                #expect(error?.kind == .unrepresentableFrame, "\(size): \(String(describing: error))")
            } else {
                #expect(error == nil, "\(size): \(String(describing: error))")
                #expect(scene.root.frame.size == size)
            }
        }
    }

    @Test(arguments: awkward)
    func theFrameOfAViewWithoutConstraintsIsRefusedOrDrawn(value: Double) throws {
        let frames = [
            CGRect(x: value, y: 0, width: 10, height: 10), CGRect(x: 0, y: value, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: value, height: 10), CGRect(x: 0, y: 0, width: 10, height: value),
        ]
        for frame in frames {
            let scene = Scene(width: 200, height: 100)
            let free = View(name: "free")
            free.frame = frame
            scene.root.addSubview(free)
            let error = try laidOutAndDrawn(scene)
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
            if numbers.allSatisfy(Self.representable) {
                #expect(error == nil, "\(frame): \(String(describing: error))")
                // The frame as given, the same for -0 and 0.
                let solved = free.frame
                for (got, want) in zip([solved.minX, solved.minY, solved.width, solved.height].map(Double.init), numbers) {
                    #expect(abs(got - want) <= 0.01, "\(frame) gave \(solved)")
                }
            } else {
                #expect(error?.kind == (numbers.allSatisfy(\.isFinite) ? .unrepresentableFrame : .nonFiniteNumber),
                        "\(frame): \(String(describing: error))")
            }
        }
    }

    @Test(arguments: awkward + [0.01, 0.099, 0.1, 17, 5000, 5001, 100_000, 1e6, -1])
    func aLabelsFontSizeIsRefusedOrDrawn(value: Double) throws {
        let scene = Scene(width: 200, height: 100)
        let label = Label(name: "label", text: "Hi", fontSize: CGFloat(value))
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: scene.root.leftAnchor),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor),
        ])
        let error = try laidOutAndDrawn(scene)
        if value == 0 || Label.fontSizes.contains(CGFloat(value)) {
            #expect(error == nil, "\(String(describing: error))")
            // "Hi" is 1.03 em wide in DejaVu Sans (17.5 pt at 17 pt); 0 pt is no text.
            #expect(abs(Double(label.frame.width) - 1.03 * value) <= 0.05 * value + 0.01, "\(label.frame)")
        } else {
            #expect(error?.kind == .invalidFontSize, "\(String(describing: error))")
            #expect(error?.description.contains("The label 'label' has a font size of") == true)
        }
    }
}

/// Text cairo would refuse whole: a Unicode noncharacter or a NUL in a title
/// or label is drawn as U+FFFD, the rest of the text as written.
@Suite struct UndrawableTextTests {
    @Test(arguments: [0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF, 0] as [UInt32])
    func aNoncharacterIsDrawnAsTheReplacementCharacter(scalar: UInt32) throws {
        func picture(_ text: String, _ format: OutputFormat) throws -> Data {
            let scene = Scene(width: 100, height: 60)
            let label = Label(name: "label", text: text)
            label.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(label)
            LayoutConstraint.activate([
                label.leftAnchor.constraint(equalTo: scene.root.leftAnchor),
                label.topAnchor.constraint(equalTo: scene.root.topAnchor),
            ])
            var options = RenderOptions()
            options.diagram.title = text
            return try renderData(scene, format: format, options: options)
        }
        let text = "a" + String(Character(Unicode.Scalar(scalar)!)) + "b"
        for format in [OutputFormat.png, .svg] {
            // The same picture, byte for byte, as with U+FFFD written in.
            let drawn = try picture(text, format), replaced = try picture("a\u{FFFD}b", format)
            #expect(drawn.elementsEqual(replaced), "\(format): \(drawn.count) and \(replaced.count) bytes")
        }
        _ = try picture(text, .pdf)
        // Measured as the replacement character is: wider than "ab" alone.
        let ab = CairoTextMeasurer().metrics(of: "ab", fontSize: 17).size.width
        #expect(CairoTextMeasurer().metrics(of: text, fontSize: 17).size.width > ab)
    }
}
