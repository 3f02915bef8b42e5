"""PySpark local[2] tests of mediakind_spark (issue 18): every input kind gives exactly the
records the `classify` command prints for the same files, check findings fail the job, and
Parquet round-trips. Run with `make spark-test` (Scripts/spark-test.sh).

Environment: MEDIAKIND_CLASSIFY (the binary; default .build/debug/classify), MEDIAKIND_CORPUS
(default ../shared/corpus/files, else Samples/), MEDIAKIND_REPO (the checkout, for Samples/, when
the tests run from a copy), MEDIAKIND_WHEEL (set when the tests run against an installed wheel:
InstalledWheelTests then check the package is that wheel's)."""

import contextlib
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
REPO = os.environ.get("MEDIAKIND_REPO") or os.path.abspath(os.path.join(HERE, "..", "..", ".."))

from pyspark.sql import SparkSession  # noqa: E402

from mediakind_spark import ClassifyFailed, MediaKind, MediaKindCheckFailed, shard_of  # noqa: E402
from mediakind_spark.__main__ import main as entry_point  # noqa: E402
from mediakind_spark.schema import arrow_schema, record_schema  # noqa: E402
from mediakind_spark.shard import fnv1a64, key  # noqa: E402

CLASSIFY = os.environ.get("MEDIAKIND_CLASSIFY", os.path.join(REPO, ".build", "debug", "classify"))
CORPUS = os.environ.get("MEDIAKIND_CORPUS") or next(
    (p for p in [os.path.join(REPO, "..", "shared", "corpus", "files")] if os.path.isdir(p)),
    os.path.join(REPO, "Samples"),
)
CORPUS = os.path.abspath(CORPUS)
SAMPLES = os.path.join(REPO, "Samples")


