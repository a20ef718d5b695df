import Foundation
import Layout

// What a view's element says beyond its frame: content size, priorities,
// margins, hidden, alignment rectangle, the text its baselines follow.

extension SceneBuilder {
    /// SF's ascender and descender, in ems (measured): a line is 1.193 em.
    static let ascender: CGFloat = 0.952, descender: CGFloat = 0.241

    mutating func configure(_ view: View, from element: IBElement) {
        let kind = ViewKind.of(element, toolsVersion: document.toolsVersion)
        if !kind.isModelled { unmodelled[element.name, default: 0] += 1 }
        let stored = storedFrameSize(of: view)
        let insets = Self.symbolInsets(of: element, storedHeight: stored.height) ?? kind.alignmentInsets
        view.alignmentRectInsets = insets
        // Xcode's canvas lays out an activity indicator that hides when
        // stopped, arranged in a stack view, as shown (animating) whatever
        // its hidden flag: it takes its place (a spinner above a text view,
        // one before a download icon: their neighbours stored after it,
        // Xcode 13 to 26). Elsewhere its place is the same either way, and
        // it stays drawn as hidden (a find bar's spinner over its counter).
        let showsAnimating = element.name == "activityIndicatorView" && element["hidesWhenStopped"] == "YES"
            && view.superview is StackView
        view.isHidden = Variations.attribute("hidden", of: element, traits: traits) == "YES" && !showsAnimating
        // Its colour and opacity, which the picture draws as a pale tint:
        // the screen is recognised in it (a green call button, a grey
        // card under white rows).
        let configured = configuredBackground(of: element, storedHeight: stored.height)
        view.backgroundColor = document.colors.color("backgroundColor", of: element) ?? configured?.color
        if let configured { view.shape = configured.shape }
        // A field with the rounded-rect border draws its own white ground
        // with rounded corners (UIKit's 5 pt) under no colour of its own.
        if element.name == "textField", element["borderStyle"] == "roundedRect" {
            view.shape = .roundedRectangle(cornerRadius: min(5, stored.height / 2))
            if !element.children.contains(where: { $0["key"] == "backgroundColor" }) {
                view.backgroundColor = SystemColors.light["systemBackgroundColor"]
            }
        }
        if let alpha = element["alpha"].flatMap(Double.init), alpha.isFinite { view.alpha = CGFloat(min(max(alpha, 0), 1)) }

        // Content size: the stored frame is the record of what Apple's fonts
        // and images measured (see docs/interface-builder.md).
        // A view saved without a frame (Xcode 8.0 and 8.1) records no content
        // size either: a label measures its text, an image view takes its
        // image's listed size, other content is unknown.
        let frameless = view !== imported.scene.root && !Self.recordsFrame(element)
        var width = kind.intrinsicWidth && !frameless ? stored.width - insets.left - insets.right : View.noIntrinsicMetric
        var height = kind.intrinsicHeight && !frameless ? stored.height - insets.top - insets.bottom : View.noIntrinsicMetric
        // A misplaced view's stored frame is not where Xcode's solution put
        // it, so it records no content size: an image view then takes the
        // size `<resources>` lists for its image. (Otherwise the stored frame
        // is the better record: the listed size is not always the drawn
        // one, as for an image that exists only at another scale.)
        // A frameless control whose size UIKit fixes takes it.
        if frameless, let fixed = Self.fixedControlSize(of: element) {
            // Its frame's size; constraints speak of its alignment rectangle.
            width = fixed.width < 0 ? fixed.width : fixed.width - insets.left - insets.right
            height = fixed.height < 0 ? fixed.height : fixed.height - insets.top - insets.bottom
        }
        if element.name == "imageView", element["misplaced"] == "YES" || frameless,
           let image = element["image"].flatMap({ document.imageSizes[$0] })
        {
            width = image.width
            height = image.height
        }
        // Nor does a misplaced label's frame record its text, which is all
        // its content: it measures the text instead (in our font). A
        // misplaced text field, which constraints nearly always stretch,
        // keeps only its height. A button keeps its stored size: its content
        // may be an image as well as its title.
        let misplacedText = element["misplaced"] == "YES" && shownText(of: element) != nil
        if misplacedText, element.name == "textField" { width = View.noIntrinsicMetric }
        if let placeholder = element["placeholderIntrinsicWidth"] {
            width = placeholder == "infinite" ? View.noIntrinsicMetric : CGFloat(Double(placeholder) ?? Double(width))
        }
        if let placeholder = element["placeholderIntrinsicHeight"] {
            height = placeholder == "infinite" ? View.noIntrinsicMetric : CGFloat(Double(placeholder) ?? Double(height))
        }
        let measured = (options.measureText || misplacedText || frameless) && view is Label
        if !measured && (width >= 0 || height >= 0) {
            view.intrinsicContentSize = CGSize(width: max(width, -1), height: max(height, -1))
        }
        // A text field has its font's baselines with no text nor
        // placeholder too (a room field aligned by baseline with its label
        // stored 21.5 pt below its top, Xcode 15), not its bottom edge's.
        if let text = shownText(of: element) ?? (element.name == "textField" ? "" : nil), kind.intrinsicHeight,
           !measured, !frameless {
            let fontSize = Self.fontSize(of: element)
            let line = (Self.ascender + Self.descender) * fontSize
            let lines = element.name == "label" ? max(1, ((stored.height) / line).rounded(.down)) : 1
            // Text of several lines fills the label Xcode sized to it, the
            // lines' leading with it: its last baseline is at its bottom
            // less the descender (a donation form's four-line pitch, 78 pt
            // high in 15-pt type, its baseline 50 pt above the next label's
            // first, stored at 291, Xcode 16). One line is centred.
            let block = CGSize(width: stored.width, height: lines >= 2 ? stored.height : line)
            _ = text
            view.textBlock = TextMetrics(size: block, firstBaseline: Self.ascender * fontSize,
                                         lastBaseline: block.height - Self.descender * fontSize)
        }

        func priority(_ name: String, _ fallback: Float) -> LayoutPriority {
            let value = Float(element[name] ?? "") ?? fallback
            return LayoutPriority(value.isFinite && value > 0 && value <= 1000 ? value : fallback)
        }
        view.setContentHuggingPriority(priority("horizontalHuggingPriority", 250), for: .horizontal)
        view.setContentHuggingPriority(priority("verticalHuggingPriority", 250), for: .vertical)
        view.setContentCompressionResistancePriority(priority("horizontalCompressionResistancePriority", 750), for: .horizontal)
        view.setContentCompressionResistancePriority(priority("verticalCompressionResistancePriority", 750), for: .vertical)

        view.layoutMargins = margins(of: view, element: element)
        // From Xcode 9, which draws on iOS 11, margins are measured from the
        // safe area in a file of layout guides too: a message demo's label
        // centred in its root's margins stored 32 pt below the middle under
        // 64 pt of bars (Xcode 15); a ripple example's screen-sized xib view
        // pinned 20 pt below its top margin stored 64 pt down an iPhone X
        // (Xcode 10); a TV login's table pinned to the margins 60 pt in
        // (Xcode 11).
        // A collection view's prototype cell keeps its own 8-pt margins
        // though it is set to preserve the collection view's: Interface
        // Builder lays it out on its own (a mail list's and an app
        // store's cells, 375 and 414 pt wide in a controller's collection
        // view, pinned to their margins stored 8 pt in, Xcode 11 and 14),
        // clear of a phone's safe area too (a feed reader's first cell
        // under the status bar, its title 5 pt below the top margin stored
        // 13 pt down, Xcode 10; a photo viewer's full-screen cell stored
        // 0.67 pt above its collection view, its scroll view at the top
        // margin stored 8 pt down, Xcode 13). A television's overscan
        // still reaches it.
        let prototypeCell = element.name == "collectionViewCell" && element.parent?.name == "cells"
        let clearOfSafeArea = prototypeCell && !(document.device?.isTelevision ?? false)
        view.insetsLayoutMarginsFromSafeArea = (document.usesSafeAreas || document.toolsVersion >= ViewKind.xcode9)
            && element["insetsLayoutMarginsFromSafeArea"] != "NO" && !clearOfSafeArea
        view.preservesSuperviewLayoutMargins = element["preservesSuperviewLayoutMargins"] == "YES" && !prototypeCell
        view.layoutMarginsFollowReadableWidth = element["layoutMarginsFollowReadableWidth"] == "YES"
        // A view forced right to left lays its subviews out from its right
        // (a Quran reader's footer: its close button pinned to the
        // footer's leading edge stored at its right end, Xcode 9.2).
        view.semanticContentAttribute = element["semanticContentAttribute"].flatMap(SemanticContentAttribute.init) ?? .unspecified
    }

