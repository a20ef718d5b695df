import Foundation
import Layout

/// What the importer knows about an element that is a view: its UIKit
/// class, whether it has an intrinsic content size along each axis, and how
/// its alignment rectangle lies inside its frame.
struct ViewKind {
    /// `UILabel`, `UIButton`, …
    let className: String
    /// Whether the class has a natural width and height.
    let intrinsicWidth: Bool, intrinsicHeight: Bool
    /// The alignment rectangle's insets from the frame (measured from stored frames).
    let alignmentInsets: EdgeInsets
    /// Whether the importer models it beyond a plain rectangle.
    let isModelled: Bool

    /// The kind of the element `name` in a document saved by `toolsVersion`;
    /// `element` decides the conditional cases (an image view with an image,
    /// a text view that does not scroll).
    static func of(_ element: IBElement, toolsVersion: Double) -> ViewKind {
        let name = element.name
        func kind(_ className: String, _ width: Bool, _ height: Bool, insets: EdgeInsets = .zero) -> ViewKind {
            ViewKind(className: className, intrinsicWidth: width, intrinsicHeight: height, alignmentInsets: insets,
                     isModelled: true)
        }
        switch name {
        case "view": return kind("UIView", false, false)
        case "label": return kind("UILabel", true, true)
        case "button": return kind("UIButton", true, true)
        case "textField": return kind("UITextField", true, true)
        case "switch": return kind("UISwitch", true, true, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        case "stepper": return kind("UIStepper", true, true)
        case "segmentedControl":
            // The control draws 1 pt below its alignment rectangle: pinned
            // 31 pt high, iOS 13's frame is 32 (five files of four projects,
            // Xcode 12 to 16: 24 → 25, 30 → 31, 36 → 37, 41 → 42), and so
            // did iOS 7 to 12's (pinned 28, stored 29, Xcode 8; 29 when
            // unpinned, Xcode 7 to 10; a tvOS demo's controls stored a point
            // lower each down its stack, Xcode 9).
            return kind("UISegmentedControl", true, true, insets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        case "pageControl": return kind("UIPageControl", true, true)
        case "activityIndicatorView": return kind("UIActivityIndicatorView", true, true)
        case "pickerView": return kind("UIPickerView", true, true)
        case "datePicker": return kind("UIDatePicker", true, true)
        case "imageView":
            let hasImage = ElementNaming.shownImageSource(of: element) != nil
            return kind("UIImageView", hasImage, hasImage)
        case "textView":
            let fixed = element["scrollEnabled"] == "NO"
            return kind("UITextView", fixed, fixed)
        case "slider":
            // iOS 26's slider fills its frame: Xcode 26 stores sliders
            // pinned to a stack's or a cell's edges exactly there (eight
            // sliders of three projects, 32 to 34 pt high); before, its
            // track lay 2 pt in at the sides and 1 above the bottom.
            let insets = ViewKind.isXcode26OrLater(toolsVersion) ? .zero : EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
            return kind("UISlider", false, true, insets: insets)
        case "progressView": return kind("UIProgressView", false, true)
        case "searchBar": return kind("UISearchBar", false, true)
        case "navigationBar": return kind("UINavigationBar", false, true)
        case "toolbar": return kind("UIToolbar", false, true)
        case "tabBar": return kind("UITabBar", false, true)
        case "stackView": return kind("UIStackView", false, false)
        case "scrollView": return kind("UIScrollView", false, false)
        case "tableView": return kind("UITableView", false, false)
        case "collectionView": return kind("UICollectionView", false, false)
        case "tableViewCell": return kind("UITableViewCell", false, false)
        case "collectionViewCell": return kind("UICollectionViewCell", false, false)
        case "collectionReusableView": return kind("UICollectionReusableView", false, false)
        case "tableViewCellContentView": return kind("UITableViewCellContentView", false, false)
        case "visualEffectView": return kind("UIVisualEffectView", false, false)
        default:
            let className = "UI" + name.prefix(1).uppercased() + name.dropFirst()
            return ViewKind(className: className, intrinsicWidth: false, intrinsicHeight: false,
                            alignmentInsets: .zero, isModelled: false)
        }
    }

    /// The tools version of Xcode 7 (8000; Xcode 6.4 is 7706, 7.0 is 8191),
    /// the first to save for iOS 9.
    static let xcode7: Double = 8000

    /// The tools version of Xcode 8 (11000; Xcode 7.3 is 10117).
    static let xcode8: Double = 11000

    /// The tools version of Xcode 9, the first with safe areas (iOS 11).
    static let xcode9: Double = 13000

    /// The tools version of Xcode 10 (iOS 12).
    static let xcode10: Double = 14000

    /// The tools version of Xcode 11, the first to save for iOS 13.
    static let xcode11: Double = 14800

    /// The tools version of Xcode 13 (19000; Xcode 12.5 is 18122, 13.2 is 19529).
    static let xcode13: Double = 19000

    /// The tools version of Xcode 14.3 (21701; 14.0 to 14.2 are 21000 to 21699).
    static let xcode14_3: Double = 21700

    /// Whether a document was saved by Xcode 26 or later (tools 24000 on:
    /// its beta's 24093.7, 24127 to 25094 since), whose canvas draws iOS
    /// 26's taller bars and cells. The "32700.99.1234" that Xcode 15 on
    /// writes into some files is no version: their frames are Xcode 15's
    /// and 16's.
    static func isXcode26OrLater(_ toolsVersion: Double) -> Bool {
        (24000..<32700).contains(toolsVersion)
    }

    /// Whether an element is a view: it has an id and a stored frame, or it
    /// is a cell's content view (frameless in Xcode 6 and 7 files), or it is
    /// listed in a `<subviews>` (which holds nothing else: Xcode 8.0 and
    /// 8.1 saved documents with no device without any subview's frame).
    static func isView(_ element: IBElement) -> Bool {
        guard element["id"] != nil, !nonViews.contains(element.name) else { return false }
        if isCellContentView(element) { return true }
        // A table's cell is a view even where Xcode 6.1 stored no frame.
        if element.name == "tableViewCell", let list = element.parent,
           list.name == "prototypes" || list.name == "cells" && list.parent?.name == "tableViewSection" { return true }
        return element.child("rect", key: "frame") != nil || element.parent?.name == "subviews"
    }

    /// Whether an element is a cell's content view (a table cell's, a
    /// collection view cell's as Xcode 11 on writes it, or a `<view
    /// key="contentView">`), which fills its cell where it stores no frame
    /// of its own (Xcode 6 and 7).
    static func isCellContentView(_ element: IBElement) -> Bool {
        ["tableViewCellContentView", "collectionViewCellContentView"].contains(element.name)
            || (element["key"] == "contentView" && element.name == "view")
    }

    /// Whether a table cell shows a standard accessory (a disclosure
    /// indicator, a checkmark, a detail button) at its trailing side.
    static func showsAccessory(_ cell: IBElement) -> Bool {
        (cell["accessoryType"] ?? "none") != "none"
    }

    /// Elements with a frame that are not views.
    private static let nonViews: Set<String> = ["viewLayoutGuide", "layoutGuide"]
}
