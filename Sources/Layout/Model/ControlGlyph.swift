import Foundation

/// What a UIKit control shows in its frame, beyond a title: a switch's
/// knob, a slider's thumb on its track, a progress view's bar. Pictures
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

    /// `value` between `minimum` and `maximum` as a fraction in 0…1 (0
    /// for an empty or reversed range, or for values that are not finite).
    public static func fraction(of value: Double, from minimum: Double, to maximum: Double) -> CGFloat {
        guard value.isFinite, minimum.isFinite, maximum.isFinite, maximum > minimum else { return 0 }
        return CGFloat(min(1, max(0, (value - minimum) / (maximum - minimum))))
    }
}
