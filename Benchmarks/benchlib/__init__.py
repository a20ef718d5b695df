"""Helpers for the Trellis benchmark harness (workload generators, reference solver, runners)."""
