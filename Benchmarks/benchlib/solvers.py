"""Building the solvers and running one solver on one workload, with a timeout."""

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parents[1]
REPO_DIR = BENCH_DIR.parent
SOLVERS = ["trellis", "kiwi-cpp", "kiwi-py"]


@dataclass
class Outcome:
    """What one solver did on one workload: status is ok, timeout or error."""
    solver: str
    status: str
    result: dict = None
    message: str = ""
    wall_s: float = 0.0
    peak_mb: float = 0.0


def build_trellis(scratch_path=None, log=sys.stderr):
    """`swift build -c release --product trellis`; return the path of the trellis binary."""
    extra = ["--scratch-path", str(scratch_path)] if scratch_path else []
    print("building trellis (swift build -c release --product trellis)", file=log, flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "trellis"] + extra,
                   cwd=REPO_DIR, check=True, stdout=log, stderr=log)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"] + extra,
                             cwd=REPO_DIR, check=True, capture_output=True, text=True)
    return Path(bin_dir.stdout.strip()) / "trellis"


def build_kiwi_cpp(log=sys.stderr):
    """Run kiwi_cpp/build.sh; return the path of the driver binary."""
    out = subprocess.run(["bash", str(BENCH_DIR / "kiwi_cpp" / "build.sh")], check=True,
                         stdout=subprocess.PIPE, stderr=log, text=True)
    return Path(out.stdout.strip().splitlines()[-1])


def command(solver, binary, workload, repeat):
    """Command line that runs `solver` on `workload` `repeat` times."""
    if solver == "trellis":
        return [str(binary), "solve", str(workload), "--repeat", str(repeat)]
    if solver == "kiwi-cpp":
        return [str(binary), str(workload), "--repeat", str(repeat)]
    if solver == "kiwi-py":
        return [sys.executable, str(BENCH_DIR / "kiwi_py.py"), str(workload), "--repeat",
                str(repeat)]
    raise ValueError(f"unknown solver {solver!r}")


def _limit_memory(gib):
    """preexec hook: cap the child's address space so a runaway solver cannot take the machine."""
    def apply():
        limit = int(gib * 2**30)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply if gib else None


def run(solver, binary, workload, repeat, timeout, mem_gib=None):
    """Run one solver on one workload file and parse its `cassowary-result/1` output.

    The process is reaped with `wait4`, so its own peak resident memory is known (`peak_mb`).
    """
    cmd = command(solver, binary, workload, repeat)
    t0 = time.perf_counter()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, preexec_fn=_limit_memory(mem_gib))
        status, usage = _wait(proc.pid, t0 + timeout)
        wall = time.perf_counter() - t0
        if status is None:
            return Outcome(solver, "timeout", message=f"> {timeout:g} s", wall_s=wall)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    peak = usage.ru_maxrss / 1024
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        tail = (stderr or stdout).strip().splitlines()[-3:]
        text = " | ".join(tail) or f"exit status {code}"
        if "bad_alloc" in text or "MemoryError" in text:
            text = f"out of memory (limit {mem_gib:g} GiB): {text}"
        return Outcome(solver, "error", message=text, wall_s=wall, peak_mb=peak)
    try:
        result = json.loads(stdout)
    except json.JSONDecodeError as e:
        return Outcome(solver, "error", message=f"unparsable output: {e}", wall_s=wall,
                       peak_mb=peak)
    return Outcome(solver, "ok", result=result, wall_s=wall, peak_mb=peak)


def _wait(pid, deadline):
    """Wait for `pid` until `deadline`; (status, rusage), or (None, None) after killing it."""
    delay = 0.001
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            return status, usage
        if time.perf_counter() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.wait4(pid, 0)
            return None, None
        time.sleep(delay)
        delay = min(delay * 2, 0.05)
