import Foundation
import Layout
import Testing
@testable import SceneFile

/// Every mistake names file:line:column, quotes the line with a caret, says
/// what was expected and suggests the closest name.
struct ErrorTests {
    static let slider = """
        size: 300x200
        views:
          - name: slider
            views:
              - name: knob
        constraints:
          - knob.width == 40
        """

    @Test func theDocumentedFormat() throws {
        let error = try #require(parseError(Self.slider + "\n  - knob.height == 40\n  - knob.top == slider.top\n  - slider.width == 300\n  - slider.height == 200\n\n  - knb.centerX == 0.7 * slider.trailing",
                                            file: "slider.yaml"))
        #expect(error.line == 13 && error.column == 5)
        #expect(error.description == """
            slider.yaml:13:5: error: unknown view 'knb' in constraint
                knb.centerX == 0.7 * slider.trailing
                ^
              did you mean 'knob'?
            """)
    }

    @Test func caretFollowsTheColumnInsideTheExpression() throws {
        let error = try #require(parseError(Self.slider + "\n  - \"knob.centerX == 0.7 * slider.trailng\""))
        #expect(error.line == 8 && error.column == 35)
        #expect(error.message == "unknown attribute 'trailng'")
        #expect(error.suggestion == "trailing")
        #expect(error.description.hasSuffix("""
                "knob.centerX == 0.7 * slider.trailng"
                                              ^
              did you mean 'trailing'?
            """))
    }

    @Test func expressionMistakes() throws {
        func message(_ expression: String) -> (Int, String)? {
            guard let e = parseError(Self.slider + "\n  - \(expression)") else { return nil }
            #expect(e.line == 8)
            return (e.column, e.message)
        }
        #expect(message("knob.width = 40")! == (16, "expected '==', '<=' or '>=' in constraint"))
        #expect(message("knob.width == 40 @2000")! == (23, "a priority must be from 1 to 1000, got 2000"))
        #expect(message("knob.width == 40 @hihg")! == (23, "unknown priority 'hihg' for the constraint; expected a number from 1 to 1000 or required, high, low, fittingSize"))
        #expect(message("knob.width == slider.width / 0")! == (34, "division by zero in constraint"))
        #expect(message("knob.height == knob.width * 9/0")! == (35, "division by zero in constraint"))
        #expect(message("knob.height == 9/ * knob.width")! == (23, "expected a number after '/' in constraint, found '*'"))
        #expect(message("knob.width == 1e999")! == (19, "the constraint must be a finite number, got '1e999'"))
        #expect(message("knob.width == 40 extra")! == (22, "expected '@priority', '#name' or the end in constraint, found 'extra'"))
        #expect(message("superview.width == 40")! == (5, "'superview' cannot be the first item: it is the first item's superview"))
        #expect(message("knob.width ==")! == (18, "expected a number or a view's attribute in constraint, found end of line"))
        #expect(message("knob == 4")! == (9, "expected '.attribute' after 'knob'"))
        #expect(message("knob.inner.top == 4")! == (10, "unknown guide 'inner' of view 'knob'; a view's own guides are safeArea, margins and keyboard"))
    }

    @Test func unknownKeysSuggestTheNearest() throws {
        let error = try #require(parseError("size: 300x200\nveiws: []"))
        #expect(error.line == 2 && error.column == 1)
        #expect(error.message.hasPrefix("unknown key 'veiws' in the scene; expected one of name, size,"))
        #expect(error.suggestion == "views")
        let viewKey = try #require(parseError("size: 300x200\nviews:\n  - name: a\n    colour: red"))
        #expect(viewKey.line == 4 && viewKey.column == 5 && viewKey.suggestion == "color")
    }

    @Test func duplicates() throws {
        let views = try #require(parseError("size: 1x1\nviews:\n  - name: a\n  - name: b\n    guides: [a]"))
        #expect(views.line == 5 && views.column == 14 && views.message == "duplicate name 'a': views and guides share one namespace")
        let key = try #require(parseError("size: 1x1\nsize: 2x2"))
        #expect(key.line == 2 && key.message.contains("duplicate key 'size'"), "\(key)")
        let names = try #require(parseError("size: 1x1\nviews: [{name: a}]\nconstraints:\n  - a.width == 1 #w\n  - a.height == 1 #w"))
        #expect(names.line == 5 && names.column == 5 && names.message == "duplicate constraint name '#w' (first used on line 4)")
        let states = try #require(parseError(Self.slider + " #w\nstates:\n  - name: A\n  - name: A"))
        #expect(states.line == 10 && states.column == 11 && states.message == "duplicate state 'A'")
    }

    @Test func valuesAndNames() throws {
        let color = try #require(parseError("size: 1x1\nviews:\n  - name: a\n    color: bleu"))
        #expect(color.line == 4 && color.column == 12 && color.suggestion == "blue")
        #expect(color.message == "unknown colour 'bleu' for a.color")
        let hex = try #require(parseError("size: 1x1\nviews:\n  - name: a\n    color: '#12345'"))
        #expect(hex.message == "expected a colour as #RRGGBB or #RRGGBBAA for a.color, got '#12345'")
        let device = try #require(parseError("device: iPhone 51"))
        #expect(device.line == 1 && device.column == 9 && device.suggestion == "iPhone 15")
        let size = try #require(parseError("size: 375y667"))
        #expect(size.column == 7 && size.message == "expected a size like 375x667, got '375y667'")
        let alpha = try #require(parseError("size: 1x1\nviews:\n  - name: a\n    alpha: .nan"))
        #expect(alpha.line == 4 && alpha.message.contains("alpha"))
        let reserved = try #require(parseError("size: 1x1\nviews:\n  - name: root"))
        #expect(reserved.message.hasPrefix("'root' is reserved"))
        let noSize = try #require(parseError("views: []"))
        #expect(noSize.line == 1 && noSize.message.hasPrefix("a scene needs a 'size'"))
        let both = try #require(parseError("size: 1x1\ndevice: iPhone 15"))
        #expect(both.line == 2 && both.message.hasPrefix("use either 'size' or 'device'"))
        let yaml = try #require(parseError("size: [1x1\n"))
        #expect(yaml.message.hasPrefix("invalid YAML"))
        let empty = try #require(parseError(""))
        #expect(empty.message == "the file is empty; expected a scene")
    }

    @Test func statesAndDiagramNames() throws {
        let constant = try #require(parseError(Self.slider + " #width\nstates:\n  A:\n    constants: {wdth: 3}"))
        #expect(constant.line == 10 && constant.column == 17 && constant.suggestion == "width")
        let guide = try #require(parseError(Self.slider + "\ndiagram:\n  highlight: [knob]"))
        #expect(guide.line == 9 && guide.column == 15 && guide.message == "unknown guide 'knob'")
        let focus = try #require(parseError(Self.slider + "\ndiagram:\n  focus: knb"))
        #expect(focus.suggestion == "knob")
        let document = try SceneDocument.parse(Self.slider + " #w\nstates:\n  Wide:\n    constants: {w: 60}", fileName: "s.yaml")
        do {
            _ = try document.makeScene(state: "wide")
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.line == 8 && error.message == "unknown state 'wide'" && error.suggestion == "Wide")
        }
    }

    @Test func excerptDropsIndentationAndTheListDash() {
        #expect(SceneFileError.excerpt("    - a.b == 1", column: 7) == ("a.b == 1", 0))
        #expect(SceneFileError.excerpt("    - a.b == 1", column: 5) == ("- a.b == 1", 0))
        #expect(SceneFileError.excerpt("  key: value", column: 8) == ("key: value", 5))
        #expect(SceneFileError.excerpt("", column: 1) == ("", 0))
    }
}
