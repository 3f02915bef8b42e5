#!/usr/bin/env bash
# Makes sure the system packages MediaKind builds and tests with are installed:
# libmagic-dev, libexif-dev, pkg-config (the C libraries behind the bridges), libsqlite3-dev
# (the library index, through GRDB), python3 (the corpus scorer), and for MediaKindImaging
# libvips-dev (decoding and encoding), libavformat-dev, libavcodec-dev, libswscale-dev and
# libavutil-dev (video frames) and chromium (the report's browser test). As root it installs
# what is missing with apt-get (without recommended packages: about a minute for all of them
# on a fresh Debian 12); otherwise it prints the exact command and stops.
set -euo pipefail

packages=(libmagic-dev libexif-dev libsqlite3-dev pkg-config python3
  libvips-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ! pkg-config --exists libmagic libexif vips libavformat libavcodec libswscale 2>/dev/null; then
  for p in libmagic-dev libexif-dev pkg-config libvips-dev libavformat-dev libavcodec-dev libswscale-dev; do
    [[ " ${missing[*]-} " == *" $p "* ]] || missing+=("$p")
  done
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "MediaKind needs: ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
