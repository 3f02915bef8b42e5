#!/usr/bin/env bash
# Archive-stream benchmark (issue 18). Builds a tree of hard links to the shared corpus (else
# Samples/) ten times over (c0/ ... c9/) and SHARD.tar of it (GNU tar, --hard-dereference:
# every member carries its bytes), then, with the release build:
#   - throughput: interleaved rounds (ROUNDS, 7 by default) of `cat SHARD.tar > /dev/null`,
#     `classify --mode fast --archive - < SHARD.tar` and `cat SHARD.tar | classify --mode fast
#     --archive -`, in MB/s of the tar; the target: the stdin run >= 0.5x cat (median ratio);
#   - records: `classify --mode fast --archive SHARD.tar` against `classify --mode fast TREE`,
#     member for member (paths mapped; the only allowed difference is the "nested archive"
#     diagnostic an archive member that is itself an archive gets), in fast and thorough mode.
# Writes the table into Docs/Scale.md between the "archive" markers.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
rounds=${ROUNDS:-7}
source_dir=${SOURCE:-$root/../shared/corpus/files}
[ -d "$source_dir" ] || source_dir=$root/Samples
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-archive}
mkdir -p "$work"

Scripts/ensure-deps.sh --test
echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify 2>&1 | tail -1
bin=$root/.build/release/classify

tree=$work/tree
shard=$work/SHARD.tar
if [ ! -f "$work/.complete" ]; then
  echo "== tree: the corpus x10 as hard links, and SHARD.tar"
  rm -rf "$tree" "$shard"
  mkdir -p "$tree"
  for i in 0 1 2 3 4 5 6 7 8 9; do cp -al "$source_dir" "$tree/c$i"; done
  tar -C "$tree" --hard-dereference -cf "$shard" c0 c1 c2 c3 c4 c5 c6 c7 c8 c9
  touch "$work/.complete"
fi
bytes=$(stat -c %s "$shard")
files=$(find "$tree" -type f | wc -l)
echo "   $files files, $bytes bytes"

echo "== records: archive against folder"
check_records() {
  local mode=$1
  "$bin" --mode "$mode" --no-config --format jsonl "$tree" >"$work/dir-$mode.jsonl" || true
  "$bin" --mode "$mode" --format jsonl --archive "$shard" >"$work/tar-$mode.jsonl" || true
  python3 - "$work/dir-$mode.jsonl" "$work/tar-$mode.jsonl" "$tree/" "$shard//" <<'PY'
import json, sys
def load(name, prefix):
    out = {}
    for line in open(name):
        r = json.loads(line)
        assert r["path"].startswith(prefix), r["path"]
        r["path"] = r["path"][len(prefix):]
        live = r.get("livePhoto")
        if live and "pairedPath" in live:
            live["pairedPath"] = live["pairedPath"][len(prefix):]
        d = [x for x in r.get("diagnostics", []) if not x.startswith("nested archive (")]
        if d: r["diagnostics"] = d
        else: r.pop("diagnostics", None)
        out[r["path"]] = r
    return out
a, b = load(sys.argv[1], sys.argv[3]), load(sys.argv[2], sys.argv[4])
diff = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
print(f"   {len(a)} folder records, {len(b)} archive records, {len(diff)} differ")
for k in diff[:5]: print("   differs:", k)
sys.exit(1 if diff or len(a) != len(b) else 0)
PY
}
same_fast=yes; check_records fast || same_fast=no
same_thorough=yes; check_records thorough || same_thorough=no

echo "== throughput: $rounds interleaved rounds"
: >"$work/rounds.txt"
for r in $(seq 1 "$rounds"); do
  cat "$shard" >/dev/null  # warm
  t_cat=$( { /usr/bin/time -f %e cat "$shard" >/dev/null; } 2>&1 )
  t_stdin=$( { /usr/bin/time -f %e "$bin" --mode fast --format jsonl --archive - <"$shard" >/dev/null; } 2>&1 | tail -1)
  t_pipe=$( { /usr/bin/time -f %e sh -c "cat '$shard' | '$bin' --mode fast --format jsonl --archive - >/dev/null"; } 2>&1 | tail -1)
  echo "$t_cat $t_stdin $t_pipe" >>"$work/rounds.txt"
  echo "   round $r: cat $t_cat s, classify < tar $t_stdin s, cat | classify $t_pipe s"
done

table=$work/table.md
python3 - "$work/rounds.txt" "$bytes" "$files" "$same_fast" "$same_thorough" >"$table" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1]) if l.strip()]
size, files = int(sys.argv[2]), int(sys.argv[3])
mb = size / 1e6
def med(i): return statistics.median(r[i] for r in rows)
ratio_stdin = statistics.median((mb / max(r[1], 1e-3)) / (mb / max(r[0], 1e-3)) for r in rows)
ratio_pipe = statistics.median((mb / max(r[2], 1e-3)) / (mb / max(r[0], 1e-3)) for r in rows)
print(f"SHARD.tar: {files} files, {mb:.0f} MB; {len(rows)} interleaved rounds, medians.\n")
print("| command | wall s | MB/s | files/s | x cat |")
print("|---|---:|---:|---:|---:|")
for name, i, ratio in [("`cat SHARD.tar > /dev/null`", 0, 1.0),
                       ("`classify --mode fast --archive - < SHARD.tar`", 1, ratio_stdin),
                       ("`cat SHARD.tar \\| classify --mode fast --archive -`", 2, ratio_pipe)]:
    t = med(i)
    print(f"| {name} | {t:.2f} | {mb / max(t, 1e-3):.0f} | {files / max(t, 1e-3):.0f} | {ratio:.2f} |")
print(f"\nTarget: `classify --archive -` from standard input >= 0.5x cat: median ratio {ratio_stdin:.2f} "
      f"({'met' if ratio_stdin >= 0.5 else 'NOT met'}). Same records as the folder run: fast {sys.argv[4]}, thorough {sys.argv[5]}.")
PY
cat "$table"

scale=Docs/Scale.md
python3 Scripts/doc_block.py "$scale" archive "### Archive streams (\`make bench-archive\`)" \
  "Release build, this machine (2 cores shared with other work), $(date +%F)." "$table"
