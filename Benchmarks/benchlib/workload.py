"""Building and writing `cassowary-workload/1` documents."""

import json
import math
from pathlib import Path

FORMAT = "cassowary-workload/1"
REQUIRED = 1000


def num(x):
    """Return `x` as an int when it is integral (so JSON shows `8`, not `8.0`), else as a float."""
    if isinstance(x, bool):
        raise TypeError("booleans are not numbers here")
    if isinstance(x, int):
        return x
    x = float(x)
    if math.isfinite(x) and x.is_integer() and abs(x) < 2**53:
        return int(x)
    return x


class SystemBuilder:
    """Collects variables (in creation order) and constraints (in insertion order)."""

    def __init__(self, auto_declare=False):
        self.variables = []
        self._known = set()
        self.constraints = []
        self.auto_declare = auto_declare

    def var(self, name):
        """Declare a variable (idempotent) and return its name."""
        if name not in self._known:
            self._known.add(name)
            self.variables.append(name)
        return name

    def add(self, terms, constant, op="==", priority=REQUIRED, tag=None):
        """Append `sum(coef*var) + constant op 0`; `terms` is a list of (coef, var)."""
        for _, v in terms:
            if v not in self._known:
                if not self.auto_declare:
                    raise KeyError(f"undeclared variable {v!r}")
                self.var(v)
        c = {
            "terms": [[num(coef), v] for coef, v in terms],
            "constant": num(constant),
            "op": op,
            "priority": priority,
        }
        if tag is not None:
            c["tag"] = tag
        self.constraints.append(c)
        return len(self.constraints) - 1


def document(name, description, params, builder, expect=None, tolerance=1e-6,
             edits=None, drag=None, extra=None):
    """Assemble a workload dict with the canonical key order."""
    doc = {
        "format": FORMAT,
        "name": name,
        "description": description,
        "params": params,
        "variables": builder.variables,
        "constraints": builder.constraints,
    }
    if edits is not None:
        doc["edits"] = edits
    if drag is not None:
        doc["drag"] = drag
    if expect is not None:
        doc["expect"] = {k: num(v) for k, v in expect.items()}
    doc["tolerance"] = tolerance
    if extra:
        doc.update(extra)
    return doc


def write(doc, path, indent=None):
    """Write `doc` as JSON: compact by default, `indent` spaces when given (no trailing newline)."""
    if indent is None:
        text = json.dumps(doc, separators=(",", ":"))
    else:
        text = json.dumps(doc, indent=indent)
    Path(path).write_text(text)
    return path
