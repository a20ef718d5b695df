import Foundation
import Layout
import Render

// The layout pass. UIKit runs it from the run loop; here it runs when the
// code asks: `layoutIfNeeded()`, `UIView.animate`, or hosting a controller.
extension UIView {
    /// Marks the hierarchy for a layout pass with the controller's
    /// `viewWillLayoutSubviews`; ``layoutIfNeeded()`` solves in any case.
    public func setNeedsLayout() { topView.needsLayout = true }

    /// Marks the constraints for update before the next layout.
    public func setNeedsUpdateConstraints() { setNeedsLayout() }

    /// Calls ``updateConstraints()`` on every view of the hierarchy.
    public func updateConstraintsIfNeeded() { topView.visit { $0.updateConstraints() } }

    /// Lays out the hierarchy this view is in, now: the top view's size and
    /// safe area, every constraint, then each view's ``layoutSubviews()``.
    /// Afterwards every ``frame`` is the solved one. A layout UIKit would
    /// refuse with an exception (an invalid constraint) is printed to
    /// standard error and leaves the frames as they were; ``render(_:device:orientation:to:options:)``
    /// throws it instead. Conflicts are printed as UIKit logs them.
    public func layoutIfNeeded() {
        do {
            try topView.layOutHierarchy()
        } catch {
            FileHandle.standardError.write(Data("[TrellisUIKit] layout refused: \(error)\n".utf8))
        }
    }

    /// The scene this hierarchy is solved in, made on first use.
    var scene: Scene {
        let top = topView
        if let scene = top.hostScene { return scene }
        // The top view's backing view is not inside another (UIView keeps the
        // two hierarchies alike), so it can always become a root.
        let scene = Scene(root: top.layoutView, width: top.frame.width, height: top.frame.height)
            ?? Scene(width: top.frame.width, height: top.frame.height)
        scene.textMeasurer = CairoTextMeasurer()
        top.hostScene = scene
        LiveHierarchies.register(top)
        return scene
    }

    /// The safe-area insets the host gives the top view (a device's), to
    /// which a controller adds its ``UIViewController/additionalSafeAreaInsets``.
    var hostSafeAreaInsets: UIEdgeInsets {
        get { hostInsets }
        set { hostInsets = newValue; setNeedsLayout() }
    }

    /// Solves the hierarchy whose top this view is.
    func layOutHierarchy() throws {
        let scene = self.scene
        let controller = owningController
        if needsLayout { controller?.viewWillLayoutSubviews() }
        needsLayout = false
        scene.size = frame.size
        scene.safeAreaInsets = hostInsets + (controller?.additionalSafeAreaInsets ?? .zero)
        nameViews()
        visit { view in
            view.updateConstraints()
            view.publishIntrinsicContentSize()
        }
        try scene.layout()
        visit { $0.layoutSubviews() }
        controller?.viewDidLayoutSubviews()
        // Frames set by layoutSubviews reach the autoresizing constraints.
        try scene.layout()
        reportConflicts(of: scene)
    }

    /// Calls `body` on this view and every view inside it, depth first.
    func visit(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.visit(body) }
    }

    /// Prints conflicts as UIKit does, each set once.
    private func reportConflicts(of scene: Scene) {
        let logs = scene.conflicts.map(\.log)
        guard logs != reportedConflicts else { return }
        reportedConflicts = logs
        for log in logs { FileHandle.standardError.write(Data("[TrellisUIKit] \(log)\n".utf8)) }
    }

    // MARK: Animation

    /// Runs `animations` and lays out every hierarchy laid out before on this
    /// thread: the end state of the animation, since a picture cannot move.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `animations`, lays out, then calls `completion` with true.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)?)
    {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `animations`, lays out, then calls `completion` with true; the
    /// timing is ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil)
    {
        animations()
        for top in LiveHierarchies.current() { top.layoutIfNeeded() }
        completion?(true)
    }

    /// The spring variant: the same end state.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil)
    {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Runs `actions` (there is nothing to animate).
    public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// `UIView.AnimationOptions`: accepted and ignored.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions(rawValue: 0)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    }
}

/// The top views laid out on each thread, held weakly, so that
/// `UIView.animate` can lay out what its block changed. Per thread because
/// tests run in parallel, each on its own thread while it runs synchronously.
enum LiveHierarchies {
    private final class Entries {
        var views: [WeakView] = []
    }
    private struct WeakView {
        weak var view: UIView?
    }
    private static let key = "TrellisUIKit.LiveHierarchies"

    private static var entries: Entries {
        if let entries = Thread.current.threadDictionary[key] as? Entries { return entries }
        let entries = Entries()
        Thread.current.threadDictionary[key] = entries
        return entries
    }

    static func register(_ view: UIView) {
        let entries = self.entries
        entries.views.removeAll { $0.view == nil }
        entries.views.append(WeakView(view: view))
    }

    static func current() -> [UIView] {
        entries.views.compactMap(\.view).filter { $0.superview == nil && $0.hostScene != nil }
    }
}
