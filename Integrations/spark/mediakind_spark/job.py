"""Run MediaKind's `classify` on Spark: one `classify` process per partition, JSON Lines out.

    from mediakind_spark import MediaKind
    mk = MediaKind(spark, classify="/opt/mediakind/classify", mode="fast")
    records = mk.classify_directory("/data/photos", partitions=64)   # --shard i/64 per task
    mk.write_parquet(records, "/out/records.parquet")
    findings = mk.check(records, policy="media-policy.yml")         # raises on any finding

Inputs: a directory (each task walks it with `classify DIR --shard i/N` and classifies its
shard), a path list (each task pipes its paths to `classify --files-from - -0`), tar shards
(each task streams one shard into `classify --archive -`) or Spark `binaryFile` rows (each
task writes its rows as a tar stream into `classify --archive -`). No file is read twice and
no process is started per file. The binary is shipped to the executors with
`SparkContext.addFile` (or `spark-submit --files`) and found there with `SparkFiles.get`.

The DataFrame's schema is the record's JSON Schema as `classify schema` prints it, turned
into Spark types by `schema.record_schema` (no field is named here). Live Photo stills and
videos classified in different tasks are paired afterwards by content identifier with
`classify merge` (on the driver, over the records that carry an identifier only).
"""

import json
import os
import shutil
import stat
import subprocess
import tarfile
import threading

from pyspark import SparkFiles, StorageLevel
from pyspark.sql import functions as F
from pyspark.sql.types import StringType, StructField, StructType

from .schema import record_schema
from .shard import shard_of

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


class ClassifyFailed(Exception):
    """A `classify` process failed for a reason other than unreadable files (exit 2, 64, a
    signal)."""


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


