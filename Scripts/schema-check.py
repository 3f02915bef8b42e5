#!/usr/bin/env python3
"""Validates what `classify` prints against the JSON Schemas of Docs/schema/ with a real
validator (PyPI `jsonschema`, Draft202012Validator).

    Scripts/schema-check.py CLASSIFY [--corpus DIR]

It runs the given (debug) `classify` over Samples/ and validates every line it prints:

- record:  `classify Samples` in both modes with --explain, plus an error record
- asset:   `classify assets Samples`, also with `--pair-live probable`
- album:   `classify albums Samples` (smart album summaries), `--type all`, `--tree`,
           `classify moments Samples`
- finding: `classify check Samples --expect` against a deliberately altered copy of
           Samples/expected.jsonl (mismatch, missing and unexpected findings), and
           `--policy` with a small policy that Samples/ violates

and, when the shared corpus exists (`--corpus`, default ../shared/corpus/files), the corpus's
thorough records. It also checks that `classify schema KIND` prints the committed file.

It fails closed: a kind with no lines, or an album or finding variant never seen, is a failure,
as is every invalid line (the first errors of each run are named). It also proves the schemas
strict: mutations of valid lines (an unknown member, values outside the vocabularies, numbers
outside FieldBounds) must each be rejected for the named JSON Schema keyword. Format assertions are off:
the schemas use none. `Scripts/ensure-deps.sh` installs `jsonschema` as root; Debian's
`python3-jsonschema` works too.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("record", "asset", "album", "finding")
MAX_ERRORS = 5


def load_validators(classify):
    try:
        from jsonschema import Draft202012Validator
    except ImportError:
        sys.exit("schema-check: PyPI jsonschema is missing (Scripts/ensure-deps.sh installs it as root; "
                 "else `python3 -m pip install jsonschema`)")
    validators = {}
    for kind in KINDS:
        path = os.path.join(ROOT, "Docs", "schema", kind + ".schema.json")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        printed = subprocess.run([classify, "schema", kind], check=True, stdout=subprocess.PIPE).stdout.decode()
        if printed != text:
            sys.exit("schema-check: `classify schema %s` differs from Docs/schema/%s.schema.json (run `make docs`)"
                     % (kind, kind))
        schema = json.loads(text)
        Draft202012Validator.check_schema(schema)
        validators[kind] = Draft202012Validator(schema)
    return validators


def run_lines(classify, args, allowed_codes=(0,)):
    """The JSON lines `classify ARGS` prints (exit codes in allowed_codes)."""
    result = subprocess.run([classify] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    if result.returncode not in allowed_codes:
        sys.exit("schema-check: `classify %s` exited %d: %s"
                 % (" ".join(args), result.returncode, result.stderr.decode(errors="replace")[-2000:]))
    return [line for line in result.stdout.decode().splitlines() if line.strip()]


class Check:
    def __init__(self, validators):
        self.validators = validators
        self.counts = {kind: 0 for kind in KINDS}
        self.failures = []
        self.seen = set()
        self.lines = {}

    def validate(self, kind, lines, source):
        self.lines.setdefault(kind, []).extend(lines)
        validator = self.validators[kind]
        errors = 0
        for number, line in enumerate(lines, 1):
            try:
                value = json.loads(line)
            except ValueError as error:
                errors += 1
                if errors <= MAX_ERRORS:
                    self.failures.append("%s: %s line %d is not JSON (%s): %s" % (kind, source, number, error, line[:200]))
                continue
            self.counts[kind] += 1
            self.seen.add(variant(kind, value))
            for error in sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path)):
                errors += 1
                if errors > MAX_ERRORS:
                    continue
                where = "/".join(str(p) for p in error.absolute_path) or "(top)"
                name = value.get("path") or value.get("localIdentifier") or value.get("name") if isinstance(value, dict) else None
                self.failures.append("%s: %s line %d (%s): at %s: %s" % (kind, source, number, name, where, error.message[:300]))
        if errors > MAX_ERRORS:
            self.failures.append("%s: %s: %d more errors" % (kind, source, errors - MAX_ERRORS))


def strictness(check, samples):
    """Proves the schemas catch real mistakes: each mutation of a valid line must be rejected
    for the named reason (the JSON Schema keyword that fails)."""
    record = next(json.loads(line) for line in samples["record"] if '"status":"ok"' in line)
    asset = json.loads(samples["asset"][0])
    album = json.loads(samples["album"][0])
    finding = json.loads(samples["finding"][0])

    def changed(value, path, new):
        value = json.loads(json.dumps(value))
        target = value
        for key in path[:-1]:
            target = target.setdefault(key, {})
        if new is DELETE:
            del target[path[-1]]
        else:
            target[path[-1]] = new
        return value

    cases = [
        ("record", changed(record, ["colour"], "red"), "additionalProperties", "an unknown member"),
        ("record", changed(record, ["mediaType"], "picture"), "enum", "a media type that does not exist"),
        ("record", changed(record, ["status"], "fine"), "enum", "a status that does not exist"),
        ("record", changed(record, ["mode"], "quick"), "enum", "a mode that does not exist"),
        ("record", changed(record, ["subtypes"], ["photoPanorama", "photoSelfie"]), "enum", "a subtype that does not exist"),
        ("record", changed(record, ["format"], "jpg"), "enum", "a format id that does not exist"),
        ("record", changed(record, ["error"], {"kind": "exploded", "message": "m"}), "enum", "an error kind that does not exist"),
        ("record", changed(record, ["orientation"], 9), "maximum", "orientation 9 (EXIF defines 1-8)"),
        ("record", changed(record, ["pixelWidth"], 0), "minimum", "a pixel width of 0"),
        ("record", changed(record, ["pixelHeight"], 2 ** 20 + 1), "maximum", "a pixel height over 2^20"),
        ("record", changed(record, ["duration"], -1.5), "minimum", "a negative duration"),
        ("record", changed(record, ["frameRate"], 0), "exclusiveMinimum", "a frame rate of 0"),
        ("record", changed(record, ["location"], {"latitude": 91.0, "longitude": 2.0}), "maximum", "latitude 91"),
        ("record", changed(record, ["location"], {"latitude": 1.0, "longitude": 2.0, "altitude": -20000.0}),
         "minimum", "an altitude below -12 km"),
        ("record", changed(record, ["location"], {"latitude": 1.0, "longitude": 2.0, "city": "Paris"}),
         "additionalProperties", "an unknown member of location"),
        ("record", changed(record, ["fileSize"], "12"), "type", "a file size as text"),
        ("record", changed(record, ["path"], DELETE), "required", "a record without its path"),
        ("asset", changed(asset, ["rating"], 6), "maximum", "a rating of 6 stars"),
        ("asset", changed(asset, ["resources"], [{"fileSize": 1, "path": "a", "type": "thumbnail"}]), "enum",
         "a resource type that does not exist"),
        ("asset", changed(asset, ["colour"], "red"), "additionalProperties", "an unknown member"),
        ("album", changed(album, ["estimatedAssetCount" if "kind" in album else "count"], -1), "oneOf",
         "a negative count"),
        ("finding", changed(finding, ["type"], "warning"), "oneOf", "a finding type that does not exist"),
    ]
    for kind, value, keyword, what in cases:
        found = {error.validator for error in check.validators[kind].iter_errors(value)}
        if keyword not in found:
            check.failures.append("strictness: %s with %s was %s" % (
                kind, what, "accepted" if not found else "rejected for %s, not %s" % (sorted(found), keyword)))
    return len(cases)


DELETE = object()


def variant(kind, value):
    """Which object of a kind a line is (album and finding lines are one of several)."""
    if kind == "album":
        return "album:" + (value.get("kind") or ("smartAlbumSummary" if "count" in value else "?"))
    if kind == "finding":
        return "finding:" + str(value.get("type"))
    return kind


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("classify")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "files"))
    options = parser.parse_args()
    classify = os.path.abspath(options.classify)
    validators = load_validators(classify)
    check = Check(validators)

    for mode in ("thorough", "fast"):
        check.validate("record", run_lines(classify, ["files", "Samples", "--mode", mode, "--explain", "--format", "jsonl"]),
                       "classify Samples --mode " + mode)
    check.validate("record", run_lines(classify, ["files", "Samples/no-such-file.jpg", "--format", "jsonl"], (66,)),
                   "classify (missing file)")
    check.validate("asset", run_lines(classify, ["assets", "Samples", "--format", "jsonl"]), "classify assets")
    check.validate("asset", run_lines(classify, ["assets", "Samples", "--pair-live", "probable", "--format", "jsonl"]),
                   "classify assets --pair-live probable")
    check.validate("album", run_lines(classify, ["albums", "Samples", "--format", "jsonl"]), "classify albums")
    check.validate("album", run_lines(classify, ["albums", "Samples", "--type", "all", "--format", "jsonl"]),
                   "classify albums --type all")
    check.validate("album", run_lines(classify, ["albums", "Samples", "--tree", "--format", "jsonl"]), "classify albums --tree")
    check.validate("album", run_lines(classify, ["moments", "Samples", "--format", "jsonl"]), "classify moments")

    with tempfile.TemporaryDirectory() as scratch:
        # An expected file with one value changed, one line dropped and one file that does not
        # exist: mismatch, unexpected and missing findings.
        with open(os.path.join(ROOT, "Samples", "expected.jsonl"), encoding="utf-8") as f:
            expected = [json.loads(line) for line in f if line.strip()]
        changed = next(e for e in expected if isinstance(e.get("pixelWidth"), int))
        changed["pixelWidth"] += 1
        expected.pop()
        expected.append({"path": "image/no-such-file.png", "status": "ok", "mediaType": "image"})
        altered = os.path.join(scratch, "expected.jsonl")
        with open(altered, "w", encoding="utf-8") as f:
            f.write("".join(json.dumps(e) + "\n" for e in expected))
        check.validate("finding", run_lines(classify, ["check", "Samples", "--expect", altered, "--format", "jsonl"], (1,)),
                       "classify check --expect (altered)")
        policy = os.path.join(scratch, "policy.yml")
        with open(policy, "w", encoding="utf-8") as f:
            f.write("version: 1\nrules:\n  - name: Small images\n    mediaTypes: [image]\n    maxFileSize: 1KB\n"
                    "    forbidSubtypes: [photoLive]\n")
        check.validate("finding", run_lines(classify, ["check", "Samples", "--policy", policy, "--format", "jsonl"], (1,)),
                       "classify check --policy")

    corpus = os.path.abspath(options.corpus)
    if os.path.isdir(corpus):
        check.validate("record", run_lines(classify, ["files", corpus, "--mode", "thorough", "--format", "jsonl"]),
                       "classify corpus (thorough)")
    else:
        print("schema-check: no corpus at %s (Samples/ only)" % corpus)

    mutations = strictness(check, check.lines) if all(check.lines.get(k) for k in KINDS) else 0

    required = {"record", "asset", "album:assetCollection", "album:collectionList", "album:smartAlbumSummary",
                "finding:mismatch", "finding:missing", "finding:unexpected", "finding:violation", "finding:summary"}
    for kind in KINDS:
        if check.counts[kind] == 0:
            check.failures.append("%s: no lines were printed (a check of nothing passes nothing)" % kind)
    for name in sorted(required - check.seen):
        check.failures.append("%s: never printed (the check must see every variant)" % name)

    summary = ", ".join("%d %s lines" % (check.counts[k], k) for k in KINDS)
    if check.failures:
        print("schema-check: FAILED (%s)" % summary, file=sys.stderr)
        for failure in check.failures:
            print("  " + failure, file=sys.stderr)
        sys.exit(1)
    print("schema-check: %s valid (Docs/schema/, jsonschema Draft 2020-12); %d invalid variants rejected"
          % (summary, mutations))


if __name__ == "__main__":
    main()
