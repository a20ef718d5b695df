#!/usr/bin/env python3
"""Measures the labels of a gallery of Trellis SVGs (a picture measure, not a speed one).

    trellis render ../shared/storyboards -o /tmp/gallery --format svg -q
    python3 Benchmarks/gallery_labels.py /tmp/gallery [-v]

Counts constraint labels, those drawn with a leader, and those whose text lies across the outline
of a view their constraint does not name (an edge along one line with a named view's is not
counted), and the labels of sizes (`a.width …`, `a.height …`) whose text lies across an outline of a
view their constraint names, straddling an edge they measure to, the pairs of leaders (of
labels, names and notes alike) that cross each other, and the constraint labels a leader runs
through (one leading elsewhere), the views' texts a leader runs through the middle of (a leader
drawn in pieces, broken around text, strikes only what a piece runs through), and the names left out (said under the picture as "N names not
shown"; a name keyed by a number is not one), and the pairs of leaders that run along one line
(within 1.5 pt of it, alongside for more than 12 pt), and the leaders that run so along another
constraint's line; with -v, one line per picture with its size."""
import re, sys, glob, os, html
num = re.compile(r'-?\d+(?:\.\d+)?')
LEADER = r'<path d="((?:M-?[\d.]+ -?[\d.]+L-?[\d.]+ -?[\d.]+)+)" fill="none"[^>]*stroke-opacity="0.6" stroke-width="0.5"/>'
def bounds(d):
    v = list(map(float, num.findall(d)))
    xs, ys = v[0::2], v[1::2]
    return (min(xs), min(ys), max(xs), max(ys))
