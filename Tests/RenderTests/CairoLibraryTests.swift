import Render
import Testing

@Test func cairoIsLinkedAtVersionOneSixteenOrLater() throws {
    let parts = CairoLibrary.version.split(separator: ".").compactMap { Int($0) }
    #expect(parts.count == 3)
    #expect(parts[0] == 1 && parts[1] >= 16)
}
