import Foundation
import Testing

/// `trellis render --format html` opened in headless chromium: what hover,
/// focus, keys, clicks and the switcher do to the picture and the panels,
/// on the dynamic-priorities sample (a 320 × 120 root, a 66.8 pt label held
/// by three optional constraints, one at 750 per state).
@Suite(.enabled(if: HeadlessChromium.installed != nil, "chromium is not installed: run `make deps`"))
struct InteractivePageTests {
    let chromium = HeadlessChromium.installed!
    static let priorities = Trellis.repository.appendingPathComponent("Samples/Scenes/dynamic-priorities.yaml")
    static let leading = "positionLabel.leading == root.leading + 8 @750"

    /// The page of `scene`, rendered into a fresh directory; the caller removes it.
    func page(_ scene: URL, format: String = "html") throws -> (folder: URL, page: URL) {
        let folder = try Trellis.scratchDirectory()
        let run = try Trellis.run(["render", scene.path, "-o", folder.path, "--format", format, "-q"])
        #expect(run.status == 0, "\(run.errors)")
        let name = scene.deletingPathExtension().lastPathComponent
        return (folder, folder.appendingPathComponent("\(name).html"))
    }

    /// Script helpers every test uses: the current picture, the names of
    /// what is marked in it, the selection panel's rows.
    static let helpers = """
        const svg = () => document.querySelector('figure.current svg');
        const marked = cls => [...new Set([...svg().querySelectorAll('.' + cls)].map(g =>
          g.getAttribute('class').split(' ')[0] + ':' + (g.dataset.view ?? g.dataset.constraint ?? g.dataset.guide ?? '')))].sort();
        const rows = () => [...document.querySelectorAll('#selection-body > ol.constraints li')].map(li =>
          li.querySelector('code').textContent + ' | ' + li.querySelector('.meta').textContent);
        """

