"""`spark-submit --files classify --py-files mediakind_spark.zip -m`-style entry point:

    spark-submit --master yarn --files /opt/mediakind/classify \
      --py-files mediakind_spark.zip run_mediakind.py \
      --directory /data/photos --partitions 256 --output hdfs:///out/records.parquet \
      [--policy media-policy.yml] [--mode fast|thorough]

(`run_mediakind.py` is `from mediakind_spark.__main__ import main; main()`.)
Exactly one input: --directory, --paths FILE (one path per line), --tar-shards GLOB, or
--binary-files GLOB. The tasks write the records to --output as Parquet (committed when every
task has succeeded); with --policy or --expect runs `classify check` and exits with status 1
when there are findings (their Parquet beside the records, `.findings`).
"""

import argparse
import glob
import sys

from pyspark.sql import SparkSession

from .job import MediaKind, MediaKindCheckFailed


def main(argv=None):
    parser = argparse.ArgumentParser(prog="mediakind_spark")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--directory")
    source.add_argument("--paths")
    source.add_argument("--tar-shards")
    source.add_argument("--binary-files")
    parser.add_argument("--output", required=True)
    parser.add_argument("--classify", default=None, help="the classify binary to ship (default: the one inside an installed wheel, else on PATH)")
    parser.add_argument("--mode", default="fast", choices=["fast", "thorough"])
    parser.add_argument("--partitions", type=int, default=None)
    parser.add_argument("--policy")
    parser.add_argument("--expect")
    parser.add_argument("--root", help="what --expect paths are relative to (default: --directory)")
    options = parser.parse_args(argv)

    # A session already running in this process (a notebook, a test) is used and left running.
    owned = SparkSession.getActiveSession() is None
    spark = SparkSession.builder.appName("mediakind").getOrCreate()
    mk = MediaKind(spark, classify=options.classify, mode=options.mode)
    # The tasks write the records to --output as they classify them (one pass); `records`
    # reads that output back for the check.
    output = options.output
    if options.directory:
        records = mk.classify_directory(options.directory, options.partitions, parquet=output)
    elif options.paths:
        with open(options.paths, encoding="utf-8") as listing:
            paths = [line.rstrip("\n") for line in listing if line.strip()]
        records = mk.classify_paths(paths, options.partitions, parquet=output)
    elif options.tar_shards:
        records = mk.classify_tar_shards(sorted(glob.glob(options.tar_shards)), options.partitions, parquet=output)
    else:
        records = mk.classify_binary_files(spark.read.format("binaryFile").load(options.binary_files), parquet=output)
    if options.policy or options.expect:
        try:
            mk.check(records, policy=options.policy, expect=options.expect,
                     root=options.root or options.directory, partitions=options.partitions)
        except MediaKindCheckFailed as failure:
            mk.write_parquet(failure.findings, options.output + ".findings")
            print(str(failure), file=sys.stderr)
            if owned:
                spark.stop()
            return 1
    if owned:
        spark.stop()
    return 0


def run():
    """The `mediakind-spark` command an installed wheel puts on PATH."""
    sys.exit(main())


if __name__ == "__main__":
    run()