def cli(arguments, stdin=None):
    result = subprocess.run([CLASSIFY] + arguments, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert result.returncode in (0, 1), result.stderr
    return [json.loads(line) for line in result.stdout.decode("utf-8").splitlines() if line]


def strip_nulls(value):
    if isinstance(value, dict):
        return {k: strip_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [strip_nulls(v) for v in value]
    return value


def by_path(records):
    table = {}
    for record in records:
        table[record["path"]] = record
    return table


class MediaKindSparkTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.spark = (
            SparkSession.builder.master("local[2]").appName("mediakind-test")
            .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").config("spark.sql.shuffle.partitions", "4")
            .config("spark.driver.memory", "1g").getOrCreate()
        )
        cls.spark.sparkContext.setLogLevel("ERROR")
        cls.mk = MediaKind(cls.spark, classify=CLASSIFY, mode="fast")
        # The route without a shared folder (a cluster without staging_dir): records come
        # back as the tasks' JSON lines.
        cls.unstaged = MediaKind(cls.spark, classify=CLASSIFY, mode="fast", staging_dir=False)
        cls.temp = tempfile.TemporaryDirectory()

    @classmethod
    def tearDownClass(cls):
        cls.spark.stop()
        cls.temp.cleanup()

    @contextlib.contextmanager
    def failing_tasks(self):
        """Keeps Spark's log of the tasks a test makes fail out of the test output."""
        self.spark.sparkContext.setLogLevel("OFF")
        try:
            yield
        finally:
            self.spark.sparkContext.setLogLevel("ERROR")

    def assertSameRecords(self, frame, expected):
        rows = [strip_nulls(row.asDict(recursive=True)) for row in frame.collect()]
        actual = by_path(rows)
        wanted = by_path(expected)
        self.assertEqual(len(rows), len(actual), "a path appears twice in the DataFrame")
        self.assertEqual(sorted(actual), sorted(wanted))
        for path in wanted:
            self.assertEqual(actual[path], wanted[path], path)

    def test_schema_is_derived_from_the_json_schema(self):
        names = self.mk.schema.names
        document = json.loads(subprocess.run([CLASSIFY, "schema"], stdout=subprocess.PIPE, check=True).stdout)
        self.assertEqual(names, sorted(document["properties"]))
        self.assertEqual(self.mk.schema["location"].dataType.names, ["altitude", "latitude", "longitude"])

    def test_directory_equals_the_cli(self):
        frame = self.mk.classify_directory(CORPUS, partitions=3)
        self.assertSameRecords(frame, cli([CORPUS, "--mode", "fast", "--no-config"]))

    def test_live_photo_pairs_across_tasks(self):
        # Samples/ holds Live Photo stills and videos of different names in different folders:
        # their shard keys differ, so some number of tasks splits a pair (which one depends on
        # where the checkout is: the key is the path) and the merge step must join it.
        expected = cli([SAMPLES, "--mode", "fast", "--no-config"])
        staged = MediaKind(self.spark, classify=CLASSIFY, mode="fast", staging_dir=self.temp.name)
        frame = staged.classify_directory(SAMPLES, partitions=self.split_pair_count(expected))
        self.assertSameRecords(frame, expected)

    def split_pair_count(self, expected):
        """A task count that puts both halves of some Live Photo pair of `expected` in
        different tasks (the shard key is the path, so which count does depends on where
        the checkout is)."""
        pairs = [(r["path"], r["livePhoto"]["pairedPath"]) for r in expected
                 if (r.get("livePhoto") or {}).get("pairedPath")]
        self.assertTrue(pairs)
        count = next((n for n in range(2, 33) if any(shard_of(a, n) != shard_of(b, n) for a, b in pairs)), None)
        self.assertIsNotNone(count, pairs)
        return count

    def test_unstaged_route_equals_the_cli(self):
        expected = cli([SAMPLES, "--mode", "fast", "--no-config"])
        frame = self.unstaged.classify_directory(SAMPLES, partitions=self.split_pair_count(expected))
        self.assertSameRecords(frame, expected)

    def test_parquet_output_is_committed_whole(self):
        expected = cli([SAMPLES, "--mode", "fast", "--no-config"])
        target = os.path.join(self.temp.name, "out.parquet")
        count = self.split_pair_count(expected)
        frame = self.mk.classify_directory(SAMPLES, partitions=count, parquet=target)
        # The pairs split over tasks were joined in the committed parts themselves.
        self.assertSameRecords(self.spark.read.parquet(target), expected)
        self.assertSameRecords(frame, expected)
        names = sorted(os.listdir(target))
        self.assertIn("_SUCCESS", names)
        self.assertNotIn("_temporary", names)
        parts = [n for n in names if n.endswith(".snappy.parquet")]
        self.assertTrue(1 <= len(parts) <= count, names)
        # Overwrite replaces every part; error refuses; ignore runs nothing.
        self.mk.classify_directory(os.path.join(SAMPLES, "image"), partitions=2, parquet=target)
        self.assertEqual(
            sorted(r["path"] for r in self.spark.read.parquet(target).select("path").collect()),
            sorted(r["path"] for r in cli([os.path.join(SAMPLES, "image"), "--mode", "fast", "--no-config"])),
        )
        with self.assertRaises(FileExistsError):
            self.mk.classify_directory(SAMPLES, partitions=2, parquet=target, save_mode="error")
        before = sorted(os.listdir(target))
        self.mk.classify_directory(SAMPLES, partitions=2, parquet=target, save_mode="ignore")
        self.assertEqual(sorted(os.listdir(target)), before)

    def test_failed_job_leaves_the_earlier_output_whole(self):
        target = os.path.join(self.temp.name, "kept.parquet")
        self.mk.classify_directory(os.path.join(SAMPLES, "image"), partitions=2, parquet=target)
        before = sorted(os.listdir(target))
        broken = MediaKind(self.spark, classify=CLASSIFY, mode="fast", extra_arguments=["--no-such-option"])
        with self.failing_tasks(), self.assertRaises(Exception) as raised:
            broken.classify_directory(SAMPLES, partitions=2, parquet=target)
        # The task's ClassifyFailed, as Spark reports a failed task.
        self.assertIn(ClassifyFailed.__name__, str(raised.exception))
        self.assertIn("exit 64", str(raised.exception))
        self.assertEqual(sorted(os.listdir(target)), before)
        # A failed staged job leaves no staging folder behind.
        staging = os.path.join(self.temp.name, "failed-staging")
        os.makedirs(staging)
        broken = MediaKind(self.spark, classify=CLASSIFY, mode="fast", staging_dir=staging,
                           extra_arguments=["--no-such-option"])
        with self.failing_tasks(), self.assertRaises(Exception):
            broken.classify_directory(SAMPLES, partitions=2)
        self.assertEqual(os.listdir(staging), [])

    def fake_classify(self, name, printed):
        """A binary that prints `printed` for any classification (and the real schema)."""
        fake = os.path.join(self.temp.name, name)
        with open(fake, "w") as handle:
            handle.write('#!/bin/sh\nif [ "$1" = schema ]; then exec "%s" schema; fi\n'
                         "printf '%%s\\n' '%s'\n" % (CLASSIFY, printed))
        os.chmod(fake, 0o755)
        return fake

    def test_output_that_is_not_records_fails_the_task(self):
        # A line cut short fails the job on either route: no record is dropped or half-read.
        cut = self.fake_classify("cut-classify", '{"path":"x","schemaVersion":1,"status":"o')
        for staging in (None, False):
            mk = MediaKind(self.spark, classify=cut, mode="fast", staging_dir=staging)
            with self.failing_tasks(), self.assertRaises(Exception) as raised:
                mk.classify_directory(SAMPLES, partitions=2).collect()
            self.assertIn(ClassifyFailed.__name__ if staging is None else "FAILFAST", str(raised.exception))
        # A member the schema lacks: the staged route's reader refuses it (the schema comes
        # from the same binary, so it is a bug to report, not data to drop).
        extra = self.fake_classify("extra-classify", '{"path":"x","schemaVersion":1,"surprise":true}')
        mk = MediaKind(self.spark, classify=extra, mode="fast")
        with self.failing_tasks(), self.assertRaises(Exception) as raised:
            mk.classify_directory(SAMPLES, partitions=2).collect()
        self.assertIn("unexpected field", str(raised.exception))

    def test_arrow_and_spark_schemas_agree(self):
        text = subprocess.run([CLASSIFY, "schema"], stdout=subprocess.PIPE, check=True).stdout.decode()
        arrow, spark = arrow_schema(text), record_schema(text)
        self.assertEqual(arrow.names, spark.names)
        target = os.path.join(self.temp.name, "empty.parquet")
        import pyarrow.parquet as pq

        pq.write_table(arrow.empty_table(), target)
        read = self.spark.read.parquet(target).schema
        strip = lambda t: t.simpleString()  # noqa: E731 - nullability aside
        self.assertEqual(strip(read), strip(spark))

    def test_staged_directory_and_list_equal_the_cli(self):
        staged = MediaKind(self.spark, classify=CLASSIFY, mode="fast", staging_dir=self.temp.name)
        frame = staged.classify_directory(CORPUS, partitions=3)
        self.assertSameRecords(frame, cli([CORPUS, "--mode", "fast", "--no-config"]))
        paths = sorted(os.path.join(folder, name) for folder, _, names in os.walk(SAMPLES) for name in names)
        expected = cli(["--files-from", "-", "-0", "--mode", "fast", "--no-config"], stdin=b"\0".join(p.encode() for p in paths))
        self.assertSameRecords(staged.classify_paths(paths, partitions=2), expected)

    def test_path_list_equals_the_cli(self):
        paths = sorted(
            os.path.join(folder, name) for folder, _, names in os.walk(SAMPLES) for name in names
        )
        frame = self.mk.classify_paths(paths, partitions=2)
        expected = cli(["--files-from", "-", "-0", "--mode", "fast", "--no-config"], stdin=b"\0".join(p.encode() for p in paths))
        self.assertSameRecords(frame, expected)

    def test_tar_shards_equal_the_cli(self):
        files = sorted(os.path.join(folder, name) for folder, _, names in os.walk(CORPUS) for name in names)
        shards = []
        for index in range(3):
            shard = os.path.join(self.temp.name, "shard-%d.tar" % index)
            with tarfile.open(shard, "w") as archive:
                for path in files[index::3]:
                    archive.add(path, arcname=os.path.relpath(path, CORPUS), recursive=False)
            shards.append(shard)
        frame = self.mk.classify_tar_shards(shards)
        expected = []
        for shard in shards:
            expected += cli(["--archive", shard, "--mode", "fast"])
        # One run over the three shards pairs Live Photos across them, as the job does.
        merged = subprocess.run(
            [CLASSIFY, "merge", "-"], input="\n".join(json.dumps(r) for r in expected).encode(),
            stdout=subprocess.PIPE,
        ).stdout.decode().splitlines()
        self.assertSameRecords(frame, [json.loads(line) for line in merged])
        self.assertEqual(frame.count(), len(files))

    def test_binary_files_equal_the_cli(self):
        rows = self.spark.read.format("binaryFile").option("recursiveFileLookup", "true").load(
            os.path.join(SAMPLES, "image"))
        frame = self.mk.classify_binary_files(rows.repartition(2))
        paths = sorted(r["path"][len("file:"):] for r in rows.select("path").collect())
        expected = cli(["--files-from", "-", "-0", "--mode", "fast"], stdin=b"\0".join(p.encode() for p in paths))
        self.assertSameRecords(frame, expected)

    def test_parquet_round_trip(self):
        frame = self.mk.classify_directory(SAMPLES, partitions=2)
        target = os.path.join(self.temp.name, "records.parquet")
        self.mk.write_parquet(frame, target)
        back = self.spark.read.parquet(target)
        self.assertEqual(back.count(), frame.count())
        self.assertEqual(back.schema.names, frame.schema.names)

    def test_check_findings_fail_the_job(self):
        policy = os.path.join(self.temp.name, "policy.yml")
        with open(policy, "w") as handle:
            handle.write("version: 1\nrules:\n  - name: Small\n    maxFileSize: 1KB\n")
        frame = self.mk.classify_directory(SAMPLES, partitions=2)
        with self.assertRaises(MediaKindCheckFailed) as raised:
            self.mk.check(frame, policy=policy, root=SAMPLES, partitions=2)
        expected = subprocess.run(
            [CLASSIFY, "check", SAMPLES, "--policy", policy, "--format", "jsonl", "--mode", "fast", "--no-config"],
            stdout=subprocess.PIPE,
        ).stdout.decode().splitlines()
        wanted = sorted(json.loads(l)["message"] for l in expected if json.loads(l)["type"] != "summary")
        got = sorted(r["message"] for r in raised.exception.findings.collect())
        self.assertEqual(got, wanted)
        self.assertEqual(raised.exception.count, len(wanted))
        relaxed = os.path.join(self.temp.name, "relaxed.yml")
        with open(relaxed, "w") as handle:
            handle.write("version: 1\nrules:\n  - name: Anything\n    maxFileSize: 1GB\n")
        self.assertEqual(self.mk.check(frame, policy=relaxed, partitions=2).count(), 0)

    def test_check_expect_across_partitions(self):
        expected_file = os.path.join(self.temp.name, "expected.jsonl")
        subprocess.run([CLASSIFY, "check", SAMPLES, "--expect", expected_file, "--record", "--mode", "fast", "--no-config"],
                       check=True, stdout=subprocess.PIPE)
        frame = self.mk.classify_directory(SAMPLES, partitions=2)
        findings = self.mk.check(frame, expect=expected_file, root=SAMPLES, partitions=3)
        self.assertEqual(findings.count(), 0)
        # Without part of the files, each missing one is found exactly once.
        part = frame.where(~frame.path.endswith(".png"))
        with self.assertRaises(MediaKindCheckFailed) as raised:
            self.mk.check(part, expect=expected_file, root=SAMPLES, partitions=3)
        missing = [r["path"] for r in raised.exception.findings.collect() if r["type"] == "missing"]
        pngs = sorted(os.path.relpath(os.path.join(f, n), SAMPLES) for f, _, ns in os.walk(SAMPLES) for n in ns if n.endswith(".png"))
        self.assertEqual(sorted(missing), pngs)

    def test_the_spark_submit_entry_point(self):
        # `mediakind_spark`'s main as spark-submit runs it (here in this test's session, which
        # it leaves running): the records land in --output as the CLI prints them; a policy
        # finding exits with 1 and leaves the findings beside the records.
        output = os.path.join(self.temp.name, "entry.parquet")
        policy = os.path.join(self.temp.name, "entry-policy.yml")
        with open(policy, "w") as handle:
            handle.write("version: 1\nrules:\n  - name: Small\n    maxFileSize: 1KB\n")
        errors = io.StringIO()
        with contextlib.redirect_stderr(errors):
            status = entry_point(["--classify", CLASSIFY, "--directory", SAMPLES, "--partitions", "2",
                                  "--output", output, "--policy", policy])
        self.assertEqual(status, 1)
        self.assertIn("finding(s)", errors.getvalue())
        self.assertIn("_SUCCESS", os.listdir(output))
        self.assertSameRecords(self.spark.read.parquet(output), cli([SAMPLES, "--mode", "fast", "--no-config"]))
        self.assertGreater(self.spark.read.parquet(output + ".findings").count(), 0)
        self.assertFalse(self.spark.sparkContext._jsc.sc().isStopped())

    def test_shard_function_matches_classify(self):
        self.assertEqual(fnv1a64("a"), 0xAF63DC4C8601EC8C)
        self.assertEqual(key("x.tar//d/000123.json"), "d/000123")
        listed = sorted(os.path.join(f, n) for f, _, ns in os.walk(SAMPLES) for n in ns)
        for index in range(3):
            part = cli([SAMPLES, "--shard", "%d/3" % index, "--mode", "fast", "--no-config"])
            for record in part:
                self.assertEqual(shard_of(record["path"], 3), index, record["path"])
        self.assertTrue(listed)


if __name__ == "__main__":
    unittest.main(verbosity=2)


@unittest.skipUnless(os.environ.get("MEDIAKIND_WHEEL"), "runs against an installed wheel (make spark-test-run installs one)")
class InstalledWheelTests(unittest.TestCase):
    """`pip install mediakind_spark-*.whl` gives a package that carries its classify."""

    def test_the_package_is_the_installed_wheel(self):
        import mediakind_spark

        source = os.path.join(REPO, "Integrations", "spark")
        self.assertFalse(os.path.abspath(mediakind_spark.__file__).startswith(source + os.sep),
                         "imported from the source tree: %s" % mediakind_spark.__file__)
        self.assertIn("site-packages", mediakind_spark.__file__)

    def test_the_wheel_carries_classify_and_jobs_use_it(self):
        import mediakind_spark

        binary = mediakind_spark.bundled_classify()
        self.assertIsNotNone(binary, "the installed package has no bin/classify")
        version = subprocess.run([binary, "--version"], stdout=subprocess.PIPE, check=True).stdout.decode()
        self.assertTrue(version.startswith("classify "), version)
        spark = SparkSession.builder.master("local[2]").appName("mediakind-wheel").getOrCreate()
        self.assertEqual(MediaKind(spark, ship=False).local, binary)