    @Test func hoveringAViewHighlightsItAndItsConstraintsAndListsThemWithStatusAndSource() throws {
        let (folder, page) = try page(Self.priorities)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try chromium.evaluate(Self.helpers + """
            svg().querySelector('g.view[data-view="positionLabel"] path').dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
            const row = document.querySelectorAll('#selection-body > ol.constraints li')[2];
            row.dispatchEvent(new MouseEvent('mouseenter'));
            const rowMarks = marked('hl');
            row.dispatchEvent(new MouseEvent('mouseleave'));
            return {selection: document.body.dataset.selection, hl: marked('hl'), related: marked('hl-related'),
                    dimmed: svg().classList.contains('has-selection'),
                    heading: document.querySelector('#selection-body h3').textContent, rows: rows(), rowMarks};
            """, in: page)
        let result = try JSONDecoder().decode(Selection.self, from: Data(answer.utf8))
        #expect(result.selection == "view:positionLabel")
        #expect(result.hl == ["view-text:positionLabel", "view:positionLabel"])
        #expect(result.related.contains("constraint:\(Self.leading)"))
        #expect(result.related.contains("constraint:positionLabel.centerX == root.centerX @250"))
        #expect(result.related.contains("constraint:positionLabel.trailing == root.trailing - 8 @250"))
        #expect(!result.related.contains { $0.hasPrefix("view:") })
        #expect(result.dimmed)
        #expect(result.heading == "positionLabel")
        // The equations as the scene file writes them, the priorities, the
        // shortfalls (320 − 8 − 66.8 − 8 = 237.2; 160 − 33.4 − 8 = 118.6) and the lines.
        // Hovering the third row lights its marks in the picture, beside the label's own.
        #expect(result.rowMarks == ["constraint-label:positionLabel.centerX == root.centerX @250",
                                    "constraint:positionLabel.centerX == root.centerX @250",
                                    "view-text:positionLabel", "view:positionLabel",
                                    "wanted:positionLabel.centerX == root.centerX @250"])
        #expect(result.rows.count == 4)
        #expect(result.rows[0].hasPrefix("positionLabel.centerY == root.centerY | priority required (1000) · satisfied · "))
        #expect(result.rows[0].hasSuffix("dynamic-priorities.yaml:13:5"))
        #expect(result.rows[1].hasPrefix("positionLabel.leading == root.leading + 8 @high #left | priority high (750) · satisfied · "))
        #expect(result.rows[1].hasSuffix("dynamic-priorities.yaml:14:5"))
        #expect(result.rows[2].hasPrefix("positionLabel.centerX == root.centerX @low #center | priority low (250) · unsatisfied by 118.6 pt · "))
        #expect(result.rows[3].hasPrefix("positionLabel.trailing == root.trailing - 8 @low #right | priority low (250) · unsatisfied by 237.2 pt · "))
        #expect(result.rows[3].hasSuffix("dynamic-priorities.yaml:16:5"))
    }

    @Test func hoveringAConstraintsLabelHighlightsItsTwoItemsAndShowsItsEquation() throws {
        let (folder, page) = try page(Self.priorities)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try chromium.evaluate(Self.helpers + """
            const label = svg().querySelector('g.constraint-label[data-constraint="positionLabel.centerX == root.centerX @250"] text');
            label.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
            const facts = [...document.querySelectorAll('#selection-body dl.facts dd')].map(dd => dd.textContent);
            const hovered = [document.body.dataset.selection, document.querySelector('#selection-body h3').textContent, facts.join(' | '),
                             marked('hl').join(','), marked('hl-related').join(',')];
            svg().dispatchEvent(new MouseEvent('mouseleave'));
            return hovered.concat([document.body.dataset.selection]);
            """, in: page)
        let result = try JSONDecoder().decode([String].self, from: Data(answer.utf8))
        let mark = "positionLabel.centerX == root.centerX @250"
        #expect(result == [
            "constraint:\(mark)",
            // The heading: the equation as the scene file writes it; then both notations, identifier, priority,
            // status (the label is at x 8 in the Left state, its centre 118.6 pt from the root's), items, line.
            "positionLabel.centerX == root.centerX @low #center",
            "\(mark) | center | low (250) | unsatisfied by 118.6 pt | positionLabel, root | \(Self.priorities.path):15:5",
            "constraint-label:\(mark),constraint:\(mark),wanted:\(mark)",
            "root:root,view-text:positionLabel,view:positionLabel",
            "",
        ])
    }

    @Test func keyboardFocusSelectsAConstraintEnterPinsItAndEscapeClears() throws {
        let (folder, page) = try page(Self.priorities)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try chromium.evaluate(Self.helpers + """
            // Focus reaches elements once the page has it: after loading.
            await new Promise(done => setTimeout(done, 100));
            const stops = [...svg().querySelectorAll('[tabindex="0"]')].map(g => g.getAttribute('aria-label'));
            const mark = svg().querySelector('g.constraint[data-constraint="\(Self.leading)"]');
            mark.focus();
            const focused = {selection: document.body.dataset.selection, hl: marked('hl'), related: marked('hl-related'),
                             heading: document.querySelector('#selection-body h3').textContent,
                             ring: getComputedStyle(mark.querySelector('path')).strokeDasharray};
            mark.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
            const pinned = document.body.dataset.pinned;
            // A pinned selection stays while the pointer moves over something else.
            svg().querySelector('g.root path').dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
            const afterHover = document.body.dataset.selection;
            document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
            return {stops, focused, pinned, afterHover, cleared: document.body.dataset.selection,
                    left: svg().querySelectorAll('.hl, .hl-related').length, dimmed: svg().classList.contains('has-selection')};
            """, in: page)
        let result = try JSONDecoder().decode(KeyboardRun.self, from: Data(answer.utf8))
        #expect(result.stops.first == "view root", "the root is named and focusable like its subviews")
        #expect(result.stops.contains("view positionLabel"))
        #expect(result.stops.contains("constraint \(Self.leading)"))
        #expect(result.stops.count == Set(result.stops).count, "one tab stop per view and per constraint")
        #expect(result.focused.selection == "constraint:\(Self.leading)")
        #expect(result.focused.hl.contains("constraint:\(Self.leading)"))
        // The constraint's two items: the label and the root.
        #expect(result.focused.related == ["root:root", "view-text:positionLabel", "view:positionLabel"])
        #expect(result.focused.heading == "positionLabel.leading == root.leading + 8 @high #left")
        #expect(result.focused.ring == "6px, 3px", "the focused mark shows a dashed ring")
        #expect(result.pinned == "true")
        #expect(result.afterHover == "constraint:\(Self.leading)")
        #expect(result.cleared == "")
        #expect(result.left == 0)
        #expect(!result.dimmed)
    }

    @Test func theSwitcherShowsAnotherStateAndTheLabelMovesAcross() throws {
        let (folder, page) = try page(Self.priorities)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try chromium.evaluate(Self.helpers + """
            const inset = () => {
              const root = svg().querySelector('g.root path').getBBox();
              const label = svg().querySelector('g.view[data-view="positionLabel"] path').getBBox();
              return [label.x - root.x, root.x + root.width - label.x - label.width].map(d => Math.round(d * 10) / 10);
            };
            const buttons = [...document.querySelectorAll('.switcher button')].map(b => b.textContent);
            const before = {id: document.body.dataset.frame, inset: inset(), svg: svg().id};
            document.querySelectorAll('.switcher button')[2].click();
            // The old picture fades out; finish the fade rather than wait for it.
            document.querySelectorAll('figure').forEach(f => f.getAnimations().forEach(a => a.finish()));
            const after = {id: document.body.dataset.frame, inset: inset(), hash: location.hash,
                           pressed: document.querySelector('.switcher button[aria-pressed="true"]').textContent,
                           oldVisible: getComputedStyle(document.querySelector('figure[data-frame="0"]')).visibility};
            document.dispatchEvent(new KeyboardEvent('keydown', {key: ']', bubbles: true}));
            return {buttons, before, after, wrapped: document.body.dataset.frame};
            """, in: page)
        let result = try JSONDecoder().decode(SwitchRun.self, from: Data(answer.utf8))
        #expect(result.buttons == ["Left", "Center", "Right"])
        #expect(result.before.id == "dynamic-priorities-Left")
        #expect(result.before.svg == "dynamic-priorities-Left-picture")
        #expect(result.before.inset == [8, 245.2])
        #expect(result.after.id == "dynamic-priorities-Right")
        #expect(result.after.inset == [245.2, 8])
        #expect(result.after.hash == "#dynamic-priorities-Right")
        #expect(result.after.pressed == "Right")
        #expect(result.after.oldVisible == "hidden")
        #expect(result.wrapped == "dynamic-priorities-Left")
    }

    @Test func diagnosticsNameConflictsAndAmbiguityAndSelectWhatTheyName() throws {
        let input = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input) }
        let scene = input.appendingPathComponent("clash.yaml")
        try """
            name: clash
            size: 200x100
            views:
              - name: box
            constraints:
              - box.width == 50
              - box.width == 80
              - box.top == root.top
              - box.height == 20
            """.write(to: scene, atomically: true, encoding: .utf8)
        let (folder, page) = try page(scene)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try chromium.evaluate(Self.helpers + """
            const entries = [...document.querySelectorAll('#diagnostics-body button')].map(b => b.textContent);
            document.querySelector('#diagnostics-body button[data-diagnostic="0"]').click();
            const conflict = {selection: document.body.dataset.selection, hl: marked('hl'),
                              detail: document.querySelector('#selection-body pre').textContent, rows: rows()};
            document.querySelector('#diagnostics-body button[data-diagnostic="1"]').click();
            return {entries, conflict, ambiguity: {selection: document.body.dataset.selection, hl: marked('hl')}};
            """, in: page)
        let result = try JSONDecoder().decode(DiagnosticsRun.self, from: Data(answer.utf8))
        #expect(result.entries == ["conflictbox.width == 80 was broken to satisfy the others",
                                   "ambiguity'box' is ambiguous horizontally: free left"])
        #expect(result.conflict.selection == "diagnostic:0")
        // The view, its name and the ghosts of its free position.
        #expect(result.conflict.hl == ["ambiguity:box", "view-text:box", "view:box"])
        #expect(result.conflict.detail.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(result.conflict.detail.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint box.width == 80 (active)>"))
        #expect(result.conflict.rows.count == 2)
        #expect(result.conflict.rows[0].hasPrefix("box.width == 50 | priority required (1000) · satisfied · "))
        #expect(result.conflict.rows[0].hasSuffix("clash.yaml:6:5"))
        #expect(result.conflict.rows[1].hasPrefix("box.width == 80 | priority required (1000) · broken · "))
        #expect(result.ambiguity.selection == "diagnostic:1")
        #expect(result.ambiguity.hl == ["ambiguity:box", "view-text:box", "view:box"])
    }

    @Test func darkAppearanceGivesThePageAndThePictureDarkColours() throws {
        let (folder, page) = try page(Self.priorities)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            const svg = document.querySelector('figure.current svg');
            return [getComputedStyle(document.body).backgroundColor, getComputedStyle(svg).getPropertyValue('--page').trim(),
                    getComputedStyle(svg.querySelector('path')).fill];
            """
        #expect(try chromium.evaluate(script, in: page, appearance: .light) == ##"["rgb(245, 245, 247)","#ffffff","rgb(255, 255, 255)"]"##)
        // White paper turned over to lightness 0.1: #1a1a1a.
        #expect(try chromium.evaluate(script, in: page, appearance: .dark) == ##"["rgb(28, 28, 30)","#1a1a1a","rgb(26, 26, 26)"]"##)
    }

    struct Selection: Decodable {
        var selection: String, hl: [String], related: [String], dimmed: Bool, heading: String, rows: [String], rowMarks: [String]
    }

    struct KeyboardRun: Decodable {
        struct Focused: Decodable { var selection: String, hl: [String], related: [String], heading: String, ring: String }
        var stops: [String], focused: Focused, pinned: String, afterHover: String, cleared: String, left: Int, dimmed: Bool
    }

    struct SwitchRun: Decodable {
        struct Before: Decodable { var id: String, inset: [Double], svg: String }
        struct After: Decodable { var id: String, inset: [Double], hash: String, pressed: String, oldVisible: String }
        var buttons: [String], before: Before, after: After, wrapped: String
    }

    struct DiagnosticsRun: Decodable {
        struct Conflict: Decodable { var selection: String, hl: [String], detail: String, rows: [String] }
        struct Ambiguity: Decodable { var selection: String, hl: [String] }
        var entries: [String], conflict: Conflict, ambiguity: Ambiguity
    }
}
