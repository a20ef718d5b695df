#!/usr/bin/env python3
"""Run a `cassowary-workload/1` file with the kiwisolver Python package.

Prints a `cassowary-result/1` document like `trellis solve FILE --repeat N`.  Priority mapping:
required (1000) -> kiwi's `strength.required`; optional priority p -> `strength.create(0, 0, p)`,
i.e. a float weight of p in kiwi's single summed objective (the same for edit variables).

Phases, timed with perf_counter on a fresh solver each repetition:
  build_solve  create the solver and the variables, build and add every constraint in order,
               update and read back every variable;
  drag         add the edit variables, then per step suggest each value, update the variables
               and read the observed ones.
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib.result import load_workload, make_result  # noqa: E402

REQUIRED = 1000


def import_kiwi():
    """Import kiwisolver, installing it with pip on first use."""
    try:
        import kiwisolver
    except ImportError:
        import subprocess
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "kiwisolver"], check=True)
        import kiwisolver
    return kiwisolver


def strength_for(kiwi, priority):
    """Map an Auto Layout priority to a kiwi strength."""
    if priority >= REQUIRED:
        return kiwi.strength.required
    return kiwi.strength.create(0, 0, priority)


def build_and_solve(kiwi, doc):
    """Build the system on a fresh solver; return (solver, variables, values, unsatisfiable)."""
    solver = kiwi.Solver()
    variables = {name: kiwi.Variable(name) for name in doc["variables"]}
    Term, Expression, Constraint = kiwi.Term, kiwi.Expression, kiwi.Constraint
    unsat = []
    for i, c in enumerate(doc["constraints"]):
        expr = Expression([Term(variables[v], float(coef)) for coef, v in c["terms"]],
                          float(c["constant"]))
        cn = Constraint(expr, c["op"], strength_for(kiwi, c["priority"]))
        try:
            solver.addConstraint(cn)
        except kiwi.UnsatisfiableConstraint:
            unsat.append(i)
    solver.updateVariables()
    values = {name: v.value() + 0.0 for name, v in variables.items()}  # + 0.0: no -0.0
    return solver, variables, values, unsat


def run_drag(kiwi, doc, solver, variables):
    """Add the edit variables and run the drag loop; return {checksum, final}."""
    for e in doc.get("edits", []):
        solver.addEditVariable(variables[e["var"]], strength_for(kiwi, e["priority"]))
    drag = doc["drag"]
    edit_vars = [variables[v] for v in drag["vars"]]
    observed = [variables[v] for v in drag["observe"]]
    sums = [0.0] * len(observed)
    for step in drag["steps"]:
        for var, value in zip(edit_vars, step):
            solver.suggestValue(var, float(value))
        solver.updateVariables()
        for k, var in enumerate(observed):
            sums[k] += var.value()
    names = drag["observe"]
    return {"checksum": dict(zip(names, sums)),
            "final": {n: v.value() for n, v in zip(names, observed)}}


def run(doc, repeat):
    """Solve `doc` `repeat` times on fresh solvers and return the result dict."""
    kiwi = import_kiwi()
    build_times, drag_times = [], []
    first = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        solver, variables, values, unsat = build_and_solve(kiwi, doc)
        t1 = time.perf_counter()
        build_times.append(t1 - t0)
        drag = None
        if doc.get("drag"):
            t2 = time.perf_counter()
            drag = run_drag(kiwi, doc, solver, variables)
            drag_times.append(time.perf_counter() - t2)
        if first is None:
            first = (values, unsat, drag)
    values, unsat, drag = first
    return make_result(doc, values, unsat, drag, build_times, drag_times, repeat)


def main(argv=None):
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file", help="workload JSON file, or - for standard input")
    ap.add_argument("--repeat", type=int, default=1, help="solves on fresh solvers (default 1)")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    doc = load_workload(args.file)
    json.dump(run(doc, args.repeat), sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
