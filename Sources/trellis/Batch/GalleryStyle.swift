/// The gallery page's style (light and dark) and its filter script: the
/// buttons show the pictures with conflicts, ambiguity, misplaced views, or
/// none of them; `document.body.dataset.filter` names the filter on.
enum GalleryStyle {
    static let css = #"""
        :root { --bg: #f5f5f7; --fg: #1c1c1e; --muted: #6e6e73; --card: #fff; --line: #d2d2d7; --accent: #0a84ff;
          --bad: #d70015; --warn: #b25000; color-scheme: light dark; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --card: #2c2c2e; --line: #48484a; --accent: #409cff;
            --bad: #ff6961; --warn: #ffb340; }
          .badge { color: #1c1c1e; }
        }
        body { font: 15px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 2em;
          background: var(--bg); color: var(--fg); }
        h1 { font-size: 1.4em; }
        h2 { font-size: 1.05em; margin: 1.5em 0 .6em; }
        .filters { display: flex; flex-wrap: wrap; gap: .4em; }
        button { font: inherit; color: inherit; background: var(--card); border: 1px solid var(--line); border-radius: 6px;
          padding: .2em .7em; cursor: pointer; }
        button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        button span { opacity: .75; }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        #shown { color: var(--muted); }
        section[hidden], figure[hidden] { display: none; }
        figure { display: inline-flex; flex-direction: column; vertical-align: top; margin: 0 1em 1em 0; padding: .6em;
          background: var(--card); border: 1px solid var(--line); border-radius: 10px; max-width: 280px; }
        .thumb { display: flex; align-items: center; justify-content: center; min-height: 80px; }
        img { max-width: 260px; max-height: 220px; width: auto; height: auto; background: #fff; border-radius: 4px; }
        .no-image { color: var(--muted); }
        figcaption { font-size: .9em; margin-top: .4em; display: flex; flex-wrap: wrap; gap: .3em .5em; align-items: baseline; }
        .state { color: var(--muted); }
        .badge { font-size: .75em; font-weight: 700; color: #fff; border-radius: 4px; padding: 0 .4em; margin-right: .3em; }
        .badge.conflict { background: var(--bad); }
        .badge.ambiguity { background: var(--warn); }
        .badge.misplaced { background: var(--accent); }
        .links a { color: var(--accent); margin-right: .4em; }

        """#

    static let script = #"""
        (() => {
          'use strict';
          const buttons = [...document.querySelectorAll('.filters button')];
          const figures = [...document.querySelectorAll('figure')];
          const tests = {
            all: () => true,
            conflicts: f => f.dataset.conflicts !== '0',
            ambiguities: f => f.dataset.ambiguities !== '0',
            misplaced: f => f.dataset.misplaced !== '0',
            clean: f => f.dataset.conflicts === '0' && f.dataset.ambiguities === '0' && f.dataset.misplaced === '0',
          };
          function apply(name) {
            const test = tests[name] || tests.all;
            let shown = 0;
            figures.forEach(f => { f.hidden = !test(f); if (!f.hidden) shown += 1; });
            document.querySelectorAll('section').forEach(s => { s.hidden = !s.querySelector('figure:not([hidden])'); });
            buttons.forEach(b => b.setAttribute('aria-pressed', String(b.dataset.filter === name)));
            document.getElementById('shown').textContent = `${shown} of ${figures.length} shown`;
            document.body.dataset.filter = name;
            if (location.hash.slice(1) !== (name === 'all' ? '' : name)) history.replaceState(null, '', name === 'all' ? '#' : '#' + name);
          }
          buttons.forEach(b => b.addEventListener('click', () => apply(b.dataset.filter)));
          apply(tests[location.hash.slice(1)] ? location.hash.slice(1) : 'all');
        })();

        """#
}
