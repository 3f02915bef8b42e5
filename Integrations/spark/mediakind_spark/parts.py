"""A task's records as one Parquet part: `classify`'s JSON Lines are cut into line-aligned
chunks as the process prints them, each chunk parsed by pyarrow's JSON reader into Arrow
record batches typed by the record schema, and the batches written by pyarrow's Parquet writer.
No record is decoded by Python and none passes through the JVM on the way to the file.

Live Photo candidates (the lines carrying a `livePhoto` member) are kept as text while the
chunks pass, for the merge step that pairs stills and videos classified by different tasks.
"""

import queue
import threading
import uuid

#: Bytes of complete lines parsed at once (more when one line is longer: a chunk always holds
#: whole lines, so no record straddles two parses). Memory per task is about twice this plus
#: one row group.
CHUNK_BYTES = 8 << 20

#: Rows buffered before they are written as one Parquet row group.
ROW_GROUP_ROWS = 64 * 1024

#: The member that marks a Live Photo candidate's line.
LIVE_NEEDLE = b'"livePhoto"'


def line_chunks(source, candidates, chunk_bytes=CHUNK_BYTES):
    """Yields runs of complete lines (bytes ending in a line end) read from `source` (a binary
    file, a pipe), at least `chunk_bytes` long but for the last; appends to `candidates` every
    line holding `LIVE_NEEDLE` (text, without its line end). A last line without a line end is
    yielded too, with one added."""
    pending = bytearray()
    last_end = -1  # where the last line end in `pending` is
    for block in _blocks(source, size=min(1 << 20, chunk_bytes)):
        # Only the new block is searched, so a line longer than a chunk costs linear time.
        in_block = block.rfind(b"\n")
        if in_block >= 0:
            last_end = len(pending) + in_block
        pending += block
        if len(pending) < chunk_bytes or last_end < 0:
            continue  # under a chunk, or one line longer than a chunk: read on until it ends
        end = last_end
        last_end = -1
        chunk = bytes(pending[: end + 1])
        del pending[: end + 1]
        _collect(chunk, candidates)
        yield chunk
    if pending:
        if not pending.endswith(b"\n"):
            pending += b"\n"
        chunk = bytes(pending)
        _collect(chunk, candidates)
        yield chunk


def _blocks(source, size=1 << 20, depth=32):
    """The bytes of `source` in blocks of up to `size`, read by a thread of their own, so the
    process writing them never waits while a chunk is parsed: at most `depth` blocks wait in
    memory. The thread ends with the stream, or soon after the consumer stops early."""
    blocks = queue.Queue(depth)
    stopped = threading.Event()

    def pump():
        try:
            while not stopped.is_set():
                block = source.read1(size)
                while not stopped.is_set():
                    try:
                        blocks.put(block, timeout=0.1)
                        break
                    except queue.Full:
                        continue
                if not block:
                    return
        except BaseException as error:  # noqa: BLE001 - handed to the consumer
            if not stopped.is_set():
                blocks.put(error)

    thread = threading.Thread(target=pump, daemon=True)
    thread.start()
    try:
        while True:
            item = blocks.get()
            if isinstance(item, BaseException):
                raise item
            if not item:
                return
            yield item
    finally:
        stopped.set()


def _collect(chunk, candidates):
    """The lines of `chunk` that hold `LIVE_NEEDLE`, found with bytes.find (no per-line loop)."""
    position = chunk.find(LIVE_NEEDLE)
    while position >= 0:
        start = chunk.rfind(b"\n", 0, position) + 1
        end = chunk.find(b"\n", position)
        candidates.append(chunk[start:end].decode("utf-8", "surrogateescape"))
        position = chunk.find(LIVE_NEEDLE, end)


def record_batches(source, schema, candidates):
    """The records printed on `source`, as Arrow record batches of `schema` (fields `classify`
    does not print are nulls; a field the schema lacks is an error: the schema comes from the
    same binary, so such a line is a bug to report, not data to drop)."""
    import pyarrow as pa
    import pyarrow.json as pj

    parse = pj.ParseOptions(explicit_schema=schema, unexpected_field_behavior="error")
    for chunk in line_chunks(source, candidates):
        read = pj.ReadOptions(use_threads=False, block_size=max(CHUNK_BYTES, len(chunk) + 1))
        table = pj.read_json(pa.BufferReader(chunk), read_options=read, parse_options=parse)
        yield from table.to_batches()


