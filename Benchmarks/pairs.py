#!/usr/bin/env python3
"""Interleaved timing of both classification modes against their references.

hyperfine times each command's runs back to back, so on a shared machine a quiet or a busy
minute can favour one command over another. Here every round runs the read floor (rawread:
open, fstat, pread, close on as many threads as cores) with 64 KiB and with 4 KiB heads,
`classify --mode fast`, `classify --mode thorough` and `file --mime-type` one after the other,
and each target ratio is taken within a round; the report quotes the median ratio and its
range over the rounds.

    pairs.py OUT.json ROUNDS RAWREAD CLASSIFY LIST
"""
import json
import statistics
import subprocess
import sys
import time

out, rounds, rawread, classify, file_list = sys.argv[1], int(sys.argv[2]), *sys.argv[3:6]
commands = {
    "raw-head-read": [rawread, "-b", "65536", file_list],
    "raw-head-read-4k": [rawread, "-b", "4096", file_list],
    "classify-fast": [classify, "--mode", "fast", "--format", "jsonl", "--files-from", file_list],
    "classify-thorough": [classify, "--mode", "thorough", "--format", "jsonl", "--files-from", file_list],
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



def over(reference, measured):
    """Per round: the measured command's files/s over the reference's (same files)."""
    return [r / m for r, m in zip(times[reference], times[measured])]


summary = lambda v: {"median": statistics.median(v), "min": min(v), "max": max(v)}
json.dump({
    "rounds": rounds,
    "seconds": {name: summary(v) for name, v in times.items()},
    "fastOverRaw": summary(over("raw-head-read", "classify-fast")),
    "fastOverRaw4k": summary(over("raw-head-read-4k", "classify-fast")),
    "thoroughOverRaw": summary(over("raw-head-read", "classify-thorough")),
    "fastOverFile": summary(over("file-mime-type", "classify-fast")),
}, open(out, "w"), indent=1)
