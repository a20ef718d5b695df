#!/usr/bin/env python3
"""Measures what runs through the texts of a gallery of Trellis SVGs (a picture measure, not a speed one).

    trellis render ../shared/storyboards -o /tmp/gallery --format svg -q
    python3 Benchmarks/gallery_outlines.py /tmp/gallery [-v]

Counts the lines of views' texts and names drawn without a plate that an outline drawn over the
scene runs through (a guide's, an ambiguous view's ghost, the ghost of where a constraint wanted
its view, an overflow's, a misplaced frame's: each outline and text line counted once), and the
names without a plate whose middle lies where hatching shows (a hatched region not covered by a
view filled after it, nor by a screen bar's band, which fades it). A view's outline through another view's text is not counted: that is the
scene's own overlap. Last, the names on a plate (those set outside their views) whose plate
another view's outline runs through: a name across a neighbour's or its container's side. And the
views under a fill: a view overlapped, by more than half a point each way, by a filled view drawn
after it that it does not enclose (so not its own subview). With -v, one line per picture that has
any."""
import re, sys, glob, os, html
num = re.compile(r'-?\d+(?:\.\d+)?')
OUTLINES = ('guide', 'ambiguity', 'wanted', 'overflow', 'misplaced')

def segments(d):
    out = []
    for sub in re.findall(r'M[^M]*', d):
        if 'C' in sub: continue
        v = list(map(float, num.findall(sub)))
        pts = list(zip(v[0::2], v[1::2]))
        if sub.rstrip().endswith('Z'): pts.append(pts[0])
        out += list(zip(pts, pts[1:]))
    return out

def rects(d):
    out = []
    for sub in re.findall(r'M[^Z]*Z', d):
        v = list(map(float, num.findall(sub)))
        out.append((min(v[0::2]), min(v[1::2]), max(v[0::2]), max(v[1::2])))
    return out

def inside(p, r): return r[0] < p[0] < r[2] and r[1] < p[1] < r[3]

def scan(path):
    s = open(path).read()
    texts, names = [], []
    for m in re.finditer(r'<g class="view-text" data-view="([^"]*)">(.*?)</g>', s, re.S):
        if 'f-page' in m.group(2): continue
        view = html.unescape(m.group(1))
        for t in re.finditer(r'<text x="(-?[\d.]+)" y="(-?[\d.]+)" font-size="([\d.]+)"[^>]*textLength="([\d.]+)"[^>]*>([^<]*)<',
                             m.group(2)):
            x, y, size, length = map(float, t.groups()[:4])
            # The middle of the line's letters, 1 pt in from its ends.
            box = (x + 1, y - 0.6 * size, x + length - 1, y - 0.1 * size)
            texts.append(box)
            if html.unescape(t.group(5)) == view: names.append((m.start(), box))
    crossed = 0
    for m in re.finditer(r'<g class="(%s)"[^>]*>(.*?)</g>' % '|'.join(OUTLINES), s, re.S):
        lines = [seg for d in re.findall(r'<path d="([^"]*)"[^>]*stroke-dasharray', m.group(2)) for seg in segments(d)]
        for a, b, c, e in texts:
            if any(abs(x0 - x1) < 0.01 and a < x0 < c and min(y0, y1) < e and max(y0, y1) > b
                   or abs(y0 - y1) < 0.01 and b < y0 < e and min(x0, x1) < c and max(x0, x1) > a
                   for (x0, y0), (x1, y1) in lines):
                crossed += 1
    clips = {m.group(1): rects(m.group(2)) for m in re.finditer(r'<clipPath id="([^"]*)"[^>]*>\s*<path d="([^"]*)"', s)}
    hatches = [(m.start(), clips.get(m.group(1), [])) for m in
               re.finditer(r'<g class="hatch"[^>]*>\s*<g clip-path="url\(#([^)]*)\)">', s)]
    fills = [(m.start(), rects(m.group(1))) for m in
             re.finditer(r'<g class="(?:view|bar)"[^>]*>\s*<path d="([^"]*Z)" fill="#', s)]
    def hatched(p):
        return any(regions and inside(p, regions[0]) and not any(inside(p, hole) for hole in regions[1:])
                   and not any(at > start and any(inside(p, r) for r in rs) for at, rs in fills)
                   for start, regions in hatches)
    over = sum(any(hatched((box[0] + (box[2] - box[0]) * f, (box[1] + box[3]) / 2)) for f in (0.1, 0.3, 0.5, 0.7, 0.9))
               for _, box in names)
    views = {html.unescape(m.group(1)): rects(m.group(2))[0] for m in
             re.finditer(r'<g class="view" data-view="([^"]*)">\s*<path d="([^"]*Z)"', s) if rects(m.group(2))}
    across = 0
    for m in re.finditer(r'<g class="view-text" data-view="([^"]*)">(.*?)</g>', s, re.S):
        plate = re.search(r'<path d="([^"]*Z)" fill="#[0-9a-f]*" class="f-page"', m.group(2))
        if not plate or not rects(plate.group(1)): continue
        x0, y0, x1, y1 = rects(plate.group(1))[0]
        x0, y0, x1, y1 = x0 + 1, y0 + 1, x1 - 1, y1 - 1
        own = html.unescape(m.group(1))
        across += any(name != own and (any(x0 < x < x1 and b < y1 and e > y0 for x in (a, c))
                                       or any(y0 < y < y1 and a < x1 and c > x0 for y in (b, e)))
                      for name, (a, b, c, e) in views.items())
    drawn = [(rects(m.group(1))[0], m.group(2) != 'none') for m in
             re.finditer(r'<g class="view" data-view="[^"]*">\s*<path d="([^"]*Z)" fill="([^"]*)"', s) if rects(m.group(1))]
    def encloses(r, q): return r[0] <= q[0] + 0.01 and r[1] <= q[1] + 0.01 and r[2] >= q[2] - 0.01 and r[3] >= q[3] - 0.01
    def overlaps(r, q): return min(r[2], q[2]) - max(r[0], q[0]) > 0.5 and min(r[3], q[3]) - max(r[1], q[1]) > 0.5
    under = sum(any(filled and overlaps(r, q) and not encloses(r, q) for q, filled in drawn[i + 1:])
                for i, (r, _) in enumerate(drawn))
    return crossed, over, across, under

total = [0, 0, 0, 0]
for p in sorted(glob.glob(os.path.join(sys.argv[1], '*.svg'))):
    figures = scan(p)
    total = [t + f for t, f in zip(total, figures)]
    if '-v' in sys.argv[2:] and any(figures):
        crossed, over, across, under = figures
        print(f"{os.path.basename(p)[:60]:60} texts crossed {crossed:3} names over hatching {over:3} "
              f"names across an outline {across:3} views under a fill {under:3}")
print("text lines crossed by an outline", total[0], "names over hatching", total[1],
      "names across another view's outline", total[2], "views under a later fill", total[3])
