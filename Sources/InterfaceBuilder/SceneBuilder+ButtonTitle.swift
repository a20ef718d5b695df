import Foundation
import Layout

extension SceneBuilder {
    /// Gives a button the title it shows, its type's size and where UIButton
    /// draws it: a configured button's from its configuration (the system
    /// font at 17 pt unless it names one), another's from its normal state
    /// (15 pt unless its font is given).
    func setTitle(of button: View, from element: IBElement) {
        button.title = shownText(of: element)
        let configuration = element.child("buttonConfiguration")
        let font = (configuration ?? element).child("fontDescription") != nil
            ? Self.fontSize(of: configuration ?? element) : configuration == nil ? 15 : 17
        button.titleFontSize = element.child("state", key: "normal")
            .flatMap { attributedFontSize("attributedTitle", of: $0) } ?? font
        button.titlePlacement = titlePlacement(of: element, configuration: configuration, fontSize: button.titleFontSize)
        button.isBold = Self.isBold(configuration ?? element)
        // A system button of a type that draws a glyph of its own (an
        // info or add button) shows it, in the place of a title.
        if button.title == nil, let glyph = element["buttonType"].flatMap({ Self.systemButtonGlyphs[$0] }) {
            button.title = glyph
            button.titleFontSize = 20
        }
    }

    /// The glyph UIKit draws in a button of each type that has one, as
    /// near as our fonts come: a circled i for the info and detail
    /// disclosure buttons, a circled plus to add a contact, a circled
    /// cross to close.
    static let systemButtonGlyphs = [
        "infoLight": "ⓘ", "infoDark": "ⓘ", "detailDisclosure": "ⓘ", "contactAdd": "⊕", "close": "⊗",
    ]

    /// Where a button's title sits: its content alignment, inside its
    /// content's and title's insets (`contentEdgeInsets` and
    /// `titleEdgeInsets`, or a configuration's `contentInsets`), after the
    /// image shown before it.
    func titlePlacement(of element: IBElement, configuration: IBElement?, fontSize: CGFloat) -> TitlePlacement {
        func insets(_ key: String) -> EdgeInsets {
            guard let inset = element.child("inset", key: key) else { return .zero }
            return EdgeInsets(top: Self.number(inset["minY"]), left: Self.number(inset["minX"]),
                              bottom: Self.number(inset["maxY"]), right: Self.number(inset["maxX"]))
        }
        var placement = TitlePlacement(
            horizontal: TitlePlacement.Horizontal(rawValue: element["contentHorizontalAlignment"] ?? "") ?? .center,
            vertical: TitlePlacement.Vertical(rawValue: element["contentVerticalAlignment"] ?? "") ?? .center)
        if let configuration {
            if let content = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                placement.insets = EdgeInsets(top: Self.number(content["top"]), left: Self.number(content["leading"]),
                                              bottom: Self.number(content["bottom"]), right: Self.number(content["trailing"]))
            }
        } else {
            placement.insets = insets("contentEdgeInsets") + insets("titleEdgeInsets")
        }
        placement.leadingImageWidth = imageWidth(of: element, configuration: configuration, fontSize: fontSize)
        return placement
    }

    /// The width of the image a button shows beside its title: the size
    /// `<resources>` lists for it, or, for an SF Symbol (whose listed size is
    /// not the size drawn), about a glyph of the title's type; 0 for none.
    /// A configuration's image is followed by its `imagePadding`.
    private func imageWidth(of element: IBElement, configuration: IBElement?, fontSize: CGFloat) -> CGFloat {
        guard let (source, name) = ElementNaming.shownImageSource(of: element) else { return 0 }
        let padding = configuration.map { Self.number($0["imagePadding"]) } ?? 0
        if source["catalog"] == "system" { return (fontSize * 1.2).rounded() + padding }
        guard let size = document.imageSizes[name] else { return 0 }   // not in the file: UIKit shows none
        return size.width + padding
    }
}
