#!/usr/bin/env bash
# Checks `make install` and `make uninstall` (part of `make test`): installs CLASSIFY (the
# debug build there, so the test needs no release build) with the Makefile's own targets,
# once staged (DESTDIR + PREFIX) and once into a PREFIX alone, both in a temporary folder;
# checks every installed file (the binary runs from its new place, the man page is the
# generated mdoc page, each completion script is what its shell expects and parses), then
# uninstalls and checks that exactly those files are gone and an unrelated file is not.
set -euo pipefail
bin=${1:?usage: install-check.sh CLASSIFY}
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
repo=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() { echo "install-check: $*" >&2; exit 1; }

expected=(
  bin/classify
  share/man/man1/classify.1
  share/bash-completion/completions/classify
  share/zsh/site-functions/_classify
  share/fish/vendor_completions.d/classify.fish
)

files_under() { (cd "$1" && find . -type f -o -type l | sed 's|^\./||' | sort); }

check_installed() {  # ROOT: the folder PREFIX maps to
  local root=$1
  local want
  want=$(printf '%s\n' "${expected[@]}" bin/unrelated | sort)
  [ "$(files_under "$root")" = "$want" ] || fail "files under $root: $(files_under "$root" | tr '\n' ' ')"
  [ -x "$root/bin/classify" ] || fail "bin/classify is not executable"
  "$root/bin/classify" --version | grep -q '^classify ' || fail "the installed classify does not run"
  head -n 5 "$root/share/man/man1/classify.1" | grep -q '^\.Dt CLASSIFY 1$' || fail "classify.1 has no .Dt CLASSIFY 1"
  grep -q '^\.Sh NAME$' "$root/share/man/man1/classify.1" || fail "classify.1 has no NAME section"
  grep -q '^\.It Em check$' "$root/share/man/man1/classify.1" || fail "classify.1 does not document the check command"
  bash -n "$root/share/bash-completion/completions/classify" || fail "the bash completion does not parse"
  grep -q 'complete .* classify$' "$root/share/bash-completion/completions/classify" || fail "the bash completion registers no completion for classify"
  head -n 1 "$root/share/zsh/site-functions/_classify" | grep -q '^#compdef classify$' || fail "_classify does not start with #compdef classify"
  grep -q "complete -c 'classify'" "$root/share/fish/vendor_completions.d/classify.fish" || fail "classify.fish completes no classify command"
  if command -v fish >/dev/null; then fish -n "$root/share/fish/vendor_completions.d/classify.fish" || fail "classify.fish does not parse"; fi
  if command -v zsh >/dev/null; then zsh -n "$root/share/zsh/site-functions/_classify" || fail "_classify does not parse"; fi
}

check_removed() {
  local root=$1
  [ "$(files_under "$root")" = "bin/unrelated" ] || fail "after uninstall, under $root: $(files_under "$root" | tr '\n' ' ')"
}

run_make() { make -s --no-print-directory -C "$repo" "$@" CLASSIFY_BIN="$bin" >/dev/null; }

# Staged: DESTDIR + PREFIX.
staged=$tmp/stage/opt/mediakind
mkdir -p "$staged/bin" && echo keep > "$staged/bin/unrelated"
run_make install-files PREFIX=/opt/mediakind DESTDIR="$tmp/stage"
check_installed "$staged"
[ -z "$(find "$tmp/stage" -path "$staged" -prune -o -type f -print)" ] || fail "files outside DESTDIR/PREFIX"
run_make uninstall PREFIX=/opt/mediakind DESTDIR="$tmp/stage"
check_removed "$staged"

# A PREFIX alone.
prefix=$tmp/prefix
mkdir -p "$prefix/bin" && echo keep > "$prefix/bin/unrelated"
run_make install-files PREFIX="$prefix"
check_installed "$prefix"
run_make uninstall PREFIX="$prefix"
check_removed "$prefix"

echo "install-check: ${#expected[@]} files installed (DESTDIR+PREFIX and PREFIX alone), checked and uninstalled"
