#!/usr/bin/env python3
"""Times commands in interleaved rounds: each round runs every command once, in an order that
rotates from round to round, after a preparation command (not timed). On a shared machine a
busy minute then slows every command of a round instead of all runs of one of them, so the
ratio of the medians is what the commands cost, not when they ran.

    interleave.py --rounds 5 --warmup 1 --prepare "sh prep.sh" --json out.json \
        name1='cmd1 arg...' name2='cmd2 arg...'

Commands run without a shell, output to /dev/null. Writes, per command: the wall times, the
CPU times (user + system, of the command and its children) and their medians.
"""
import argparse
import json
import os
import shlex
import statistics
import subprocess
import time


def run(argv):
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    return wall, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--prepare", default=None)
    parser.add_argument("--json", required=True)
    parser.add_argument("commands", nargs="+", help="name=command")
    args = parser.parse_args()
    commands = []
    for spec in args.commands:
        name, _, command = spec.partition("=")
        commands.append((name, shlex.split(command)))
    prepare = shlex.split(args.prepare) if args.prepare else None
    results = {name: {"wall": [], "cpu": []} for name, _ in commands}
    for round_number in range(args.warmup + args.rounds):
        shift = round_number % len(commands)
        for name, argv in commands[shift:] + commands[:shift]:
            if prepare:
                subprocess.run(prepare, check=True)
            wall, cpu = run(argv)
            if round_number >= args.warmup:
                results[name]["wall"].append(wall)
                results[name]["cpu"].append(cpu)
    for entry in results.values():
        entry["median"] = statistics.median(entry["wall"])
        entry["cpuMedian"] = statistics.median(entry["cpu"])
    with open(args.json, "w") as out:
        json.dump({"rounds": args.rounds, "results": results}, out, indent=1)


if __name__ == "__main__":
    main()
