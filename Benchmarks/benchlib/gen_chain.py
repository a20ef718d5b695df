"""Horizontal chain of views with x2 width multipliers (the generator behind example-chain_100.json).

View i has `left` and `width`.  Every view's left follows the previous view's right edge plus
`spacing`; view i's width is twice view i-1's, except every `cap_every`-th view, whose width equals
the width `cap_every` views back (so widths cycle w, 2w, 4w, 8w, w, ...).  With `extras`, each view
also gets `width >= 0` (required) and an optional `width == hint_width @250` hint.  The pinned chain
ends with the last view's right edge `spacing` before the container's right edge; the free variant
omits that trailing pin.
"""

from .workload import SystemBuilder, document, num

BASE_WIDTH = 10.0
CAP_EVERY = 4
SPACING = 8.0
HINT_WIDTH = 40.0
HINT_PRIORITY = 250


def multipliers(n, cap_every=CAP_EVERY):
    """Width of view i as a multiple of view 0's width."""
    return [2 ** (i % cap_every) for i in range(n)]


def container_width(n, base_width=BASE_WIDTH, cap_every=CAP_EVERY, spacing=SPACING):
    """Container width that makes view 0's width exactly `base_width` in the pinned chain."""
    return spacing * (n + 1) + base_width * sum(multipliers(n, cap_every))


def weighted_median(points):
    """Unique minimiser of sum(w*|x-p|) over x >= 0 for (p, w) pairs; raises if it is not unique."""
    pts = sorted(points)
    total = sum(w for _, w in pts)
    acc = 0.0
    for p, w in pts:
        acc += w
        if acc * 2 > total:
            return p
        if acc * 2 == total:
            raise ValueError("weighted median is not unique")
    raise ValueError("empty point set")


def chain_values(n, w0, spacing=SPACING, cap_every=CAP_EVERY, W=None):
    """Analytic solution given view 0's width `w0` (the container sits at x=0)."""
    vals = {"c.left": 0.0}
    if W is not None:
        vals["c.width"] = W
    left = spacing
    for i, m in enumerate(multipliers(n, cap_every)):
        vals[f"v{i}.left"] = left
        vals[f"v{i}.width"] = m * w0
        left += m * w0 + spacing
    return vals


def build(n, pinned=True, base_width=BASE_WIDTH, cap_every=CAP_EVERY, spacing=SPACING,
          hint_width=HINT_WIDTH, extras=True):
    """Return the workload dict for a chain of `n` views (`pinned=False` gives chain_free_N)."""
    W = container_width(n, base_width, cap_every, spacing)
    b = SystemBuilder()
    b.var("c.left")
    b.var("c.width")
    for i in range(n):
        b.var(f"v{i}.left")
        b.var(f"v{i}.width")
    b.add([(1, "c.left")], 0)
    b.add([(1, "c.width")], -W)
    for i in range(n):
        left, width = f"v{i}.left", f"v{i}.width"
        if i == 0:
            b.add([(1, left), (-1, "c.left")], -spacing)
        else:
            b.add([(1, left), (-1, f"v{i-1}.left"), (-1, f"v{i-1}.width")], -spacing)
            if i % cap_every == 0:
                b.add([(1, width), (-1, f"v{i-cap_every}.width")], 0)
            else:
                b.add([(1, width), (-2, f"v{i-1}.width")], 0)
        if extras:
            b.add([(1, width)], 0, ">=")
            b.add([(1, width)], -hint_width, "==", HINT_PRIORITY, tag="hint")
    if pinned:
        b.add([(1, "c.left"), (1, "c.width"), (-1, f"v{n-1}.left"), (-1, f"v{n-1}.width")],
              -spacing)

    params = {"n": n, "base_width": float(base_width), "cap_every": cap_every,
              "spacing": float(spacing), "W": float(W), "hint_width": float(hint_width),
              "extras": extras}
    mults = multipliers(n, cap_every)
    if pinned:
        name = f"chain_{n}"
        description = (
            f"Horizontal chain of {n} views, x2 width multipliers capped every {cap_every} views, "
            f"spacing {num(spacing)}, pinned to a container of width W={num(W)}; per view width>=0 "
            f"(required) and an optional width=={num(hint_width)}@{HINT_PRIORITY} hint.")
        w0 = (W - spacing * (n + 1)) / sum(mults)
    else:
        name = f"chain_free_{n}"
        description = (
            f"Horizontal chain of {n} views, x2 width multipliers capped every {cap_every} views, "
            f"spacing {num(spacing)}, pinned only at the left of a container of width W={num(W)} "
            f"(no trailing pin); per view width>=0 (required) and an optional "
            f"width=={num(hint_width)}@{HINT_PRIORITY} hint, so the widths settle where the hints' "
            f"summed error is least.")
        if not extras:
            raise ValueError("the free chain has no unique solution without its hints")
        # sum_i |m_i*w - h| = sum_i m_i*|w - h/m_i|: a weighted median, w >= 0 never binds.
        w0 = weighted_median([(hint_width / m, m) for m in mults])
    expect = chain_values(n, w0, spacing, cap_every, W)
    return document(name, description, params, b, expect=expect)