    /// The margins stored on an element (`layoutMargins`, or
    /// `directionalLayoutMargins`, leading on the left unless the view is
    /// forced right to left), nil when it keeps UIKit's defaults.
    static func storedMargins(of element: IBElement) -> EdgeInsets? {
        if let insets = element.children("edgeInsets").first(where: { $0["key"] == "layoutMargins" }) {
            return EdgeInsets(top: number(insets["top"]), left: number(insets["left"]),
                              bottom: number(insets["bottom"]), right: number(insets["right"]))
        }
        if let insets = element.children("directionalEdgeInsets").first(where: { $0["key"] == "directionalLayoutMargins" }) {
            let (leading, trailing) = (number(insets["leading"]), number(insets["trailing"]))
            // Leading is the right of a view forced right to left.
            let flipped = element["semanticContentAttribute"] == "forceRightToLeft"
            return EdgeInsets(top: number(insets["top"]), left: flipped ? trailing : leading,
                              bottom: number(insets["bottom"]), right: flipped ? leading : trailing)
        }
        return nil
    }

    /// Stored margins, or UIKit's defaults for the kind of view.
    func margins(of view: View, element: IBElement) -> EdgeInsets {
        let stored = Self.storedMargins(of: element)
        let width = view === imported.scene.root ? imported.scene.size.width : storedFrameSize(of: view).width
        // iOS 8 gave a root 16 pt at the sides however wide: Xcode 6's
        // 600 × 600 canvas stores views pinned to its margins 16 pt in (two
        // tutorials' buttons and image view, Xcode 6.1), iOS 9 on 20 from
        // 400 pt wide (Xcode 8's 600-pt roots, 13 constraints).
        let iOS8 = document.toolsVersion < ViewKind.xcode7 && options.device == nil
        let side: CGFloat = width >= 400 && !iOS8 ? 20 : 16
        // A xib's top-level view is laid out as a controller's root would be
        // (a 510-pt message view's subviews pinned to its margins stored
        // 20 pt in, Xcode 9 and 12, with or without File's Owner's outlet;
        // a collection view's 375-pt header's 16 pt in, Xcode 16; a chat
        // client's 375-pt message cells' 16 pt in and its 402- to 600-pt
        // ones' 20, 0 at the top and bottom, Xcode 10).
        let topLevelView = source.controller == nil
            && ["view", "collectionReusableView", "collectionViewCell"].contains(source.root.name)
        let screenRoot = view === imported.scene.root && (source.isControllerView || topLevelView)
        // Before Xcode 9 (iOS 10 and earlier) a table's margins are its
        // separator inset, 15 pt at the sides whatever its width, and its
        // cells preserve them: views pinned to a cell's content view's
        // margins stored 15 pt in, in a password manager's 375-pt table
        // controllers (21 constraints) and a mail example's 414-pt one,
        // Xcode 8, where a controller's root has 16 or 20.
        if element.name == "tableView" && stored == nil && document.toolsVersion < ViewKind.xcode9 {
            return EdgeInsets(top: 8, left: 15, bottom: 8, right: 15)
        }
        if screenRoot {
            // A view controller's root keeps at least the system minimum at
            // the sides; one that preserves its superview's margins, the
            // window's 8 pt at the top and bottom too (a sideloading app's
            // buttons pinned to the bottom margin stored 8 pt up, Xcode 11;
            // a shop manager's header bar's row 8 pt down, Xcode 26).
            let ends: CGFloat = element["preservesSuperviewLayoutMargins"] == "YES" ? 8 : 0
            let minimum = EdgeInsets(top: ends, left: side, bottom: ends, right: side)
            return stored.map { $0.union(minimum) } ?? minimum
        }
        if let stored { return stored }
        if element.name == "tableViewCellContentView" || (element["key"] == "contentView" && element.parent?.name == "tableViewCell") {
            // 8 before Xcode 9.2: an Xcode 9.0 beta's file (13189.4) still
            // stores its cells' views 8 pt in; 9.2's (13529) 15 or 16.
            if document.toolsVersion < 13500 { return EdgeInsets(all: 8) }
            return cellMargins(of: element, width: width)
        }
        if element.name == "tableViewCell", document.toolsVersion >= 13500 {
            // The cell's own margins are its content view's defaults: a
            // content view that stores margins of its own and preserves the
            // cell's keeps at least these (16-pt margins stored in a 414-pt
            // table's cells, their views laid out 20 pt in, Xcode 12; 8 at
            // the top stored in a 466-pt one, its card laid out 11 down).
            return cellMargins(of: element, width: width)
        }
        // A stack view that stores no margins has none: its arranged views
        // pinned to its margins sit at its edges (a login header's row, a
        // store manager's and a podcast player's columns, Xcode 11 to 15).
        if element.name == "stackView" { return .zero }
        return EdgeInsets(all: 8)
    }

