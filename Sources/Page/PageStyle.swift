/// The page's style sheet: the layout of picture and panels, the highlight
/// of a selection in the picture, the focus ring, and the dark appearance.
/// The pictures' own colours are custom properties of each `<svg>` (their
/// dark values come with them); the page's are below.
enum PageStyle {
    static let css = #"""
        :root {
          --bg: #f5f5f7; --fg: #1c1c1e; --muted: #6e6e73; --panel: #ffffff; --line: #d2d2d7;
          --accent: #0a84ff; --related: #ff9f0a; --bad: #d70015; --warn: #b25000; --ok: #248a3d;
          --code: #f0f0f3;
          color-scheme: light dark;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --panel: #2c2c2e; --line: #48484a;
            --accent: #409cff; --related: #ffb340; --bad: #ff6961; --warn: #ffb340; --ok: #30d158;
            --code: #3a3a3c;
          }
          .badge { color: #1c1c1e; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
        header { display: flex; flex-wrap: wrap; align-items: baseline; gap: .5em 1.5em; padding: 1em 1.5em .5em; }
        h1 { font-size: 1.35em; margin: 0; }
        h2 { font-size: .8em; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0 0 .6em; }
        h3 { font-size: 1em; margin: 0 0 .4em; }
        .switcher { display: flex; flex-wrap: wrap; gap: .4em; }
        button { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line);
          border-radius: 6px; padding: .2em .7em; cursor: pointer; }
        button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        :is(button, li, summary, a):focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        main { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; padding: .5em 1.5em 2em; }
        .stage { display: grid; flex: 3 1 30em; min-width: 0; }
        .frame { grid-area: 1 / 1; margin: 0; opacity: 0; visibility: hidden;
          transition: opacity .25s ease, visibility 0s linear .25s; }
        .frame.current { opacity: 1; visibility: visible; transition: opacity .25s ease; }
        .frame svg { outline: none; display: block; width: 100%; height: auto; border-radius: 8px;
          box-shadow: 0 1px 3px rgba(0, 0, 0, .15); }
        .panels { flex: 2 1 20em; min-width: 18em; max-width: 38em; display: flex; flex-direction: column; gap: 1em; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: .9em 1.1em; }
        .hint, .none { color: var(--muted); margin: 0; }
        code, pre, kbd { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: .9em; }
        code { background: var(--code); border-radius: 4px; padding: .05em .3em; }
        kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 .3em; }
        pre { background: var(--code); border-radius: 6px; padding: .6em; overflow-x: auto; white-space: pre-wrap; margin: .4em 0 0; }
        dl.facts { display: grid; grid-template-columns: auto 1fr; gap: .1em 1em; margin: 0 0 .6em; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; }
        ol.constraints, ul.diagnostics { list-style: none; margin: 0; padding: 0; }
        ol.constraints li { border-left: 3px solid var(--ok); padding: .25em .6em; margin: .2em 0; border-radius: 3px; cursor: pointer; }
        ol.constraints li.unsatisfied { border-left-color: var(--warn); }
        ol.constraints li.broken { border-left-color: var(--bad); }
        ol.constraints li:hover, ol.constraints li.hl { background: var(--code); }
        .meta { display: block; color: var(--muted); font-size: .85em; }
        .status-broken { color: var(--bad); font-weight: 600; }
        .status-unsatisfied { color: var(--warn); font-weight: 600; }
        details summary { cursor: pointer; color: var(--muted); margin-top: .4em; }
        ul.diagnostics li { margin: .3em 0; }
        ul.diagnostics button { text-align: left; width: 100%; }
        ul.diagnostics button[aria-pressed="true"] { color: #fff; }
        .badge { display: inline-block; font-size: .75em; font-weight: 700; text-transform: uppercase; letter-spacing: .04em;
          border-radius: 4px; padding: 0 .4em; margin-right: .4em; color: #fff; background: var(--muted); }
        .badge.conflict { background: var(--bad); }
        .badge.ambiguity { background: var(--warn); }
        .badge.misplaced { background: var(--accent); }
        /* The selection, in the picture itself: what is selected and what it
           relates to stand out, the rest fades. */
        svg g { transition: opacity .15s ease; }
        svg.has-selection g:is(.view, .view-text, .guide, .guide-name, .hatch, .halo, .constraint, .constraint-label,
          .wanted, .ambiguity, .misplaced, .reference, .overflow, .scroll-content):not(.hl, .hl-related) { opacity: .22; }
        @media (prefers-color-scheme: dark) {
          svg.has-selection g:is(.view, .view-text, .guide, .guide-name, .hatch, .halo, .constraint, .constraint-label,
            .wanted, .ambiguity, .misplaced, .reference, .overflow, .scroll-content):not(.hl, .hl-related) { opacity: .38; }
        }
        svg g.hl path { stroke: var(--accent); stroke-width: 3px; }
        svg g.hl-related path { stroke: var(--related); stroke-width: 2.5px; }
        svg g.constraint.hl path { stroke-width: 3.5px; }
        svg g.constraint-label.hl path { stroke-width: 1.5px; }
        svg g[tabindex] { cursor: pointer; }
        svg g[tabindex]:focus { outline: none; }
        svg g[tabindex]:focus-visible path { stroke: var(--accent); stroke-width: 3px; stroke-dasharray: 6 3; }
        svg g.root.hl > path, svg g.root.hl-related > path { stroke-width: 2px; }
        svg g.constraint-label.hl-related path { stroke-width: 1px; }

        """#
}
