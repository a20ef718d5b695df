#!/usr/bin/env python3
"""Scene files for the scale benchmarks (Benchmarks/Scale/README.md).

  generate.py big N OUT.yaml     one scene of N views, the pattern of Layout's Scene.grid:
                                 rows of 10 cells 8 pt apart splitting the width, each cell
                                 half as tall as wide at 750 (never under 20 pt)
  generate.py batch N OUTDIR     N small scenes (variations of the samples' shapes): a batch
"""
import pathlib
import sys


def big(count, out):
    lines = ["name: big-%d" % count, "size: 375x667", "views:"]
    lines += ["  - {name: cell%d, color: blue}" % i for i in range(count)]
    lines.append("constraints:")
    columns = 10
    row_first = None
    for start in range(0, count, columns):
        cells = list(range(start, min(start + columns, count)))
        first = cells[0]
        top = "cell%d.top == cell%d.bottom + 8" % (first, row_first) if row_first is not None else "cell%d.top == root.top + 8" % first
        lines += [
            "  - cell%d.leading == root.leading + 8" % first,
            "  - " + top,
            "  - cell%d.height == 0.5 * cell%d.width @750" % (first, first),
            "  - cell%d.height >= 20" % first,
        ]
        for previous, cell in zip(cells, cells[1:]):
            lines += [
                "  - cell%d.leading == cell%d.trailing + 8" % (cell, previous),
                "  - cell%d.width == cell%d.width" % (cell, first),
                "  - cell%d.top == cell%d.top" % (cell, first),
                "  - cell%d.height == cell%d.height" % (cell, first),
            ]
        lines.append("  - cell%d.trailing == root.trailing - 8" % cells[-1])
        row_first = first
    lines += ["diagram:", "  constraints: none"]
    pathlib.Path(out).write_text("\n".join(lines) + "\n")


SHAPES = [
    # (views, constraints) of a two-view row like complex-widths, with a varying minimum
    lambda i: (
        ["  - {name: blue, color: blue}", "  - {name: red, color: red}"],
        [
            "  - blue.top == safeArea.top + 8",
            "  - blue.bottom == safeArea.bottom - 8",
            "  - red.top == blue.top",
            "  - red.bottom == blue.bottom",
            "  - blue.leading == safeArea.leading + 8",
            "  - red.leading == blue.trailing + 8",
            "  - red.trailing == safeArea.trailing - 8",
            "  - blue.width >= %d" % (100 + i % 120),
            "  - red.width == 2 * blue.width @750",
        ],
    ),
    # a label pulled three ways, like dynamic-priorities
    lambda i: (
        ["  - {name: title, label: \"Item %d\", color: yellow}" % i],
        [
            "  - title.centerY == root.centerY",
            "  - title.leading == root.leading + 8 @%d" % (250 if i % 3 else 750),
            "  - title.centerX == root.centerX @%d" % (250 if i % 3 != 1 else 750),
            "  - title.trailing == root.trailing - 8 @%d" % (250 if i % 3 != 2 else 750),
        ],
    ),
]


def batch(count, out):
    directory = pathlib.Path(out)
    directory.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        views, constraints = SHAPES[i % len(SHAPES)](i)
        width = 320 + (i * 7) % 200
        height = 120 + (i * 11) % 500
        text = ["name: scene-%04d" % i, "size: %dx%d" % (width, height), "views:"] + views + ["constraints:"] + constraints
        (directory / ("scene-%04d.yaml" % i)).write_text("\n".join(text) + "\n")


if __name__ == "__main__":
    kind, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    {"big": big, "batch": batch}[kind](count, out)
