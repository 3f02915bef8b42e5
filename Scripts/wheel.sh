#!/usr/bin/env bash
# Builds the PySpark integration's wheel with `classify` inside (`make wheel`; Docs/Scale.md,
# "Installing"):
#
#   Scripts/wheel.sh CLASSIFY [OUTDIR]    -> OUTDIR/mediakind_spark-<version>-py3-none-linux_<arch>.whl
#
# Integrations/spark (pyproject.toml, the package) is copied to a scratch folder, CLASSIFY (the
# release build: no Swift toolchain needed where the wheel is installed) is put at
# mediakind_spark/bin/classify, and pip builds the wheel (PyPI setuptools, in pip's build
# isolation). The wheel carries a binary for this machine's architecture, so it is tagged
# py3-none-linux_<arch> with PyPI's `wheel tags` (not manylinux: the binary loads the system's
# libmagic, libexif, libvips and FFmpeg libraries, the Debian package's Depends). The package's
# version must be classify's. OUTDIR defaults to .build/wheel.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:?usage: wheel.sh CLASSIFY [OUTDIR]}
out=${2:-$repo/.build/wheel}
fail() { echo "wheel: $*" >&2; exit 1; }
python3 -c 'import wheel' 2>/dev/null || fail "PyPI wheel is missing (Scripts/ensure-deps.sh --test installs it)"
version=$("$bin" --version | sed -n 's/^classify \([0-9][^ ]*\) .*/\1/p')
package_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$repo/Integrations/spark/pyproject.toml")
[ "$version" = "$package_version" ] \
  || fail "Integrations/spark/pyproject.toml says version $package_version, classify says $version: make them agree"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src/mediakind_spark"
cp "$repo/Integrations/spark/pyproject.toml" "$tmp/src/"
cp "$repo"/Integrations/spark/mediakind_spark/*.py "$tmp/src/mediakind_spark/"
install -D -m 755 "$bin" "$tmp/src/mediakind_spark/bin/classify"
strip --strip-unneeded --remove-section=.comment "$tmp/src/mediakind_spark/bin/classify"
python3 -m pip wheel -q --no-deps -w "$tmp/dist" "$tmp/src" >/dev/null 2>"$tmp/pip.log" \
  || { cat "$tmp/pip.log" >&2; fail "pip wheel failed"; }
built=$(ls "$tmp"/dist/*.whl)
python3 -m wheel tags --remove --platform-tag "linux_$(uname -m)" "$built" >/dev/null
wheel_file=$(ls "$tmp"/dist/*linux_*.whl)
mkdir -p "$out"
rm -f "$out"/mediakind_spark-*.whl
mv "$wheel_file" "$out/"
echo "$out/$(basename "$wheel_file")"
