"""MediaKind on Apache Spark: see job.py and Docs/Scale.md."""

from .job import ClassifyFailed, MediaKind, MediaKindCheckFailed
from .schema import record_schema
from .shard import shard_of

__all__ = ["ClassifyFailed", "MediaKind", "MediaKindCheckFailed", "record_schema", "shard_of"]
