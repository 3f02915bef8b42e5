"""The Spark and Arrow schemas of MediaKind's file record, derived from its JSON Schema.

The JSON Schema is what `classify schema` prints (the same text as
`Docs/schema/record.schema.json`, generated from the record's member table, the one the
record writer reads: `Sources/MediaKind/Output/Classification+RecordMembers.swift`). Nothing
here names a record field: a field the record gains appears in the DataFrame without a change
to this module. Keywords other than `type`, `properties`, `items` and `required` (enums,
numeric bounds) do not change the type. One walk of the JSON Schema (`_translate`) serves
both type systems; each gives its own constructors.
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


def _translate(node, types):
    """The type of one JSON Schema node (string, integer, number, boolean, array, object with
    properties) in the type system `types` gives: `types[kind]()` for the four scalar kinds,
    `types["array"](items)` and `types["object"]([(name, type, required), ...])` (members in
    name order)."""
    kind = node.get("type")
    if kind == "array":
        return types["array"](_translate(node["items"], types))
    if kind == "object":
        required = set(node.get("required", []))
        return types["object"](
            [(name, _translate(child, types), name in required) for name, child in sorted(node["properties"].items())]
        )
    if kind in ("string", "integer", "number", "boolean"):
        return types[kind]()
    raise ValueError("unsupported JSON Schema node: %r" % (node,))


_SPARK = {
    "string": StringType,
    "integer": LongType,
    "number": DoubleType,
    "boolean": BooleanType,
    "array": lambda items: ArrayType(items, containsNull=False),
    "object": lambda members: StructType(
        [StructField(name, kind, nullable=not required) for name, kind, required in members]
    ),
}


def spark_type(node):
    """The Spark type of one JSON Schema node (required members are not nullable)."""
    return _translate(node, _SPARK)


def record_schema(schema_text):
    """The StructType of the record, from the JSON Schema document's text."""
    schema = spark_type(json.loads(schema_text))
    # Records decoded by Spark's JSON reader are nullable throughout; keep the names and types.
    return StructType([StructField(f.name, f.dataType, True) for f in schema.fields])


def _arrow_types():
    """The Arrow constructors for `_translate`. Every field is nullable: the JSON reader fills
    absent members with nulls, and a required member left out is `classify`'s bug, not data."""
    import pyarrow as pa

    return {
        "string": pa.string,
        "integer": pa.int64,
        "number": pa.float64,
        "boolean": pa.bool_,
        "array": lambda items: pa.list_(pa.field("element", items, nullable=True)),
        "object": lambda members: pa.struct([pa.field(name, kind, nullable=True) for name, kind, _ in members]),
    }


def arrow_type(node):
    """The Arrow type of one JSON Schema node, as `spark_type` types it for Spark (string,
    int64, float64, bool, list, struct), every field nullable."""
    return _translate(node, _arrow_types())


def arrow_schema(schema_text):
    """The Arrow schema of the record, from the JSON Schema document's text: what the tasks
    parse `classify`'s JSON Lines into and write as Parquet (the same names, order and types
    as `record_schema`, so Spark reads the parts back as that StructType)."""
    import pyarrow as pa

    return pa.schema(list(arrow_type(json.loads(schema_text))))
