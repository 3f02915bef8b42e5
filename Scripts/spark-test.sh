#!/usr/bin/env bash
# The PySpark integration's tests (Integrations/spark/tests) in Spark local mode (local[2]),
# against the given classify binary, on ../shared/corpus/files when present (else Samples/).
# Without PySpark, pyarrow or Java the step is skipped with a note, except in CI (CI=true), where
# that is a failure: Scripts/ensure-deps.sh installs them.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/classify}
corpus=${2:-../shared/corpus/files}
if ! python3 -c 'import pyspark, pyarrow' 2>/dev/null || ! command -v java >/dev/null 2>&1; then
  if [ "${CI:-}" = true ]; then
    echo "spark-test: PySpark, pyarrow or Java 17 is missing (Scripts/ensure-deps.sh installs them as root)" >&2
    exit 1
  fi
  echo "spark-test: skipped: PySpark, pyarrow or Java 17 not installed (Scripts/ensure-deps.sh installs them)" >&2
  exit 0
fi
export MEDIAKIND_CLASSIFY
MEDIAKIND_CLASSIFY=$(realpath "$binary")
if [ -d "$corpus" ]; then export MEDIAKIND_CORPUS; MEDIAKIND_CORPUS=$(realpath "$corpus"); fi
export PYSPARK_PYTHON=${PYSPARK_PYTHON:-python3}
python3 -m unittest discover -s Integrations/spark/tests -t Integrations/spark -v
