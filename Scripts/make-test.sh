#!/usr/bin/env bash
# `make test`: every step of the test suite in order, each timed, its output kept in
# .build/make-test/STEP.log; the first failing step stops the run (its log's tail is printed).
#
# What building needs is installed before (`make deps`); the test tools (Scripts/ensure-deps.sh
# --test-apt, then --test-pip: Chromium, Java, the cross-check's readers, PySpark, ...) are
# installed in the background beside the debug build, and each step waits for the part it
# needs (downloads and compiles overlap; on a fresh machine each takes minutes).
#
# The release build (`make deb-check` and the wheel need the static release `classify`) runs in
# the background, at a lower priority, from the moment the debug build is done: the Swift tests
# leave a core idle for long stretches (process-spawning and waiting tests), and the release
# build fills it. It has its own scratch folder (.build/test-release), as SwiftPM allows one
# process per scratch folder. Docs/Testing.md, "What make test runs".
set -euo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
make_step=(make --no-print-directory SWIFT="$swift")
logs=.build/make-test
release_scratch=.build/test-release
mkdir -p "$logs"
rm -f "$logs"/*.log "$logs"/*.status
started=$(date +%s)
release_pid=
deps_pid=

elapsed() { echo $(( $(date +%s) - $1 )); }

stop_background() {
  if [ -n "$release_pid" ] && kill -0 "$release_pid" 2>/dev/null; then
    kill -- "-$release_pid" 2>/dev/null || kill "$release_pid" 2>/dev/null || true
  fi
  # An installation is left to finish (apt and pip are not stopped halfway).
  if [ -n "$deps_pid" ]; then wait "$deps_pid" 2>/dev/null || true; fi
}
trap stop_background EXIT

# step NAME COMMAND...: runs COMMAND with its output shown and kept in $logs/NAME.log.
step() {
  local name=$1 begun status=0
  shift
  begun=$(date +%s)
  echo "make test: $name ..."
  set +e
  "$@" 2>&1 | tee "$logs/$name.log"
  status=${PIPESTATUS[0]}
  set -e
  if [ "$status" -ne 0 ]; then
    echo "make test: $name FAILED (exit $status) after $(elapsed "$begun") s; its log: $logs/$name.log" >&2
    exit "$status"
  fi
  echo "make test: $name passed in $(elapsed "$begun") s ($(elapsed "$started") s in all)"
  echo "$name $(elapsed "$begun")" >> "$logs/steps.tsv"
}

# The test tools, in the background: the Debian part, then the PyPI part (pip comes from apt).
start_test_deps() {
  echo "make test: installing the test tools in the background ($logs/test-apt.log, test-pip.log)"
  (
    status=0
    Scripts/ensure-deps.sh --test-apt >"$logs/test-apt.log" 2>&1 || status=$?
    echo "$status" >"$logs/test-apt.status"
    status=0
    Scripts/ensure-deps.sh --test-pip >"$logs/test-pip.log" 2>&1 || status=$?
    echo "$status" >"$logs/test-pip.status"
  ) &
  deps_pid=$!
}

# wait_deps apt|pip: waits until that part is installed; fails the run when it failed.
wait_deps() {
  local part=$1 begun
  begun=$(date +%s)
  until [ -s "$logs/test-$part.status" ]; do sleep 1; done
  cat "$logs/test-$part.log"
  if [ "$(cat "$logs/test-$part.status")" != 0 ]; then
    echo "make test: installing the test tools ($part) FAILED" >&2
    exit 1
  fi
  [ "$part" = pip ] && { wait "$deps_pid" || true; deps_pid=; }
  echo "make test: test tools ($part) ready (waited $(elapsed "$begun") s)"
}

# The background release build: started once, waited for by the steps that need it.
start_release() {
  echo "make test: release build started in the background ($logs/release-build.log)"
  # setsid: the build and its compilers are one process group, stopped together on a failure.
  setsid nice -n 10 bash -c '
    make --no-print-directory release SWIFT="$1" RELEASE_SCRATCH="$2" >"$3/release-build.log" 2>&1
    echo $? >"$3/release-build.status"' _ "$swift" "$release_scratch" "$logs" &
  release_pid=$!
}

wait_release() {
  local begun
  begun=$(date +%s)
  wait "$release_pid" || true
  release_pid=
  if [ "$(cat "$logs/release-build.status" 2>/dev/null || echo 1)" != 0 ]; then
    tail -50 "$logs/release-build.log" >&2
    echo "make test: the release build FAILED; its log: $logs/release-build.log" >&2
    exit 1
  fi
  echo "make test: release build done (waited $(elapsed "$begun") s for it)"
}

: > "$logs/steps.tsv"
start_test_deps
step debug-build "$swift" build -q
start_release
wait_deps apt
step samples-generated-check "${make_step[@]}" samples-generated-check
# -q leaves out build progress and passing tests (warnings, failures and the summary print);
# the suites are Swift Testing only, so --disable-xctest spares the empty XCTest run.
step swift-test "$swift" test -q --disable-xctest
step samples-check "${make_step[@]}" samples-check
wait_deps pip
step report-browser-check "${make_step[@]}" report-browser-check
step schema-check "${make_step[@]}" schema-check
step install-check "${make_step[@]}" install-check
step precommit-check "${make_step[@]}" precommit-check
step api-check "${make_step[@]}" api-check
step docc-check "${make_step[@]}" docc-check
step corpus-check "${make_step[@]}" corpus-check
step crosscheck "${make_step[@]}" crosscheck-run
wait_release
step deb-check "${make_step[@]}" deb-check RELEASE_SCRATCH="$release_scratch"
step spark-wheel-test "${make_step[@]}" spark-wheel-test-run RELEASE_SCRATCH="$release_scratch"

echo "make test: passed in $(elapsed "$started") s"
grep -h 'Test run with' "$logs/swift-test.log" | sed 's/^.*\(Test run with\)/  swift test: \1/'
grep -h '^schema-check' "$logs/schema-check.log" | sed 's/^/  /' || true
grep -h '^report-browser-check' "$logs/report-browser-check.log" | sed 's/^/  /' || true
grep -h '^corpus-check' "$logs/corpus-check.log" | sed 's/^/  /' || true
grep -h '^crosscheck:' "$logs/crosscheck.log" | sed 's/^/  /' || true
grep -h '^deb-check:' "$logs/deb-check.log" | sed 's/^/  /' || true
echo "  step seconds: $(tr '\n' ' ' < "$logs/steps.tsv")"
