"""Run MediaKind's `classify` on Spark: one `classify` process per partition, JSON Lines out.

    from mediakind_spark import MediaKind
    mk = MediaKind(spark, classify="/opt/mediakind/classify", mode="fast")
    records = mk.classify_directory("/data/photos", partitions=64)   # --shard i/64 per task
    records = mk.classify_directory("/data/photos", partitions=64, parquet="/out/records.parquet")
    findings = mk.check(records, policy="media-policy.yml")         # raises on any finding

Inputs: a directory (each task walks it with `classify DIR --shard i/N` and classifies its
shard), a path list (each task pipes its paths to `classify --files-from - -0`), tar shards
(each task runs `classify --archive SHARD ...` on its shards) or Spark `binaryFile` rows (each
task writes its rows as a tar stream into `classify --archive -`). No file is read twice and
no process is started per file. The binary is shipped to the executors with
`SparkContext.addFile` (or `spark-submit --files`) and found there with `SparkFiles.get`.

What a task does with the records: it cuts `classify`'s output into line-aligned chunks as
the process prints them, parses them with pyarrow's JSON reader into Arrow batches typed by
the record schema, and writes them with pyarrow's Parquet writer as one part (parts.py). The
parts go to a staging folder, and the DataFrame returned reads them; or, with `parquet=PATH`,
to the job's Parquet output, committed when every task has succeeded (store.py), and the
DataFrame returned reads that. No record is decoded in Python or passes through the JVM on its
way to Parquet. Without a folder the executors share (a cluster without `staging_dir` or
`parquet`), the tasks return the JSON lines themselves and Spark's JSON reader types them.

The DataFrame's schema is the record's JSON Schema as `classify schema` prints it, turned
into Spark types by `schema.record_schema` and Arrow types by `schema.arrow_schema` (no field
is named here). Live Photo stills and videos classified in different tasks are paired
afterwards by content identifier with `classify merge` (on the driver, over the records that
carry an identifier only); the parts holding such records are rewritten with the pairing.
"""

import atexit
import json
import os
import shutil
import stat
import subprocess
import tarfile
import tempfile

from pyspark import SparkFiles, StorageLevel
from pyspark.sql import functions as F
from pyspark.sql.types import StringType, StructField, StructType

from .parts import rename_paths, rewrite_pairs, write_part
from .process import ClassifyFailed, ClassifyProcess
from .schema import arrow_schema, record_schema
from .shard import shard_of
from .store import OutputFolder, StagingFolder, arrow_location, spark_location

FINDING_SCHEMA = StructType(
    [
        StructField(name, StringType(), True)
        for name in [
            "type", "path", "message", "field", "expected", "actual", "check", "limit", "rule", "value",
        ]
    ]
)


class MediaKindCheckFailed(Exception):
    """`check` found something: the job fails (the findings are in `findings`)."""

    def __init__(self, count, findings):
        super().__init__("classify check: %d finding(s)" % count)
        self.count = count
        self.findings = findings


