import Foundation

/// What a UIKit control shows in its frame, beyond a title: a switch's
/// knob, a slider's thumb on its track, a progress view's bar, a segmented
/// control's segments, a stepper's two buttons, a page control's dots, an
/// activity indicator's spokes, a picker's wheel. Pictures
/// draw it in place of the view's name, as a button's ``View/title``, so
/// that a storyboard's controls read as what they are; it changes no
/// frame (their content sizes are ``View/intrinsicContentSize``).
public enum ControlGlyph: Sendable, Equatable {
    /// A UISwitch, on or off.
    case toggle(isOn: Bool)
    /// A UISlider, its thumb at `fraction` (0…1) of the way along its track.
    case slider(fraction: CGFloat)
    /// A UIProgressView, `fraction` (0…1) of its bar filled.
    case progress(fraction: CGFloat)
    /// A UISegmentedControl: its segments' titles in order (empty for a
    /// segment that shows an image) and the selected one, if any.
    case segments(titles: [String], selected: Int?)
    /// A UIStepper: its − and + buttons side by side.
    case stepper
    /// A UIPageControl: `count` dots, the one at `current` filled.
    case pageDots(count: Int, current: Int)
    /// A UIActivityIndicatorView: its ring of spokes.
    case activityIndicator
    /// A UIPickerView or a wheels-style UIDatePicker: the selection band
    /// across the middle of its wheel.
    case wheel

    /// `value` between `minimum` and `maximum` as a fraction in 0…1 (0
    /// for an empty or reversed range, or for values that are not finite).
    public static func fraction(of value: Double, from minimum: Double, to maximum: Double) -> CGFloat {
        guard value.isFinite, minimum.isFinite, maximum.isFinite, maximum > minimum else { return 0 }
        return CGFloat(min(1, max(0, (value - minimum) / (maximum - minimum))))
    }
}
