#!/usr/bin/env python3
"""The duplicates benchmark (issue 28; `make bench-duplicates`, Scripts/bench-duplicates.sh).

`classify duplicates` of N photos with few duplicates (Benchmarks/make_duplicate_library.py:
JPEGs of 8 to 72 KiB with their own image data, plus 1 % copies and re-tagged copies) against
a thorough classification of the same tree (`classify --mode thorough`). Target: within 2x.
The tree is a hard case for the finder: its sizes are spread over 64 K values only, so most
files share their size with another (their ends are read and hashed), and every JPEG has the
same pixel size (its image data is read and hashed); in a real library of multi-megabyte
photos few sizes repeat.

ROUNDS interleaved rounds (each runs every command once, back to back, the page cache warm);
a ratio is taken within its round and the median of the rounds is reported. Wall time, CPU
time and peak RSS from /usr/bin/time. Writes the table between the "duplicates" markers of
Docs/Performance.md (BIN_BEFORE: a second binary, run in the same rounds, for a before/after
row).

    duplicates_bench.py BIN WORK SIZE ROUNDS DOC
"""
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_support import timed, write_block  # noqa: E402


def main():
    binary, work, size, rounds, doc = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    before = os.environ.get("BIN_BEFORE")
    here = os.path.dirname(os.path.abspath(__file__))
    tree = os.path.join(work, f"duplicates-{size}")
    if not os.path.exists(os.path.join(tree, ".complete")):
        subprocess.run(["rm", "-rf", tree], check=True)
        subprocess.run([sys.executable, os.path.join(here, "make_duplicate_library.py"), tree, str(size)], check=True)
    files = sum(len([f for f in names if f != ".complete"]) for _, _, names in os.walk(tree))
    groups = int(subprocess.run(
        f"'{binary}' duplicates --no-config --format jsonl '{tree}' | wc -l", shell=True, check=True,
        capture_output=True, text=True).stdout)
    steps = {"thorough": f"'{binary}' --no-config --mode thorough --format jsonl '{tree}' > /dev/null",
             "duplicates": f"'{binary}' duplicates --no-config --format jsonl '{tree}' > /dev/null"}
    if before:
        steps["duplicates (before)"] = f"'{before}' duplicates --no-config --format jsonl '{tree}' > /dev/null"
    load = os.getloadavg()[0]
    results = {name: [] for name in steps}
    for _ in range(rounds):
        for name, command in steps.items():
            results[name].append(timed(command, work))
    rows = []
    for name in steps:
        walls = [r[0] for r in results[name]]
        cpus = [r[1] for r in results[name]]
        ratios = [r[0] / t[0] for r, t in zip(results[name], results["thorough"])]
        cpu_ratios = [r[1] / t[1] for r, t in zip(results[name], results["thorough"])]
        rss = max(r[2] for r in results[name]) // 1024
        rows.append(f"| {files} | `{name}` | {statistics.median(walls):.2f} | {statistics.median(cpus):.2f} | "
                    f"{statistics.median(ratios):.2f}x | {min(ratios):.2f}x–{max(ratios):.2f}x | "
                    f"{statistics.median(cpu_ratios):.2f}x | {rss} |")
    text = "\n".join([
        "<!-- duplicates:start -->",
        "## Duplicates (`make bench-duplicates`)",
        "",
        f"`classify duplicates` of {files} files with few duplicates ({groups} groups; "
        "`Benchmarks/make_duplicate_library.py`: JPEGs of 8 to 72 KiB, each its own image data, 1 % "
        "copies and re-tagged copies) against `classify --mode thorough` of the same tree (target: "
        "within 2x); release build, this machine, medians of "
        f"{rounds} interleaved rounds (`Benchmarks/duplicates_bench.py`; a ratio is taken within its "
        f"round), load average {load:.1f} at the start. A hard case: most files share their size with "
        "another and every JPEG its pixel size, so both tiers read nearly every file.",
        "",
        "| files | command | median wall s | median CPU s | ratio to thorough (wall) | range | ratio (CPU) | peak RSS MiB |",
        "|---:|---|---:|---:|---:|---|---:|---:|",
        *rows,
        "",
        "<!-- duplicates:end -->",
    ])
    print(text)
    write_block(doc, "duplicates", text, before="<!-- import:start -->")


if __name__ == "__main__":
    main()
