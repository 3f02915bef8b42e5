"""Unit tests of the task side (no Spark): line-aligned chunks, Live Photo candidates, the
Parquet part a task writes, and the output folder's commit."""

import io
import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import pyarrow as pa  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402
from pyarrow import fs  # noqa: E402

from mediakind_spark.parts import line_chunks, rename_paths, rewrite_pairs, write_part  # noqa: E402
from mediakind_spark.process import ClassifyFailed, ClassifyProcess  # noqa: E402
from mediakind_spark.store import OutputFolder  # noqa: E402


def reader(data):
    return io.BufferedReader(io.BytesIO(data))


class LineChunkTests(unittest.TestCase):
    def test_chunks_hold_whole_lines_and_lose_nothing(self):
        lines = [b'{"n":%d%s}' % (i, b',"livePhoto":{"contentIdentifier":"A"}' if i % 97 == 0 else b"")
                 for i in range(20000)]
        data = b"\n".join(lines) + b"\n"
        candidates = []
        chunks = list(line_chunks(reader(data), candidates, chunk_bytes=4096))
        self.assertGreater(len(chunks), 1)
        self.assertEqual(b"".join(chunks), data)
        self.assertTrue(all(chunk.endswith(b"\n") for chunk in chunks))
        self.assertEqual(candidates, [line.decode() for line in lines if b"livePhoto" in line])

    def test_a_line_longer_than_a_chunk_stays_whole(self):
        long_line = b'{"path":"' + b"x" * 5_000_000 + b'","livePhoto":{}}'
        data = b'{"a":1}\n' + long_line + b'\n{"b":2}\n'
        candidates = []
        chunks = list(line_chunks(reader(data), candidates, chunk_bytes=1024))
        self.assertEqual(b"".join(chunks), data)
        self.assertTrue(any(long_line + b"\n" in chunk for chunk in chunks))
        self.assertEqual(candidates, [long_line.decode()])

    def test_a_last_line_without_a_line_end_and_empty_input(self):
        candidates = []
        self.assertEqual(b"".join(line_chunks(reader(b'{"a":1}\n{"b":2}'), candidates)), b'{"a":1}\n{"b":2}\n')
        self.assertEqual(list(line_chunks(reader(b""), candidates)), [])
        self.assertEqual(candidates, [])


class WritePartTests(unittest.TestCase):
    schema = pa.schema([
        pa.field("path", pa.string()),
        pa.field("fileSize", pa.int64()),
        pa.field("livePhoto", pa.struct([pa.field("contentIdentifier", pa.string()),
                                         pa.field("pairedPath", pa.string())])),
    ])

    def setUp(self):
        self.temp = tempfile.TemporaryDirectory()
        self.addCleanup(self.temp.cleanup)

    def run_part(self, script, ok_codes=(0, 1)):
        process = ClassifyProcess("/bin/sh", ["-c", script], ok_codes=ok_codes)
        return write_part(process, self.schema, fs.LocalFileSystem(), self.temp.name, 3)

    def test_records_become_one_part(self):
        part, rows, candidates = self.run_part(
            "for i in $(seq 1 3000); do echo '{\"path\":\"p'$i'\",\"fileSize\":'$i'}'; done;"
            " echo '{\"path\":\"live\",\"livePhoto\":{\"contentIdentifier\":\"X\"}}'")
        self.assertEqual(rows, 3001)
        self.assertTrue(os.path.basename(part).startswith("part-00003-"))
        table = pq.read_table(part)
        self.assertEqual(table.num_rows, 3001)
        self.assertEqual(table.column("fileSize").to_pylist()[:2], [1, 2])
        self.assertEqual([json.loads(c)["path"] for c in candidates], ["live"])

    def test_no_records_no_part(self):
        self.assertEqual(self.run_part("true"), (None, 0, []))
        self.assertEqual(os.listdir(self.temp.name), [])

    def test_a_failed_process_leaves_no_part(self):
        with self.assertRaises(ClassifyFailed) as raised:
            self.run_part("echo '{\"path\":\"a\"}'; echo 'usage: bad' >&2; exit 64")
        self.assertIn("exit 64", str(raised.exception))
        self.assertIn("usage: bad", str(raised.exception))
        self.assertEqual(os.listdir(self.temp.name), [])

    def test_a_cut_line_or_an_unknown_member_fails(self):
        with self.assertRaises(ClassifyFailed):
            self.run_part("echo '{\"path\":\"a\"}'; printf '{\"path\":\"b'")
        with self.assertRaises(ClassifyFailed) as raised:
            self.run_part("echo '{\"path\":\"a\",\"surprise\":1}'")
        self.assertIn("unexpected field", str(raised.exception))
        self.assertEqual(os.listdir(self.temp.name), [])


