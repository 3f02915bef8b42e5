#!/usr/bin/env bash
# Spark benchmark (issue 18): Spark local[2] against one classify process on the same files.
# Builds a tree of FILES (100,000 by default) hard links to the shared corpus (else Samples/),
# 1,000 to a folder, then with the release build measures (ROUNDS, 5 by default, interleaved):
#   - one process: `classify --mode fast --no-config TREE > /dev/null`;
#   - in one Spark local[2] session per round, Integrations/spark's classify_directory(TREE,
#     partitions=2) three ways: with `parquet=` (the tasks write the Parquet output as they
#     classify), into Spark's `noop` sink (the DataFrame computed: parts staged and read back),
#     and written with Spark's own Parquet writer (`write_parquet`). Each way runs once to warm
#     the session (class loading, JIT) and is then measured, in turn; the JVM's start-up and
#     the warm-up are reported apart, with the JVM's peak RSS (the local-mode executor is the
#     driver JVM).
# Target: the Spark job within 2x the one process (median of the per-round ratios), for the
# DataFrame and for the Parquet output. Writes the table into Docs/Scale.md between the
# "spark" markers.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
n=${FILES:-100000}
rounds=${ROUNDS:-5}
source_dir=${SOURCE:-$root/../shared/corpus/files}
[ -d "$source_dir" ] || source_dir=$root/Samples
work=${BENCH_DIR:-${TMPDIR:-/tmp}/mediakind-bench-spark}
mkdir -p "$work"

Scripts/ensure-deps.sh --test
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
binary, tree, out = sys.argv[1], sys.argv[2], sys.argv[3]
mk = MediaKind(spark, classify=binary, mode="fast", staging_dir=os.path.dirname(out))
session = time.time()
jobs = {
    # The tasks write the records as the job's Parquet output, in one pass.
    "parquet": lambda: mk.classify_directory(tree, partitions=2, parquet=out),
    # The DataFrame computed (every record parsed, typed, paired and read back into Spark),
    # nothing encoded or written: Spark's `noop` sink.
    "noop": lambda: mk.classify_directory(tree, partitions=2).write.format("noop").mode("overwrite").save(),
    # The DataFrame written again by Spark's own Parquet writer.
    "writer": lambda: mk.write_parquet(mk.classify_directory(tree, partitions=2), out + ".spark"),
}
# Warm-up: each job once (class loading and JIT compilation are a fixed cost of the session,
# seconds on this machine, that a small job does not pay in full), reported apart; the
# measured jobs are each kind's second, as every job of a long-lived session is.
for job in jobs.values():
    job()
ready = time.time()
took = {}
for name, job in jobs.items():
    begin = time.time()
    job()
    took[name] = time.time() - begin
count = spark.read.parquet(out).count()
# The local-mode executor is the driver JVM: its peak resident memory.
pid = spark.sparkContext._jvm.java.lang.ProcessHandle.current().pid()
peak = next((int(l.split()[1]) for l in open(f"/proc/{pid}/status") if l.startswith("VmHWM:")), 0)
# The Python workers that ran the tasks (reused from task to task): the largest peak. (A
# task's classify is the one process's size: its ru_maxrss, read through the worker after
# fork and exec, would carry the worker's own high-water mark.)
def worker_peak(_):
    return [next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))]
python_peak = max(spark.sparkContext.parallelize(range(2), 2).mapPartitions(worker_peak).collect())
print(f"{session - start:.2f} {took['parquet']:.2f} {count} {peak} {ready - session:.2f} {took['noop']:.2f} {took['writer']:.2f} {python_peak}")
spark.stop()
PY

: >"$work/rounds.txt"
for r in $(seq 1 "$rounds"); do
  t_one=$( { /usr/bin/time -f "%e %M" "$bin" --mode fast --no-config --format jsonl "$tree" >/dev/null; } 2>&1 | tail -1)
  rm -rf "$work/out.parquet" "$work/out.parquet.spark" "$work"/mediakind-*
  python3 "$work/job.py" "$bin" "$tree" "$work/out.parquet" \
    "$root/Integrations/spark" "$root/Samples" >"$work/spark-out.txt" 2>"$work/spark-err.txt"
  read -r startup job count jvm warm noop writer python_peak <"$work/spark-out.txt"
  echo "$t_one $startup $job $jvm $count $warm $noop $writer $python_peak" >>"$work/rounds.txt"
  echo "   round $r: classify $t_one; spark start-up ${startup} s, warm-up ${warm} s, parquet= ${job} s, noop sink ${noop} s, Spark's writer ${writer} s, ${count} records, peak RSS: JVM ${jvm} KiB, a Python worker ${python_peak} KiB"
done

table=$work/table.md
python3 - "$work/rounds.txt" "$n" >"$table" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
n = int(sys.argv[2])
one = statistics.median(float(r[0]) for r in rows)
one_rss = statistics.median(float(r[1]) for r in rows) / 1024
startup = statistics.median(float(r[2]) for r in rows)
rss = statistics.median(float(r[4]) for r in rows) / 1024
warm = statistics.median(float(r[6]) for r in rows)
counts = sorted(set(r[5] for r in rows))
def column(i):
    return statistics.median(float(r[i]) for r in rows), statistics.median(float(r[i]) / float(r[0]) for r in rows)
job, ratio = column(3)
noop, noop_ratio = column(7)
writer, writer_ratio = column(8)
def met(x):
    return "met" if x <= 2 else "NOT met"
print(f"{n} files (hard links to the corpus), fast mode, {len(rows)} interleaved rounds, medians (ratios: median of the per-round ratios).\n")
print("| run | wall s | x one process | files/s | files/s per core | peak RSS MiB |")
print("|---|---:|---:|---:|---:|---:|")
print(f"| one `classify` process | {one:.2f} | 1.00 | {n / one:.0f} | {n / one / 2:.0f} | {one_rss:.0f} |")
python_rss = statistics.median(float(r[9]) for r in rows) / 1024
print(f"| Spark local[2], 2 partitions: Parquet output written by the tasks (`parquet=`) | {job:.2f} | {ratio:.2f} | {n / job:.0f} | {n / job / 2:.0f} | JVM {rss:.0f} (driver and executor in local mode); a Python worker {python_rss:.0f} (pyarrow: 75 loaded); a task's `classify` as one process |")
print(f"| the same, the DataFrame computed into Spark's `noop` sink (parts staged, read back) | {noop:.2f} | {noop_ratio:.2f} | {n / noop:.0f} | {n / noop / 2:.0f} | |")
print(f"| the same DataFrame written by Spark's Parquet writer (`write_parquet`) | {writer:.2f} | {writer_ratio:.2f} | {n / writer:.0f} | {n / writer / 2:.0f} | |")
print(f"| Spark session start-up (JVM), apart | {startup:.2f} | | | | |")
print(f"| the three jobs' first runs in the session (warm-up: class loading, JIT), apart | {warm:.2f} | | | | |")
print(f"\nTarget: the Spark job within 2x one process. Parquet output: median ratio {ratio:.2f} ({met(ratio)}); "
      f"the DataFrame (noop sink): {noop_ratio:.2f} ({met(noop_ratio)}); for information, Spark's own writer: "
      f"{writer_ratio:.2f}. Records written: {', '.join(counts)}.")
PY
cat "$table"

scale=Docs/Scale.md
python3 Scripts/doc_block.py "$scale" spark "### Spark local[2] (\`make bench-spark\`)" \
  "Release build, this machine (2 cores shared with other work), $(date +%F)." "$table"
