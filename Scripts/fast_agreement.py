#!/usr/bin/env python3
"""Fast mode leaves a value out, never prints a different one (Docs/DetectionRules.md, "What
fast mode leaves out"): compares `classify --mode fast` and `--mode thorough` JSON Lines of
one tree, file by file and member by member, prints every disagreement and their count, and
exits 1 when there is one. The same rule as Tests/.../FastContractTests.swift:

- members that say how a mode reached its record (mode, diagnostics, formatReason,
  fieldEvidence) may differ;
- `subtypes` (and its bitmask `mediaSubtypes`) is a set: fast's must be among thorough's;
- `uti` `public.data` and `mimeType` `application/octet-stream` are the values for content
  of no known type ("not known"): fast prints them where no signature matches, and thorough's
  libmagic may name a type;
- every other member fast prints (nested objects member by member) must equal thorough's;
  a member only thorough prints is fine.

Usage: fast_agreement.py FAST.jsonl THOROUGH.jsonl
"""
import collections
import json
import sys

PROVENANCE = {"mode", "diagnostics", "formatReason", "fieldEvidence"}
UNKNOWN = {"uti": "public.data", "mimeType": "application/octet-stream"}


def load(path):
    records = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                record = json.loads(line)
                records[record["path"]] = record
    return records


def text(value):
    return "none" if value is None else json.dumps(value, sort_keys=True)


def contradictions(fast, thorough, prefix=""):
    found = []
    for key in sorted(fast):
        value, other, name = fast[key], thorough.get(key), prefix + key
        if not prefix and key in PROVENANCE:
            continue
        if not prefix and UNKNOWN.get(key) == value:
            continue
        if not prefix and key == "subtypes":
            extra = set(value) - set(other or [])
            if extra:
                found.append((name, f"fast adds {sorted(extra)}"))
        elif not prefix and key == "mediaSubtypes":
            if value & ~(other or 0):
                found.append((name, f"fast {value} has bits thorough's {other or 0} lacks"))
        elif isinstance(value, dict) and isinstance(other, dict):
            found += contradictions(value, other, name + ".")
        elif text(value) != text(other):
            found.append((name, f"fast {text(value)}, thorough {text(other)}"))
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    fast, thorough = load(sys.argv[1]), load(sys.argv[2])
    by_member = collections.Counter()
    missing = sorted(set(fast) - set(thorough))
    for path in missing:
        print(f"fast-agreement: {path}: no thorough record")
    for path in sorted(set(fast) & set(thorough)):
        for name, what in contradictions(fast[path], thorough[path]):
            by_member[name] += 1
            print(f"fast-agreement: {path}: {name}: {what}")
    total = sum(by_member.values()) + len(missing)
    detail = ", ".join(f"{n} {name}" for name, n in by_member.most_common())
    print(f"fast-agreement: {total} disagreements over {len(fast)} files" + (f" ({detail})" if detail else ""))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