    /// The margins a table gives its cells from Xcode 9.2 on, for a cell or
    /// its content view: ``cellEndMargin`` at the top and bottom,
    /// ``cellSideMargins(of:width:)`` at the sides.
    func cellMargins(of element: IBElement, width: CGFloat) -> EdgeInsets {
        let sides = cellSideMargins(of: element, width: width)
        return EdgeInsets(top: cellEndMargin, left: sides.left, bottom: cellEndMargin, right: sides.right)
    }

    /// The top and bottom margins a table gives its cells from Xcode 9.2 on:
    /// 11 pt, but 15 in Xcode 26's files (tools 24128 to 24765: 19 of 20
    /// constraints in four projects, cells 31 to 65 pt high that fit their
    /// text between 15-pt margins, plain, grouped and inset grouped alike;
    /// 11 in every file up to tools 23727, and in the "32700" ones).
    var cellEndMargin: CGFloat {
        ViewKind.isXcode26OrLater(document.toolsVersion) ? 15 : 11
    }

    /// The side margins a table gives its cells, from Xcode 9.2 on, for a
    /// cell or its content view.
    func cellSideMargins(of element: IBElement, width: CGFloat) -> (left: CGFloat, right: CGFloat) {
        // 15 pt at the sides of a cell in Xcode 9 and 10 (iOS 11 and
        // 12), 16 from Xcode 11; 20 where its table is wider than 375 pt
        // (a 383-pt cell in a 414-pt table, a 362-pt cell beside a
        // disclosure indicator in a 400-pt one; 16 in a 300-pt table).
        var table = element.parent
        while let current = table, current.name != "tableView" { table = current.parent }
        let tableWidth = table.flatMap { Self.frame(of: $0)?.width } ?? width
        // Through Xcode 11 a table inside another view gives its cells
        // their own 15 pt on a phone with a home button (14 constraints,
        // five projects) or an iPad with one (an audiometer's 350-pt lists
        // on an iPad turned, Xcode 11.3), where a table controller's own
        // table, or any table on a notched phone, gives 16 (four projects); every
        // table gives 16 in Xcode 13's files (tools 20000 on), and
        // Xcode 12's (17000 on), which no file has shown, are taken so.
        // A xib's own cell, in no table, has 16 pt in Xcode 9 and 10
        // (tools 14113 to 14490, 29 of 30 constraints, four projects) and
        // 15 only in Xcode 11 on a phone with a home button (16
        // constraints, three projects).
        let controllersTable = table?["key"] == "view"
        let homeButton = document.device?.hasSquareCorners ?? true
        let tools = document.toolsVersion
        let ownSides = !controllersTable && (table != nil && tools < ViewKind.xcode11 || (ViewKind.xcode11..<17000).contains(tools) && homeButton)
        // On an iPad a wide table's cells keep 16 (tables 448.5, 664
        // and 780 pt wide in three files of Xcode 13 and 16). In Xcode 9
        // and 10 a xib's own cell is its own table. Xcode 12 goes by the
        // screen: a 375-pt settings table on an iPhone 11 has 20 (a map
        // sample's 17 labels and values, tools 17506). From Xcode 12.5 a
        // table's cells go by the screen as a xib's own cell does: a store
        // manager's 350- to 374-pt tables on an iPhone 11 give 20 (seven
        // constraints, Xcode 13.2), a 300-pt one 16.
        let xcode12 = (17000..<18000).contains(tools)
        let screenWidth = document.device?.size(landscape: document.isLandscape).width ?? 0
        let wide = table == nil && tools >= ViewKind.xcode11 ? ownCellIsWide(width: width)
            : tools >= 18000 && document.device != nil ? ownCellIsWide(width: tableWidth)
            : (tableWidth > 375.5 || xcode12 && screenWidth > 375.5) && !(document.device?.isPad ?? false)
        let side: CGFloat = wide ? 20 : ownSides ? 15 : 16
        // Beside an accessory (a disclosure indicator) the trailing
        // margin is the system spacing, 8 pt, from Xcode 10 (tools 14000):
        // views pinned to it stored 8 pt short of the content view's edge
        // in 45 of 47 such constraints from Xcode 11, in cells 375 to 428
        // pt wide, and in all four of one project's Xcode 10 files.
        let cell = element.name == "tableViewCell" ? element : element.parent
        let accessory = cell.map(ViewKind.showsAccessory) ?? false
        let trailing = accessory && tools >= ViewKind.xcode10 ? CGFloat(VisualFormatLine.standardSpacing) : side
        return (side, trailing)
    }

