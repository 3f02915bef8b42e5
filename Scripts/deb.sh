#!/usr/bin/env bash
# Builds the Debian package of `classify` (`make deb`; Docs/CLI.md, "Installing"):
#
#   Scripts/deb.sh CLASSIFY GENERATE_MANUAL [OUTDIR]     -> OUTDIR/mediakind_<version>_<arch>.deb
#
# The files are what `make install` installs with PREFIX=/usr (Scripts/install.sh: the binary,
# its man page, its bash, zsh and fish completions), plus /usr/share/doc/mediakind (copyright,
# README). CLASSIFY should be the release build (`make release`: the Swift runtime and
# Foundation linked in statically), so the package needs no Swift toolchain; its Depends line
# is what dpkg-shlibdeps finds the binary needs (libmagic1, libexif12, libarchive13, ...), plus
# the packages of libvips, FFmpeg's libraries and libraw (libraw20), which classify opens with dlopen. The version is
# `classify --version`'s; the man page's date is the last commit's (SOURCE_DATE_EPOCH), so two
# builds of one commit give the same files. OUTDIR defaults to .build/deb.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:?usage: deb.sh CLASSIFY GENERATE_MANUAL [OUTDIR]}
manual=${2:?usage: deb.sh CLASSIFY GENERATE_MANUAL [OUTDIR]}
out=${3:-$repo/.build/deb}
fail() { echo "deb: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Debian package dpkg-dev; Scripts/ensure-deps.sh --test installs it)"
done
version=$("$bin" --version | sed -n 's/^classify \([0-9][^ ]*\) .*/\1/p')
[ -n "$version" ] || fail "$bin --version names no version"
arch=$(dpkg --print-architecture)
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)
fi
export SOURCE_DATE_EPOCH
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/root
DESTDIR=$root PREFIX=/usr "$repo/Scripts/install.sh" install "$bin" "$manual" >/dev/null
# As Debian's dh_strip does: no debugging symbols in the package (117 MB -> 72 MB here).
strip --strip-unneeded --remove-section=.comment "$root/usr/bin/classify"
install -D -m 644 "$repo/LICENSE" "$root/usr/share/doc/mediakind/copyright"
install -D -m 644 "$repo/README.md" "$root/usr/share/doc/mediakind/README.md"

# The shared libraries the binary needs, as package dependencies.
mkdir -p "$stage/src/debian"
printf 'Source: mediakind\n\nPackage: mediakind\nArchitecture: any\n' > "$stage/src/debian/control"
depends=$(cd "$stage/src" && dpkg-shlibdeps -O "$root/usr/bin/classify" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || fail "dpkg-shlibdeps found no dependencies for $bin"
# libvips, FFmpeg and libraw are opened with dlopen on first use (Sources/CLibVips/shim.h,
# Sources/CFFmpeg/shim.h, Sources/CLibRaw/shim.h: the major version of the headers built
# against; libraw's thread-safe libraw_r, in Debian 12's libraw20), so dpkg-shlibdeps
# cannot see them: the package of each library the build's headers describe (the -dev
# package's .so link resolved, its SONAME's file) is added, so preview and report work too.
for lib in vips avformat avcodec swscale avutil raw_r; do
  libdir=$(pkg-config --variable=libdir "$lib" 2>/dev/null || pkg-config --variable=libdir "lib$lib")
  file=$(readlink -f "$libdir/lib$lib.so") || fail "lib$lib.so not found in $libdir"
  package=$(dpkg -S "$file" 2>/dev/null | head -n 1 | cut -d: -f1)
  [ -n "$package" ] || fail "$file belongs to no Debian package"
  depends="$depends, $package"
done
if grep -q -E 'swift|Foundation' <<<"$depends"; then fail "the binary needs the Swift toolchain ($depends): package the release build"; fi

mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: mediakind
Version: $version
Architecture: $arch
Maintainer: MediaKind developers <mediakind@users.noreply.github.com>
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Depends: $depends
Section: graphics
Priority: optional
Description: classify photo, video and audio files as PhotoKit describes assets
 classify gives, for the photo, video and audio files of plain folders, what
 Apple's PhotoKit gives for library assets: media type, UTI, subtypes
 (panorama, HDR, screenshot, Live Photo, depth effect, slo-mo, time-lapse, ...),
 bursts, pixel size, duration, capture date and location. It also lists
 assets, albums and moments, checks folders of media against a policy for CI,
 keeps an index, imports into a folder library and writes a report site.
CONTROL
mkdir -p "$out"
deb=$out/mediakind_${version}_${arch}.deb
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
