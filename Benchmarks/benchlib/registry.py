"""Workload names -> generators, and which workloads are small, large or part of the default set."""

import re

from . import gen_chain, gen_grid, gen_priorities, gen_slider

DEFAULT = ["chain_100", "chain_1000", "chain_10000", "chain_free_100", "chain_free_1000",
           "grid_10", "grid_30", "grid_100", "slider", "priorities"]
QUICK = ["chain_100", "chain_free_100", "grid_10", "slider", "priorities"]
INDENTED = {"slider"}      # written like example-slider.json (indent 1); the rest compact


def build(name):
    """Generate the workload dict called `name` (chain_N, chain_free_N, grid_N, slider, ...)."""
    m = re.fullmatch(r"chain_(\d+)", name)
    if m:
        return gen_chain.build(int(m.group(1)))
    m = re.fullmatch(r"chain_free_(\d+)", name)
    if m:
        return gen_chain.build(int(m.group(1)), pinned=False)
    m = re.fullmatch(r"grid_(\d+)", name)
    if m:
        return gen_grid.build(int(m.group(1)))
    if name == "slider":
        return gen_slider.build()
    if name == "priorities":
        return gen_priorities.build()
    raise KeyError(f"unknown workload {name!r}")


def view_count(name):
    """Number of views a workload lays out (0 when that does not apply)."""
    m = re.fullmatch(r"chain_(?:free_)?(\d+)", name)
    if m:
        return int(m.group(1))
    m = re.fullmatch(r"grid_(\d+)", name)
    if m:
        return int(m.group(1)) ** 2
    return 0


def default_repeat(name):
    """Repetitions per solver: 1 for the 10,000-view workloads, 5 otherwise."""
    return 1 if view_count(name) >= 10000 else 5