    /// Whether a xib's own `width`-pt cell, in no table, has 20-pt sides
    /// from Xcode 11: by the screen's width, and only when wider than
    /// Interface Builder's default 320 pt. A map app's 414-pt cells have 16
    /// on a 375-pt iPhone 8, 20 on a 393-pt iPhone 14 Pro and a 414-pt
    /// iPhone 11, as its 335-pt ones and a store manager's 331-pt ones do
    /// there; 320-pt cells have 16 on an iPhone 11 (about 80 constraints,
    /// six projects); a chat app's 600-pt timeline cells 16 on an iPhone 8
    /// (Xcode 12 to 13, where Xcode 9 and 10 gave them 20 by their own
    /// width). On a 390-pt iPhone 12, 20, but 16 in Xcode 15.3 to 16 (tools
    /// 23727 to 24506, when Xcode also drew the insets twice).
    private func ownCellIsWide(width: CGFloat) -> Bool {
        guard let device = document.device else { return width > 375.5 }
        guard !device.isPad else { return false }
        let screen = device.size(landscape: document.isLandscape).width
        let twice = Device.drawsInsetsTwice(document.toolsVersion)
        return width > 320.5 && (screen > 390.5 || screen > 375.5 && !twice)
    }

    /// The intrinsic size UIKit gives a control or bar of fixed size, with
    /// no frame to read it from (iOS 7 to 10's, the systems of the files
    /// that store none): an activity indicator (20 pt, 37 large), a switch,
    /// a stepper; a bar's or a progress view's height alone.
    static func fixedControlSize(of element: IBElement) -> CGSize? {
        let free = View.noIntrinsicMetric
        switch element.name {
        case "activityIndicatorView":
            return ["whiteLarge", "large"].contains(element["style"] ?? "") ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
        case "switch": return CGSize(width: 51, height: 31)
        case "stepper": return CGSize(width: 94, height: 29)
        case "toolbar", "navigationBar", "searchBar": return CGSize(width: free, height: 44)
        case "tabBar": return CGSize(width: free, height: 49)
        case "progressView": return CGSize(width: free, height: 2)
        default: return nil
        }
    }

    static func number(_ text: String?) -> CGFloat {
        let value = Double(text ?? "") ?? 0
        return value.isFinite ? CGFloat(value) : 0
    }
}
