import Foundation
import Layout

/// A view as the file declares it (`views:`), children included.
struct ViewSpec: Sendable {
    var name: String
    var position: SourcePosition
    var children: [ViewSpec] = []
    var color: Color?
    var alpha: Double?
    var shape: Shape?
    var label: String?
    var fontSize: Double?
    var textColor: Color?
    /// `lines:`, the label's `numberOfLines` (0: no limit).
    var lines: Int?
    /// `textAlignment:`, where the label's lines sit across it.
    var textAlignment: Label.TextAlignment?
    var hugging: [LayoutConstraint.Axis: LayoutPriority] = [:]
    var compression: [LayoutConstraint.Axis: LayoutPriority] = [:]
    var guides: [String] = []
    var margins: EdgeInsets?
    var intrinsicSize: CGSize?
    var frame: CGRect?
    /// Whether the view keeps translating its frame; nil: only if it has a
    /// frame and no constraint names it, as Interface Builder decides.
    var autoresizing: Bool?
    /// `stack:`: the view is a stack view whose subviews are its arranged subviews.
    var stack: StackSpec?
    /// `semanticContentAttribute:`, whether its subviews flip right to left.
    var semanticContentAttribute: SemanticContentAttribute?
}

/// A stack view's arrangement, as `stack:` declares it.
struct StackSpec: Sendable {
    var axis: LayoutConstraint.Axis = .horizontal
    var distribution: StackView.Distribution = .fill
    var alignment: StackView.Alignment = .fill
    var spacing: Double = 0
    var baselineRelative = false
    var marginsRelative = false
}

/// The colours a file may name, UIKit's system colours, and `#RRGGBB(AA)`.
enum ColorNames {
    static let named: [String: Color] = [
        "red": .red, "blue": .blue, "green": .green, "orange": .orange, "yellow": .yellow,
        "purple": .purple, "gray": .gray, "grey": .gray, "black": .black, "white": .white, "clear": .clear,
    ]

    static func parse(_ text: String) -> Color? {
        if let color = named[text] { return color }
        guard text.hasPrefix("#") else { return nil }
        let hex = Array(text.dropFirst())
        guard hex.count == 6 || hex.count == 8 else { return nil }
        var components: [Double] = []
        for index in stride(from: 0, to: hex.count, by: 2) {
            guard let byte = UInt8(String(hex[index...index + 1]), radix: 16) else { return nil }
            components.append(Double(byte) / 255)
        }
        return Color(red: components[0], green: components[1], blue: components[2],
                     alpha: components.count == 4 ? components[3] : 1)
    }
}
