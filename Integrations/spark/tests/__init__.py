"""Tests of mediakind_spark, run in Spark local mode (Scripts/spark-test.sh)."""
