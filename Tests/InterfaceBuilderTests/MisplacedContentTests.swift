import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A view Xcode flags misplaced has a stored frame that is not where the
/// constraints put it, so its size is no record of its content.
@Suite struct MisplacedContentTests {
    /// A form row in a 375 pt window: a label, 8 pt, a text field to 20 pt
    /// before the edge. Misplaced, both were stored before the window
    /// shrank: the label 150 wide and the field 500, wider than the window.
    /// Placed, the stored frames are the solved ones (150 and 177).
    func formRow(misplaced: Bool) -> Data {
        let flag = misplaced ? #"misplaced="YES""# : ""
        let fieldWidth = misplaced ? 500 : 177
        return storyboard(scene("Form", subviews: """
            <label text="Surname" horizontalHuggingPriority="251" \(flag) translatesAutoresizingMaskIntoConstraints="NO" id="name">
                <rect key="frame" x="20" y="100" width="150" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField placeholder="Enter your surname" borderStyle="roundedRect" \(flag) translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="178" y="96" width="\(fieldWidth)" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """, constraints: """
            <constraint firstItem="name" firstAttribute="leading" secondItem="root-Form" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="field" firstAttribute="trailing" secondItem="root-Form" secondAttribute="trailing" constant="-20" id="c3"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="root-Form" secondAttribute="top" constant="96" id="c4"/>
            <constraint firstItem="name" firstAttribute="centerY" secondItem="field" secondAttribute="centerY" id="c5"/>
            """))
    }

    func frames(misplaced: Bool) throws -> (label: CGRect, field: CGRect, ambiguous: Int) {
        let document = try InterfaceBuilderDocument(data: formRow(misplaced: misplaced), path: "Form.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        func frame(_ id: String) throws -> CGRect { try #require(imported.views.first { $0.id == id }).view.frame }
        return (try frame("name"), try frame("field"), try imported.scene.ambiguities().count)
    }

    @Test func aMisplacedLabelMeasuresItsTextAndAMisplacedFieldStretches() throws {
        let (label, field, ambiguous) = try frames(misplaced: true)
        let text = DeterministicTextMeasurer().metrics(of: "Surname", fontSize: 17).size
        #expect(abs(label.width - text.width) < 0.01, "\(label.width) and \(text.width)")
        #expect(abs(label.height - text.height) < 0.01)
        // The field fills the row: from 8 pt after the label to 20 pt before the edge.
        #expect(abs(field.minX - (20 + text.width + 8)) < 0.01)
        #expect(abs(field.maxX - 355) < 0.01)
        #expect(abs(field.height - 30) < 0.01, "its stored height is kept")
        #expect(ambiguous == 0)
    }

    @Test func aPlacedLabelKeepsItsStoredFrameAsTheRecordOfItsText() throws {
        // Not flagged, the stored sizes are the record of Apple's fonts.
        let (label, field, ambiguous) = try frames(misplaced: false)
        #expect(label == CGRect(x: 20, y: 100.5, width: 150, height: 21))
        #expect(field == CGRect(x: 178, y: 96, width: 177, height: 30))
        #expect(ambiguous == 0)
    }
}
