#!/usr/bin/env bash
# Spark benchmark (issue 18): Spark local[2] against one classify process on the same files.
# Builds a tree of FILES (100,000 by default) hard links to the shared corpus (else Samples/),
# 1,000 to a folder, then with the release build measures (ROUNDS, 3 by default, interleaved):
#   - one process: `classify --mode fast --no-config TREE > /dev/null`;
#   - Spark local[2]: Integrations/spark's classify_directory(TREE, partitions=2), staged
#     through files in the work folder, written as Parquet (the job alone, the session's second:
#     the JVM's start-up and a first run of the same job, which warms the JIT, are reported
#     apart), and the JVM's peak RSS
#     (the local-mode executor is the driver JVM).
# Target: the Spark job within 2x the one process (median ratio). Writes the table into
# Docs/Scale.md between the "spark" markers.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
n=${FILES:-100000}
rounds=${ROUNDS:-3}
source_dir=${SOURCE:-$root/../shared/corpus/files}
[ -d "$source_dir" ] || source_dir=$root/Samples
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-spark}
mkdir -p "$work"

Scripts/ensure-deps.sh
echo "== build (release)"
swift build -c release --static-swift-stdlib --product classify 2>&1 | tail -1
bin=$root/.build/release/classify

tree=$work/tree-$n
python3 Scripts/link_tree.py "$source_dir" "$tree" "$n"

cat >"$work/job.py" <<'PY'
import os, sys, time
sys.path.insert(0, sys.argv[4])
start = time.time()
from pyspark.sql import SparkSession
from mediakind_spark import MediaKind
spark = (SparkSession.builder.master("local[2]").appName("mediakind-bench")
         .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").config("spark.driver.memory", "2g").getOrCreate())
spark.sparkContext.setLogLevel("ERROR")
mk = MediaKind(spark, classify=sys.argv[1], mode="fast", staging_dir=os.path.dirname(sys.argv[3]))
session = time.time()
# Warm-up: the same job once (class loading and JIT compilation of Spark's JSON and Parquet
# paths are a fixed cost of the session, seconds on this machine, that a small job does not
# pay in full), reported apart; the measured job is the session's second, as every job of a
# long-lived session or of a large input is, once the fixed cost is amortised.
mk.write_parquet(mk.classify_directory(sys.argv[2], partitions=2), sys.argv[3] + ".warm")
ready = time.time()
frame = mk.classify_directory(sys.argv[2], partitions=2)
mk.write_parquet(frame, sys.argv[3])
done = time.time()
# The same job with Spark's `noop` sink: every record is parsed, typed and paired (the whole
# DataFrame is computed) but nothing is encoded or written: the engine's own cost, beside
# the Parquet run's, which adds the column encoding and writing the files.
mk.classify_directory(sys.argv[2], partitions=2).write.format("noop").mode("overwrite").save()
noop = time.time()
count = spark.read.parquet(sys.argv[3]).count()
# The local-mode executor is the driver JVM: its peak resident memory.
pid = spark.sparkContext._jvm.java.lang.ProcessHandle.current().pid()
peak = next((int(l.split()[1]) for l in open(f"/proc/{pid}/status") if l.startswith("VmHWM:")), 0)
print(f"{session - start:.2f} {done - ready:.2f} {count} {peak} {ready - session:.2f} {noop - done:.2f}")
spark.stop()
PY

: >"$work/rounds.txt"
for r in $(seq 1 "$rounds"); do
  t_one=$( { /usr/bin/time -f "%e %M" "$bin" --mode fast --no-config --format jsonl "$tree" >/dev/null; } 2>&1 | tail -1)
  rm -rf "$work/out.parquet" "$work/out.parquet.warm" "$work"/mediakind-*
  python3 "$work/job.py" "$bin" "$tree" "$work/out.parquet" \
    "$root/Integrations/spark" "$root/Samples" >"$work/spark-out.txt" 2>"$work/spark-err.txt"
  read -r startup job count jvm warm noop <"$work/spark-out.txt"
  echo "$t_one $startup $job $jvm $count $warm $noop" >>"$work/rounds.txt"
  echo "   round $r: classify $t_one; spark start-up ${startup} s, warm-up ${warm} s, job ${job} s (noop sink ${noop} s), ${count} records, JVM peak RSS ${jvm} KiB"
done

table=$work/table.md
python3 - "$work/rounds.txt" "$n" >"$table" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
n = int(sys.argv[2])
one = statistics.median(float(r[0]) for r in rows)
one_rss = statistics.median(float(r[1]) for r in rows) / 1024
startup = statistics.median(float(r[2]) for r in rows)
job = statistics.median(float(r[3]) for r in rows)
rss = statistics.median(float(r[4]) for r in rows) / 1024
ratio = statistics.median(float(r[3]) / float(r[0]) for r in rows)
noop = statistics.median(float(r[7]) for r in rows)
noop_ratio = statistics.median(float(r[7]) / float(r[0]) for r in rows)
counts = sorted(set(r[5] for r in rows))
print(f"{n} files (hard links to the corpus), fast mode, {len(rows)} interleaved rounds, medians.\n")
print("| run | wall s | files/s | files/s per core | peak RSS MiB |")
print("|---|---:|---:|---:|---:|")
print(f"| one `classify` process | {one:.2f} | {n / one:.0f} | {n / one / 2:.0f} | {one_rss:.0f} |")
print(f"| Spark local[2] job (2 partitions, staged, DataFrame computed, `noop` sink) | {noop:.2f} | {n / noop:.0f} | {n / noop / 2:.0f} | |")
print(f"| Spark local[2] job (2 partitions, staged, Parquet out) | {job:.2f} | {n / job:.0f} | {n / job / 2:.0f} | {rss:.0f} (the JVM: driver and executor in local mode) |")
warm = statistics.median(float(r[6]) for r in rows)
print(f"| Spark session start-up (JVM), apart | {startup:.2f} | | | |")
print(f"| the same job, first run of the session (warm-up: class loading, JIT), apart | {warm:.2f} | | | |")
print(f"\nTarget: the Spark job within 2x one process. The DataFrame (noop sink): median ratio {noop_ratio:.2f} "
      f"({'met' if noop_ratio <= 2 else 'NOT met'}); with Parquet written: median ratio {ratio:.2f} "
      f"({'met' if ratio <= 2 else 'NOT met'}); records written: {', '.join(counts)}.")
PY
cat "$table"

scale=Docs/Scale.md
python3 Scripts/doc_block.py "$scale" spark "### Spark local[2] (\`make bench-spark\`)" \
  "Release build, this machine (2 cores shared with other work), $(date +%F)." "$table"
