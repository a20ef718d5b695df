/// The script that keeps a served page live, and how it is put into a page.
///
/// It opens `/events?page=…` on the page's own origin (server-sent events,
/// no other host is ever asked) and:
/// - on `picture`, replaces the page's `#trellis-live` element (or, on a page
///   without one, its body) with the new one: the picture changes in place,
///   the page is not reloaded, its scroll position stays; then it dispatches
///   `trellis:update` on the document, for a page script to re-bind;
/// - on `problem`, shows the error in a panel at the top of the page, the
///   text `trellis render` prints, the line and a caret under the column,
///   while the last good picture stays below it;
/// - on `scenes` (the index's stream), reloads the index, whose list changed.
enum LiveScript {
    /// Where the server serves the script.
    static let path = "/live.js"

    /// `html` with the script added just before `</head>` (or at the start
    /// of the document when it has no head), told which page it is on.
    /// Any page generator's output can be wrapped so: the server's own
    /// minimal page, or `render --format html`'s.
    /// `generation` is that of the pictures in `html`: the stream starts
    /// with newer ones if the scene changed in between.
    static func inject(into html: String, page: String, generation: Int) -> String {
        let tag = "<script src=\"\(path)\" data-page=\"\(PreviewPage.escape(page))\" data-generation=\"\(generation)\" defer></script>\n"
        if let head = html.range(of: "</head>", options: [.caseInsensitive]) {
            return html.replacingCharacters(in: head.lowerBound..<head.lowerBound, with: tag)
        }
        return tag + html
    }

    /// The script's source.
    static let source = #"""
        // trellis serve: keeps this page's picture up to date without reloading it.
        (() => {
          'use strict';
          const script = document.currentScript;
          const page = script && script.dataset.page;
          const url = '/events' + (page ? '?page=' + encodeURIComponent(page) + '&generation=' + script.dataset.generation : '');
          const events = new EventSource(url);
          window.trellisLive = { updates: 0, problems: 0, generation: null };

          function panel() {
            let box = document.getElementById('trellis-problem');
            if (!box) {
              box = document.createElement('section');
              box.id = 'trellis-problem';
              box.setAttribute('role', 'alert');
              box.style.cssText = 'position:sticky;top:0;z-index:10;margin:0 0 1em;padding:.5em 1em;' +
                'background:#fff0f0;color:#700;border:2px solid #c00;border-radius:4px;font:13px/1.4 ui-monospace,monospace';
              const title = document.createElement('strong');
              const text = document.createElement('pre');
              text.style.cssText = 'margin:.4em 0 0;white-space:pre;overflow-x:auto';
              box.append(title, text);
              document.body.prepend(box);
            }
            return box;
          }

          events.addEventListener('picture', (message) => {
            const update = JSON.parse(message.data);
            if (page && update.page !== page) return;
            const live = document.getElementById('trellis-live');
            const next = new DOMParser().parseFromString(update.html, 'text/html');
            const replacement = next.getElementById('trellis-live');
            if (live && replacement) {
              live.replaceWith(document.importNode(replacement, true));
            } else if (live) {
              live.innerHTML = update.html;
            } else {
              const box = document.getElementById('trellis-problem');
              document.body.replaceChildren(...Array.from(next.body.childNodes, (node) => document.importNode(node, true)));
              if (box) document.body.prepend(box);
            }
            const box = document.getElementById('trellis-problem');
            if (box) box.remove();
            window.trellisLive.updates += 1;
            window.trellisLive.generation = update.generation;
            document.documentElement.dataset.trellisGeneration = update.generation;
            // A page with a script of its own (render --format html's) re-binds to the new elements here.
            document.dispatchEvent(new CustomEvent('trellis:update', { detail: { page: update.page, generation: update.generation } }));
          });

          events.addEventListener('problem', (message) => {
            const problem = JSON.parse(message.data);
            if (page && problem.page !== page) return;
            const box = panel();
            const place = problem.line ? ' (line ' + problem.line + ', column ' + problem.column + ')' : '';
            box.firstChild.textContent = 'The last edit does not render' + place + '; the picture below is the last good one.';
            box.lastChild.textContent = problem.text;
            box.dataset.line = problem.line || '';
            box.dataset.column = problem.column || '';
            window.trellisLive.problems += 1;
          });

          events.addEventListener('scenes', () => { if (!page) location.reload(); });
        })();
        """#
}
