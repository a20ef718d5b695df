"""Shared pieces of a `cassowary-result/1` document: timing summaries and assembly."""

import json
import statistics
import sys

RESULT_FORMAT = "cassowary-result/1"


def summarize(samples):
    """Median, min and max of a list of durations in seconds (None when there are none)."""
    if not samples:
        return None
    return {"median": statistics.median(samples), "min": min(samples), "max": max(samples)}


def make_result(doc, values, unsatisfiable, drag, build_times, drag_times, repeat):
    """Assemble the result dict with the key order `trellis solve` uses."""
    out = {"format": RESULT_FORMAT, "name": doc.get("name", ""), "values": values,
           "unsatisfiable": unsatisfiable}
    if drag is not None:
        out["drag"] = drag
    timings = {"build_solve": summarize(build_times)}
    if drag_times:
        timings["drag"] = summarize(drag_times)
    out["timings_s"] = timings
    out["repeat"] = repeat
    return out


def load_workload(path):
    """Read a workload file (`-` for standard input)."""
    if path == "-":
        return json.load(sys.stdin)
    with open(path) as f:
        return json.load(f)
