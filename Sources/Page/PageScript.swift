/// The page's script: selection by hover, focus, click and keys; the
/// selection and diagnostics panels written from the page's data block; the
/// switcher between pictures. Plain DOM, no library, nothing fetched.
///
/// What it marks, for styles, tests and tools: the selected thing's
/// elements get the class `hl`, what it relates to `hl-related`, the
/// picture `has-selection`; `document.body.dataset.selection` names the
/// selection (`view:NAME`, `constraint:MARK`, `diagnostic:N`) and
/// `dataset.pinned` says whether it is pinned; `window.trellis` offers
/// `select`, `show` and `clear`. `?select=view:NAME` (or `constraint:MARK`,
/// `diagnostic:N`) in the page's address pins that selection on opening.
enum PageScript {
    static let javaScript = #"""
        (() => {
          'use strict';
          // Binds to the page's elements; run again on `trellis:update`, when
          // `trellis serve` has swapped in a newer picture (#trellis-live).
          const start = () => {
          const data = JSON.parse(document.getElementById('trellis-data').textContent);
          const figures = [...document.querySelectorAll('.frame')];
          const switches = [...document.querySelectorAll('.switcher button')];
          const selectionBody = document.getElementById('selection-body');
          const diagnosticsBody = document.getElementById('diagnostics-body');
          const hint = selectionBody.innerHTML;
          let current = 0;
          let pinned = null;   // the selection that stays: {type, key}
          let shown = null;    // the selection drawn now

          const frame = () => data.frames[current];
          const picture = () => figures[current].querySelector('svg');
          const quote = text => CSS.escape(text);
          const element = (tag, attributes, ...children) => {
            const node = document.createElement(tag);
            for (const [name, value] of Object.entries(attributes || {})) {
              if (value === undefined || value === null || value === false) continue;
              if (name === 'className') node.className = value; else node.setAttribute(name, value);
            }
            for (const child of children.flat(Infinity)) {
              if (child === undefined || child === null) continue;
              node.append(child instanceof Node ? child : String(child));
            }
            return node;
          };
          const number = value => String(Math.round(value * 100) / 100);
          const statusText = c => c.status === 'unsatisfied' ? `unsatisfied by ${number(c.shortfall)} pt` : c.status;
          const priorityText = p => p === 1000 ? 'required (1000)' : p === 750 ? 'high (750)' : p === 250 ? 'low (250)' : String(p);

          // The elements standing for an item: views and labels, their names,
          // guides, ghosts, the root's outline.
          const itemElements = (svg, name) => [...svg.querySelectorAll(`g[data-view="${quote(name)}"], g[data-guide="${quote(name)}"]`)];
          const markElements = (svg, mark) => [...svg.querySelectorAll(`g[data-constraint="${quote(mark)}"]`)];

          // The root's outline is named like the other views; views, guides and
          // constraint marks become focusable, once each.
          figures.forEach((figure, index) => {
            if (data.frames[index].root) figure.querySelectorAll('g.root').forEach(g => { g.dataset.view = data.frames[index].root; });
            // A tall picture fits the window's height, its box keeping the picture's proportions.
            const svg = figure.querySelector('svg');
            const viewBox = svg.viewBox.baseVal;
            if (viewBox && viewBox.height > 0) svg.style.maxWidth = `calc(85vh * ${viewBox.width / viewBox.height})`;
            const seen = new Set();
            figure.querySelectorAll('g.root[data-view], g.view[data-view], g.guide[data-guide], g.constraint[data-constraint]').forEach(g => {
              const key = g.dataset.constraint !== undefined ? 'constraint:' + g.dataset.constraint
                : 'view:' + (g.dataset.view !== undefined ? g.dataset.view : g.dataset.guide);
              if (seen.has(key)) return;
              seen.add(key);
              g.setAttribute('tabindex', '0');
              g.setAttribute('role', 'button');
              g.setAttribute('aria-label', key.replace(':', ' '));
            });
          });

          // What an element of the picture stands for.
          function target(node) {
            const g = node && node.closest && node.closest('g[data-view], g[data-guide], g[data-constraint]');
            if (!g || !picture().contains(g)) return null;
            if (g.dataset.constraint !== undefined) return {type: 'constraint', key: g.dataset.constraint};
            return {type: 'view', key: g.dataset.view !== undefined ? g.dataset.view : g.dataset.guide};
          }

          function clearMarks() {
            document.querySelectorAll('.hl, .hl-related').forEach(n => n.classList.remove('hl', 'hl-related'));
            document.querySelectorAll('svg.has-selection').forEach(n => n.classList.remove('has-selection'));
          }

          // Draws `selection` in the picture and the panel (null: nothing).
          function show(selection) {
            shown = selection;
            clearMarks();
            const svg = picture();
            document.body.dataset.selection = selection ? `${selection.type}:${selection.key}` : '';
            document.body.dataset.pinned = pinned ? 'true' : 'false';
            document.querySelectorAll('#diagnostics-body button').forEach(b =>
              b.setAttribute('aria-pressed', String(!!selection && selection.type === 'diagnostic' && b.dataset.diagnostic === String(selection.key))));
            if (!selection) { selectionBody.innerHTML = hint; return; }
            const f = frame();
            const mark = (nodes, name) => nodes.forEach(n => n.classList.add(name));
            if (selection.type === 'view') {
              const item = f.views.find(v => v.name === selection.key);
              mark(itemElements(svg, selection.key), 'hl');
              if (item) item.constraints.forEach(i => mark(markElements(svg, f.constraints[i].mark), 'hl-related'));
              selectionBody.replaceChildren(...viewPanel(item, selection.key));
            } else if (selection.type === 'constraint') {
              const constraint = f.constraints.find(c => c.mark === selection.key);
              mark(markElements(svg, selection.key), 'hl');
              if (constraint) constraint.items.forEach(name => mark(itemElements(svg, name), 'hl-related'));
              selectionBody.replaceChildren(...constraintPanel(constraint, selection.key));
            } else {
              const diagnostic = f.diagnostics[selection.key];
              if (diagnostic) {
                diagnostic.items.forEach(name => mark(itemElements(svg, name), 'hl'));
                diagnostic.constraints.forEach(i => mark(markElements(svg, f.constraints[i].mark), 'hl-related'));
                selectionBody.replaceChildren(...diagnosticPanel(diagnostic));
              }
            }
            svg.classList.add('has-selection');
          }

          function constraintList(indices) {
            const f = frame();
            const row = i => {
              const c = f.constraints[i];
              const li = element('li', {className: c.status, tabindex: '0', 'data-constraint': c.mark},
                element('code', {}, c.written || c.mark),
                element('span', {className: 'meta'},
                  `priority ${priorityText(c.priority)} · `,
                  element('span', {className: 'status-' + c.status}, statusText(c)),
                  c.source ? ` · ${c.source}` : ''));
              const over = on => markElements(picture(), c.mark).forEach(n => n.classList.toggle('hl', on));
              li.addEventListener('mouseenter', () => over(true));
              li.addEventListener('mouseleave', () => over(false));
              li.addEventListener('focus', () => over(true));
              li.addEventListener('blur', () => over(false));
              li.addEventListener('click', () => pin({type: 'constraint', key: c.mark}));
              li.addEventListener('keydown', event => {
                if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); pin({type: 'constraint', key: c.mark}); }
              });
              return li;
            };
            const own = indices.filter(i => f.constraints[i].kind === 'explicit');
            const implied = indices.filter(i => f.constraints[i].kind !== 'explicit');
            const parts = [];
            parts.push(own.length ? element('ol', {className: 'constraints'}, own.map(row))
              : element('p', {className: 'none'}, 'No constraints of its own.'));
            if (implied.length) {
              parts.push(element('details', {}, element('summary', {}, `${implied.length} implied (content size, autoresizing, guides)`),
                element('ol', {className: 'constraints'}, implied.map(row))));
            }
            return parts;
          }

          function facts(pairs) {
            return element('dl', {className: 'facts'}, pairs.filter(p => p[1] !== undefined && p[1] !== null && p[1] !== '')
              .map(([term, value]) => [element('dt', {}, term), element('dd', {}, value)]));
          }

          function viewPanel(item, name) {
            if (!item) return [element('h3', {}, name)];
            const [x, y, w, h] = item.frame;
            return [element('h3', {}, item.name),
              facts([['kind', item.kind], ['frame', `x ${number(x)}, y ${number(y)}, ${number(w)} × ${number(h)}`],
                     ['source', item.source]]),
              ...constraintList(item.constraints)];
          }

          function constraintPanel(c, mark) {
            if (!c) return [element('h3', {}, element('code', {}, mark))];
            const items = element('span', {}, c.items.map((name, i) => [i ? ', ' : '',
              element('button', {type: 'button', 'data-item': name, onclick: null}, name)]));
            items.querySelectorAll('button').forEach(b => b.addEventListener('click', () => pin({type: 'view', key: b.dataset.item})));
            return [element('h3', {}, element('code', {}, c.written || c.mark)),
              facts([['equation', c.written && c.written !== c.mark ? element('code', {}, c.mark) : null],
                     ['identifier', c.identifier], ['priority', priorityText(c.priority)],
                     ['status', element('span', {className: 'status-' + c.status}, statusText(c))],
                     ['kind', c.kind === 'explicit' ? null : c.kind], ['items', items], ['source', c.source]])];
          }

          function diagnosticPanel(d) {
            return [element('h3', {}, element('span', {className: 'badge ' + d.kind}, d.kind), d.message),
              d.source ? facts([['source', d.source]]) : null,
              d.detail ? element('pre', {}, d.detail) : null,
              ...(d.constraints.length ? constraintList(d.constraints) : [])].filter(Boolean);
          }

          function writeDiagnostics() {
            const list = frame().diagnostics;
            if (!list.length) {
              diagnosticsBody.replaceChildren(element('p', {className: 'none'}, 'No conflicts, ambiguity or misplaced views.'));
              return;
            }
            diagnosticsBody.replaceChildren(element('ul', {className: 'diagnostics'}, list.map((d, i) => {
              const button = element('button', {type: 'button', 'data-diagnostic': String(i), 'aria-pressed': 'false'},
                element('span', {className: 'badge ' + d.kind}, d.kind), d.message);
              button.addEventListener('click', () => pin({type: 'diagnostic', key: i}));
              return element('li', {}, button);
            })));
          }

          function same(a, b) { return !!a && !!b && a.type === b.type && a.key === b.key; }
          function pin(selection) {
            pinned = same(pinned, selection) ? null : selection;
            show(pinned);
          }
          function clear() {
            pinned = null;
            show(null);
            if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
          }

          // Whether a selection of one picture names something in the current one.
          function exists(selection) {
            const f = frame();
            if (!selection) return false;
            if (selection.type === 'view') return f.views.some(v => v.name === selection.key);
            if (selection.type === 'constraint') return f.constraints.some(c => c.mark === selection.key);
            return selection.key < f.diagnostics.length;
          }

          function switchTo(index) {
            if (index < 0 || index >= figures.length) return;
            current = index;
            figures.forEach((figure, i) => figure.classList.toggle('current', i === index));
            switches.forEach((button, i) => button.setAttribute('aria-pressed', String(i === index)));
            document.body.dataset.frame = frame().id;
            if (!exists(pinned)) pinned = null;
            writeDiagnostics();
            show(pinned);
            if (location.hash.slice(1) !== frame().id) history.replaceState(null, '', '#' + frame().id);
          }

          switches.forEach((button, i) => button.addEventListener('click', () => switchTo(i)));
          figures.forEach(figure => {
            const svg = figure.querySelector('svg');
            svg.addEventListener('mouseover', event => { const t = target(event.target); if (t && !pinned) show(t); });
            svg.addEventListener('mouseleave', () => { if (!pinned) show(null); });
            svg.addEventListener('focusin', event => { const t = target(event.target); if (t && !pinned) show(t); });
            svg.addEventListener('click', event => { const t = target(event.target); if (t) pin(t); else clear(); });
            svg.addEventListener('keydown', event => {
              const t = target(event.target);
              if (t && (event.key === 'Enter' || event.key === ' ')) { event.preventDefault(); pin(t); }
            });
          });
          // One handler on the document, whichever run of start() made it.
          if (window.trellisKeys) document.removeEventListener('keydown', window.trellisKeys);
          window.trellisKeys = event => {
            if (event.key === 'Escape') { clear(); return; }
            if (event.target.closest && event.target.closest('input, textarea')) return;
            if (event.key === ']') switchTo((current + 1) % figures.length);
            if (event.key === '[') switchTo((current + figures.length - 1) % figures.length);
          };
          document.addEventListener('keydown', window.trellisKeys);

          window.trellis = {data, select: pin, show, clear, switchTo, get current() { return current; }};
          const start = data.frames.findIndex(f => f.id === decodeURIComponent(location.hash.slice(1)));
          switchTo(start >= 0 ? start : 0);
          // `?select=view:NAME`, `?select=constraint:MARK` or `?select=diagnostic:N`
          // opens the page with that selection pinned: a link to what to look at.
          const asked = new URLSearchParams(location.search).get('select');
          if (asked && asked.includes(':')) {
            const type = asked.slice(0, asked.indexOf(':')), key = asked.slice(asked.indexOf(':') + 1);
            const selection = {type, key: type === 'diagnostic' ? Number(key) : key};
            if (['view', 'constraint', 'diagnostic'].includes(type) && exists(selection)) pin(selection);
          }
          };
          start();
          document.addEventListener('trellis:update', start);
        })();

        """#
}
