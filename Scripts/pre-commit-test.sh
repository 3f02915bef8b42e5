#!/usr/bin/env bash
# Tests the `classify-check` pre-commit hook (.pre-commit-hooks.yaml) with PyPI's pre-commit, as
# a repository that uses it would (part of `make test`): a scratch git repository whose
# .pre-commit-config.yaml names this repository at its HEAD commit and a media policy; the hook
# is installed with `pre-commit install`, then
#   1. a commit of a photo that keeps the policy succeeds,
#   2. a commit of a photo with a location (the policy forbids one) is refused, and the output
#      names the file and the rule,
#   3. a file that breaks the policy but is not staged does not stop a commit (the hook checks
#      the staged files only).
# CLASSIFY (default .build/debug/classify) is the binary the hook runs (MEDIAKIND_CLASSIFY).
# pre-commit is installed from PyPI by Scripts/ensure-deps.sh --test; in CI (CI=true) a missing
# pre-commit is a failure, elsewhere the step says it is skipped.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
classify=$(realpath "${1:-$repo/.build/debug/classify}")
fail() { echo "pre-commit-test: $*" >&2; exit 1; }
if ! command -v pre-commit >/dev/null 2>&1; then
  [ "${CI:-}" = true ] && fail "pre-commit is not installed (Scripts/ensure-deps.sh --test installs it)"
  echo "pre-commit-test: skipped: pre-commit is not installed (pip install pre-commit)" >&2
  exit 0
fi
rev=$(git -C "$repo" rev-parse HEAD)
git -C "$repo" cat-file -e "$rev:.pre-commit-hooks.yaml" 2>/dev/null \
  || fail "HEAD ($rev) has no .pre-commit-hooks.yaml: pre-commit installs hooks from commits, so commit it first"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export PRE_COMMIT_HOME="$tmp/cache" MEDIAKIND_CLASSIFY="$classify"
export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@example.invalid GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@example.invalid
work=$tmp/site
git init -q "$work"
cd "$work"
cat > media-policy.yml <<'YAML'
version: 1
rules:
  - name: No location in published photos
    paths: "photos/**"
    noLocation: true
YAML
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: classify-check
        args: [--policy, media-policy.yml]
YAML
git add media-policy.yml .pre-commit-config.yaml
git commit -q --no-verify -m "policy"
pre-commit install >/dev/null

mkdir photos
cp "$repo/Samples/image/jpeg/apple-burst-frame-1.jpg" photos/plain.jpg
cp "$repo/Samples/image/jpeg/apple-live-photo-still.jpg" photos/located.jpg
"$classify" photos/plain.jpg --format jsonl | grep -q '"location"' && fail "the plain photo has a location: pick another sample"
"$classify" photos/located.jpg --format jsonl | grep -q '"location"' || fail "the located photo has no location: pick another sample"

# 3 before 1: located.jpg is in the tree, not staged; the commit of plain.jpg must pass.
git add photos/plain.jpg
git commit -q -m "a plain photo" > "$tmp/1.log" 2>&1 || { cat "$tmp/1.log" >&2; fail "the commit of a photo that keeps the policy was refused"; }
grep -q "MediaKind media policy" "$tmp/1.log" || { cat "$tmp/1.log" >&2; fail "the hook did not run on the first commit"; }

git add photos/located.jpg
if git commit -q -m "a photo with a location" > "$tmp/2.log" 2>&1; then
  cat "$tmp/2.log" >&2; fail "the commit of a photo with a location was not refused"
fi
grep -q "photos/located.jpg" "$tmp/2.log" || { cat "$tmp/2.log" >&2; fail "the refusal does not name photos/located.jpg"; }
grep -q "No location in published photos" "$tmp/2.log" || { cat "$tmp/2.log" >&2; fail "the refusal does not name the rule"; }
grep -q "plain.jpg" "$tmp/2.log" && { cat "$tmp/2.log" >&2; fail "the hook checked a file that was not staged in this commit"; }
[ "$(git rev-list --count HEAD)" = 2 ] || fail "expected 2 commits, found $(git rev-list --count HEAD)"
echo "pre-commit-test: the classify-check hook let a plain photo in and refused one with a location (pre-commit $(pre-commit --version | cut -d' ' -f2))"
