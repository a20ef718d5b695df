import Diagram
import Foundation
import Render
import Samples
import Testing

@testable import TrellisCLI

/// Every picture `make run` publishes, sheets included, reads in a 720 px
/// column: shown at min(its width, 720) px, no text is under 11 px.
@Test(arguments: SampleCatalog.all.map(\.name))
func everyPublishedPictureReadsInASevenHundredTwentyPixelColumn(sample name: String) throws {
    let sample = try #require(SampleCatalog.sample(named: name))
    for picture in try SampleRendering(sample: sample, formats: [.png], scale: 2).pictures() {
        let shrink = min(1, Style.columnWidth / picture.list.size.width)
        let smallest = try #require(picture.list.texts.map(\.fontSize).min())
        #expect(smallest * shrink >= 11 - 1e-9,
                "\(picture.stem): \(picture.list.size.width) pt wide, \(smallest) pt text shows at \(smallest * shrink) px")
    }
}
