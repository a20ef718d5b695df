import Testing
@testable import ConflictLog

@Suite struct ConflictsJSONTests {
    @Test func theDocumentIsExactlyTheFormat() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x600002840140 h=--& v=--& UILabel:0x7f01'Say "hi"'.minX == 204   (active)>",
                "<NSLayoutConstraint:0x600002840190 'left pin' UILabel:0x7f01'Say "hi"'.leading == 0.5*UIView:0x7f02.leading + 8.5   (active)>",
                "broken description"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002840190 'left pin' UILabel:0x7f01'Say "hi"'.leading == 0.5*UIView:0x7f02.leading + 8.5   (active)>
            """
        let document = ConflictsJSON.document(try ConflictLog.read(text))
        let expected = """
            {
              "format": "trellis-conflicts/1",
              "reports": [
                {
                  "line": 1,
                  "constraints": [
                    {"line": 3, "class": "NSAutoresizingMaskLayoutConstraint", "address": "0x600002840140", "identifier": null, "first": {"item": "UILabel:0x7f01'Say \\"hi\\"'", "attribute": "minX"}, "relation": "==", "multiplier": 1, "second": null, "constant": 204, "autoresizing": "h=--& v=--&"},
                    {"line": 4, "class": "NSLayoutConstraint", "address": "0x600002840190", "identifier": "left pin", "first": {"item": "UILabel:0x7f01'Say \\"hi\\"'", "attribute": "leading"}, "relation": "==", "multiplier": 0.5, "second": {"item": "UIView:0x7f02", "attribute": "leading"}, "constant": 8.5, "autoresizing": null}
                  ],
                  "broken": 1,
                  "unreadable": [
                    {"line": 5, "text": "broken description"}
                  ]
                }
              ]
            }

            """
        #expect(document == expected)
    }

    @Test func noReports() {
        #expect(ConflictsJSON.document([]) == "{\n  \"format\": \"trellis-conflicts/1\",\n  \"reports\": []\n}\n")
    }
}
