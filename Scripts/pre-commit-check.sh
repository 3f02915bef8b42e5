#!/bin/sh
# The entry of the `classify-check` pre-commit hook (.pre-commit-hooks.yaml; Docs/Checks.md,
# "pre-commit"): checks the files pre-commit passes against a media policy with
# `classify check --policy POLICY -0 --files-from -`, paths relative to the repository's top.
#
#   pre-commit-check.sh [--policy FILE] [--mode fast|thorough] [--allow-unreadable] FILE...
#
# The options come from the hook's `args`; every other argument is a staged file. The binary is
# MEDIAKIND_CLASSIFY when set, else `classify` on PATH. The exit status is classify check's:
# 0 when every file passes, 1 when a file breaks a rule or cannot be read, 65 when the policy
# is not valid, 66 when it does not exist.
set -eu
policy=media-policy.yml
set -- "$@" --end-of-options-marker--
extra=""
files_seen=0
while [ "$1" != --end-of-options-marker-- ]; do
  case "$1" in
    --policy) policy=$2; shift 2; continue ;;
    --policy=*) policy=${1#--policy=} ;;
    --mode) extra="$extra --mode $2"; shift 2; continue ;;
    --mode=*) extra="$extra --mode ${1#--mode=}" ;;
    --allow-unreadable) extra="$extra --allow-unreadable" ;;
    *) set -- "$@" "$1"; files_seen=$((files_seen + 1)) ;;
  esac
  shift
done
shift  # the marker; the files follow it
[ "$files_seen" -gt 0 ] || exit 0
classify=${MEDIAKIND_CLASSIFY:-classify}
command -v "$classify" >/dev/null 2>&1 || {
  echo "classify-check: '$classify' not found: install MediaKind (make install, or its .deb) or set MEDIAKIND_CLASSIFY" >&2
  exit 1
}
# shellcheck disable=SC2086  # $extra holds whole options
printf '%s\0' "$@" | "$classify" check --policy "$policy" $extra --format table -0 --files-from - .
