import Foundation
import Layout

/// Reads a size as written in a file or on the command line: `375x667`,
/// `iPhone 15`, `iPhone 15 landscape`.
enum SizeSpec {
    struct Failure: Error {
        var message: String
        var suggestion: String?
    }

    /// The sizes `text` names: one, or two for a device `both` ways round.
    static func parse(_ text: String, insets: EdgeInsets = .zero) -> Result<[SceneSize], Failure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let size = SizeText.parse(trimmed) {
            guard size.width > 0, size.height > 0, max(size.width, size.height) <= SceneFileLimits.maxRootSide else {
                return .failure(Failure(message: "a size must be more than 0 and at most \(SceneFileLimits.format(Int(SceneFileLimits.maxRootSide))) points each way, got '\(trimmed)'"))
            }
            return .success([SceneSize(width: size.width, height: size.height, safeAreaInsets: insets)])
        }
        var words = trimmed.split(separator: " ").map(String.init)
        var orientation = "portrait"
        if let last = words.last?.lowercased(), ["portrait", "landscape", "both"].contains(last) {
            orientation = last
            words.removeLast()
        }
        let deviceName = words.joined(separator: " ")
        guard let device = DevicePreset.named(deviceName) else {
            if trimmed.first?.isNumber == true {
                return .failure(Failure(message: "expected a size like 375x667, got '\(text)'"))
            }
            return .failure(Failure(
                message: "unknown device '\(deviceName)'; expected WIDTHxHEIGHT or one of the devices in docs/scene-format.md",
                suggestion: NameSuggestion.closest(to: deviceName, in: DevicePreset.all.map(\.name))))
        }
        return .success(sizes(of: device, orientation: orientation))
    }

    static func sizes(of device: DevicePreset, orientation: String) -> [SceneSize] {
        switch orientation {
        case "landscape": [device.landscape]
        case "both": [device.portrait, device.landscape]
        default: [device.portrait]
        }
    }
}
