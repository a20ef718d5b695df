import Foundation
import Layout
import Testing
@testable import SceneFile

/// Sizes by number and by device, with the safe areas Apple publishes.
struct DeviceTests {
    @Test func plainSizes() throws {
        #expect(try SceneDocument.size(parsing: "375x667") == SceneSize(name: "375x667", width: 375, height: 667))
        #expect(try SceneDocument.size(parsing: "812.5×375").width == 812.5)
    }

    @Test func iPhone15InBothOrientations() throws {
        let portrait = try SceneDocument.size(parsing: "iPhone 15")
        #expect(portrait == SceneSize(name: "iPhone 15 portrait", width: 393, height: 852,
                                      safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        let landscape = try SceneDocument.size(parsing: "iPhone 15 landscape")
        #expect(landscape == SceneSize(name: "iPhone 15 landscape", width: 852, height: 393,
                                       safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(try SceneDocument.sizes(parsing: "iphone 15 both") == [portrait, landscape])
    }

    @Test func everyPresetIsNamedAndSane() throws {
        #expect(DevicePreset.all.count == 13)
        for device in DevicePreset.all {
            #expect(DevicePreset.named(device.name) == device)
            #expect(device.width < device.height)
        }
        #expect(DevicePreset.named("iPhone SE")?.portrait.safeAreaInsets.top == 20)
        #expect(DevicePreset.named("iPad Air 11-inch")?.width == 820)
        #expect(DevicePreset.named("ipad pro 13\"")?.landscape.width == 1376)
        #expect(DevicePreset.named("iPhone 16 Pro")?.portrait == SceneSize(
            name: "iPhone 16 Pro portrait", width: 402, height: 874, safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)))
    }

    @Test func unknownDeviceSuggestsTheNearest() {
        #expect(throws: SceneFileError.self) { try SceneDocument.size(parsing: "iPhone 51") }
        do {
            _ = try SceneDocument.size(parsing: "iPhone 15 Por")
        } catch let error as SceneFileError {
            #expect(error.suggestion == "iPhone 15 Pro")
            #expect(error.description.hasPrefix("size:1:1: error: unknown device 'iPhone 15 Por'"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aDeviceInAFileGivesItsSizesAndSafeArea() throws {
        let document = try SceneDocument.parse("""
            device: iPhone 15
            orientation: both
            views: [{name: blue}]
            constraints:
              - blue.top == safeArea.top
              - blue.bottom == safeArea.bottom
              - blue.leading == safeArea.leading
              - blue.trailing == safeArea.trailing
            """, fileName: "device.yaml")
        #expect(document.sizes.map(\.name) == ["iPhone 15 portrait", "iPhone 15 landscape"])
        let scene = try document.makeScene(size: document.sizes[1])
        #expect(scene.size == CGSize(width: 852, height: 393))
        try scene.layout()
        expectFrame(scene.view("blue").frame, 59, 0, 734, 372)
    }

    @Test func sizesWithTheirOwnSafeAreas() throws {
        let document = try SceneDocument.parse("""
            safeArea: {top: 20}
            size:
              - 375x667
              - {size: 812x375, name: notch, safeArea: {left: 44, right: 44, bottom: 21}}
              - iPad mini landscape
            """, fileName: "s.yaml")
        #expect(document.sizes[0].safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(document.sizes[1] == SceneSize(name: "notch", width: 812, height: 375,
                                               safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)))
        #expect(document.sizes[2].width == 1133 && document.sizes[2].safeAreaInsets.top == 24)
    }
}
