"""2D slider with edit variables (the generator behind example-slider.json).

A pinned container, four margin guides (size == 5% of the container @750, >= 16 required), a
drag-area guide between them, a position guide whose size is the drag-area size times the
fractions fx, fy (edit variables @510, home 0.5 @250, clamped to the drag area), and a 44x44 knob
centred on the position guide's bottom-right corner.  The drag path is a Lissajous curve that
leaves [0, 1] on purpose, so the clamps bind during the drag.
"""

import math

from .workload import SystemBuilder, document

PARAMS = {"CW": 800.0, "CH": 600.0, "margin_frac": 0.05, "min_margin": 16.0, "knob": 44.0,
          "DW": 720.0, "DH": 540.0, "edit_priority": 510, "home_priority": 250,
          "steps": 10000,
          "note": "width = fraction * dragArea.width is bilinear if both are variables; the "
                  "container is pinned, so the drag-area size is the known constant DW x DH and "
                  "the fraction relation is encoded as pos.width - DW*fx == 0.  The required "
                  "clamps still relate pos.width to the variable drag.width."}
OBSERVE = ["knob.left", "knob.top", "pos.width", "pos.height"]
MARGIN_PRIORITY = 750


def drag_steps(steps):
    """Suggested (fx, fy) per step: 0.5 + 0.6*sin(...), rounded to 6 decimals."""
    out = []
    for k in range(steps):
        fx = 0.5 + 0.6 * math.sin(2 * math.pi * 3 * k / steps)
        fy = 0.5 + 0.6 * math.sin(2 * math.pi * 2 * k / steps + 0.7)
        out.append([round(fx, 6), round(fy, 6)])
    return out


def add_constraints(b, p):
    """Add the slider's constraints, in the example's order."""
    def req(terms, const=0, op="=="):
        b.add(terms, const, op)

    req([(1, "container.left")])
    req([(1, "container.top")])
    req([(1, "container.width")], -p["CW"])
    req([(1, "container.height")], -p["CH"])
    # Left margin guide.
    req([(1, "marginL.left"), (-1, "container.left")])
    req([(1, "marginL.top"), (-1, "container.top")])
    req([(1, "marginL.height"), (-1, "container.height")])
    req([(1, "marginL.width")], -p["min_margin"], ">=")
    b.add([(1, "marginL.width"), (-p["margin_frac"], "container.width")], 0, "==",
          MARGIN_PRIORITY, tag="margin")
    # Right margin guide.
    req([(1, "marginR.left"), (1, "marginR.width"), (-1, "container.left"),
         (-1, "container.width")])
    req([(1, "marginR.top"), (-1, "container.top")])
    req([(1, "marginR.height"), (-1, "container.height")])
    req([(1, "marginR.width"), (-1, "marginL.width")])
    # Top margin guide.
    req([(1, "marginT.top"), (-1, "container.top")])
    req([(1, "marginT.left"), (-1, "container.left")])
    req([(1, "marginT.width"), (-1, "container.width")])
    req([(1, "marginT.height")], -p["min_margin"], ">=")
    b.add([(1, "marginT.height"), (-p["margin_frac"], "container.height")], 0, "==",
          MARGIN_PRIORITY, tag="margin")
    # Bottom margin guide.
    req([(1, "marginB.top"), (1, "marginB.height"), (-1, "container.top"),
         (-1, "container.height")])
    req([(1, "marginB.left"), (-1, "container.left")])
    req([(1, "marginB.width"), (-1, "container.width")])
    req([(1, "marginB.height"), (-1, "marginT.height")])
    # Drag area between the margins.
    req([(1, "drag.left"), (-1, "marginL.left"), (-1, "marginL.width")])
    req([(1, "drag.left"), (1, "drag.width"), (-1, "marginR.left")])
    req([(1, "drag.top"), (-1, "marginT.top"), (-1, "marginT.height")])
    req([(1, "drag.top"), (1, "drag.height"), (-1, "marginB.top")])
    # Position guide, clamped to the drag area, sized by the fractions.
    req([(1, "pos.left"), (-1, "drag.left")])
    req([(1, "pos.top"), (-1, "drag.top")])
    req([(1, "pos.width")], 0, ">=")
    req([(1, "pos.width"), (-1, "drag.width")], 0, "<=")
    req([(1, "pos.height")], 0, ">=")
    req([(1, "pos.height"), (-1, "drag.height")], 0, "<=")
    req([(1, "pos.width"), (-p["DW"], "fx")])
    req([(1, "pos.height"), (-p["DH"], "fy")])
    b.add([(1, "fx")], -0.5, "==", p["home_priority"], tag="home")
    b.add([(1, "fy")], -0.5, "==", p["home_priority"], tag="home")
    # Knob centred on the position guide's bottom-right corner, inside the container.
    req([(1, "knob.width")], -p["knob"])
    req([(1, "knob.height")], -p["knob"])
    req([(1, "knob.left"), (0.5, "knob.width"), (-1, "pos.left"), (-1, "pos.width")])
    req([(1, "knob.top"), (0.5, "knob.height"), (-1, "pos.top"), (-1, "pos.height")])
    req([(1, "knob.left"), (-1, "container.left")], 0, ">=")
    req([(1, "knob.left"), (1, "knob.width"), (-1, "container.left"), (-1, "container.width")],
        0, "<=")
    req([(1, "knob.top"), (-1, "container.top")], 0, ">=")
    req([(1, "knob.top"), (1, "knob.height"), (-1, "container.top"), (-1, "container.height")],
        0, "<=")


