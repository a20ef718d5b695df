#!/usr/bin/env python3
"""Check the workload generators: reproduction of the shared examples and independent expects.

1. chain_100 must equal example-chain_100.json (every field, constraints in order); slider must
   equal example-slider.json except that the example keeps only the first steps of the drag
   (and the generated file adds `expect_drag`).
2. Each listed workload's `expect` is recomputed by the lexicographic LP reference solver
   (scipy/HiGHS, level by level) and must agree within the workload's tolerance; random
   directions probe that the lexicographic optimum is a single point (else `expect` would be
   one arbitrary optimum among many).
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import compare, lexlp, registry  # noqa: E402

DEFAULT_EXAMPLES = Path(__file__).resolve().parents[2] / "shared" / "formats"
# The data are integers or short decimals, so a second optimum would move values by far more than
# this; the slack that fixes each level's optimum (round-off room) moves them by ~1e-6.
SPREAD_LIMIT = 1e-3
LP_CHECKED = ["chain_100", "chain_free_100", "chain_free_1000", "grid_10", "grid_30", "slider",
              "priorities"]


def check_chain_example(examples):
    """chain_100 reproduces example-chain_100.json exactly."""
    want = json.loads((examples / "example-chain_100.json").read_text())
    got = registry.build("chain_100")
    diff = [k for k in set(want) | set(got) if want.get(k) != got.get(k)]
    return not diff, f"fields differ: {diff}" if diff else "identical to the example"


def check_slider_example(examples):
    """slider reproduces example-slider.json (whose drag is the first steps of ours)."""
    want = json.loads((examples / "example-slider.json").read_text())
    got = registry.build("slider")
    problems = [k for k in want if k != "drag" and want[k] != got.get(k)]
    extra = [k for k in got if k not in want and k != "expect_drag"]
    wd, gd = want["drag"], got["drag"]
    n = len(wd["steps"])
    if {k: v for k, v in wd.items() if k != "steps"} != {k: v for k, v in gd.items()
                                                          if k != "steps"}:
        problems.append("drag.vars/observe")
    if gd["steps"][:n] != wd["steps"]:
        problems.append(f"drag.steps[:{n}]")
    if problems or extra:
        return False, f"differs in {problems}, extra fields {extra}"
    return True, f"identical; the example holds the first {n} of {len(gd['steps'])} steps"


def check_expect(name, probes):
    """The stored expect agrees with the LP reference, and the optimum is unique."""
    doc = registry.build(name)
    t0 = time.perf_counter()
    ref = lexlp.solve_lexicographic(doc, probe_directions=probes)
    verdict = compare.compare_values(doc, {"values": ref.values, "unsatisfiable": []})
    unique = ref.spread is None or ref.spread <= SPREAD_LIMIT
    msg = (f"{verdict.summary()}; optimal-face spread {ref.spread:.2g}; "
           f"{time.perf_counter() - t0:.1f} s")
    return verdict.ok and unique, msg


def main(argv=None):
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--examples", type=Path, default=DEFAULT_EXAMPLES,
                    help=f"folder with the shared examples (default {DEFAULT_EXAMPLES})")
    ap.add_argument("--only", nargs="+", default=LP_CHECKED, metavar="NAME",
                    help="workloads whose expect is recomputed by LP")
    ap.add_argument("--probes", type=int, default=2, help="random directions per uniqueness probe")
    args = ap.parse_args(argv)
    checks = []
    if (args.examples / "example-chain_100.json").exists():
        checks.append(("chain_100 = example", lambda: check_chain_example(args.examples)))
        checks.append(("slider = example", lambda: check_slider_example(args.examples)))
    else:
        print(f"skipping the example comparisons: {args.examples} not found")
    for name in args.only:
        checks.append((f"{name} expect = LP", lambda n=name: check_expect(n, args.probes)))
    passed = failed = 0
    for label, fn in checks:
        ok, msg = fn()
        passed += ok
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'} {label}: {msg}", flush=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