def scan(path):
    s = open(path).read()
    w, h = map(float, re.search(r'width="([\d.]+)px" height="([\d.]+)px"', s).groups())
    views = {}
    for m in re.finditer(r'<g class="view" data-view="([^"]*)">\s*<path d="([^"]*)"', s):
        views[html.unescape(m.group(1))] = bounds(m.group(2))
    labels = []
    for m in re.finditer(r'<g class="constraint-label" data-constraint="([^"]*)">(.*?)</g>', s, re.S):
        c = html.unescape(m.group(1)); body = m.group(2)
        paths = re.findall(r'<path d="([^"]*)"([^>]*)>', body)
        plate = None; leader = False
        for d, attrs in paths:
            if 'f-page' in attrs and plate is None: plate = bounds(d)
            elif 'fill="none"' in attrs: leader = True
        text = re.findall(r'>([^<]*)</text>', body)
        if plate: labels.append((c, plate, leader, ' '.join(text)))
    across = []; straddling = 0
    for c, plate, leader, text in labels:
        related = {n for n in views if (n + '.') in c}
        rel_x = {x for n in related for x in (views[n][0], views[n][2])}
        rel_y = {y for n in related for y in (views[n][1], views[n][3])}
        def crossing_lines(plate, r):
            x0, y0, x1, y1 = plate[0]+1, plate[1]+1, plate[2]-1, plate[3]-1
            out = []
            for x in (r[0], r[2]):
                if x0 < x < x1 and r[1] < y1 and r[3] > y0 and not any(abs(x - q) < 0.6 for q in rel_x): out.append(x)
            for y in (r[1], r[3]):
                if y0 < y < y1 and r[0] < x1 and r[2] > x0 and not any(abs(y - q) < 0.6 for q in rel_y): out.append(y)
            return out
        hits = [n for n, r in views.items() if n not in related and crossing_lines(plate, r)]
        if hits: across.append((text, hits))
        first = c.split(' ')[0]
        if first.endswith(('.width', '.height')):
            rel_x, rel_y = set(), set()
            if any(crossing_lines(plate, views[n]) for n in related if first.startswith(n + '.')): straddling += 1
    # A leader is drawn in pieces where it passes through text (a gap
    # over each): whole for crossings, piece by piece for what it strikes.
    leaders, pieces = [], []
    for m in re.finditer(LEADER, s):
        v = list(map(float, num.findall(m.group(1))))
        parts = [tuple(v[i:i + 4]) for i in range(0, len(v), 4)]
        leaders.append(parts[0][:2] + parts[-1][2:])
        pieces.append(parts)
    def side(p, q, r): return (q[0]-p[0])*(r[1]-p[1]) - (q[1]-p[1])*(r[0]-p[0])
    def cross(s1, s2):
        a, b, c, d = s1[:2], s1[2:], s2[:2], s2[2:]
        d1, d2, d3, d4 = side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)
        return (d1 > 0 > d2 or d1 < 0 < d2) and (d3 > 0 > d4 or d3 < 0 < d4)
    crossings = sum(cross(leaders[i], leaders[j]) for i in range(len(leaders)) for j in range(i + 1, len(leaders)))
    # Two leaders down one line (within 1.5 pt of it, alongside for more
    # than 12 pt) read as one leading to both labels.
    def along(s1, s2):
        (ax, ay), (bx, by), (cx, cy), (dx, dy) = s1[:2], s1[2:], s2[:2], s2[2:]
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        if length <= 12: return False
        def across(px, py): return abs((px - ax) * (by - ay) - (py - ay) * (bx - ax)) / length
        if across(cx, cy) > 1.5 or across(dx, dy) > 1.5: return False
        def on(px, py): return ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length
        f, t = on(cx, cy), on(dx, dy)
        return min(length, max(f, t)) - max(0, min(f, t)) > 12
    alongside = sum(along(leaders[i], leaders[j]) or along(leaders[j], leaders[i])
                    for i in range(len(leaders)) for j in range(i + 1, len(leaders)))
    # A leader through a label's plate (not the one it leads to) strikes that label out.
    def through(seg, box):
        x0, y0, x1, y1 = box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1
        if x0 >= x1 or y0 >= y1: return False
        (ax, ay), (bx, by) = seg[:2], seg[2:]
        if any(x0 - 3 <= px <= x1 + 3 and y0 - 3 <= py <= y1 + 3 for px, py in ((ax, ay), (bx, by))): return False
        t0, t1 = 0.0, 1.0
        for p, q in ((-(bx-ax), ax - x0), (bx-ax, x1 - ax), (-(by-ay), ay - y0), (by-ay, y1 - ay)):
            if p == 0:
                if q <= 0: return False
                continue
            t = q / p
            if p < 0: t0 = max(t0, t)
            else: t1 = min(t1, t)
            if t0 >= t1: return False
        return True
    struck = sum(any(through(p, plate) for p in parts) for parts in pieces for _, plate, _, _ in labels)
    # A leader through the middle half of a view's text (a label's, a
    # button's title) strikes it out as well.
    texts = []
    for m in re.finditer(r'<g class="view-text"[^>]*>(.*?)</g>', s, re.S):
        for t in re.finditer(r'<text x="(-?[\d.]+)" y="(-?[\d.]+)" font-size="([\d.]+)"[^>]*textLength="([\d.]+)"', m.group(1)):
            x, y, size, length = map(float, t.groups())
            texts.append((x, y - 0.55 * size, x + length, y - 0.15 * size))
    struck_texts = sum(any(through(p, box) for p in parts) for parts in pieces for box in texts)
    unnamed = sum(int(m.group(1)) for m in re.finditer(r'>(\d+) names? not shown', s))
    # A leader down another constraint's line (as two leaders down one
    # line, above) is drawn over by it and seems to point where it ends.
    marks = []
    for m in re.finditer(r'<g class="constraint" data-constraint="([^"]*)">(.*?)</g>', s, re.S):
        for d in re.findall(r'<path d="([^"]*)"', m.group(2)):
            pts = re.findall(r'([ML])(-?[\d.]+) (-?[\d.]+)', d)
            marks += [(m.group(1), tuple(map(float, a[1:] + b[1:]))) for a, b in zip(pts, pts[1:]) if b[0] == 'L']
    under = 0
    for g in re.finditer(r'<g class="[^"]*" data-(?:view|constraint)="([^"]*)">(.*?)</g>', s, re.S):
        for m in re.finditer(LEADER, g.group(2)):
            v = list(map(float, num.findall(m.group(1))))
            seg = tuple(v[:2] + v[-2:])
            under += any(owner != g.group(1) and (along(seg, mark) or along(mark, seg)) for owner, mark in marks)
    return w, h, len(labels), sum(l[2] for l in labels), across, straddling, crossings, struck, unnamed, struck_texts, alongside, under
tot = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
for p in sorted(glob.glob(os.path.join(sys.argv[1], '*.svg'))):
    w, h, n, lead, across, straddling, crossings, struck, unnamed, struck_texts, alongside, under = scan(p)
    tot[0] += n; tot[1] += lead; tot[2] += len(across); tot[3] += straddling; tot[4] += crossings; tot[5] += struck
    tot[6] += unnamed; tot[7] += struck_texts; tot[8] += alongside; tot[9] += under
    if '-v' in sys.argv[2:]:
        print(f"{os.path.basename(p)[:60]:60} {w:6.0f}x{h:<6.0f} labels {n:3} leaders {lead:3} across {len(across):3} crossing leaders {crossings:2} labels struck {struck:2} texts struck {struck_texts:2} names left out {unnamed:2} along {alongside:2} under {under:2}  {[a[0] for a in across][:4]}")
print("labels", tot[0], "with leaders", tot[1], "across unrelated outlines", tot[2],
      "sizes across their own outline", tot[3], "crossing leaders", tot[4],
      "labels struck by a leader", tot[5], "view texts struck by a leader", tot[7], "names left out", tot[6],
      "leaders along one line", tot[8], "leaders along a constraint's line", tot[9])
