import Foundation
import Layout

// UIKit views have no names; pictures and diagnostics need them. A view is
// called what the code calls it: the property of its view controller (or of
// the custom view) that holds it, `views[0][1]` for arrays, or failing that
// its place in the hierarchy (`view.subviews[2]`). `accessibilityIdentifier`
// overrides all of these. Names are given before every layout, so they
// follow the code as it changes the hierarchy.
extension UIView {
    func nameViews() {
        var names: [ObjectIdentifier: String] = [:]
        if let controller = owningController {
            names[ObjectIdentifier(self)] = "view"
            collectNames(of: controller, prefix: "", into: &names)
        } else {
            names[ObjectIdentifier(self)] = "root"
        }
        assignNames(names, fallback: names[ObjectIdentifier(self)] ?? "root")
    }

    private func assignNames(_ names: [ObjectIdentifier: String], fallback: String) {
        let own = names[ObjectIdentifier(self)] ?? fallback
        if !hasAssignedName, layoutView.name != own {
            layoutView.name = own
            renameGuides()
        }
        var mine = names
        collectNames(of: self, prefix: "\(own).", into: &mine)
        for (index, view) in subviews.enumerated() {
            view.assignNames(mine, fallback: "\(own).subviews[\(index)]")
        }
    }
}

/// Names for the views an object's stored properties hold, first found wins.
private func collectNames(of object: AnyObject, prefix: String, into names: inout [ObjectIdentifier: String]) {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, current.subjectType != UIViewController.self, current.subjectType != UIView.self,
          current.subjectType != NSObject.self
    {
        for child in current.children {
            guard var label = child.label else { continue }
            if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
            name(child.value, "\(prefix)\(label)", depth: 0, into: &names)
        }
        mirror = current.superclassMirror
    }
}

private func name(_ value: Any, _ path: String, depth: Int, into names: inout [ObjectIdentifier: String]) {
    if let view = value as? UIView {
        let id = ObjectIdentifier(view)
        if names[id] == nil { names[id] = path }
        return
    }
    if let guide = value as? UILayoutGuide {
        if guide.layoutGuide.name == "UILayoutGuide" { guide.layoutGuide.name = path }
        return
    }
    guard depth < 3 else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        if let some = mirror.children.first { name(some.value, path, depth: depth, into: &names) }
    case .collection:
        for (index, element) in mirror.children.enumerated() {
            name(element.value, "\(path)[\(index)]", depth: depth + 1, into: &names)
        }
    default:
        break
    }
}
