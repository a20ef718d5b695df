import Foundation
import Layout

/// Builds one scene from a document: views, guides, then constraints in file
/// order; then applies a state. Layout's refusals become errors at the
/// constraint or change in the file.
struct SceneBuilder {
    let document: SceneDocument
    let scene: Scene
    private var views: [String: View] = [:]
    private var guides: [String: LayoutGuide] = [:]
    /// The constraints named with `#name`, kept current as multipliers replace them.
    private var named: [String: LayoutConstraint] = [:]
    /// Where each view and constraint was written.
    private(set) var sources = SceneSources()

    init(document: SceneDocument, size: SceneSize) {
        self.document = document
        scene = Scene(width: size.width, height: size.height)
        scene.safeAreaInsets = size.safeAreaInsets
        // Bars take their room from the size's safe area.
        document.model.bars?.apply(to: scene)
    }

    private var reader: YAMLReader { document.reader }

    mutating func build() throws {
        let model = document.model
        scene.layoutDirection = model.layoutDirection
        if let margins = model.margins { scene.layoutMargins = margins }
        for name in model.rootGuides { addGuide(name, to: scene.root) }
        for spec in model.views { add(spec, to: scene.root) }
        var made: [LayoutConstraint] = []
        for spec in model.constraints { made.append(try constraint(spec)) }
        // Activated together, in file order, as a view controller's viewDidLoad would.
        LayoutConstraint.activate(made)
    }

    private mutating func addGuide(_ name: String, to view: View) {
        let guide = LayoutGuide(name: name)
        view.addLayoutGuide(guide)
        guides[name] = guide
    }

    private mutating func add(_ spec: ViewSpec, to superview: View) {
        let view: View
        if let text = spec.label {
            let label = Label(name: spec.name, text: text, fontSize: spec.fontSize ?? 17)
            label.textColor = spec.textColor
            if let lines = spec.lines { label.numberOfLines = lines }
            if let alignment = spec.textAlignment { label.textAlignment = alignment }
            view = label
        } else if let arrangement = spec.stack {
            let stack = StackView(name: spec.name)
            stack.axis = arrangement.axis
            stack.distribution = arrangement.distribution
            stack.alignment = arrangement.alignment
            stack.spacing = CGFloat(arrangement.spacing)
            stack.isBaselineRelativeArrangement = arrangement.baselineRelative
            stack.isLayoutMarginsRelativeArrangement = arrangement.marginsRelative
            view = stack
        } else {
            view = View(name: spec.name)
        }
        superview.addSubview(view)
        views[spec.name] = view
        sources.record(view, at: spec.position)
        view.backgroundColor = spec.color
        if let alpha = spec.alpha { view.alpha = alpha }
        if let shape = spec.shape { view.shape = shape }
        for (axis, priority) in spec.hugging { view.setContentHuggingPriority(priority, for: axis) }
        for (axis, priority) in spec.compression { view.setContentCompressionResistancePriority(priority, for: axis) }
        if let margins = spec.margins { view.layoutMargins = margins }
        if let attribute = spec.semanticContentAttribute { view.semanticContentAttribute = attribute }
        if let size = spec.intrinsicSize { view.intrinsicContentSize = size }
        if let frame = spec.frame { view.frameInSuperview = frame }
        // Interface Builder's rule: a view you constrain stops translating its
        // frame; one placed only by its frame keeps it.
        view.translatesAutoresizingMaskIntoConstraints = spec.autoresizing
            ?? (spec.frame != nil && !document.model.constrainedViews.contains(spec.name))
        for guide in spec.guides { addGuide(guide, to: view) }
        for child in spec.children {
            add(child, to: view)
            // A stack's subviews are its arranged subviews, in order.
            if let stack = view as? StackView, let arranged = views[child.name] { stack.addArrangedSubview(arranged) }
        }
    }

    private func item(_ reference: ItemReference) -> LayoutItem? {
        func view(_ name: String?) -> View? { name.map { views[$0] } ?? scene.root }
        switch reference {
        case let .view(name): return view(name)
        case let .guide(name): return guides[name]
        case let .safeArea(owner): return view(owner)?.safeAreaLayoutGuide
        case let .margins(owner): return view(owner)?.layoutMarginsGuide
        case let .keyboard(owner): return view(owner)?.keyboardLayoutGuide
        }
    }

    /// The constraint `spec` describes, inactive, or Layout's refusal at its position.
    private mutating func constraint(_ spec: ConstraintSpec) throws -> LayoutConstraint {
        guard let first = item(spec.first) else { throw reader.error("internal: unresolved item", at: spec.position) }
        let second = spec.second.flatMap(item)
        do {
            let constraint = try LayoutConstraint(
                item: first, attribute: spec.firstAttribute, relatedBy: spec.relation,
                toItem: second, attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
            try constraint.setPriority(spec.priority)
            constraint.identifier = spec.identifier
            if let identifier = spec.identifier { named[identifier] = constraint }
            sources.record(constraint, at: spec.position)
            return constraint
        } catch let error as LayoutError {
            throw reader.error(error.message, at: spec.position)
        }
    }

    /// Applies a state's changes to the built scene, in ``SceneState``'s order.
    mutating func apply(_ state: SceneState) throws {
        let changes = state.changes.enumerated().sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }
        var added: [LayoutConstraint] = []
        for change in changes.map(\.element) {
            switch change {
            case let .constant(name, value, _):
                named[name]?.constant = value
            case let .priority(name, value, position):
                do { try named[name]?.setPriority(value) } catch let error as LayoutError {
                    throw reader.error("state '\(state.name)': \(error.message)", at: position)
                }
            case let .active(name, value, _):
                named[name]?.isActive = value
            case let .multiplier(name, value, position):
                guard let old = named[name] else { continue }
                do {
                    let replacement = try old.replacingMultiplier(value)
                    named[name] = replacement
                    sources.record(replacement, at: sources.position(of: old) ?? position)
                } catch let error as LayoutError {
                    throw reader.error("state '\(state.name)': \(error.message)", at: position)
                }
            case let .add(spec):
                added.append(try constraint(spec))
            }
        }
        LayoutConstraint.activate(added)
    }
}
