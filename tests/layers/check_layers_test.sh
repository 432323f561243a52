#!/bin/sh
# scripts/check-layers on a tree of planted offences (tests/data/layers): it must fail (exit 1)
# and name exactly the offences of expected.txt, each as file:line with both layers.
# Usage: check_layers_test.sh SOURCE_DIR
set -u
source_dir=$1
fixture=$source_dir/tests/data/layers
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$source_dir/scripts/check-layers" --root "$fixture" > "$out"
status=$?
if [ "$status" -ne 1 ]; then
  echo "check-layers exited $status on the planted offences, not 1" >&2
  exit 1
fi
diff -u "$fixture/expected.txt" "$out" || {
  echo "check-layers did not name exactly the planted offences (above: expected, then found)" >&2
  exit 1
}
echo "check-layers found the $(wc -l < "$out") planted offences"
