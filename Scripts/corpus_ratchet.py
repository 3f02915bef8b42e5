#!/usr/bin/env python3
"""Compares corpus scores with the committed baseline; exits 1 on any regression.

    corpus_ratchet.py BASELINE.json SCORE_DIR [--write]

SCORE_DIR holds fast.score.json and thorough.score.json (score.py --json output). The
baseline lists, per mode, the minimum overall score, per-field accuracies and per-subtype F1.
With --write the baseline is replaced by the current scores (raising it is a normal commit;
lowering it needs a reason in the commit message).
"""
import json
import sys

TOLERANCE = 1e-9


def current(score_dir):
    result = {}
    for mode in ("fast", "thorough"):
        with open(f"{score_dir}/{mode}.score.json", encoding="utf-8") as f:
            data = json.load(f)
        fields = {k: round(v["accuracy"], 4) for k, v in data["fields"].items()
                  if v.get("inOverall") and v.get("accuracy") is not None}
        subtypes = {k: round(v["f1"], 4) for k, v in data["subtypes"].items() if v.get("f1") is not None}
        result[mode] = {"overall": round(data["summary"]["overall"], 4), "fields": fields, "subtypeF1": subtypes}
    return result


def main():
    baseline_path, score_dir = sys.argv[1], sys.argv[2]
    now = current(score_dir)
    if "--write" in sys.argv:
        with open(baseline_path, "w", encoding="utf-8") as f:
            json.dump(now, f, indent=2, sort_keys=True)
            f.write("\n")
        print(f"corpus-check: baseline written to {baseline_path}")
        return 0
    with open(baseline_path, encoding="utf-8") as f:
        base = json.load(f)
    failures = []
    for mode, expected in base.items():
        got = now.get(mode, {})
        if got.get("overall", 0) + TOLERANCE < expected["overall"]:
            failures.append(f"{mode} overall {got.get('overall')} < baseline {expected['overall']}")
        for group in ("fields", "subtypeF1"):
            for name, minimum in expected.get(group, {}).items():
                value = got.get(group, {}).get(name)
                if value is None or value + TOLERANCE < minimum:
                    failures.append(f"{mode} {group}.{name} {value} < baseline {minimum}")
    improved = [f"{m} overall {now[m]['overall']} > {base[m]['overall']}"
                for m in now if m in base and now[m]["overall"] > base[m]["overall"] + 0.001]
    for line in failures:
        print("corpus-check: REGRESSION " + line, file=sys.stderr)
    if improved and not failures:
        print("corpus-check: better than the baseline (" + "; ".join(improved) +
              "); raise it with Scripts/corpus_ratchet.py --write")
    if failures:
        return 1
    print("corpus-check: no regression against " + baseline_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
