#!/usr/bin/env bash
# Checks the Debian package (`make deb-check`, part of `make test`): installs DEB with apt on
# this machine, as a user would (`apt install ./mediakind_*.deb`), then checks that
#   - dpkg lists the binary, the man page, the three completions and the copyright file;
#   - the installed /usr/bin/classify runs (`--version`) with an empty environment;
#   - it needs no Swift toolchain: no run path but $ORIGIN, and every shared library it loads belongs to an
#     installed Debian package (dpkg -S), so the Depends line covers them;
#   - it passes the Samples golden check in both modes (Scripts/samples-check.sh), and makes
#     previews of a photo and a video (libvips and FFmpeg, opened with dlopen);
# and removes the package again (`apt-get remove`), checking that its files are gone.
# It needs root and apt (a fresh CI machine has both); elsewhere it says it is skipped, and in
# CI (CI=true) not being able to run is a failure.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
deb=$(realpath "${1:?usage: deb-check.sh DEB}")
fail() { echo "deb-check: $*" >&2; exit 1; }
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  [ "${CI:-}" = true ] && fail "needs root and apt-get to install $deb"
  echo "deb-check: skipped: installing a package needs root and apt-get (run it as root on a scratch machine)" >&2
  exit 0
fi
if dpkg-query -W -f='${Status}' mediakind 2>/dev/null | grep -q "install ok installed"; then
  fail "a mediakind package is already installed; remove it first (apt-get remove mediakind)"
fi
removed=false
cleanup() { $removed || DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq mediakind >/dev/null 2>&1 || true; }
trap cleanup EXIT
apt_log=$(mktemp)
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >"$apt_log" 2>&1 \
  || { cat "$apt_log" >&2; fail "apt-get install $deb failed"; }
rm -f "$apt_log"

listed=$(dpkg -L mediakind)
for f in /usr/bin/classify /usr/share/man/man1/classify.1 /usr/share/bash-completion/completions/classify \
  /usr/share/zsh/site-functions/_classify /usr/share/fish/vendor_completions.d/classify.fish \
  /usr/share/doc/mediakind/copyright; do
  grep -qx "$f" <<<"$listed" || fail "the package does not install $f"
  [ -f "$f" ] || fail "$f is listed but not on disk"
done
version=$(env -i PATH=/usr/bin:/bin /usr/bin/classify --version) || fail "the installed classify does not run"
grep -q '^classify [0-9]' <<<"$version" || fail "unexpected --version: $version"
# SwiftPM links with the run path $ORIGIN (the binary's own folder, /usr/bin: nothing there is
# loaded); any other entry would point into a toolchain.
runpath=$(readelf -d /usr/bin/classify | sed -n 's/.*R\(UN\)\{0,1\}PATH.*\[\(.*\)\]/\2/p')
for entry in ${runpath//:/ }; do
  [ "$entry" = '$ORIGIN' ] || fail "the installed binary has the run path $entry"
done
libraries=$(ldd /usr/bin/classify | sed -n 's/.*=> \(\/[^ ]*\) .*/\1/p')
[ -n "$libraries" ] || fail "ldd lists no libraries"
count=0
while read -r library; do
  real=$(realpath "$library")
  dpkg -S "$library" >/dev/null 2>&1 || dpkg -S "$real" >/dev/null 2>&1 \
    || fail "$library (loaded by classify) belongs to no Debian package"
  count=$((count + 1))
done <<<"$libraries"
if ldd /usr/bin/classify | grep -q 'not found'; then fail "a library is missing: $(ldd /usr/bin/classify | grep 'not found')"; fi
"$repo/Scripts/samples-check.sh" /usr/bin/classify >/dev/null || fail "the installed classify fails the Samples check"
# libvips and FFmpeg are opened on first use (dlopen): a preview of a photo and of a video
# frame proves the package's Depends bring them.
previews=$(mktemp -d)
env -i PATH=/usr/bin:/bin /usr/bin/classify preview "$repo/Samples/image/jpeg/apple-burst-frame-1.jpg" \
  "$repo/Samples/video/avi/mjpeg-160x120-10fps.avi" --out "$previews" --format jsonl > "$previews.jsonl" \
  || { cat "$previews.jsonl" >&2; rm -rf "$previews" "$previews.jsonl"; fail "the installed classify cannot make previews"; }
made=$(find "$previews" -type f | wc -l)
rm -rf "$previews" "$previews.jsonl"
[ "$made" -eq 2 ] || fail "the installed classify made $made previews of 2"

DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq mediakind >/dev/null || fail "apt-get remove mediakind failed"
removed=true
[ ! -e /usr/bin/classify ] || fail "/usr/bin/classify is still there after apt-get remove"
echo "deb-check: $(basename "$deb") installs with apt, runs ($version), loads $count shared libraries all from Debian packages, passes the Samples check, and removes cleanly"
