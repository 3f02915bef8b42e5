#!/usr/bin/env bash
# Makes sure the system packages MediaKind needs are installed, in two sets:
#
#   Scripts/ensure-deps.sh          building and running `classify` (`make build`, `make demo`):
#                                   libmagic-dev, libexif-dev, libbrotli-dev, libxxhash-dev, libarchive-dev,
#                                   libsqlite3-dev (the index, through GRDB), pkg-config, and for
#                                   MediaKindImaging libvips-dev, FFmpeg's libavformat-dev,
#                                   libavcodec-dev, libswscale-dev, libavutil-dev, and
#                                   libraw-dev (RAW files without a preview large enough);
#   Scripts/ensure-deps.sh --test   that, and what `make test` runs besides the Swift tests
#                                   (`--test-apt`: only its Debian packages; `--test-pip`: only
#                                   its PyPI packages; `make test` installs them in that order
#                                   beside the debug build, Scripts/make-test.sh):
#                                   python3 with pip and venv (the scorer, the Samples
#                                   generator, the checks, the wheel test),
#                                   chromium (the report's browser test), the compressors the
#                                   archive tests make archives with (gzip, bzip2, xz-utils,
#                                   zstd), dpkg-dev (`make deb`), the file system tools the
#                                   import fault tests make libraries with (dosfstools,
#                                   e2fsprogs, util-linux), Java 17 (Spark), the
#                                   cross-check's readers (ffmpeg, mediainfo, ExifTool), and from
#                                   PyPI jsonschema, mutagen, pyspark, pyarrow, pre-commit, wheel.
#
# As root it installs what is missing with apt-get (without recommended packages) and pip;
# otherwise it prints the exact commands and stops (a missing test tool is only named: each
# step that needs one says so, and fails in CI).
set -euo pipefail

test_set=false
apt_part=true
pip_part=true
case "${1:-}" in
  --test) test_set=true ;;
  --test-apt) test_set=true; pip_part=false ;;
  --test-pip) test_set=true; apt_part=false ;;
  "") ;;
  *) echo "usage: Scripts/ensure-deps.sh [--test | --test-apt | --test-pip]" >&2; exit 64 ;;
esac

build_packages=(libmagic-dev libexif-dev libbrotli-dev libxxhash-dev libarchive-dev libsqlite3-dev pkg-config
  libvips-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev libraw-dev)
test_packages=(python3 python3-pip python3-venv chromium gzip bzip2 xz-utils zstd dpkg-dev
  dosfstools e2fsprogs util-linux)
# Not needed to build or to run the Swift tests: a failure to install them is reported, not fatal.
optional_packages=(ffmpeg mediainfo libimage-exiftool-perl)
java_packages=(openjdk-17-jre-headless)
# PyPI packages of the test steps: module name, then the pip package names.
pip_modules=(jsonschema mutagen pyspark pyarrow pre_commit wheel)
pip_packages=(jsonschema mutagen pyspark pyarrow pre-commit wheel)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
$apt_part && for p in "${build_packages[@]}"; do installed "$p" || missing+=("$p"); done
if $apt_part && ! pkg-config --exists libmagic libexif libbrotlidec libxxhash libarchive vips libavformat libavcodec libswscale libraw_r 2>/dev/null; then
  for p in libmagic-dev libexif-dev libbrotli-dev libxxhash-dev libarchive-dev pkg-config libvips-dev libavformat-dev libavcodec-dev libswscale-dev libraw-dev; do
    [[ " ${missing[*]-} " == *" $p "* ]] || missing+=("$p")
  done
fi
optional=()
pip_missing=()
if $test_set && $apt_part; then
  for p in "${test_packages[@]}"; do installed "$p" || missing+=("$p"); done
  for p in "${optional_packages[@]}"; do installed "$p" || optional+=("$p"); done
  command -v java >/dev/null 2>&1 || for p in "${java_packages[@]}"; do installed "$p" || optional+=("$p"); done
fi
if $test_set && $pip_part; then
  for i in "${!pip_modules[@]}"; do
    python3 -c "import ${pip_modules[$i]}" 2>/dev/null || pip_missing+=("${pip_packages[$i]}")
  done
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  if [ ${#missing[@]} -gt 0 ] || [ ${#optional[@]} -gt 0 ]; then
    echo "Installing ${missing[*]-} ${optional[*]-} ..." >&2
    apt-get update -qq >/dev/null
    [ ${#missing[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    [ ${#optional[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null \
      || echo "ensure-deps: could not install ${optional[*]} (the steps that use them will say so)" >&2
  fi
  if [ ${#pip_missing[@]} -gt 0 ]; then
    echo "Installing from PyPI: ${pip_missing[*]} ..." >&2
    python3 -m pip install -q "${pip_missing[@]}" >/dev/null 2>&1 \
      || python3 -m pip install -q --break-system-packages "${pip_missing[@]}" >/dev/null 2>&1 \
      || echo "ensure-deps: could not install ${pip_missing[*]} from PyPI (the steps that use them will say so)" >&2
  fi
  exit 0
fi

if [ ${#optional[@]} -gt 0 ] || [ ${#pip_missing[@]} -gt 0 ]; then
  echo "make test also uses: ${optional[*]-} ${pip_missing[*]+(pip) ${pip_missing[*]}}" >&2
  [ ${#pip_missing[@]} -eq 0 ] || echo "  python3 -m pip install ${pip_missing[*]}" >&2
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "MediaKind needs: ${missing[*]}. Install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
exit 1
