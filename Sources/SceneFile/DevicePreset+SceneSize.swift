import Foundation
import Layout

extension DevicePreset {
    /// The size in portrait, named `NAME portrait`.
    public var portrait: SceneSize {
        SceneSize(name: "\(name) portrait", width: width, height: height, safeAreaInsets: portraitInsets)
    }

    /// The size in landscape, named `NAME landscape`.
    public var landscape: SceneSize {
        SceneSize(name: "\(name) landscape", width: height, height: width, safeAreaInsets: landscapeInsets)
    }
}