def layout(p, fx, fy):
    """Analytic values for fractions (fx, fy) already clamped to [0, 1]."""
    ml = max(p["min_margin"], p["margin_frac"] * p["CW"])
    mt = max(p["min_margin"], p["margin_frac"] * p["CH"])
    v = {"container.left": 0.0, "container.top": 0.0, "container.width": p["CW"],
         "container.height": p["CH"], "marginL.width": ml, "marginR.width": ml,
         "marginT.height": mt, "marginB.height": mt, "drag.left": ml, "drag.top": mt,
         "drag.width": p["CW"] - 2 * ml, "drag.height": p["CH"] - 2 * mt,
         "pos.left": ml, "pos.top": mt, "knob.width": p["knob"], "knob.height": p["knob"],
         "fx": fx, "fy": fy, "pos.width": p["DW"] * fx, "pos.height": p["DH"] * fy}
    v["knob.left"] = v["pos.left"] + v["pos.width"] - p["knob"] / 2
    v["knob.top"] = v["pos.top"] + v["pos.height"] - p["knob"] / 2
    return v


def expected_drag(p, steps):
    """Checksum and final values of the observed variables over the drag (fractions clamped)."""
    def clamp(x):
        return min(1.0, max(0.0, x))

    sums = {k: [] for k in OBSERVE}
    last = None
    for sx, sy in steps:
        last = layout(p, clamp(sx), clamp(sy))
        for k in OBSERVE:
            sums[k].append(last[k])
    return {"checksum": {k: math.fsum(v) for k, v in sums.items()},
            "final": {k: last[k] for k in OBSERVE}}


def build(steps=None):
    """Return the slider workload (10,000 drag steps unless `steps` says otherwise)."""
    p = dict(PARAMS)
    if steps is not None:
        p["steps"] = steps
    b = SystemBuilder(auto_declare=True)
    add_constraints(b, p)
    path = drag_steps(p["steps"])
    description = (
        "2D slider: container 800x600, 4 margin guides (width/height == 0.05*container @750, "
        ">= 16 required), drag-area guide between them, position guide with width == DW*fx and "
        "height == DH*fy (DW=720, DH=540 are the drag-area size; required clamps 0 <= pos.size "
        "<= drag.size), knob 44x44 centred on the position guide's bottom-right corner, home "
        f"fx==fy==0.5 @250, edit variables fx, fy @510, {p['steps']} drag steps.")
    edits = [{"var": "fx", "priority": p["edit_priority"]},
             {"var": "fy", "priority": p["edit_priority"]}]
    drag = {"vars": ["fx", "fy"], "steps": path, "observe": OBSERVE}
    expect = layout(p, 0.5, 0.5)
    return document("slider", description, p, b, expect=expect, edits=edits, drag=drag,
                    extra={"expect_drag": expected_drag(p, path)})
