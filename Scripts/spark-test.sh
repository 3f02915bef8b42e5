#!/usr/bin/env bash
# The PySpark integration's tests (Integrations/spark/tests) in Spark local mode (local[2]),
# against the given classify binary, on ../shared/corpus/files when present (else Samples/).
#
#   Scripts/spark-test.sh [CLASSIFY] [CORPUS] [WHEEL]
#
# With WHEEL (`make wheel`'s, as `make test` passes it), the tests run against the installed
# wheel, as a user has it: the wheel is `pip install`ed into a scratch virtual environment
# (with the system's PySpark and pyarrow), the tests are copied out of the source tree so they
# import the installed package, and the classify they compare with is the one inside the wheel.
# Without PySpark, pyarrow or Java the step is skipped with a note, except in CI (CI=true), where
# that is a failure: Scripts/ensure-deps.sh installs them.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/classify}
corpus=${2:-../shared/corpus/files}
wheel=${3:-}
if ! python3 -c 'import pyspark, pyarrow' 2>/dev/null || ! command -v java >/dev/null 2>&1; then
  if [ "${CI:-}" = true ]; then
    echo "spark-test: PySpark, pyarrow or Java 17 is missing (Scripts/ensure-deps.sh installs them as root)" >&2
    exit 1
  fi
  echo "spark-test: skipped: PySpark, pyarrow or Java 17 not installed (Scripts/ensure-deps.sh installs them)" >&2
  exit 0
fi
if [ -d "$corpus" ]; then export MEDIAKIND_CORPUS; MEDIAKIND_CORPUS=$(realpath "$corpus"); fi
export MEDIAKIND_REPO; MEDIAKIND_REPO=$(pwd)
if [ -z "$wheel" ]; then
  export MEDIAKIND_CLASSIFY
  MEDIAKIND_CLASSIFY=$(realpath "$binary")
  export PYSPARK_PYTHON=${PYSPARK_PYTHON:-python3}
  python3 -m unittest discover -s Integrations/spark/tests -t Integrations/spark -v
  exit
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m venv --system-site-packages "$tmp/venv"
"$tmp/venv/bin/python" -m pip install -q --no-index "$wheel" \
  || { echo "spark-test: pip install $wheel failed" >&2; exit 1; }
mkdir -p "$tmp/run"
cp -r Integrations/spark/tests "$tmp/run/tests"
export MEDIAKIND_WHEEL; MEDIAKIND_WHEEL=$(realpath "$wheel")
export MEDIAKIND_CLASSIFY
MEDIAKIND_CLASSIFY=$("$tmp/venv/bin/python" -c 'import mediakind_spark; print(mediakind_spark.bundled_classify() or "")')
[ -x "$MEDIAKIND_CLASSIFY" ] || { echo "spark-test: the installed wheel carries no classify binary" >&2; exit 1; }
export PYSPARK_PYTHON="$tmp/venv/bin/python"
cd "$tmp/run"
"$tmp/venv/bin/python" -m unittest discover -s tests -t . -v
