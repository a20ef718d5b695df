import Foundation
import Layout

extension InterfaceBuilderDocument {
    /// Builds the scene of `source`: its views, guides and the constraints
    /// installed for the size classes in force. Never throws: a constraint
    /// that names a missing id, or that UIKit would refuse, is left out and
    /// reported in ``ImportedScene/diagnostics``.
    public func makeScene(_ source: SceneSource, options: ImportOptions = ImportOptions(),
                          limits: InterfaceBuilderLimits = InterfaceBuilderLimits()) -> ImportedScene
    {
        var builder = SceneBuilder(document: self, source: source, options: options, limits: limits)
        return builder.build()
    }
}

/// Builds one scene: views first (top-down, so that each knows its
/// superview's stored size), then the screen's insets and guides, then the
/// constraints of every installed view.
struct SceneBuilder {
    let document: InterfaceBuilderDocument
    let source: InterfaceBuilderDocument.SceneSource
    let options: ImportOptions
    let limits: InterfaceBuilderLimits
    let imported: ImportedScene
    /// The traits the variations are matched against; nil applies `default` only.
    let traits: SizeClasses?
    let storedRootFrame: CGRect
    var views: [String: View] = [:]
    var guides: [String: LayoutItem] = [:]
    /// Views with their elements, in document order, for their constraints.
    var installed: [(element: IBElement, view: View)] = []
    var unmodelled: [String: Int] = [:]
    var viewCount = 0
    var storedSizes: [ObjectIdentifier: CGSize] = [:]

    init(document: InterfaceBuilderDocument, source: InterfaceBuilderDocument.SceneSource, options: ImportOptions,
         limits: InterfaceBuilderLimits)
    {
        self.document = document
        self.source = source
        self.options = options
        self.limits = limits
        var stored = Self.frame(of: source.root) ?? .zero
        // Below opaque bars Interface Builder moves a controller's root down
        // but stores the screen's height: the root ends at the screen's bottom.
        if source.controller != nil, stored.minY > 0, let screen = document.screenSize, stored.maxY > screen.height {
            stored.size.height = max(0, screen.height - stored.minY)
        }
        storedRootFrame = stored
        let size = Self.targetSize(document: document, source: source, options: options, stored: storedRootFrame.size)
        let scene = Scene(width: size.width, height: size.height, rootName: ElementNaming.rootName(of: source.root, inController: source.controller != nil))
        imported = ImportedScene(name: source.name, scene: scene)
        if let size = options.size {
            traits = SizeClasses(size: size)
        } else if let device = options.device {
            traits = device.traits(landscape: options.landscape ?? document.isLandscape)
        } else if let device = document.device {
            traits = device.traits(landscape: document.isLandscape)
        } else if document.deviceID != nil {
            traits = SizeClasses(size: storedRootFrame.size)
        } else {
            traits = nil
        }
        imported.sizeClasses = traits
    }

    /// The root's size: the stored one, or the device's or size asked for.
    /// A xib's view that is not screen-sized keeps its height and takes the
    /// new width, as a cell or a header would.
    static func targetSize(document: InterfaceBuilderDocument, source: InterfaceBuilderDocument.SceneSource,
                           options: ImportOptions, stored: CGSize) -> CGSize
    {
        let screen: CGSize? = options.size
            ?? options.device.map { $0.size(landscape: options.landscape ?? document.isLandscape) }
            ?? (options.landscape != nil ? document.device?.size(landscape: options.landscape!) : nil)
        guard let screen else { return stored }
        if source.controller != nil || isScreenSized(stored, document: document) { return screen }
        return CGSize(width: screen.width, height: stored.height)
    }

    static func isScreenSized(_ size: CGSize, document: InterfaceBuilderDocument) -> Bool {
        guard let device = document.device else { return false }
        let screen = device.size(landscape: document.isLandscape)
        return abs(size.width - screen.width) < 0.5 && abs(size.height - screen.height) < 0.5
    }