def write_part(process, schema, filesystem, folder, index, transform=None):
    """Writes the records `process` (a ClassifyProcess) prints as one Parquet part in `folder`
    of `filesystem` (a pyarrow FileSystem), named for the task `index` and a fresh id, so a
    retried or speculative attempt never writes over another. `transform(batch)`, when
    given, rewrites each batch first (member paths). Returns (the part's path or None when
    there were no records, its row count, the Live Photo candidates' lines). Raises
    ClassifyFailed when the process fails or prints what is not a record of `schema`."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    candidates = []
    target = part_name(folder, index, uuid.uuid4().hex)
    writer = None
    rows = 0
    buffered = []
    buffered_rows = 0

    def flush():
        nonlocal writer, buffered, buffered_rows
        if not buffered:
            return
        if writer is None:
            writer = pq.ParquetWriter(target, schema, filesystem=filesystem, compression="snappy")
        writer.write_table(pa.Table.from_batches(buffered, schema=schema), row_group_size=buffered_rows)
        buffered = []
        buffered_rows = 0

    try:
        try:
            for batch in record_batches(process.stdout, schema, candidates):
                if transform is not None:
                    batch = transform(batch)
                buffered.append(batch)
                buffered_rows += batch.num_rows
                rows += batch.num_rows
                if buffered_rows >= ROW_GROUP_ROWS:
                    flush()
            flush()
        except pa.ArrowException as error:
            process.finish(cause=error)
            raise
        process.finish()
    except BaseException:
        if writer is not None:
            writer.close()
            remove_quietly(filesystem, target)
        raise
    if writer is not None:
        writer.close()
    return (target if rows else None, rows, candidates)


def part_name(folder, index, tag):
    """The path of part `index` in `folder`: `part-NNNNN-TAG.snappy.parquet`, as Spark names
    its parts (`tag`: an attempt's or a job's id)."""
    return "%s/part-%05d-%s.snappy.parquet" % (folder.rstrip("/"), index, tag)


def remove_quietly(filesystem, path):
    """Deletes `path` (a file) when it exists."""
    try:
        filesystem.delete_file(path)
    except (FileNotFoundError, OSError):
        pass


def rewrite_pairs(filesystem, part, fixes, schema):
    """Rewrites `part` with `livePhoto.pairedPath` set to `fixes[path]` for the records whose
    path is in `fixes` and that have a `livePhoto` member (what the merge step found for
    stills and videos classified by different tasks). The new part replaces the old in one
    move."""
    import pyarrow.parquet as pq

    table = pq.read_table(part, filesystem=filesystem, schema=schema)
    live = table.column("livePhoto").combine_chunks()
    paired = live.field("pairedPath").to_pylist()
    valid = live.is_valid().to_pylist()
    for row, path in enumerate(table.column("path").to_pylist()):
        if valid[row] and path in fixes:
            paired[row] = fixes[path]
    rebuilt = _with_paired_paths(live, paired)
    table = table.set_column(table.schema.get_field_index("livePhoto"), schema.field("livePhoto"), rebuilt)
    fresh = part + ".rewritten"
    pq.write_table(table, fresh, filesystem=filesystem, compression="snappy", row_group_size=ROW_GROUP_ROWS)
    filesystem.move(fresh, part)


def rename_paths(batch, rename):
    """`batch` with `rename(path)` applied to its `path` and `livePhoto.pairedPath` values."""
    import pyarrow as pa

    paths = pa.array([rename(p) for p in batch.column("path").to_pylist()], type=pa.string())
    batch = batch.set_column(batch.schema.get_field_index("path"), batch.schema.field("path"), paths)
    live = batch.column("livePhoto")
    if live.null_count == len(live):
        return batch
    paired = [None if p is None else rename(p) for p in live.field("pairedPath").to_pylist()]
    rebuilt = _with_paired_paths(live, paired)
    index = batch.schema.get_field_index("livePhoto")
    return batch.set_column(index, batch.schema.field("livePhoto"), rebuilt)


def _with_paired_paths(live, paired):
    """The `livePhoto` struct array `live` with its `pairedPath` values replaced by `paired`
    (a list, one value a row; rows without the member stay null)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    children = [
        pa.array(paired, type=pa.string()) if field.name == "pairedPath" else live.field(field.name)
        for field in live.type
    ]
    return pa.StructArray.from_arrays(children, fields=list(live.type), mask=pc.invert(live.is_valid()))
