#!/usr/bin/env bash
# Makes sure the system packages MediaKind builds and tests with are installed:
# libmagic-dev, libexif-dev, libbrotli-dev, libarchive-dev, pkg-config (the C libraries behind
# the bridges), libsqlite3-dev (the library index, through GRDB), python3 (the corpus scorer),
# for MediaKindImaging libvips-dev (decoding and encoding), libavformat-dev, libavcodec-dev,
# libswscale-dev and libavutil-dev (video frames), chromium (the report's browser test), and
# the compressors the archive tests make their archives with (gzip, bzip2, xz-utils, zstd), and
# the file system tools the import fault tests make their libraries with (dosfstools: a FAT
# image; e2fsprogs: an ext4 image; util-linux: unshare, findmnt, losetup).
# As root it installs what is missing with apt-get, without recommended packages (about a
# minute and a half for all of them on a fresh Debian 12); otherwise it prints the exact
# command and stops.
#
# `make schema-check` (run by `make test`) validates classify's output with PyPI `jsonschema`;
# it is installed the same way as root, else only suggested.
#
# `make spark-test` (run by `make test`) needs Java 17 (Debian openjdk-17-jre-headless),
# PySpark and pyarrow (PyPI `pyspark`, `pyarrow`: the tasks parse and write records with
# pyarrow); they are installed the same way as root, else only suggested.
#
# The readers of `make crosscheck` (ffmpeg's ffprobe, mediainfo, ExifTool from Debian, mutagen
# from PyPI) are installed the same way as root; without root they are only suggested, and the
# cross-check skips itself until they are there.
set -euo pipefail

packages=(libmagic-dev libexif-dev libbrotli-dev libarchive-dev libsqlite3-dev pkg-config python3
  libvips-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev chromium
  gzip bzip2 xz-utils zstd dosfstools e2fsprogs util-linux)
spark_packages=(openjdk-17-jre-headless)
crosscheck_packages=(ffmpeg mediainfo libimage-exiftool-perl)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

missing=()
for p in "${packages[@]}"; do
  installed "$p" || missing+=("$p")
done
if ! pkg-config --exists libmagic libexif libbrotlidec libarchive vips libavformat libavcodec libswscale 2>/dev/null; then
  for p in libmagic-dev libexif-dev libbrotli-dev libarchive-dev pkg-config libvips-dev libavformat-dev libavcodec-dev libswscale-dev; do
    [[ " ${missing[*]-} " == *" $p "* ]] || missing+=("$p")
  done
fi
optional=()
for p in "${crosscheck_packages[@]}"; do
  installed "$p" || optional+=("$p")
done
command -v java >/dev/null 2>&1 || for p in "${spark_packages[@]}"; do
  installed "$p" || optional+=("$p")
done
need_mutagen=false
python3 -c 'import mutagen' 2>/dev/null || need_mutagen=true
need_pyspark=false
python3 -c 'import pyspark, pyarrow' 2>/dev/null || need_pyspark=true
need_jsonschema=false
python3 -c 'import jsonschema' 2>/dev/null || need_jsonschema=true

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  if [ ${#missing[@]} -gt 0 ] || [ ${#optional[@]} -gt 0 ]; then
    echo "Installing ${missing[*]-} ${optional[*]-} ..." >&2
    apt-get update -qq >/dev/null
    [ ${#missing[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    # The cross-check readers are not needed to build: a failure here is reported, not fatal.
    [ ${#optional[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${optional[@]}" >/dev/null \
      || echo "ensure-deps: could not install ${optional[*]} (make crosscheck will skip)" >&2
  fi
  if $need_mutagen; then
    python3 -m pip install -q mutagen >/dev/null 2>&1 \
      || echo "ensure-deps: could not install mutagen from PyPI (make crosscheck will skip)" >&2
  fi
  if $need_pyspark; then
    python3 -m pip install -q pyspark pyarrow >/dev/null 2>&1 \
      || python3 -m pip install -q --break-system-packages pyspark pyarrow >/dev/null 2>&1 \
      || echo "ensure-deps: could not install pyspark and pyarrow from PyPI (make spark-test needs them)" >&2
  fi
  if $need_jsonschema; then
    python3 -m pip install -q jsonschema >/dev/null 2>&1 \
      || python3 -m pip install -q --break-system-packages jsonschema >/dev/null 2>&1 \
      || echo "ensure-deps: could not install jsonschema from PyPI (make schema-check needs it)" >&2
  fi
  exit 0
fi

if [ ${#optional[@]} -gt 0 ] || $need_mutagen || $need_pyspark || $need_jsonschema; then
  echo "make crosscheck, make spark-test and make schema-check also use: ${optional[*]-} $($need_mutagen && echo 'mutagen (pip)') $($need_pyspark && echo 'pyspark pyarrow (pip)') $($need_jsonschema && echo 'jsonschema (pip)')" >&2
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "MediaKind needs: ${missing[*]}. Install them with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
exit 1