def bundled_classify():
    """The `classify` binary an installed wheel carries (`make wheel` puts the release build in
    `mediakind_spark/bin/`), or None when this package has none (a source checkout)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "classify")
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def _executable(name, fallback):
    """The shipped binary on an executor (made executable), else `fallback`."""
    try:
        path = SparkFiles.get(name)
    except Exception:  # noqa: BLE001 - no SparkContext files: use the local binary
        path = None
    if not path or not os.path.exists(path):
        return fallback
    mode = os.stat(path).st_mode
    if not mode & stat.S_IXUSR:
        os.chmod(path, mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


class MediaKind:
    """Runs `classify` over Spark partitions and returns records as DataFrames."""

    def __init__(self, spark, classify=None, mode="fast", ship=True, extra_arguments=(), staging_dir=None):
        """`staging_dir`: a folder every executor and the driver reach at the same location (a
        shared or mounted folder, or a URI pyarrow opens: `s3://`, `gs://`, `hdfs://`). The
        tasks write their records there as Parquet parts, which back the DataFrames returned.
        In local mode it defaults to a temporary folder (removed when Python exits); on a
        cluster without it (or with `staging_dir=False`), the records travel back as the
        tasks' output and Spark's JSON reader types them, several times slower
        (Docs/Scale.md). A job given `parquet=` writes its parts to that output instead."""
        self.spark = spark
        self.local = os.path.abspath(classify or bundled_classify() or shutil.which("classify") or "classify")
        self.mode = mode
        self.extra = list(extra_arguments)
        self.name = os.path.basename(self.local)
        if ship:
            spark.sparkContext.addFile(self.local)
            spark.sparkContext.addPyFile(_package_zip())
        self.schema_text = subprocess.run(
            [self.local, "schema"], check=True, stdout=subprocess.PIPE
        ).stdout.decode("utf-8")
        self.schema = record_schema(self.schema_text)
        if staging_dir is None and spark.sparkContext.master.startswith("local"):
            staging_dir = tempfile.mkdtemp(prefix="mediakind-staging-")
            atexit.register(shutil.rmtree, staging_dir, True)
        self.staging_dir = staging_dir or None

    # Inputs -----------------------------------------------------------------------------

    def classify_directory(self, root, partitions=None, parquet=None, save_mode="overwrite"):
        """Every file under `root`, as `classify root` would walk it: task i runs
        `classify root --shard i/N` (each task walks the tree, reads only its shard). With
        `parquet`, the records are written there as the job's Parquet output (`save_mode`:
        overwrite, append, error, ignore) and the DataFrame returned reads it."""
        count = partitions or self.spark.sparkContext.defaultParallelism
        arguments = self._arguments()

        def start(index, _):
            return [root, "--shard", "%d/%d" % (index, count)] + arguments, None, None

        work = self.spark.sparkContext.parallelize(range(count), count)
        return self._classify(work, start, parquet, save_mode)

    def classify_paths(self, paths, partitions=None, parquet=None, save_mode="overwrite"):
        """The files of a path list (a Python list or a DataFrame with a `path` column), split
        into `partitions`: each task pipes its paths to `classify --files-from - -0`."""
        sc = self.spark.sparkContext
        if hasattr(paths, "select"):
            work = paths.select("path").rdd.map(lambda row: row[0])
            if partitions:
                work = work.repartition(partitions)
        else:
            work = sc.parallelize(list(paths), partitions or sc.defaultParallelism)
        arguments = ["--files-from", "-", "-0"] + self._arguments()

        def start(_, items):
            items = list(items)
            if not items:
                return None

            def feed(stdin):
                for path in items:
                    stdin.write(path.encode("utf-8", "surrogateescape") + b"\0")

            return arguments, feed, None

        return self._classify(work, start, parquet, save_mode)

    def classify_tar_shards(self, shards, partitions=None, parquet=None, save_mode="overwrite"):
        """The members of tar (or zip, cpio; plain or compressed) shards: each task runs one
        `classify --archive SHARD ...` over its shards (one shard a task by default), which
        passes over the members it does not need (no copy through a pipe); record paths are
        `SHARD//MEMBER`, as `classify --archive SHARD` prints them."""
        shards = list(shards)
        arguments = self._arguments()

        def start(_, items):
            command = []
            for shard in items:
                command += ["--archive", shard]
            return (command + arguments, None, None) if command else None

        work = self.spark.sparkContext.parallelize(shards, max(1, partitions or len(shards)))
        return self._classify(work, start, parquet, save_mode)

    def classify_binary_files(self, frame, parquet=None, save_mode="overwrite"):
        """Spark `binaryFile` rows (`path`, `content`): each task writes its rows as one tar
        stream into `classify --archive -`. Record paths are the rows' paths without the
        `file:` scheme."""
        arguments = ["--archive", "-"] + self._arguments()

        def start(_, rows):
            rows = list(rows)
            if not rows:
                return None
            names = {}
            for index, row in enumerate(rows):
                path = _strip_scheme(row["path"])
                names["-//%08d/%s" % (index, os.path.basename(path))] = path

            def feed(stdin):
                with tarfile.open(fileobj=stdin, mode="w|") as archive:
                    for member, row in zip(names, rows):
                        info = tarfile.TarInfo(member[len("-//"):])
                        content = bytes(row["content"])
                        info.size = len(content)
                        archive.addfile(info, _Bytes(content))

            # The stream is this task's own: every row is a member, however many there are
            # (classify caps members per archive for untrusted streams, Docs/Reliability.md).
            counted = arguments + ["--max-members", str(len(rows))]
            return counted, feed, lambda path: names.get(path, path)

        return self._classify(frame.select("path", "content").rdd, start, parquet, save_mode)

    # Outputs ----------------------------------------------------------------------------

    def write_parquet(self, frame, path, mode="overwrite"):
        """Writes any DataFrame (records, findings) as Parquet with Spark's own writer. For the
        records of a job, `parquet=` on the `classify_*` call is faster: the tasks write them
        as they classify, with no second pass (Docs/Scale.md)."""
        frame.write.mode(mode).parquet(path)

    def check(self, records, policy=None, expect=None, root=None, partitions=None, fail=True):
        """Runs `classify check` over records: with `policy`, each partition is checked on its
        own (`check --records - --policy`); with `expect`, records are placed by the shard of
        their path relative to `root` and task i runs `check --records - --expect --shard i/N`,
        so missing files are found once. Returns the findings DataFrame; with `fail`, a
        non-zero count raises MediaKindCheckFailed."""
        if (policy is None) == (expect is None):
            raise ValueError("give policy or expect")
        sc = self.spark.sparkContext
        control = os.path.abspath(policy or expect)
        sc.addFile(control)
        control_name = os.path.basename(control)
        name, local = self.name, self.local
        count = partitions or sc.defaultParallelism
        prefix = (root.rstrip("/") + "/") if root else None
        lines = records.select(F.to_json(F.struct(*records.columns))).rdd.map(lambda row: row[0])
        base = ["check", "--records", "-", "--format", "jsonl", "--mode", self.mode]
        if root:
            base.append(root)

        def relative(path):
            return path[len(prefix):] if prefix and path.startswith(prefix) else path

        def run_check(arguments, items):
            items = list(items)

            def feed(stdin):
                for item in items:
                    stdin.write(item.encode("utf-8") + b"\n")

            process = ClassifyProcess(_executable(name, local), arguments, feed)
            for line in list(process.checked_lines()):
                finding = json.loads(line)
                if finding.get("type") == "summary":
                    continue
                yield tuple(
                    None if finding.get(key) is None
                    else finding[key] if isinstance(finding[key], str) else json.dumps(finding[key])
                    for key in FINDING_SCHEMA.names
                )

        if policy:

            def task(items):
                target = _executable(control_name, control)
                return run_check(base + ["--policy", target], items)

            found = lines.repartition(count).mapPartitions(task)
        else:

            def place(line):
                return (shard_of(relative(json.loads(line)["path"]), count), line)

            def task(index, pairs):
                target = _executable(control_name, control)
                return run_check(
                    base + ["--expect", target, "--shard", "%d/%d" % (index, count)], (p[1] for p in pairs)
                )

            found = lines.map(place).partitionBy(count, lambda key: key).mapPartitionsWithIndex(task)
        findings = self.spark.createDataFrame(found, FINDING_SCHEMA).persist(StorageLevel.MEMORY_AND_DISK)
        total = findings.count()
        if fail and total:
            raise MediaKindCheckFailed(total, findings)
        return findings

    # Internals --------------------------------------------------------------------------

    def _classify(self, work, start, parquet, save_mode):
        """Runs one `classify` per partition of `work`: `start(index, items)` gives (the
        arguments, a `feed(stdin)` or None, a `rename(path)` for the records' paths or None),
        or None for nothing to do. Returns the records' DataFrame."""
        if parquet is None and not self.staging_dir:
            return self._classify_through_python(work, start)
        folder = OutputFolder(parquet, save_mode) if parquet is not None else StagingFolder(self.staging_dir)
        if getattr(folder, "skip", False):
            return self.spark.read.schema(self.schema).parquet(spark_location(parquet))
        name, local, schema_text, location = self.name, self.local, self.schema_text, folder.location

        def task(index, items):
            started = start(index, items)
            if started is None:
                return [(None, 0, [])]
            arguments, feed, rename = started
            filesystem, path = arrow_location(location)
            schema = arrow_schema(schema_text)
            process = ClassifyProcess(_executable(name, local), arguments, feed)
            transform = (lambda batch: rename_paths(batch, rename)) if rename else None
            part, rows, candidates = write_part(process, schema, filesystem, path, index, transform)
            if rename:
                candidates = [_renamed_line(line, rename) for line in candidates]
            return [(part, rows, candidates)]

        try:
            results = work.mapPartitionsWithIndex(task).collect()
            parts = [part for part, _, _ in results if part]
            folder.remove_except(parts)
            schema = arrow_schema(self.schema_text)
            fixes, touched = self._live_fixes([lines for _, _, lines in results])
            for task in sorted(touched):
                rewrite_pairs(folder.filesystem, results[task][0], fixes, schema)
            if parquet is not None:
                folder.commit(parts, schema)
                return self.spark.read.schema(self.schema).parquet(spark_location(parquet))
        except BaseException:
            folder.abort()
            raise
        if not parts:
            return self.spark.createDataFrame([], self.schema)
        return self.spark.read.schema(self.schema).parquet(*[folder.spark_path(part) for part in parts])

    def _classify_through_python(self, work, start):
        """The route without a shared folder: the tasks yield `classify`'s lines, Spark's JSON
        reader types them, and Live Photo pairs across tasks are joined in."""
        name, local = self.name, self.local

        def task(index, items):
            started = start(index, items)
            if started is None:
                return
            arguments, feed, rename = started
            process = ClassifyProcess(_executable(name, local), arguments, feed)
            for line in process.checked_lines():
                yield _renamed_line(line, rename) if rename else line

        lines = work.mapPartitionsWithIndex(task).persist(StorageLevel.MEMORY_AND_DISK)
        # FAILFAST: a line that is not JSON fails the job instead of becoming a row of nulls.
        # (Spark's JSON reader passes over members the schema lacks; the staged route's
        # reader refuses them.)
        frame = self.spark.read.schema(self.schema).option("mode", "FAILFAST").json(lines)
        live = lines.filter(lambda line: '"livePhoto"' in line).mapPartitions(lambda part: [list(part)])
        fixes, _ = self._live_fixes(live.collect())
        if not fixes:
            return frame
        joined = self.spark.createDataFrame(
            [(path, paired, True) for path, paired in fixes.items()], "path string, __paired string, __changed boolean"
        )
        frame = frame.join(F.broadcast(joined), on="path", how="left")
        frame = frame.withColumn(
            "livePhoto",
            F.when(
                F.col("livePhoto").isNotNull() & F.col("__changed"),
                F.col("livePhoto").withField("pairedPath", F.col("__paired")),
            ).otherwise(F.col("livePhoto")),
        ).drop("__paired", "__changed")
        return frame.select(*self.schema.names)

    def _arguments(self):
        arguments = ["--format", "jsonl", "--mode", self.mode, "--no-config"]
        if not any(a == "--concurrency" or a.startswith("--concurrency=") for a in self.extra):
            # A task owns `spark.task.cpus` cores, not the machine's: `classify`'s default
            # (twice the machine's cores) in every concurrent task would put several times the
            # cores' worth of files in flight. Twice the task's cores, as one process would.
            cpus = int(self.spark.sparkContext.getConf().get("spark.task.cpus", "1"))
            arguments += ["--concurrency", str(2 * max(1, cpus))]
        return arguments + self.extra

    def _live_fixes(self, candidates):
        """({path: pairedPath} for the records whose Live Photo pairing one run would print
        differently from what their task printed, the indices of the tasks that printed those
        records). `candidates` holds each task's lines of the
        records with a content identifier (a small part of any library). Pairs form within
        one identifier's group only, in scan order, so a group whose records all came from
        one task was paired by that task as one run pairs it; `classify merge` runs over the
        groups that span tasks alone. The shard key keeps a folder's `IMG_1.HEIC` and
        `IMG_1.MOV` in one task, so a directory job usually has none."""
        tasks_of = {}
        parsed = []
        for task, lines in enumerate(candidates):
            for line in lines:
                record = json.loads(line)
                identifier = (record.get("livePhoto") or {}).get("contentIdentifier")
                if not identifier:
                    continue
                # Coarser than classify's key (trimmed, upper-cased): whitespace anywhere is
                # dropped, so two identifiers classify pairs are never told apart here.
                group = "".join(identifier.split()).upper()
                tasks_of.setdefault(group, set()).add(task)
                parsed.append((group, task, line, record))
        spanning = [(task, line, record) for group, task, line, record in parsed if len(tasks_of[group]) > 1]
        if not spanning:
            return {}, set()
        output = subprocess.run(
            [self.local, "merge", "-"],
            input="\n".join(line for _, line, _ in spanning).encode("utf-8"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        if output.returncode not in (0, 1):
            raise ClassifyFailed("classify merge: " + output.stderr.decode("utf-8", "replace"))
        printed = {record["path"]: (task, (record.get("livePhoto") or {}).get("pairedPath")) for task, _, record in spanning}
        fixes, touched = {}, set()
        for line in output.stdout.decode("utf-8").splitlines():
            record = json.loads(line)
            paired = (record.get("livePhoto") or {}).get("pairedPath")
            task, before = printed.get(record["path"], (None, None))
            if task is None or before != paired:
                fixes[record["path"]] = paired
                if task is not None:
                    touched.add(task)
        return fixes, touched


def _renamed_line(line, rename):
    """A record's JSON line with `rename` applied to its path and Live Photo partner's path."""
    record = json.loads(line)
    record["path"] = rename(record["path"])
    live = record.get("livePhoto")
    if live and live.get("pairedPath"):
        live["pairedPath"] = rename(live["pairedPath"])
    return json.dumps(record)


def _package_zip():
    """This package as a zip for `SparkContext.addPyFile`, so executors can import it (on a
    cluster `spark-submit --py-files` does the same)."""
    import zipfile

    package = os.path.dirname(os.path.abspath(__file__))
    target = os.path.join(tempfile.mkdtemp(prefix="mediakind-spark-"), "mediakind_spark.zip")
    with zipfile.ZipFile(target, "w") as archive:
        for name in sorted(os.listdir(package)):
            if name.endswith(".py"):
                archive.write(os.path.join(package, name), os.path.join("mediakind_spark", name))
    return target


class _Bytes:
    """A minimal file object over bytes for tarfile.addfile."""

    def __init__(self, data):
        self.data = data
        self.position = 0

    def read(self, size=-1):
        if size is None or size < 0:
            size = len(self.data) - self.position
        chunk = self.data[self.position:self.position + size]
        self.position += len(chunk)
        return chunk


def _strip_scheme(path):
    if path.startswith("file://"):
        return path[len("file://"):]
    if path.startswith("file:"):
        return path[len("file:"):]
    return path