class PairedPathTests(unittest.TestCase):
    live = pa.struct([pa.field("contentIdentifier", pa.string()), pa.field("pairedPath", pa.string())])
    table = pa.table({
        "path": ["a", "b", "c", "d"],
        "livePhoto": pa.array([None, {"contentIdentifier": "X", "pairedPath": "c"},
                               {"contentIdentifier": "X", "pairedPath": None},
                               {"contentIdentifier": "Y", "pairedPath": "z"}], type=live),
    })

    def test_rewrite_sets_the_merge_pairing_in_place(self):
        with tempfile.TemporaryDirectory() as temp:
            part = os.path.join(temp, "part.parquet")
            pq.write_table(self.table, part)
            rewrite_pairs(fs.LocalFileSystem(), part, {"a": "q", "c": "b", "d": None}, self.table.schema)
            self.assertEqual(os.listdir(temp), ["part.parquet"])
            self.assertEqual(pq.read_table(part).column("livePhoto").to_pylist(), [
                None,  # no livePhoto member: not given one
                {"contentIdentifier": "X", "pairedPath": "c"},
                {"contentIdentifier": "X", "pairedPath": "b"},
                {"contentIdentifier": "Y", "pairedPath": None},
            ])

    def test_rename_reaches_paths_and_partners_of_a_sliced_batch(self):
        batch = self.table.to_batches()[0].slice(1, 3)
        renamed = rename_paths(batch, lambda path: "R/" + path)
        self.assertEqual(renamed.column("path").to_pylist(), ["R/b", "R/c", "R/d"])
        self.assertEqual([v and v["pairedPath"] for v in renamed.column("livePhoto").to_pylist()],
                         ["R/c", None, "R/z"])


class OutputFolderTests(unittest.TestCase):
    def setUp(self):
        self.temp = tempfile.TemporaryDirectory()
        self.addCleanup(self.temp.cleanup)
        self.target = os.path.join(self.temp.name, "out")

    def test_commit_moves_parts_and_marks_success(self):
        schema = pa.schema([pa.field("path", pa.string())])
        folder = OutputFolder(self.target)
        parts = []
        for index in range(2):
            part = os.path.join(folder.path, "attempt-%d.parquet" % index)
            pq.write_table(pa.table({"path": ["p%d" % index]}, schema=schema), part)
            parts.append(part)
        leftover = os.path.join(folder.path, "failed-attempt.parquet")
        pq.write_table(pa.table({"path": ["no"]}, schema=schema), leftover)
        folder.remove_except(parts)
        folder.commit(parts, schema)
        names = sorted(os.listdir(self.target))
        self.assertEqual(names[0], "_SUCCESS")
        self.assertEqual(len(names), 3)
        self.assertEqual(sorted(pq.read_table(self.target).column("path").to_pylist()), ["p0", "p1"])

    def test_an_empty_job_still_writes_the_schema(self):
        schema = pa.schema([pa.field("path", pa.string()), pa.field("fileSize", pa.int64())])
        folder = OutputFolder(self.target)
        folder.commit([], schema)
        table = pq.read_table(self.target)
        self.assertEqual(table.num_rows, 0)
        self.assertEqual(table.schema.names, ["path", "fileSize"])

    def test_modes(self):
        os.makedirs(self.target)
        with open(os.path.join(self.target, "old"), "w") as handle:
            handle.write("x")
        with self.assertRaises(FileExistsError):
            OutputFolder(self.target, "error")
        self.assertTrue(OutputFolder(self.target, "ignore").skip)
        self.assertNotIn("_temporary", os.listdir(self.target))
        with self.assertRaises(ValueError):
            OutputFolder(self.target, "sideways")
        folder = OutputFolder(self.target, "append")
        folder.commit([], pa.schema([pa.field("path", pa.string())]))
        self.assertIn("old", os.listdir(self.target))
        folder = OutputFolder(self.target, "overwrite")
        folder.commit([], pa.schema([pa.field("path", pa.string())]))
        self.assertNotIn("old", os.listdir(self.target))
        self.assertNotIn("_temporary", os.listdir(self.target))


class ProcessTests(unittest.TestCase):
    def test_feed_and_lines(self):
        process = ClassifyProcess("/bin/cat", [], feed=lambda stdin: stdin.write(b"a\nb\n"))
        self.assertEqual(list(process.lines()), ["a", "b"])
        self.assertEqual(process.finish(), 0)

    def test_signal_is_a_failure(self):
        process = ClassifyProcess("/bin/sh", ["-c", "kill -9 $$"])
        list(process.lines())
        with self.assertRaises(ClassifyFailed):
            process.finish()


if __name__ == "__main__":
    unittest.main(verbosity=2)