def _run(binary, arguments, feed=None, ok_codes=(0, 1)):
    """Runs `binary arguments`, `feed(stdin)` writing standard input from a thread; yields the
    output lines (text, no line end) as they come."""
    process = subprocess.Popen(
        [binary] + arguments,
        stdin=subprocess.PIPE if feed else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    errors = []
    drain = threading.Thread(target=lambda: errors.append(process.stderr.read()), daemon=True)
    drain.start()
    writer = None
    failure = []
    if feed:

        def write():
            try:
                feed(process.stdin)
            except BrokenPipeError:
                pass
            except Exception as error:  # noqa: BLE001 - reported after the process ends
                failure.append(error)
            finally:
                try:
                    process.stdin.close()
                except BrokenPipeError:
                    pass

        writer = threading.Thread(target=write, daemon=True)
        writer.start()
    for line in process.stdout:
        text = line.decode("utf-8", "surrogateescape").rstrip("\n")
        if text:
            yield text
    status = process.wait()
    if writer:
        writer.join()
    drain.join()
    if failure:
        raise failure[0]
    if status not in ok_codes:
        message = b"".join(errors).decode("utf-8", "replace")
        raise ClassifyFailed("%s %s: exit %d: %s" % (binary, " ".join(arguments[:3]), status, message))


class MediaKind:
    """Runs `classify` over Spark partitions and returns records as DataFrames."""

    def __init__(self, spark, classify=None, mode="fast", ship=True, extra_arguments=(), staging_dir=None):
        """`staging_dir`: a folder every executor and the driver see at the same path (a shared
        file system, or any local folder in local mode). When given, directory and path-list
        tasks write `classify`'s output there as files and Spark reads them itself, so no record
        passes through Python (several times faster: Docs/Scale.md); else records travel back
        as the tasks' output."""
        self.spark = spark
        self.staging_dir = staging_dir
        self.local = os.path.abspath(classify or shutil.which("classify") or "classify")
        self.mode = mode
        self.extra = list(extra_arguments)
        self.name = os.path.basename(self.local)
        if ship:
            spark.sparkContext.addFile(self.local)
            spark.sparkContext.addPyFile(_package_zip())
        schema_text = subprocess.run(
            [self.local, "schema"], check=True, stdout=subprocess.PIPE
        ).stdout.decode("utf-8")
        self.schema = record_schema(schema_text)

    # Inputs -----------------------------------------------------------------------------

    def classify_directory(self, root, partitions=None):
        """Every file under `root`, as `classify root` would walk it: task i runs
        `classify root --shard i/N` (each task walks the tree, reads only its shard)."""
        count = partitions or self.spark.sparkContext.defaultParallelism
        name, local, arguments = self.name, self.local, self._arguments()

        staging = self._staging()

        def task(index, _):
            binary = _executable(name, local)
            command = [root, "--shard", "%d/%d" % (index, count)] + arguments
            if staging:
                target = os.path.join(staging, "part-%05d.jsonl" % index)
                return [_live_candidates(_run_to_file(binary, command, target))]
            return _run(binary, command)

        lines = self.spark.sparkContext.parallelize(range(count), count).mapPartitionsWithIndex(task)
        if staging:
            return self._staged_records(lines.collect())
        return self._records(lines)

    def classify_paths(self, paths, partitions=None):
        """The files of a path list (a Python list or a DataFrame with a `path` column), split
        into `partitions`: each task pipes its paths to `classify --files-from - -0`."""
        sc = self.spark.sparkContext
        if hasattr(paths, "select"):
            rdd = paths.select("path").rdd.map(lambda row: row[0])
            if partitions:
                rdd = rdd.repartition(partitions)
        else:
            rdd = sc.parallelize(list(paths), partitions or sc.defaultParallelism)
        name, local, arguments = self.name, self.local, self._arguments()
        staging = self._staging()

        def task(index, items):
            items = list(items)
            if not items:
                return iter(())

            def feed(stdin):
                for path in items:
                    stdin.write(path.encode("utf-8", "surrogateescape") + b"\0")

            command = ["--files-from", "-", "-0"] + arguments
            if staging:
                target = os.path.join(staging, "part-%05d.jsonl" % index)
                return [_live_candidates(_run_to_file(_executable(name, local), command, target, feed))]
            return _run(_executable(name, local), command, feed)

        produced = rdd.mapPartitionsWithIndex(task)
        if staging:
            return self._staged_records(produced.collect())
        return self._records(produced)

    def classify_tar_shards(self, shards):
        """The members of tar (or zip, cpio; plain or compressed) shards, one task per shard,
        each streamed into `classify --archive -`; record paths are `SHARD//MEMBER`, as
        `classify --archive SHARD` prints them."""
        shards = list(shards)
        name, local, arguments = self.name, self.local, self._arguments()

        def task(items):
            for shard in items:

                def feed(stdin, shard=shard):
                    with open(shard, "rb") as source:
                        shutil.copyfileobj(source, stdin, 1 << 20)

                for line in _run(_executable(name, local), ["--archive", "-"] + arguments, feed):
                    yield _rename_member(line, "-//", shard + "//")

        rdd = self.spark.sparkContext.parallelize(shards, max(1, len(shards)))
        return self._records(rdd.mapPartitions(task))

    def classify_binary_files(self, frame):
        """Spark `binaryFile` rows (`path`, `content`): each task writes its rows as one tar
        stream into `classify --archive -`. Record paths are the rows' paths without the
        `file:` scheme."""
        name, local, arguments = self.name, self.local, self._arguments()

        def task(rows):
            rows = list(rows)
            if not rows:
                return
            names = {}

            def feed(stdin):
                with tarfile.open(fileobj=stdin, mode="w|") as archive:
                    for index, row in enumerate(rows):
                        path = _strip_scheme(row["path"])
                        member = "%08d/%s" % (index, os.path.basename(path))
                        names[member] = path
                        info = tarfile.TarInfo(member)
                        content = bytes(row["content"])
                        info.size = len(content)
                        archive.addfile(info, _Bytes(content))

            for line in _run(_executable(name, local), ["--archive", "-"] + arguments, feed):
                record = json.loads(line)
                member = record["path"][len("-//"):] if record["path"].startswith("-//") else None
                if member in names:
                    record["path"] = names[member]
                yield json.dumps(record)

        return self._records(frame.select("path", "content").rdd.mapPartitions(task))

    # Outputs ----------------------------------------------------------------------------

    def write_parquet(self, frame, path, mode="overwrite"):
        """Writes the records (or findings) as Parquet."""
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

            for line in _run(_executable(name, local), arguments, feed):
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

    def _arguments(self):
        arguments = ["--format", "jsonl", "--mode", self.mode, "--no-config"]
        if not any(a == "--concurrency" or a.startswith("--concurrency=") for a in self.extra):
            # A task owns `spark.task.cpus` cores, not the machine's: `classify`'s default
            # (twice the machine's cores) in every concurrent task would put several times the
            # cores' worth of files in flight. Twice the task's cores, as one process would.
            cpus = int(self.spark.sparkContext.getConf().get("spark.task.cpus", "1"))
            arguments += ["--concurrency", str(2 * max(1, cpus))]
        return arguments + self.extra

    def _staging(self):
        """A fresh folder under `staging_dir` for one job's outputs, or None."""
        if not self.staging_dir:
            return None
        import uuid

        folder = os.path.join(self.staging_dir, "mediakind-" + uuid.uuid4().hex)
        os.makedirs(folder, exist_ok=True)
        return folder

    def _records(self, lines):
        """Records from JSON lines, typed by the record schema, with Live Photo pairs joined
        across tasks."""
        lines = lines.persist(StorageLevel.MEMORY_AND_DISK)
        frame = self.spark.read.schema(self.schema).json(lines)
        return self._pair_live(frame, lines.filter(lambda line: '"livePhoto"' in line).collect())

    def _staged_records(self, results):
        """Records from the JSON Lines files the tasks wrote (read by Spark itself); each task
        also returned its Live Photo candidates' lines."""
        files = [path for path, _ in results if path]
        if not files:
            return self.spark.createDataFrame([], self.schema)
        frame = self.spark.read.schema(self.schema).json(files)
        return self._pair_live(frame, [line for _, lines in results for line in lines])

    def _pair_live(self, frame, candidates):
        """Sets `livePhoto.pairedPath` as one run would: `classify merge` over the records with
        a content identifier (`candidates`, their JSON lines: a small part of any library),
        joined back by path."""
        if not candidates:
            return frame
        output = subprocess.run(
            [self.local, "merge", "-"],
            input="\n".join(candidates).encode("utf-8"),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        if output.returncode not in (0, 1):
            raise ClassifyFailed("classify merge: " + output.stderr.decode("utf-8", "replace"))
        printed = {}
        for line in candidates:
            record = json.loads(line)
            printed[record["path"]] = (record.get("livePhoto") or {}).get("pairedPath")
        # Only the records whose pairing the merge changed (a still and its video classified
        # in different tasks) are rewritten. The shard key keeps a folder's `IMG_1.HEIC` and
        # `IMG_1.MOV` in one task, so a directory job usually changes none and skips the join.
        pairs = []
        for line in output.stdout.decode("utf-8").splitlines():
            record = json.loads(line)
            paired = (record.get("livePhoto") or {}).get("pairedPath")
            if record["path"] not in printed or printed[record["path"]] != paired:
                pairs.append((record["path"], paired))
        if not pairs:
            return frame
        joined = self.spark.createDataFrame(
            [(path, paired, True) for path, paired in pairs], "path string, __paired string, __changed boolean"
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


def _live_candidates(path):
    """(`path`, the lines of `path` that carry a Live Photo content identifier). Lines are read
    as bytes, one at a time (memory bounded by the longest line), and only the few that carry
    the member's key are decoded: most of the output is never decoded by Python."""
    needle = b'"livePhoto"'
    with open(path, "rb") as source:
        return (path, [line.rstrip(b"\n").decode("utf-8", "surrogateescape") for line in source if needle in line])


def _run_to_file(binary, arguments, target, feed=None, ok_codes=(0, 1)):
    """Runs `binary arguments` with its standard output going straight to `target` (no line
    passes through Python); returns `target`."""
    with open(target, "wb") as output:
        process = subprocess.Popen(
            [binary] + arguments,
            stdin=subprocess.PIPE if feed else subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.PIPE,
        )
        errors = []
        drain = threading.Thread(target=lambda: errors.append(process.stderr.read()), daemon=True)
        drain.start()
        if feed:
            try:
                feed(process.stdin)
            except BrokenPipeError:
                pass
            finally:
                try:
                    process.stdin.close()
                except BrokenPipeError:
                    pass
        status = process.wait()
        drain.join()
    if status not in ok_codes:
        message = b"".join(errors).decode("utf-8", "replace")
        raise ClassifyFailed("%s: exit %d: %s" % (binary, status, message))
    return target


def _package_zip():
    """This package as a zip for `SparkContext.addPyFile`, so executors can import it (on a
    cluster `spark-submit --py-files` does the same)."""
    import tempfile
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


def _rename_member(line, old, new):
    record = json.loads(line)
    if record["path"].startswith(old):
        record["path"] = new + record["path"][len(old):]
    live = record.get("livePhoto")
    if live and live.get("pairedPath", "").startswith(old):
        live["pairedPath"] = new + live["pairedPath"][len(old):]
    return json.dumps(record)
