import Foundation
import Layout

/// UIKit's system colours in the light appearance, by the names documents
/// write (`systemColor="systemGray6Color"`, `cocoaTouchSystemColor=
/// "groupTableViewBackgroundColor"`, `name="labelColor" catalog="System"`),
/// for the documents whose `<resources>` do not list them. Values are
/// iOS 15's; the semantic colours (`systemBackgroundColor`, `labelColor`)
/// as a screen in the light appearance shows them.
enum SystemColors {
    static let light: [String: Color] = {
        func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
            Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        }
        func white(_ white: Double, _ alpha: Double = 1) -> Color {
            Color(red: white, green: white, blue: white, alpha: alpha)
        }
        let blue = rgb(0, 122, 255)
        let groupedBackground = rgb(242, 242, 247)
        return [
            // The tints.
            "systemRedColor": rgb(255, 59, 48), "systemOrangeColor": rgb(255, 149, 0),
            "systemYellowColor": rgb(255, 204, 0), "systemGreenColor": rgb(52, 199, 89),
            "systemMintColor": rgb(0, 199, 190), "systemTealColor": rgb(48, 176, 199),
            "systemCyanColor": rgb(50, 173, 230), "systemBlueColor": blue,
            "systemIndigoColor": rgb(88, 86, 214), "systemPurpleColor": rgb(175, 82, 222),
            "systemPinkColor": rgb(255, 45, 85), "systemBrownColor": rgb(162, 132, 94),
            "tintColor": blue, "linkColor": blue,
            // The greys.
            "systemGrayColor": rgb(142, 142, 147), "systemGray2Color": rgb(174, 174, 178),
            "systemGray3Color": rgb(199, 199, 204), "systemGray4Color": rgb(209, 209, 214),
            "systemGray5Color": rgb(229, 229, 234), "systemGray6Color": groupedBackground,
            // Backgrounds.
            "systemBackgroundColor": white(1), "secondarySystemBackgroundColor": groupedBackground,
            "tertiarySystemBackgroundColor": white(1), "systemGroupedBackgroundColor": groupedBackground,
            "secondarySystemGroupedBackgroundColor": white(1), "tertiarySystemGroupedBackgroundColor": groupedBackground,
            "groupTableViewBackgroundColor": groupedBackground, "tableCellGroupedBackgroundColor": white(1),
            // Fills, separators and text.
            "systemFillColor": rgb(120, 120, 128, 0.2), "secondarySystemFillColor": rgb(120, 120, 128, 0.16),
            "tertiarySystemFillColor": rgb(118, 118, 128, 0.12), "quaternarySystemFillColor": rgb(116, 116, 128, 0.08),
            "separatorColor": rgb(60, 60, 67, 0.29), "opaqueSeparatorColor": rgb(198, 198, 200),
            "labelColor": white(0), "secondaryLabelColor": rgb(60, 60, 67, 0.6),
            "tertiaryLabelColor": rgb(60, 60, 67, 0.3), "quaternaryLabelColor": rgb(60, 60, 67, 0.18),
            "placeholderTextColor": rgb(60, 60, 67, 0.3), "darkTextColor": white(0), "lightTextColor": white(1, 0.6),
            // The fixed colours of `UIColor`'s class properties.
            "blackColor": white(0), "whiteColor": white(1), "clearColor": white(0, 0),
            "darkGrayColor": white(1 / 3), "grayColor": white(0.5), "lightGrayColor": white(2 / 3),
            "redColor": rgb(255, 0, 0), "greenColor": rgb(0, 255, 0), "blueColor": rgb(0, 0, 255),
            "cyanColor": rgb(0, 255, 255), "yellowColor": rgb(255, 255, 0), "magentaColor": rgb(255, 0, 255),
            "orangeColor": rgb(255, 127.5, 0), "purpleColor": rgb(127.5, 0, 127.5), "brownColor": rgb(153, 102, 51),
        ]
    }()
}
