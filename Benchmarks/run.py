#!/usr/bin/env python3
"""Benchmark `trellis solve` against kiwi (C++ driver and Python package) on the workloads.

Generates the workloads into Benchmarks/.cache/workloads (when missing or when the generators
changed), builds `trellis` (swift build -c release) and the kiwi C++ driver, runs every workload
through each solver with a timeout, checks values against each workload's `expect`, and prints
a markdown table.  Exit status 1 when Trellis fails or disagrees with `expect`; kiwi disagreeing
is reported as a finding only.
"""

import argparse
import datetime
import hashlib
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import compare, growth, registry, report, solvers  # noqa: E402
from generate_workloads import generate  # noqa: E402

BENCH_DIR = Path(__file__).resolve().parent
CACHE = BENCH_DIR / ".cache"


def parse_args(argv):
    """Command-line options."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true",
                    help=f"only the small workloads ({', '.join(registry.QUICK)})")
    ap.add_argument("--only", nargs="+", metavar="NAME",
                    help="workloads to run (chain_N, chain_free_N, grid_N, slider, priorities)")
    ap.add_argument("--solvers", default=",".join(solvers.SOLVERS),
                    help="comma-separated subset of trellis,kiwi-cpp,kiwi-py (default: all)")
    ap.add_argument("--timeout", type=float, default=300, help="seconds per run (default 300)")
    ap.add_argument("--repeat", type=int,
                    help="repetitions per run (default 5, or 1 for the 10,000-view workloads)")
    ap.add_argument("--mem-limit-gb", type=float, default=16,
                    help="address-space cap per solver process in GiB, 0 for none (default 16)")
    ap.add_argument("--trellis", type=Path, help="use this trellis binary instead of building")
    ap.add_argument("--scratch-path", type=Path,
                    help="passed to swift build as --scratch-path (default: .build)")
    ap.add_argument("--workloads-dir", type=Path, default=CACHE / "workloads")
    ap.add_argument("--write-readme", action="store_true",
                    help="rewrite the Results (and, with --growth, Growth) sections of "
                         "Benchmarks/README.md")
    ap.add_argument("--growth", action="store_true",
                    help="also measure the growth curves (chains and grids, 300 to 30,000 views, "
                         "Trellis and kiwi C++) and draw Benchmarks/growth.png")
    ap.add_argument("--growth-only", action="store_true",
                    help="only the growth curves, not the workload table")
    ap.add_argument("--growth-sizes", type=int, nargs="+", default=growth.SIZES, metavar="N",
                    help="views per curve point (default: %(default)s)")
    ap.add_argument("--growth-timeout", type=float, default=60,
                    help="seconds per growth run (default 60); a solver that times out is not "
                         "run at larger sizes")
    args = ap.parse_args(argv)
    args.growth = args.growth or args.growth_only
    args.solvers = [s.strip() for s in args.solvers.split(",") if s.strip()]
    unknown = [s for s in args.solvers if s not in solvers.SOLVERS]
    if unknown:
        ap.error(f"unknown solvers {unknown}; choose from {solvers.SOLVERS}")
    return args


def generator_stamp():
    """Hash of the generator sources: cached workloads are rebuilt when it changes."""
    h = hashlib.sha256()
    for p in sorted((BENCH_DIR / "benchlib").glob("*.py")):
        if p.name.startswith(("gen_", "workload", "registry", "lexlp")):
            h.update(p.read_bytes())
    return h.hexdigest()


def prepare_workloads(names, directory):
    """Generate missing (or stale) workload files; return {name: path}."""
    directory.mkdir(parents=True, exist_ok=True)
    stamp_file = directory / ".stamp"
    stamp = generator_stamp()
    fresh = stamp_file.exists() and stamp_file.read_text() == stamp
    if not fresh:
        for old in directory.glob("*.json"):
            old.unlink()
    paths = generate(directory, names, missing_only=True)
    stamp_file.write_text(stamp)
    return dict(zip(names, paths))


def prepare_solvers(args):
    """Build what the selected solvers need; return {solver: binary path or None}."""
    binaries = {}
    if "trellis" in args.solvers:
        binaries["trellis"] = args.trellis or solvers.build_trellis(args.scratch_path)
    if "kiwi-cpp" in args.solvers:
        try:
            binaries["kiwi-cpp"] = solvers.build_kiwi_cpp()
        except subprocess.CalledProcessError as e:
            print(f"WARNING: the kiwi C++ driver did not build ({e}); skipping it",
                  file=sys.stderr)
    if "kiwi-py" in args.solvers:
        binaries["kiwi-py"] = None
    return binaries


def bench_workload(name, path, binaries, args):
    """Run every solver on one workload; return the row used by the report."""
    doc = json.loads(path.read_text())
    repeat = args.repeat or registry.default_repeat(name)
    row = {"name": name, "phases": ["build_solve"] + (["drag"] if doc.get("drag") else []),
           "outcomes": {}, "verdicts": {"build_solve": {}, "drag": {}}}
    for solver, binary in binaries.items():
        o = solvers.run(solver, binary, path, repeat, args.timeout, args.mem_limit_gb or None)
        row["outcomes"][solver] = o
        detail = o.message
        if o.status == "ok":
            row["verdicts"]["build_solve"][solver] = compare.compare_values(doc, o.result)
            dv = compare.compare_drag(doc, o.result)
            if dv is not None:
                row["verdicts"]["drag"][solver] = dv
            t = o.result.get("timings_s", {}).get("build_solve") or {}
            detail = (f"build_solve {report.fmt_seconds(t.get('median', 0))}; "
                      f"{row['verdicts']['build_solve'][solver].summary()}")
        print(f"  {name:<16} {solver:<9} {o.status:<8} {detail}", file=sys.stderr, flush=True)
    return row


def trellis_failures(rows):
    """Messages for every way Trellis failed or disagreed with expect (time-outs excepted)."""
    bad = []
    for row in rows:
        o = row["outcomes"].get("trellis")
        if o is not None and o.status == "error":
            bad.append(f"{row['name']}: trellis failed: {o.message}")
        for phase, verdicts in row["verdicts"].items():
            v = verdicts.get("trellis")
            if v is not None and not v.ok:
                bad.append(f"{row['name']} ({phase}): trellis is wrong: {v.summary()}")
    return bad


def environment():
    """One line describing the machine and the versions measured."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        import kiwisolver
        kiwi = kiwisolver.__version__
    except ImportError:
        kiwi = "not installed"
    return (f"{datetime.date.today().isoformat()}, {os.cpu_count()} cores ({cpu}), "
            f"kiwisolver {kiwi}, Python {platform.python_version()}")


