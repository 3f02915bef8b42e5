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


def arrow_type(node):
    """The Arrow type of one JSON Schema node, as `record_schema` types it for Spark (string,
    int64, float64, bool, list, struct). Every field is nullable: the JSON reader fills
    absent members with nulls, and a required member left out is `classify`'s bug, not data."""
    import pyarrow as pa

    kind = node.get("type")
    if kind == "string":
        return pa.string()
    if kind == "integer":
        return pa.int64()
    if kind == "number":
        return pa.float64()
    if kind == "boolean":
        return pa.bool_()
    if kind == "array":
        return pa.list_(pa.field("element", arrow_type(node["items"]), nullable=True))
    if kind == "object":
        return pa.struct(
            [pa.field(name, arrow_type(child), nullable=True) for name, child in sorted(node["properties"].items())]
        )
    raise ValueError("unsupported JSON Schema node: %r" % (node,))


def arrow_schema(schema_text):
    """The Arrow schema of the record, from the JSON Schema document's text: what the tasks
    parse `classify`'s JSON Lines into and write as Parquet (the same names, order and types
    as `record_schema`, so Spark reads the parts back as that StructType)."""
    import pyarrow as pa

    document = json.loads(schema_text)
    return pa.schema(list(arrow_type(document)))
