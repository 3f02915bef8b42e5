"""Where tasks write their Parquet parts, through pyarrow's file systems (a local or mounted
folder, `s3://`, `gs://`, `hdfs://`): a staging folder whose parts back a DataFrame, or a
job's output, committed as Spark's file output committer does it (parts written under
`_temporary/JOB/`, moved into place when every task has succeeded, then `_SUCCESS`), so a
failed job leaves no parts and an earlier output stays whole until the new one replaces it."""

import os
import uuid

from .parts import part_name, remove_quietly

#: URI schemes Hadoop spells differently from pyarrow.
_HADOOP_SCHEMES = {"s3a": "s3", "s3n": "s3"}

SAVE_MODES = ("overwrite", "append", "error", "errorifexists", "ignore")


def arrow_location(location):
    """(pyarrow FileSystem, path in it) of `location`: a local path (made absolute), `file:`
    URI, or a URI pyarrow knows (`s3a://` and `s3n://` are read as `s3://`)."""
    from pyarrow import fs

    if "://" not in location:
        return fs.LocalFileSystem(), os.path.abspath(location)
    scheme, rest = location.split("://", 1)
    if scheme == "file":
        return fs.LocalFileSystem(), "/" + rest.lstrip("/")
    return fs.FileSystem.from_uri(_HADOOP_SCHEMES.get(scheme, scheme) + "://" + rest)


def spark_location(location):
    """`location` as Spark reads it (a local path made absolute; URIs as given)."""
    return location if "://" in location else os.path.abspath(location)


class PartFolder:
    """A folder of one job's parts: `location` is what the tasks are given (they open it with
    `arrow_location`), `spark_path(part)` what Spark reads a part as."""

    def __init__(self, location, create=True):
        self.location = location
        self.filesystem, self.path = arrow_location(location)
        if create:
            self.filesystem.create_dir(self.path, recursive=True)

    def spark_path(self, part):
        """The Spark path of `part` (a path in this folder's file system)."""
        relative = part[len(self.path):].lstrip("/")
        return spark_location(self.location).rstrip("/") + "/" + relative

    def abort(self):
        """Deletes this folder and the parts in it (a failed job's)."""
        try:
            self.filesystem.delete_dir(self.path)
        except (FileNotFoundError, OSError):
            pass

    def remove_except(self, keep):
        """Deletes the parts in this folder that are not in `keep` (what failed or
        superseded attempts left)."""
        from pyarrow import fs

        kept = set(keep)
        for info in self.filesystem.get_file_info(fs.FileSelector(self.path, allow_not_found=True)):
            if info.type == fs.FileType.File and info.path not in kept:
                remove_quietly(self.filesystem, info.path)


class StagingFolder(PartFolder):
    """A fresh folder under `root` for one job's parts; they back the DataFrame the job returns
    and stay until the folder is removed (with `root`, by whoever made it)."""

    def __init__(self, root):
        super().__init__(root.rstrip("/") + "/mediakind-" + uuid.uuid4().hex)


class OutputFolder(PartFolder):
    """A job's Parquet output at `location` (`mode`: overwrite, append, error/errorifexists, or
    ignore, as Spark's save modes). Parts go to `location/_temporary/JOB/`; `commit` moves them
    into place."""

    def __init__(self, location, mode="overwrite"):
        if mode not in SAVE_MODES:
            raise ValueError("mode must be one of %s" % ", ".join(SAVE_MODES))
        self.mode = mode
        self.job = uuid.uuid4().hex
        filesystem, path = arrow_location(location)
        self.exists = _has_entries(filesystem, path)
        if self.exists and mode in ("error", "errorifexists"):
            raise FileExistsError("%s already exists (mode %r)" % (location, mode))
        super().__init__(location.rstrip("/") + "/_temporary/" + self.job, create=not self.skip)
        self.final_filesystem, self.final_path = filesystem, path

    @property
    def skip(self):
        """True when the mode is `ignore` and the output exists: nothing is to be done."""
        return self.mode == "ignore" and self.exists

    def commit(self, parts, schema):
        """Moves `parts` (paths in the temporary folder, in task order) into the output as
        `part-NNNNN-JOB.snappy.parquet`; with mode overwrite, first deletes what was there;
        with no part at all, writes one empty part, so the output still carries the schema.
        Writes `_SUCCESS`, then deletes the temporary folder."""
        from pyarrow import fs

        filesystem, final = self.final_filesystem, self.final_path
        if self.mode == "overwrite":
            for info in filesystem.get_file_info(fs.FileSelector(final, allow_not_found=True)):
                if info.base_name == "_temporary":
                    continue
                if info.type == fs.FileType.Directory:
                    filesystem.delete_dir(info.path)
                else:
                    filesystem.delete_file(info.path)
        if not parts:
            import pyarrow.parquet as pq

            empty = part_name(final, 0, self.job)
            pq.write_table(schema.empty_table(), empty, filesystem=filesystem, compression="snappy")
        for index, part in enumerate(parts):
            filesystem.move(part, part_name(final, index, self.job))
        with filesystem.open_output_stream(final + "/_SUCCESS"):
            pass
        self.abort()

    def abort(self):
        """Deletes this job's temporary folder (and `_temporary` when no other job uses it)."""
        filesystem = self.final_filesystem
        super().abort()
        temporary = self.final_path + "/_temporary"
        try:
            if not _has_entries(filesystem, temporary):
                filesystem.delete_dir(temporary)
        except (FileNotFoundError, OSError):
            pass


def _has_entries(filesystem, path):
    """True when `path` is a folder with something in it, or a file."""
    from pyarrow import fs

    info = filesystem.get_file_info(path)
    if info.type == fs.FileType.NotFound:
        return False
    if info.type != fs.FileType.Directory:
        return True
    return bool(filesystem.get_file_info(fs.FileSelector(path, allow_not_found=True)))
