"""Priority-heavy system where summed float weights (kiwi's strengths) misorder priorities.

Under strict priorities an error at a higher level is never traded for any amount of error at
lower levels.  A solver that adds the levels up as float weights (kiwi with strength = priority)
trades them as soon as the lower level's summed, coefficient-scaled error outweighs the higher
one.  Three motifs, repeated with seeded random parameters:

* crowd:   one `x == T @P` (P in 250, 251, 500) against K > P constraints `x == t_k @1` (K odd,
           so the crowd's L1 optimum, its median, is unique).
* scaled:  `p == A @hi` against `m*p - m*q == 0 @lo` with q pinned and m*lo > hi, for the level
           pairs (750, 749), (251, 250), (500, 250), (999, 500), (250, 50), (50, 1).
* row:     a row of views with required `>=` gaps, compression resistance `m_i*(w_i - c_i) >= 0
           @750` and hugging `m'_i*(w_i - c_i) <= 0 @250` with distinct multipliers, minimum
           widths @999 and position hints @1 with small random multipliers -- plus one hint per
           row scaled by 1000, which outweighs @750 for kiwi.  Half the rows are too narrow;
           there resistance scaled by m >= 2 also outweighs the @999 minimum for kiwi.
"""

import random

from .workload import SystemBuilder, document

SEED = 20240611
LEVELS = [1, 50, 250, 251, 500, 749, 750, 999]
SCALED_PAIRS = [(750, 749), (251, 250), (500, 250), (999, 500), (250, 50), (50, 1)]


def add_crowd(b, rng, k):
    """Motif 'crowd': a high-priority target against an odd-sized crowd of priority-1 targets."""
    x, gap, s = f"crowd{k}.width", f"crowd{k}.gap", f"crowd{k}.span"
    for v in (x, gap, s):
        b.var(v)
    span = rng.randint(300, 600)
    b.add([(1, s)], -span)
    b.add([(1, x)], 0, ">=")
    b.add([(1, gap)], 0, ">=")
    b.add([(1, x), (1, gap), (-1, s)], 0)
    prio = rng.choice([250, 251, 500])
    target = rng.randint(150, 250)
    b.add([(1, x)], -target, "==", prio, tag="target")
    count = prio + rng.randint(50, 250)
    count += 1 - count % 2
    for _ in range(count):
        b.add([(1, x)], -rng.randint(10, 120), "==", 1, tag="crowd")


def add_scaled(b, rng, k, hi, lo):
    """Motif 'scaled': a multiplier makes the lower level's error outweigh the higher one's."""
    p, q = f"scaled{k}.p", f"scaled{k}.q"
    b.var(p)
    b.var(q)
    q_val = rng.randint(0, 100)
    a_val = q_val + rng.randint(5, 60)
    m = hi // lo + 1 + rng.randint(0, 3)
    b.add([(1, q)], -q_val)
    b.add([(1, p)], 0, ">=")
    b.add([(1, p)], -a_val, "==", hi, tag="target")
    b.add([(m, p), (-m, q)], 0, "==", lo, tag="scaled")
    b.add([(1, p)], -(a_val + 100), "<=", 999, tag="cap")


def add_row(b, rng, r, n_views, tight):
    """Motif 'row': views with inequality gaps, resistance/hugging and position hints."""
    rl, rw = f"row{r}.left", f"row{r}.width"
    b.var(rl)
    b.var(rw)
    content = [rng.randint(20, 80) for _ in range(n_views)]
    natural = sum(content) + 8 * (n_views + 1)
    width = natural - rng.randint(40, 120) if tight else natural + rng.randint(40, 200)
    b.add([(1, rl)], 0)
    b.add([(1, rw)], -width)
    resist = rng.sample(range(1, 3 * n_views), n_views)
    hug = rng.sample(range(1, 3 * n_views), n_views)
    big = rng.randrange(1, n_views)
    x = 8.0
    for i in range(n_views):
        left, w = f"row{r}.v{i}.left", f"row{r}.v{i}.width"
        b.var(left)
        b.var(w)
        if i == 0:
            b.add([(1, left), (-1, rl)], -8)
        else:
            prev_l, prev_w = f"row{r}.v{i-1}.left", f"row{r}.v{i-1}.width"
            b.add([(1, left), (-1, prev_l), (-1, prev_w)], -8, ">=")
        b.add([(1, w)], 0, ">=")
        b.add([(1, w)], -4, ">=", 999, tag="min")
        b.add([(resist[i], w)], -resist[i] * content[i], ">=", 750, tag="resist")
        b.add([(hug[i], w)], -hug[i] * content[i], "<=", 250, tag="hug")
        # Position hint: the natural position, shifted right for the 1000x-scaled one.
        goal = x + (rng.randint(10, 30) if i == big else rng.randint(-6, 6))
        coef = 1000 if i == big else round(rng.uniform(0.5, 3.0), 3)
        b.add([(coef, left)], -coef * goal, "==", 1, tag="position")
        x += content[i] + 8
    last = f"row{r}.v{n_views-1}"
    b.add([(1, f"{last}.left"), (1, f"{last}.width"), (-1, rl), (-1, rw)], 8, "<=")


def build(crowds=8, scaled_per_pair=5, rows=24, views_per_row=12, seed=SEED, expect=None):
    """Return the workload dict; `expect` comes from the lexicographic reference solver."""
    rng = random.Random(seed)
    b = SystemBuilder()
    for k in range(crowds):
        add_crowd(b, rng, k)
    k = 0
    for hi, lo in SCALED_PAIRS:
        for _ in range(scaled_per_pair):
            add_scaled(b, rng, k, hi, lo)
            k += 1
    for r in range(rows):
        add_row(b, rng, r, views_per_row, tight=(r % 2 == 0))
    params = {"seed": seed, "crowds": crowds, "scaled_per_pair": scaled_per_pair,
              "scaled_pairs": SCALED_PAIRS, "rows": rows, "views_per_row": views_per_row,
              "levels": LEVELS}
    description = (
        "Priority-heavy system (levels 1, 50, 250, 251, 500, 749, 750, 999 and required) built so "
        "that summed float weights misorder priorities: crowds of priority-1 targets outnumbering "
        "one higher target, coefficient multipliers that scale a lower level's error past a higher "
        "one's, and rows of views with inequality gaps, resistance/hugging pairs and position "
        "hints (one scaled x1000 per row). expect is the strict lexicographic optimum.")
    if expect is None:
        from .lexlp import solve_lexicographic
        doc = document("priorities", description, params, b)
        expect = solve_lexicographic(doc).values
    return document("priorities", description, params, b, expect=expect, tolerance=1e-6)
