"""N x N grid of views inside a pinned container, constraints added cell by cell.

Cell (i, j) (row i, column j) has left/top/width/height.  Its left follows the previous cell in
the row (first column: container.left + 8), its top the cell above (first row: container.top + 8);
the last column's right edge and the last row's bottom edge sit 8 inside the container.  Every
cell's width equals its row's first cell's width and its height its column's first cell's height
(required), sizes are >= 0 (required), and each cell carries width==40 / height==30 hints @250.
The required constraints alone fix every value: the hints are violated on purpose.
"""

from .workload import SystemBuilder, document

SPACING = 8.0
CELL_W = 48.0      # cell size the container leaves room for (hints ask for 40 x 30)
CELL_H = 24.0
HINT_W = 40.0
HINT_H = 30.0
HINT_PRIORITY = 250


def cell(i, j):
    """Name prefix of cell (i, j)."""
    return f"g{i}_{j}"


def container_size(n, cell_w=CELL_W, cell_h=CELL_H, spacing=SPACING):
    """Container (W, H) leaving exactly cell_w x cell_h per cell."""
    return n * cell_w + (n + 1) * spacing, n * cell_h + (n + 1) * spacing


def grid_values(n, W, H, spacing=SPACING):
    """Analytic solution: the required constraints determine every variable."""
    w = (W - (n + 1) * spacing) / n
    h = (H - (n + 1) * spacing) / n
    vals = {"container.left": 0.0, "container.top": 0.0, "container.width": W,
            "container.height": H}
    for i in range(n):
        for j in range(n):
            c = cell(i, j)
            vals[f"{c}.left"] = spacing + j * (w + spacing)
            vals[f"{c}.top"] = spacing + i * (h + spacing)
            vals[f"{c}.width"] = w
            vals[f"{c}.height"] = h
    return vals


def add_cell(b, n, i, j, spacing):
    """Add cell (i, j)'s constraints in the order a layout engine would."""
    c = cell(i, j)
    left, top, width, height = (f"{c}.left", f"{c}.top", f"{c}.width", f"{c}.height")
    if j == 0:
        b.add([(1, left), (-1, "container.left")], -spacing)
    else:
        p = cell(i, j - 1)
        b.add([(1, left), (-1, f"{p}.left"), (-1, f"{p}.width")], -spacing)
    if i == 0:
        b.add([(1, top), (-1, "container.top")], -spacing)
    else:
        a = cell(i - 1, j)
        b.add([(1, top), (-1, f"{a}.top"), (-1, f"{a}.height")], -spacing)
    if j > 0:
        b.add([(1, width), (-1, f"{cell(i, 0)}.width")], 0)
    if i > 0:
        b.add([(1, height), (-1, f"{cell(0, j)}.height")], 0)
    b.add([(1, width)], 0, ">=")
    b.add([(1, height)], 0, ">=")
    b.add([(1, width)], -HINT_W, "==", HINT_PRIORITY, tag="hint")
    b.add([(1, height)], -HINT_H, "==", HINT_PRIORITY, tag="hint")
    if j == n - 1:
        b.add([(1, left), (1, width), (-1, "container.left"), (-1, "container.width")], spacing)
    if i == n - 1:
        b.add([(1, top), (1, height), (-1, "container.top"), (-1, "container.height")], spacing)


def build(n, spacing=SPACING, cell_w=CELL_W, cell_h=CELL_H):
    """Return the workload dict for an n x n grid."""
    W, H = container_size(n, cell_w, cell_h, spacing)
    b = SystemBuilder()
    for a in ("left", "top", "width", "height"):
        b.var(f"container.{a}")
    for i in range(n):
        for j in range(n):
            for a in ("left", "top", "width", "height"):
                b.var(f"{cell(i, j)}.{a}")
    b.add([(1, "container.left")], 0)
    b.add([(1, "container.top")], 0)
    b.add([(1, "container.width")], -W)
    b.add([(1, "container.height")], -H)
    for i in range(n):
        for j in range(n):
            add_cell(b, n, i, j, spacing)
    description = (
        f"{n}x{n} grid of views in a container pinned at (0,0,{W:g},{H:g}), spacing {spacing:g}; "
        f"rows share their first cell's width, columns their first cell's height, last column/row "
        f"pinned 8 inside the container (all required), sizes >= 0 (required), width=={HINT_W:g} "
        f"and height=={HINT_H:g} hints @{HINT_PRIORITY}. Constraints are added cell by cell.")
    params = {"n": n, "spacing": spacing, "W": W, "H": H, "hint_width": HINT_W,
              "hint_height": HINT_H, "hint_priority": HINT_PRIORITY}
    return document(f"grid_{n}", description, params, b, expect=grid_values(n, W, H, spacing))
