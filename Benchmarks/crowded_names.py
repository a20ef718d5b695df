#!/usr/bin/env python3
"""Writes a scene file whose every view is too small for its name: a grid of 16-pt cells 2 pt apart
in a 375 × 667 root, each named `cellNumber<row>x<column>`. Name placement's worst case (every name
looks for a spot outside its view, keyed or led or left out), measured in instructions with
callgrind on a binary stripped of debug information (valgrind cannot read Swift's):

    python3 Benchmarks/crowded_names.py > /tmp/crowded.yaml
    swift build -c release --product trellis
    objcopy --strip-debug .build/release/trellis /tmp/trellis.stripped
    valgrind --tool=callgrind /tmp/trellis.stripped render /tmp/crowded.yaml -o /tmp/crowded --format svg -q

Optional arguments: columns and rows (default 20 25: 500 cells)."""
import sys

columns, rows = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (20, 25)
lines = ["name: crowded-names", "size:", "  - {size: 375x667, name: portrait}", "views:"]
cells = [f"cellNumber{row}x{column}" for row in range(rows) for column in range(columns)]
lines += [f"  - {{name: {cell}}}" for cell in cells]
lines.append("constraints:")
for index, cell in enumerate(cells):
    row, column = divmod(index, columns)
    lines += [f"  - {cell}.width == 16", f"  - {cell}.height == 16",
              f"  - {cell}.left == root.left + {4 + 18 * column}", f"  - {cell}.top == root.top + {4 + 18 * row}"]
print("\n".join(lines))
