#!/usr/bin/env python3
"""The import benchmark (issue 27; `make bench-import`, Scripts/bench-import.sh).

`classify import` of N distinct photos (Benchmarks/make_photo_library.py: tiny JPEGs with
capture dates, one folder per month) into an empty library on the same file system, against
what a user would otherwise run: the same files copied (`cp -r`, and `cp -r` then `sync -f`:
a durable copy, as the import's are) or hard-linked (`cp -al`), plus a thorough classification
of them (`classify --mode thorough`). Targets: by hard link
within 2x of `cp -al` + classification, by copy within 1.3x of `cp -r` + classification, and
peak RSS not growing with the number of files.

ROUNDS interleaved rounds (each round runs every command once, back to back); a ratio is
taken within its round and the median of the rounds is reported (the machine is shared). Wall
time and peak RSS from /usr/bin/time. Writes the table between the "import" markers of
Docs/Performance.md.

    import_bench.py BIN WORK SIZES ROUNDS DOC     (SIZES: "2500 10000"; BENCH_BUILD=debug
                                                   names a debug BIN in the text)
"""
import os
import shutil
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_support import timed, write_block  # noqa: E402


def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)


def main():
    binary, work, sizes, rounds, doc = sys.argv[1], sys.argv[2], sys.argv[3].split(), int(sys.argv[4]), sys.argv[5]
    build = os.environ.get("BENCH_BUILD", "release")
    here = os.path.dirname(os.path.abspath(__file__))
    rows = []
    memory = {}
    load = os.getloadavg()[0]
    for size in map(int, sizes):
        tree = os.path.join(work, f"photos-{size}")
        if not os.path.exists(os.path.join(tree, ".complete")):
            shutil.rmtree(tree, ignore_errors=True)
            subprocess.run([sys.executable, os.path.join(here, "make_photo_library.py"), tree, str(size)], check=True)
        files = sum(len([f for f in names if f != ".complete"]) for _, _, names in os.walk(tree))
        target = os.path.join(work, "target")
        classify = f"'{binary}' --no-config --mode thorough --format jsonl '{tree}' > /dev/null"
        steps = {
            "cp -al + classify": f"cp -al '{tree}' '{target}/copy' && {classify}",
            "import --link": f"'{binary}' import '{tree}' --into '{target}' --link --format jsonl > /dev/null",
            "cp -r + classify": f"cp -r '{tree}' '{target}/copy' && {classify}",
            # The import makes its copies durable before it commits them (one `syncfs` per
            # batch); `cp -r` leaves them in the page cache. This baseline adds the flush.
            "cp -r + sync + classify": f"cp -r '{tree}' '{target}/copy' && sync -f '{target}/copy' && {classify}",
            "import (copy)": f"'{binary}' import '{tree}' --into '{target}' --format jsonl > /dev/null",
        }
        times = {step: [] for step in steps}
        cpu = {step: [] for step in steps}
        rss = {step: [] for step in steps}
        for round_number in range(rounds):
            for step, command in steps.items():
                fresh(target)
                subprocess.run(["sync"], check=True)
                wall, seconds, peak = timed(command, work)
                times[step].append(wall)
                cpu[step].append(seconds)
                rss[step].append(peak)
                print(f"   {size} round {round_number + 1} {step}: {wall:.2f} s, CPU {seconds:.2f} s, "
                      f"{peak / 1024:.0f} MiB", flush=True)
            placed = sum(len(names) for path, _, names in os.walk(target) if ".mediakind" not in path)
            if placed != files:
                print(f"   warning: the last import placed {placed} of {files} files", flush=True)
        shutil.rmtree(target, ignore_errors=True)
        for baseline, step in [("cp -al + classify", "import --link"), ("cp -r + classify", "import (copy)"),
                               ("cp -r + sync + classify", "import (copy)")]:
            ratios = [b / a for a, b in zip(times[baseline], times[step])]
            cpu_ratios = [b / a for a, b in zip(cpu[baseline], cpu[step])]
            rows.append((size, step, baseline, statistics.median(times[step]), statistics.median(times[baseline]),
                         statistics.median(ratios), min(ratios), max(ratios),
                         statistics.median(cpu_ratios), statistics.median(rss[step]) / 1024))
        memory[size] = statistics.median(rss["import (copy)"]) / 1024
    lines = [
        "<!-- import:start -->",
        "## Import (`make bench-import`)",
        "",
        f"`classify import` of distinct photos (`Benchmarks/make_photo_library.py`) into an empty library on the "
        f"same file system, against copying or hard-linking the same files plus a thorough classification of them "
        f"(`classify --mode thorough`); {build} build, this machine, median of {rounds} interleaved rounds "
        f"(`Benchmarks/import_bench.py`; a ratio is taken within its round). Targets: `--link` within 2x, copy within 1.3x "
        f"of `cp -r` plus the classification; the copy is also given against `cp -r` followed by `sync -f` (a durable "
        f"copy, as the import's are before it commits them). "
        f"The CPU ratio (user + system seconds) is given beside the wall ratio: on a shared machine a process's wall "
        f"time is mostly its wait for a core.",
        "",
        "| files | command | median wall s | baseline | baseline s | ratio (median of rounds) | range | CPU ratio | peak RSS MiB |",
        "|---:|---|---:|---|---:|---:|---|---:|---:|",
    ]
    for size, step, baseline, wall, base, ratio, low, high, cpu_ratio, peak in rows:
        lines.append(f"| {size} | `{step}` | {wall:.2f} | `{baseline}` | {base:.2f} | {ratio:.2f}x | "
                     f"{low:.2f}x–{high:.2f}x | {cpu_ratio:.2f}x | {peak:.0f} |")
    if len(memory) > 1:
        sizes_sorted = sorted(memory)
        lines.append("")
        lines.append("Peak RSS of the copying import: " + ", ".join(
            f"{memory[s]:.0f} MiB for {s} files" for s in sizes_sorted) + "; growth per file added: " + ", ".join(
            f"{(memory[b] - memory[a]) * 1048576 / (b - a):.0f} bytes ({a} to {b})"
            for a, b in zip(sizes_sorted, sizes_sorted[1:])) + ".")
    lines.append("")
    lines.append(f"Load average (1 min) when the run began: {load:.1f}, at its end: {os.getloadavg()[0]:.1f} (2 cores).")
    lines.append("<!-- import:end -->")
    block = "\n".join(lines)
    print(block)
    write_block(doc, "import", block)


if __name__ == "__main__":
    main()
