"""Growth curves: build time and peak memory of chains and grids from 300 to 30,000 views.

Each size runs in a fresh process per solver (Trellis and the kiwi C++ driver); the time is the
solver's own `build_solve` median, the memory the process's peak resident set (from `wait4`).
A solver that times out or runs out of memory at one size is not run at larger ones.
"""

import json
import math

from . import report, solvers

# Views per workload: chains of N views, and the square grids nearest to N views.
SIZES = [300, 1000, 3000, 10000, 30000]
LABELS = {"trellis": "Trellis", "kiwi-cpp": "kiwi C++"}


def workload_names(sizes=SIZES):
    """(family, views, workload name) for every curve point."""
    points = []
    for n in sizes:
        points.append(("chain", n, f"chain_{n}"))
        side = round(math.sqrt(n))
        points.append(("grid", side * side, f"grid_{side}"))
    return points


def repeat_for(views):
    """Repetitions: a few for the small sizes, one from 10,000 views up."""
    return 3 if views < 10000 else 1


def measure(points, paths, binaries, timeout, mem_gib, log):
    """Run every point; return {(family, views): {solver: outcome}}."""
    results = {}
    given_up = set()
    for family, views, name in points:
        row = {}
        for solver, binary in binaries.items():
            if (solver, family) in given_up:
                continue
            o = solvers.run(solver, binary, paths[name], repeat_for(views), timeout, mem_gib)
            row[solver] = o
            if o.status != "ok":
                given_up.add((solver, family))
            t = report.median(o, "build_solve")
            detail = (f"{report.fmt_seconds(t)}, {o.peak_mb:.0f} MB" if t is not None
                      else o.message)
            print(f"  growth {name:<12} {solver:<9} {o.status:<8} {detail}", file=log, flush=True)
        results[(family, views)] = row
    return results


def table(results, timeout):
    """Markdown table of the curves with the Trellis/kiwi ratios."""
    head = ["workload", "views", "Trellis time", "kiwi C++ time", "Trellis/kiwi time",
            "Trellis memory", "kiwi C++ memory", "Trellis/kiwi memory"]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for (family, views), row in results.items():
        t, k = row.get("trellis"), row.get("kiwi-cpp")
        tt, kt = report.median(t, "build_solve"), report.median(k, "build_solve")
        cells = [family, f"{views:,}", cell_time(t), cell_time(k)]
        if tt is not None and kt is not None:
            cells.append(f"{tt / kt:.3g}×")
        elif tt is not None and k is not None and k.status == "timeout":
            cells.append(f"< {tt / timeout:.2g}×")
        else:
            cells.append("–")
        cells += [cell_memory(t), cell_memory(k)]
        if t is not None and k is not None and t.status == k.status == "ok":
            cells.append(f"{t.peak_mb / k.peak_mb:.3g}×")
        else:
            cells.append("–")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def cell_time(outcome):
    """Time cell: the median, the time-out, or a dash when not run."""
    if outcome is None:
        return "not run"
    m = report.median(outcome, "build_solve")
    return report.fmt_seconds(m) if m is not None else outcome.message or outcome.status


def cell_memory(outcome):
    """Peak resident memory in MB, when the run finished."""
    if outcome is None or outcome.status != "ok":
        return "–"
    return f"{outcome.peak_mb:,.0f} MB"


def slopes(results, solver, family):
    """Log-log slope of time between consecutive finished sizes (the growth exponent)."""
    pts = [(views, report.median(row.get(solver), "build_solve"))
           for (fam, views), row in results.items() if fam == family]
    pts = [(v, t) for v, t in pts if t]
    return [(a[0], b[0], math.log(b[1] / a[1]) / math.log(b[0] / a[0]))
            for a, b in zip(pts, pts[1:])]


def plot(results, path, timeout):
    """Draw time and memory against views, log-log, one line per solver and family."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (ax_t, ax_m) = plt.subplots(1, 2, figsize=(11, 4.4), dpi=110)
    colors = {"trellis": "#1f6fb4", "kiwi-cpp": "#d2691e"}
    styles = {"chain": "-o", "grid": "--s"}
    for solver in ("trellis", "kiwi-cpp"):
        for family in ("chain", "grid"):
            pts = [(views, row[solver]) for (fam, views), row in results.items()
                   if fam == family and solver in row]
            done = [(v, report.median(o, "build_solve"), o.peak_mb) for v, o in pts
                    if o.status == "ok"]
            if not done:
                continue
            label = f"{LABELS[solver]}, {family}"
            ax_t.plot([d[0] for d in done], [d[1] for d in done], styles[family],
                      color=colors[solver], label=label)
            ax_m.plot([d[0] for d in done], [d[2] for d in done], styles[family],
                      color=colors[solver], label=label)
            timed_out = [v for v, o in pts if o.status != "ok"]
            if timed_out:
                # Grids a little below chains, so that both marks show.
                at = timeout if family == "chain" else timeout / 1.4
                ax_t.plot(timed_out, [at] * len(timed_out), "x", color=colors[solver],
                          markersize=9)
    ax_t.axhline(timeout, color="#999999", linewidth=0.8, linestyle=":")
    ax_t.text(30000, timeout * 0.6, f"time-out ({timeout:g} s): ×", fontsize=8, color="#666666",
              ha="right")
    # A line of slope 1 through Trellis's largest chain point, for reading linear growth.
    chain = [(v, report.median(row.get("trellis"), "build_solve"))
             for (fam, v), row in results.items() if fam == "chain"]
    chain = [(v, t) for v, t in chain if t]
    if chain:
        v, t = chain[-1]
        xs = [min(views for _, views in results), v]
        ax_t.plot(xs, [t * x / v for x in xs], ":", color="#777777", linewidth=1,
                  label="∝ views (linear)")
    for ax, title, unit in ((ax_t, "build and solve", "seconds"),
                            (ax_m, "peak memory (resident)", "MB")):
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("views")
        ax.set_ylabel(unit)
        ax.set_title(title)
        ax.grid(True, which="both", linewidth=0.3, alpha=0.5)
    ax_t.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    fig.savefig(path, metadata={"Software": None})
    plt.close(fig)


def summary(results):
    """Plain-language growth exponents of Trellis and kiwi, for the README."""
    lines = []
    for solver in ("trellis", "kiwi-cpp"):
        for family in ("chain", "grid"):
            s = slopes(results, solver, family)
            if s:
                text = ", ".join(f"{a:,}→{b:,}: {e:.2f}" for a, b, e in s)
                lines.append(f"- {LABELS[solver]}, {family}: time exponent per step ({text})")
    return "\n".join(lines)


def save(results, path):
    """Raw curve data as JSON."""
    raw = [{"family": f, "views": v,
            "solvers": {s: {"status": o.status, "message": o.message, "peak_mb": o.peak_mb,
                            "build_solve": report.median(o, "build_solve")}
                        for s, o in row.items()}}
           for (f, v), row in results.items()]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw, indent=1))
