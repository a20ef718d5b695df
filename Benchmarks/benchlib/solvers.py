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


def build_peak_rss(log=sys.stderr):
    """Compile Benchmarks/peak_rss.c into the cache (when missing or older); return its path."""
    source = BENCH_DIR / "peak_rss.c"
    binary = BENCH_DIR / ".cache" / "peak_rss"
    if not binary.exists() or binary.stat().st_mtime < source.stat().st_mtime:
        binary.parent.mkdir(parents=True, exist_ok=True)
        compiler = os.environ.get("CC", "cc")
        subprocess.run([compiler, "-O2", "-o", str(binary), str(source)], check=True,
                       stdout=log, stderr=log)
    return binary


def run(solver, binary, workload, repeat, timeout, mem_gib=None):
    """Run one solver on one workload file and parse its `cassowary-result/1` output.

    The solver runs under `peak_rss`, which reports its peak resident memory (`peak_mb`).
    """
    cmd = command(solver, binary, workload, repeat)
    t0 = time.perf_counter()
    with tempfile.NamedTemporaryFile(suffix=".rss") as rss:
        proc = subprocess.Popen([str(build_peak_rss()), rss.name] + cmd, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, start_new_session=True,
                                preexec_fn=_limit_memory(mem_gib))
        try:
            stdout, stderr = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            return Outcome(solver, "timeout", message=f"> {timeout:g} s",
                           wall_s=time.perf_counter() - t0)
        wall = time.perf_counter() - t0
        text = Path(rss.name).read_text().strip()
    peak = int(text) / 1024 if text else 0.0
    if proc.returncode != 0:
        tail = (stderr or stdout).strip().splitlines()[-3:]
        text = " | ".join(tail) or f"exit status {proc.returncode}"
        if "bad_alloc" in text or "MemoryError" in text:
            text = f"out of memory (limit {mem_gib:g} GiB): {text}"
        return Outcome(solver, "error", message=text, wall_s=wall, peak_mb=peak)
    try:
        result = json.loads(stdout)
    except json.JSONDecodeError as e:
        return Outcome(solver, "error", message=f"unparsable output: {e}", wall_s=wall,
                       peak_mb=peak)
    return Outcome(solver, "ok", result=result, wall_s=wall, peak_mb=peak)
