"""Writing and checking the sample set: `python3 Samples/generate.py [--check | --clean]`."""

import json
import os
import shutil
import tempfile

from .catalogue import BEYOND_HEAD, MAX_BEYOND_HEAD, MAX_FILE, MAX_TOTAL, SAMPLES
from .readme import render_readme
from .sets.audio import build_audio
from .sets.broken import build_broken
from .sets.documents import build_documents
from .sets.exports import build_export_movies, build_exports
from .sets.images import build_images
from .sets.issue14 import build_issue14
from .sets.issue26 import build_issue26
from .sets.technical import build_technical
from .sets.videos import build_videos

SAMPLES_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE_DIRS = ["image", "video", "audio", "unknown", "broken"]


def build_all():
    """Every output file as (path relative to Samples/, bytes): the samples, sorted by path,
    then manifest.jsonl and README.md."""
    SAMPLES.clear()
    BEYOND_HEAD.clear()
    build_images()
    build_issue14()
    build_issue26()
    build_technical()
    build_videos()
    build_audio()
    build_documents()
    build_exports()
    build_export_movies()
    build_broken()
    SAMPLES.sort(key=lambda s: s[0])
    total = 0
    for path, data, _ in SAMPLES:
        assert len(data) <= (MAX_BEYOND_HEAD if path in BEYOND_HEAD else MAX_FILE), (path, len(data))
        total += len(data)
    assert total <= MAX_TOTAL, total
    manifest = "".join(json.dumps(rec, ensure_ascii=False) + "\n"
                       for _, _, rec in SAMPLES).encode("utf-8")
    outputs = [(p, d) for p, d, _ in SAMPLES]
    outputs.append(("manifest.jsonl", manifest))
    outputs.append(("README.md", render_readme(SAMPLES, total).encode("utf-8")))
    return outputs


def sample_files(root):
    """The files under the sample folders of `root`, relative to it, sorted."""
    found = []
    for top in SAMPLE_DIRS:
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in files:
                found.append(os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/"))
    return sorted(found)


def write(outputs, root):
    """Writes the outputs under `root`; returns the paths whose bytes changed."""
    changed = []
    for path, data in outputs:
        full = os.path.join(root, path)
        current = open(full, "rb").read() if os.path.exists(full) else None
        if current == data:
            continue
        changed.append(path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "wb") as f:
            f.write(data)
    return changed


def check(outputs, root):
    """Regenerates into a temporary folder and compares it byte for byte with `root`: prints
    each file that differs, is missing from `root`, or is in `root` but not generated.
    Returns 1 when any is found, else 0."""
    scratch = tempfile.mkdtemp(prefix="mediakind-samples-")
    try:
        write(outputs, scratch)
        generated = sample_files(scratch) + ["README.md", "manifest.jsonl"]
        problems = []
        for path in generated:
            committed = os.path.join(root, path)
            if not os.path.exists(committed):
                problems.append(f"missing: {path}")
                continue
            with open(os.path.join(scratch, path), "rb") as a, open(committed, "rb") as b:
                if a.read() != b.read():
                    problems.append(f"differs: {path}")
        written = set(generated)
        problems += [f"not generated: {p}" for p in sample_files(root) if p not in written]
    finally:
        shutil.rmtree(scratch)
    for line in problems:
        print(line)
    if problems:
        print(f"samples: {len(problems)} file(s) differ from what generate.py writes; "
              "run `python3 Samples/generate.py` and commit the result")
        return 1
    print(f"samples: {len(outputs) - 2} sample files, manifest.jsonl and README.md are up to date")
    return 0


def main(argv, root=SAMPLES_ROOT):
    unknown = [a for a in argv if a not in ("--check", "--clean")]
    if unknown:
        print(f"usage: generate.py [--check | --clean] (unknown: {' '.join(unknown)})")
        return 2
    outputs = build_all()
    if "--check" in argv:
        return check(outputs, root)
    changed = write(outputs, root)
    written = {p for p, _ in outputs}
    for p in (p for p in sample_files(root) if p not in written):
        if "--clean" in argv:
            os.remove(os.path.join(root, p))
            print(f"removed: {p}")
        else:
            print(f"warning: {p} is not written by generate.py (use --clean to delete it)")
    print(f"{len(outputs) - 2} sample files, {len(changed)} written or updated")
    return 0
