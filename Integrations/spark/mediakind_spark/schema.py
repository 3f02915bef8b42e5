"""The Spark schema of MediaKind's file record, derived from its JSON Schema.

The JSON Schema is what `classify schema` prints (the same text as
`Docs/schema/record.schema.json`, generated from the record's member table, the one the
record writer reads: `Sources/MediaKind/Output/Classification+RecordMembers.swift`). Nothing
here names a record field: a field the record gains appears in the DataFrame without a change
to this module. Keywords other than `type`, `properties`, `items` and `required` (enums,
numeric bounds) do not change the Spark type.
"""

import json

from pyspark.sql.types import (
    ArrayType,
    BooleanType,
    DoubleType,
    LongType,
    StringType,
    StructField,
    StructType,
)


def spark_type(node):
    """The Spark type of one JSON Schema node (string, integer, number, boolean, array,
    object with properties)."""
    kind = node.get("type")
    if kind == "string":
        return StringType()
    if kind == "integer":
        return LongType()
    if kind == "number":
        return DoubleType()
    if kind == "boolean":
        return BooleanType()
    if kind == "array":
        return ArrayType(spark_type(node["items"]), containsNull=False)
    if kind == "object":
        required = set(node.get("required", []))
        return StructType(
            [
                StructField(name, spark_type(child), nullable=name not in required)
                for name, child in sorted(node["properties"].items())
            ]
        )
    raise ValueError("unsupported JSON Schema node: %r" % (node,))


def record_schema(schema_text):
    """The StructType of the record, from the JSON Schema document's text."""
    document = json.loads(schema_text)
    schema = spark_type(document)
    # Records decoded by Spark's JSON reader are nullable throughout; keep the names and types.
    return StructType([StructField(f.name, f.dataType, True) for f in schema.fields])


FINDING_FIELDS = None  # findings are kept as JSON text plus their common keys (see job.py)
