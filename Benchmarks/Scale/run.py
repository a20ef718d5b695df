#!/usr/bin/env python3
"""Memory and speed at scale: peak RSS and wall time of `trellis` on a
10,000-view scene and on a batch of 1,000 renders with one and two workers.

  python3 Benchmarks/Scale/run.py [--trellis PATH] [--views N] [--batch N] [--scale S]

Builds `trellis` in release mode unless --trellis is given, generates the
scenes into Benchmarks/.cache/scale/ (generate.py), runs each measurement once
as a child process and reads its peak resident set size from wait4(2), and
prints a markdown table. The batch runs write into separate directories and
are compared file by file: one worker and two must write the same bytes.
"""
import argparse
import filecmp
import os
import pathlib
import platform
import shutil
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CACHE = ROOT / "Benchmarks" / ".cache" / "scale"


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "trellis"], cwd=ROOT, check=True)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return str(pathlib.Path(bin_path) / "trellis")


def measure(arguments):
    """Runs `arguments`, returns (seconds, peak RSS in MiB, exit status)."""
    started = time.monotonic()
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - started
    errors = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 3):  # 3: check found ambiguity, which is a finding, not a failure
        sys.exit("%s exited %d:\n%s" % (" ".join(arguments), code, errors[-2000:]))
    return seconds, usage.ru_maxrss / 1024, code


def count_files(directory):
    return sum(1 for p in pathlib.Path(directory).rglob("*") if p.is_file() and p.name != "index.html")


def same_tree(a, b):
    names = sorted(str(p.relative_to(a)) for p in pathlib.Path(a).rglob("*") if p.is_file() and p.name != "index.html")
    others = sorted(str(p.relative_to(b)) for p in pathlib.Path(b).rglob("*") if p.is_file() and p.name != "index.html")
    if names != others:
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, names, shallow=False)
    return not mismatch and not errors


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trellis", help="a trellis binary (default: build in release mode)")
    parser.add_argument("--views", type=int, default=10_000)
    parser.add_argument("--batch", type=int, default=1_000)
    parser.add_argument("--scale", default="1", help="PNG scale for the renders (default 1)")
    args = parser.parse_args()

    trellis = args.trellis or build()
    shutil.rmtree(CACHE, ignore_errors=True)
    CACHE.mkdir(parents=True)
    big = CACHE / ("big-%d.yaml" % args.views)
    batch = CACHE / ("batch-%d" % args.batch)
    generator = [sys.executable, str(HERE / "generate.py")]
    subprocess.run(generator + ["big", str(args.views), str(big)], check=True)
    subprocess.run(generator + ["batch", str(args.batch), str(batch)], check=True)

    rows = []

    def row(what, arguments, files=None):
        seconds, rss, code = measure(arguments)
        rows.append((what, seconds, rss, files() if files else "", code))
        print("%-48s %8.2f s %8.1f MiB" % (what, seconds, rss), file=sys.stderr)

    views = "{:,}".format(args.views)
    row("check, %s views" % views, [trellis, "check", str(big)])
    for format in ("png", "svg", "pdf"):
        out = CACHE / ("big-" + format)
        row("render %s, %s views" % (format.upper(), views),
            [trellis, "render", str(big), "-o", str(out), "--format", format, "--scale", args.scale, "-q", "--no-index"],
            lambda out=out: count_files(out))
    renders = "{:,}".format(args.batch)
    outs = {}
    for jobs in (1, 2):
        out = outs[jobs] = CACHE / ("batch-out-%d" % jobs)
        row("render PNG, batch of %s scenes, --jobs %d" % (renders, jobs),
            [trellis, "render", str(batch), "-o", str(out), "--format", "png", "--scale", args.scale, "-q", "--jobs", str(jobs)],
            lambda out=out: count_files(out))
    row("check, batch of %s scenes, --jobs 2" % renders, [trellis, "check", str(batch), "--jobs", "2"])
    identical = same_tree(outs[1], outs[2])

    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    print("Measured %s on %d cores (%s), %s; PNG scale %s; one run each.\n" % (
        time.strftime("%Y-%m-%d"), os.cpu_count(), cpu, platform.platform(), args.scale))
    print("| what | time | peak RSS | files |")
    print("| --- | ---: | ---: | ---: |")
    for what, seconds, rss, files, code in rows:
        note = " (exit %d)" % code if code else ""
        print("| %s%s | %.2f s | %.0f MiB | %s |" % (what, note, seconds, rss, files))
    one, two = rows[-3][1], rows[-2][1]
    print("\nTwo workers against one on the batch: %.2f× the speed; the two runs wrote %s bytes." % (
        one / two, "the same" if identical else "DIFFERENT"))
    if not identical:
        sys.exit(1)


if __name__ == "__main__":
    main()
