#!/usr/bin/env python3
"""Write the benchmark workloads (`cassowary-workload/1` JSON, deterministic) into OUTDIR.

Names: chain_N, chain_free_N, grid_N, slider, priorities.  Without --only, the default set
(chain_100/1000/10000, chain_free_100/1000, grid_10/30/100, slider, priorities) is written.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import registry, workload  # noqa: E402


def generate(outdir, names, missing_only=False, log=sys.stderr):
    """Write each named workload to OUTDIR/NAME.json and return the paths."""
    outdir = Path(outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in names:
        path = outdir / f"{name}.json"
        paths.append(path)
        if missing_only and path.exists():
            continue
        t0 = time.perf_counter()
        doc = registry.build(name)
        indent = 1 if name in registry.INDENTED else None
        workload.write(doc, path, indent=indent)
        print(f"generated {path} ({len(doc['variables'])} variables, "
              f"{len(doc['constraints'])} constraints, {time.perf_counter() - t0:.1f} s)",
              file=log)
    return paths


def main(argv=None):
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir", help="directory to write NAME.json files into")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="workload names to write")
    ap.add_argument("--missing", action="store_true", help="skip files that already exist")
    args = ap.parse_args(argv)
    try:
        generate(args.outdir, args.only or registry.DEFAULT, args.missing)
    except KeyError as e:
        ap.error(str(e))
    return 0


if __name__ == "__main__":
    sys.exit(main())