def save_raw(rows, path):
    """Keep the raw results of the run as JSON."""
    raw = {row["name"]: {s: {"status": o.status, "message": o.message, "wall_s": o.wall_s,
                             "result": o.result} for s, o in row["outcomes"].items()}
           for row in rows}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw))


def run_growth(args, binaries):
    """Measure and report the growth curves; return Trellis's failures on them."""
    points = growth.workload_names(args.growth_sizes)
    names = [name for _, _, name in points]
    paths = prepare_workloads(names, args.workloads_dir)
    curve_binaries = {s: b for s, b in binaries.items() if s in ("trellis", "kiwi-cpp")}
    print(f"growth curves: {', '.join(names)}", file=sys.stderr, flush=True)
    results = growth.measure(points, paths, curve_binaries, args.growth_timeout,
                             args.mem_limit_gb or None, sys.stderr)
    growth.save(results, CACHE / "results" / "growth.json")
    bad = []
    for family, views, name in points:
        o = results[(family, views)].get("trellis")
        if o is None:
            continue
        if o.status == "error":
            bad.append(f"{name}: trellis failed: {o.message}")
        elif o.status == "ok":
            v = compare.compare_values(json.loads(paths[name].read_text()), o.result)
            if not v.ok:
                bad.append(f"{name}: trellis is wrong: {v.summary()}")
    png = BENCH_DIR / "growth.png"
    try:
        growth.plot(results, png, args.growth_timeout)
        plotted = f"![growth curves](growth.png)\n\n"
    except ImportError:
        print("run.py: matplotlib is missing (pip install matplotlib): no plot drawn",
              file=sys.stderr)
        plotted = ""
    text = (f"Measured {environment()}; one process per point, `build_solve` median of 3 runs "
            f"(1 from 10,000 views), peak resident memory of the process; time-out "
            f"{args.growth_timeout:g} s per run.\n\n{plotted}"
            f"{growth.table(results, args.growth_timeout)}\n\n"
            f"Growth exponents (log-log slope of time between consecutive sizes; 1 is linear):\n\n"
            f"{growth.summary(results)}\n")
    print(text)
    if args.write_readme:
        report.rewrite_readme(BENCH_DIR / "README.md", text, section="growth")
    return bad


def main(argv=None):
    """Command-line entry point."""
    args = parse_args(argv)
    names = [] if args.growth_only else (args.only or (registry.QUICK if args.quick else registry.DEFAULT))
    try:
        paths = prepare_workloads(names, args.workloads_dir)
    except KeyError as e:
        print(f"run.py: {e}", file=sys.stderr)
        return 2
    try:
        binaries = prepare_solvers(args)
    except subprocess.CalledProcessError as e:
        print(f"run.py: build failed: {e}", file=sys.stderr)
        return 1
    bad = []
    if names:
        rows = [bench_workload(n, paths[n], binaries, args) for n in names]
        save_raw(rows, CACHE / "results" / "last.json")
        text = (f"Measured {environment()}; timeout {args.timeout:g} s; medians of "
                f"`--repeat` runs (5, or 1 for the 10,000-view workloads).\n\n"
                f"{report.table(rows, list(binaries), args.timeout)}\n\n"
                f"Findings:\n\n{report.findings(rows)}\n")
        print(text)
        if args.write_readme:
            report.rewrite_readme(BENCH_DIR / "README.md", text)
        bad += trellis_failures(rows)
    if args.growth:
        bad += run_growth(args, binaries)
    for msg in bad:
        print(f"TRELLIS MISMATCH: {msg}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