    mutating func build() -> ImportedScene {
        let root = imported.scene.root
        register(source.root, as: root, storedFrame: CGRect(origin: .zero, size: storedRootFrame.size),
                 constrained: false, misplacedAbove: false)
        configure(root, from: source.root)
        if ["scrollView", "tableView", "collectionView"].contains(source.root.name) {
            imported.scene.rootInsetsContentVertically = Self.insetsContentVertically(source.root)
        }
        imported.scene.rootScrolls = Self.isScrollView(source.root)
        addSubviews(of: source.root, to: root, misplacedAbove: false)
        applyScreen()
        addConstraints()
        if !unmodelled.isEmpty {
            let total = unmodelled.values.reduce(0, +)
            imported.notes.append("\(total) element\(total == 1 ? "" : "s") drawn as plain views: "
                + unmodelled.keys.sorted().joined(separator: ", "))
        }
        return imported
    }

    // MARK: Views

    /// Whether the file records a view's frame: it stores one, or the view
    /// is a cell's content view, which fills its cell.
    static func recordsFrame(_ element: IBElement) -> Bool {
        frame(of: element) != nil || ViewKind.isCellContentView(element)
    }

    static func frame(of element: IBElement) -> CGRect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        func number(_ name: String) -> CGFloat { CGFloat(Double(rect[name] ?? "") ?? 0) }
        let frame = CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
        return [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) ? frame : .zero
    }

    /// The views directly inside `element`: in `<subviews>`, a cell's
    /// content view, a table's cells. Found by walking down through
    /// elements that are not views, stopping at each view.
    func childViews(of element: IBElement) -> [IBElement] {
        var found: [IBElement] = []
        func walk(_ node: IBElement) {
            for child in node.children {
                if skippedContainers.contains(child.name) { continue }
                if ViewKind.isView(child) { found.append(child) } else { walk(child) }
            }
        }
        walk(element)
        return found
    }

    private let skippedContainers: Set<String> = [
        "constraints", "connections", "variation", "userDefinedRuntimeAttributes", "accessibility",
        "navigationItem", "tabBarItem", "toolbarItems", "gestureRecognizers", "layoutGuides",
    ]

    mutating func addSubviews(of element: IBElement, to view: View, misplacedAbove: Bool) {
        let excluded = Variations.excluded(in: element, mask: "subviews", traits: traits)
        let misplaced = misplacedAbove || element["misplaced"] == "YES"
        for child in childViews(of: element) {
            guard let id = child["id"], !excluded.contains(id) else { continue }
            guard viewCount < limits.maximumViews else {
                imported.diagnostics.append(InterfaceBuilderError(path: document.path, element: child,
                    "the scene has more than \(limits.maximumViews) views (InterfaceBuilderLimits.maximumViews); the rest are left out"))
                return
            }
            let subview = makeView(for: child)
            view.addSubview(subview)
            if let stack = view as? StackView { stack.addArrangedSubview(subview) }
            // A cell's frameless content view fills the cell; another
            // frameless view records nothing (``ImportedView/hasStoredFrame``).
            let hasStoredFrame = Self.recordsFrame(child)
            var stored = Self.frame(of: child)
                ?? Self.framelessCellFrame(of: child, in: element, tableWidth: storedFrameSize(of: view).width)
                ?? CGRect(origin: .zero, size: hasStoredFrame ? storedFrameSize(of: view) : .zero)
            if Self.frame(of: child) == nil && element.name == "tableViewCell" { stored.size.height -= 0.5 }
            if element.name == "tableView", child.name == "tableViewCell", element["style"] == "insetGrouped" {
                stored = Self.insetGroupedCellFrame(stored, tableWidth: storedFrameSize(of: view).width)
            }
            if element.name == "tableViewCell", ViewKind.isCellContentView(child) {
                stored = Self.contentFrame(stored, inCell: element, cellSize: storedFrameSize(of: view))
            }
            // A fixed frame gets Xcode's prototyping constraints: it stays where it is.
            let fixed = child["fixedFrame"] == "YES" && !(view is StackView)
            let constrained = (child["translatesAutoresizingMaskIntoConstraints"] == "NO" && !fixed) || view is StackView
            register(child, as: subview, storedFrame: stored, hasStoredFrame: hasStoredFrame, constrained: constrained,
                     misplacedAbove: misplaced)
            subview.translatesAutoresizingMaskIntoConstraints = !constrained
            let mask = Self.autoresizingMask(of: child)
            subview.autoresizingMask = fixed ? [] : mask ?? (Self.frame(of: child) == nil ? [.flexibleWidth, .flexibleHeight] : [])
            subview.setAutoresizingFrame(stored, superviewSize: storedFrameSize(of: view))
            // Interface Builder keeps a view where it was drawn along what
            // its constraints leave free.
            if constrained && hasStoredFrame { subview.restingFrame = stored }
            configure(subview, from: child)
            addSubviews(of: child, to: subview, misplacedAbove: misplaced)
        }
    }

    /// The stored size of an imported view (the root's is its stored frame's).
    func storedFrameSize(of view: View) -> CGSize {
        storedSizes[ObjectIdentifier(view)] ?? .zero
    }

    mutating func register(_ element: IBElement, as view: View, storedFrame: CGRect, hasStoredFrame: Bool = true,
                           constrained: Bool, misplacedAbove: Bool)
    {
        let id = element["id"] ?? ""
        views[id] = view
        viewCount += 1
        storedSizes[ObjectIdentifier(view)] = storedFrame.size
        imported.sources[ObjectIdentifier(view)] = id
        imported.locations[ObjectIdentifier(view)] = ElementLocation(line: element.line, column: element.column)
        imported.views.append(ImportedView(
            id: id, view: view, storedFrame: storedFrame, hasStoredFrame: hasStoredFrame, isConstrained: constrained,
            isMarkedMisplaced: element["misplaced"] == "YES", isMarkedAmbiguous: element["ambiguous"] == "YES",
            hasMisplacedAncestor: misplacedAbove, line: element.line, column: element.column))
        installed.append((element, view))
        let guideElements = element.children("viewLayoutGuide") + element.children("keyboardLayoutGuide")
            + (element.child("layoutGuides")?.children ?? [])
        for guide in guideElements {
            guard let guideID = guide["id"] else { continue }
            switch guide["key"] ?? guide.name {
            case "safeArea": guides[guideID] = view.safeAreaLayoutGuide
            case "keyboard": guides[guideID] = view.keyboardLayoutGuide
            case "contentLayoutGuide": if let scroll = view as? ScrollView { guides[guideID] = scroll.contentLayoutGuide }
            case "frameLayoutGuide": if let scroll = view as? ScrollView { guides[guideID] = scroll.frameLayoutGuide }
            default: break
            }
            if let item = guides[guideID] { imported.sources[ObjectIdentifier(item)] = guideID }
        }
    }

    /// Whether `element` is a scroll view: a scroll, table or collection
    /// view, or a plain view whose class is UIKit's scroll view or table or
    /// collection view (a streaming client's settings root, its rows laid
    /// out past the screen's edges; a class of an app's own may be
    /// anything).
    static func isScrollView(_ element: IBElement) -> Bool {
        ["scrollView", "tableView", "collectionView"].contains(element.name)
            || element.name == "view" && ["UIScrollView", "UITableView", "UICollectionView"].contains(element["customClass"] ?? "")
    }

    func makeView(for element: IBElement) -> View {
        let name = ElementNaming.name(of: element)
        switch element.name {
        case "label":
            let label = Label(name: name, text: shownText(of: element) ?? "",
                              fontSize: attributedFontSize("attributedText", of: element) ?? Self.fontSize(of: element))
            label.numberOfLines = Int(element["numberOfLines"] ?? "1") ?? 1
            label.preferredMaxLayoutWidth = CGFloat(Double(element["preferredMaxLayoutWidth"] ?? "") ?? 0)
            label.textAlignment = Label.TextAlignment(rawValue: element["textAlignment"] ?? "") ?? .natural
            label.isBold = Self.isBold(element)
            label.textColor = document.colors.color("textColor", of: element)
            return label
        case "button":
            let button = View(name: name)
            setTitle(of: button, from: element)
            return button
        case "textField":
            let field = View(name: name)
            field.fieldText = Self.fieldText(of: element)
            return field
        case "switch", "slider", "progressView", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
             "pickerView", "datePicker":
            let control = View(name: name)
            control.control = Self.controlGlyph(of: element)
            return control
        case "stackView":
            let stack = StackView(name: name)
            stack.axis = Variations.attribute("axis", of: element, traits: traits) == "vertical" ? .vertical : .horizontal
            stack.distribution = StackView.Distribution(rawValue: element["distribution"] ?? "fill") ?? .fill
            stack.alignment = switch element["alignment"] ?? "fill" {
            case "top", "leading": .leading
            case "bottom", "trailing": .trailing
            case let other: StackView.Alignment(rawValue: other) ?? .fill
            }
            // "Standard" spacing (`UIStackView.spacingUseSystem`) is the
            // system's 8 pt between views, as the frames Xcode stores show.
            stack.spacing = element["spacingType"] == "standard" ? CGFloat(VisualFormatLine.standardSpacing)
                : CGFloat(Double(Variations.attribute("spacing", of: element, traits: traits) ?? "") ?? 0)
            stack.isBaselineRelativeArrangement = element["baselineRelativeArrangement"] == "YES"
            // Xcode writes no attribute for "arrange relative to layout
            // margins": a stack with margins of its own stored has it on
            // (their arranged views sit inside them in every stored frame),
            // one without keeps its views to its edges.
            stack.isLayoutMarginsRelativeArrangement = element["layoutMarginsRelativeArrangement"] == "YES"
                || Self.storedMargins(of: element) != nil
            return stack
        case _ where Self.isScrollView(element):
            let scroll = ScrollView(name: name)
            scroll.insetsContentVertically = Self.insetsContentVertically(element)
            return scroll
        case "toolbar", "navigationBar", "tabBar":
            let bar = View(name: name)
            bar.barContent = Self.barContent(ofBarView: element).flatMap { $0.isEmpty ? nil : $0 }
            return bar
        case "textView":
            let view = element["scrollEnabled"] != "NO" ? ScrollView(name: name) : View(name: name)
            view.textViewText = Self.textViewText(of: element)
            return view
        default:
            let view = View(name: name)
            // A cell's content view is the cell's: named by it, unless
            // given a name of its own.
            view.isNamedBySuperview = ViewKind.isCellContentView(element) && (element["userLabel"] ?? "").isEmpty
            // A cell named by its id alone is named by its row's words.
            view.isNamedByItsText = ["tableViewCell", "collectionViewCell"].contains(element.name)
                && name == ElementNaming.idName(of: element)
            return view
        }
    }

    /// Whether a scroll view's element has it inset its content vertically
    /// by the safe area, as UIKit's automatic adjustment does where the
    /// view scrolls vertically: one set to bounce vertically (as tables
    /// are), or whose subviews' stored frames reach below its own (a
    /// contact-tracing app's 13,455-pt settings page), or one set to always
    /// adjust; not one set never to. A scroll view with content no taller
    /// than itself leaves its views the safe area they overlap (a skater's
    /// 458-pt card pinned to its margins, stored 24 pt further down under
    /// an iPhone 11's notch).
    static func insetsContentVertically(_ element: IBElement) -> Bool {
        switch element["contentInsetAdjustmentBehavior"] {
        case "never": return false
        case "always": return true
        default: break
        }
        if element["alwaysBounceVertical"] == "YES" { return true }
        guard let height = element.child("rect", key: "frame").flatMap({ Double($0["height"] ?? "") }) else { return false }
        return (element.child("subviews")?.children ?? []).contains { subview in
            guard let frame = subview.child("rect", key: "frame"), let y = Double(frame["y"] ?? ""),
                  let tall = Double(frame["height"] ?? "") else { return false }
            return y + tall > height + 0.5
        }
    }

    /// What a control shows, from the attributes Interface Builder writes:
    /// a switch's `on`; a slider's `value` between `minValue` and `maxValue`
    /// (UISlider's defaults 0.5, 0 and 1); a progress view's `progress`
    /// (0.5 when absent, as Xcode's library creates it); a segmented
    /// control's `<segment>`s and `selectedSegmentIndex` (none when absent
    /// or -1); a page control's `numberOfPages` and `currentPage` (UIKit's
    /// defaults 0 and 0: no pages, no dots); a picker's wheel, and a date
    /// picker's when it shows wheels (`style="wheels"`, a countdown timer, or
    /// a file from before iOS 13.4, which has no `style`). Nil for anything
    /// else, which is then named, as a plain view.
    static func controlGlyph(of element: IBElement) -> ControlGlyph? {
        func number(_ key: String, _ fallback: Double) -> Double { Double(element[key] ?? "") ?? fallback }
        func integer(_ key: String) -> Int? { element[key].flatMap { Int($0) } }
        switch element.name {
        case "switch": return .toggle(isOn: element["on"] == "YES")
        case "slider": return .slider(fraction: ControlGlyph.fraction(of: number("value", 0.5), from: number("minValue", 0),
                                                                      to: number("maxValue", 1)))
        case "progressView": return .progress(fraction: ControlGlyph.fraction(of: number("progress", 0.5), from: 0, to: 1))
        case "segmentedControl":
            let titles = (element.child("segments")?.children("segment") ?? []).map { $0["title"] ?? "" }
            guard !titles.isEmpty else { return nil }
            let selected = integer("selectedSegmentIndex").flatMap { titles.indices.contains($0) ? $0 : nil }
            return .segments(titles: titles, selected: selected)
        case "stepper": return .stepper
        case "pageControl":
            // Dots beyond a few dozen are one grey band in any picture.
            let count = min(integer("numberOfPages") ?? 0, 40)
            guard count > 0 else { return nil }
            return .pageDots(count: count, current: min(max(integer("currentPage") ?? 0, 0), count - 1))
        case "activityIndicatorView": return .activityIndicator
        case "pickerView": return .wheel
        case "datePicker":
            let style = element["style"] ?? "wheels"
            return style == "wheels" || element["datePickerMode"] == "countDownTimer" && style == "automatic" ? .wheel : nil
        default: return nil
        }
    }

    /// A text view's text, plain or attributed, in its font (the system
    /// font at 14 pt, Interface Builder's default, unless given); nil for
    /// an empty one.
    static func textViewText(of element: IBElement) -> TextViewText? {
        guard let text = shownText(of: element) else { return nil }
        let fontSize = attributedFontSize("attributedText", of: element)
            ?? (element.child("fontDescription") == nil ? 14 : fontSize(of: element))
        return TextViewText(text: text, fontSize: fontSize,
                            alignment: Label.TextAlignment(rawValue: element["textAlignment"] ?? "") ?? .natural)
    }

    /// A text field's text, or its placeholder, as UITextField shows it:
    /// Interface Builder's default font for a field is the system font at
    /// 14 pt; the rounded-rect border keeps the text about 7 pt in, a line
    /// or bezel border about 3 pt, none not at all. Nil for an empty field.
    static func fieldText(of element: IBElement) -> FieldText? {
        let text = element["text"].flatMap { $0.isEmpty ? nil : $0 }
        guard let shown = text ?? element["placeholder"].flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
        let inset: CGFloat = switch element["borderStyle"] ?? "none" {
        case "roundedRect": 7
        case "line", "bezel": 3
        default: 0
        }
        return FieldText(text: shown, isPlaceholder: text == nil,
                         fontSize: element.child("fontDescription") == nil ? 14 : fontSize(of: element), inset: inset,
                         alignment: Label.TextAlignment(rawValue: element["textAlignment"] ?? "") ?? .natural)
    }

    static func autoresizingMask(of element: IBElement) -> AutoresizingMask? {
        guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return nil }
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return AutoresizingMask(flags.filter { mask[$0.0] == "YES" }.map(\.1))
    }
}
