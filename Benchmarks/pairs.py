#!/usr/bin/env python3
"""Interleaved timing of the fast path against its two references.

hyperfine times each command's runs back to back, so on a shared machine a quiet or a busy
minute can favour one command over another. Here every round runs the raw head-read loop,
`classify --mode fast` and `file --mime-type` one after the other, and each target ratio is
taken within a round; the report quotes the median ratio and its range over the rounds.

    pairs.py OUT.json ROUNDS RAWREAD CLASSIFY LIST
"""
import json
import statistics
import subprocess
import sys
import time

out, rounds, rawread, classify, file_list = sys.argv[1], int(sys.argv[2]), *sys.argv[3:6]
commands = {
    "raw-head-read": [rawread, file_list],
    "classify-fast": [classify, "--mode", "fast", "--format", "jsonl", "--files-from", file_list],
    "file-mime-type": ["file", "-b", "--mime-type", "-f", file_list],
}


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


for command in commands.values():  # warm-up round
    timed(command)
times = {name: [] for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        times[name].append(timed(command))
fast = times["classify-fast"]
raw_ratio = [r / f for r, f in zip(times["raw-head-read"], fast)]  # fast files/s over raw files/s
file_ratio = [m / f for m, f in zip(times["file-mime-type"], fast)]
summary = lambda v: {"median": statistics.median(v), "min": min(v), "max": max(v)}
json.dump({
    "rounds": rounds,
    "seconds": {name: summary(v) for name, v in times.items()},
    "fastOverRaw": summary(raw_ratio),
    "fastOverFile": summary(file_ratio),
}, open(out, "w"), indent=1)
