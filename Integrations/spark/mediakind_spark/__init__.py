"""MediaKind on Apache Spark: see job.py and Docs/Scale.md."""

from .job import MediaKind, MediaKindCheckFailed, bundled_classify
from .process import ClassifyFailed
from .schema import arrow_schema, record_schema
from .shard import shard_of

__all__ = ["ClassifyFailed", "bundled_classify", "MediaKind", "MediaKindCheckFailed", "arrow_schema", "record_schema", "shard_of"]
