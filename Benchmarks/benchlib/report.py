"""Markdown report of a benchmark run, and rewriting the README's results section."""

import re
from pathlib import Path

LABELS = {"trellis": "Trellis", "kiwi-cpp": "kiwi C++", "kiwi-py": "kiwi Python"}
SHORT = {"trellis": "Trellis", "kiwi-cpp": "C++", "kiwi-py": "Py"}


def fmt_seconds(s):
    """Human-readable duration."""
    if s < 1e-3:
        return f"{s * 1e6:.0f} µs"
    if s < 1:
        return f"{s * 1e3:.3g} ms"
    return f"{s:.3g} s"


def median(outcome, phase):
    """Median seconds of `phase` in an ok outcome, else None."""
    if outcome is None or outcome.status != "ok":
        return None
    t = (outcome.result.get("timings_s") or {}).get(phase)
    return t["median"] if t else None


def time_cell(outcome, phase):
    """Table cell for one solver's time in one phase."""
    if outcome is None:
        return "–"
    if outcome.status == "timeout":
        return outcome.message
    if outcome.status == "error":
        return "error"
    m = median(outcome, phase)
    return fmt_seconds(m) if m is not None else "–"


def ratio_cell(trellis, other, phase, timeout):
    """Trellis time / other solver's time (an upper bound when the other timed out)."""
    t = median(trellis, phase)
    if t is None or other is None:
        return "–"
    if other.status == "timeout":
        return f"< {t / timeout:.2g}×"
    o = median(other, phase)
    if o is None or o <= 0:
        return "–"
    return f"{t / o:.3g}×"


def verdict_cell(verdicts, solvers):
    """Correctness cell: ✓ / ✗ per solver that produced a result."""
    parts = []
    for s in solvers:
        v = verdicts.get(s)
        if v is None:
            continue
        if v.ok:
            parts.append(f"{SHORT[s]} ✓")
        elif v.mismatches:
            parts.append(f"{SHORT[s]} ✗ {len(v.mismatches)}/{v.checked} off")
        else:
            parts.append(f"{SHORT[s]} ✗")
    return " · ".join(parts) or "–"


def table(rows, solvers, timeout):
    """Markdown table; `rows` holds per-workload dicts (name, phases, outcomes, verdicts)."""
    head = ["workload", "phase", "Trellis", "kiwi C++", "kiwi Python", "Trellis/kiwi C++",
            "Trellis/kiwi Python", "correct vs expect"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in rows:
        out = row["outcomes"]
        for phase in row["phases"]:
            verdicts = row["verdicts"].get(phase, {})
            cells = [row["name"], phase,
                     time_cell(out.get("trellis"), phase) if "trellis" in solvers else "–",
                     time_cell(out.get("kiwi-cpp"), phase) if "kiwi-cpp" in solvers else "–",
                     time_cell(out.get("kiwi-py"), phase) if "kiwi-py" in solvers else "–",
                     ratio_cell(out.get("trellis"), out.get("kiwi-cpp"), phase, timeout),
                     ratio_cell(out.get("trellis"), out.get("kiwi-py"), phase, timeout),
                     verdict_cell(verdicts, solvers)]
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def findings(rows):
    """Bullet list of errors, time-outs and mismatches against `expect`."""
    notes = []
    for row in rows:
        for solver, o in row["outcomes"].items():
            if o.status == "error":
                notes.append(f"- {row['name']}, {LABELS[solver]}: error: {o.message}")
            elif o.status == "timeout":
                notes.append(f"- {row['name']}, {LABELS[solver]}: timed out ({o.message})")
        for phase, verdicts in row["verdicts"].items():
            for solver, v in verdicts.items():
                if not v.ok:
                    notes.append(f"- {row['name']} ({phase}), {LABELS[solver]} differs from "
                                 f"expect: {v.summary()}")
    return "\n".join(notes) if notes else "- every solver matched `expect` on every workload."


def rewrite_readme(path, text, section="results"):
    """Replace what sits between a section's markers (`<!-- results:begin -->` ...) in the README."""
    begin, end = f"<!-- {section}:begin -->", f"<!-- {section}:end -->"
    path = Path(path)
    old = path.read_text()
    pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.S)
    if not pattern.search(old):
        raise ValueError(f"{path} has no {begin} ... {end} section")
    path.write_text(pattern.sub(lambda _: f"{begin}\n{text.strip()}\n{end}", old))
