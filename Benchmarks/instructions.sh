#!/usr/bin/env bash
# Instruction counts of the benchmark scenarios under callgrind, which counts instructions rather than
# time, so the figures do not depend on what else the machine is doing. Usage (from Benchmarks/):
#   bash instructions.sh                 # every row of issue 10's table
#   bash instructions.sh "layout 5 tabs, equal, first selected" …
# Builds the probe in release first; prints "instructions per iteration<TAB>scenario".
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product InstructionProbe >/dev/null
probe="$(swift build -c release --show-bin-path)/InstructionProbe"
if [ $# -eq 0 ]; then
    set -- "layout social, 5 tabs" "layout 1,000 tabs, equal widths" \
        "layout 1,000 tabs, scrolling, first selected" "layout 1,000 tabs, scrolling, middle selected" \
        "layout 1,000 tabs, scrolling, last selected" "a11y elements 1,000 tabs" "allItems() 1,000 tabs" \
        "timeline sample + frame display list, social" "timeline sample + display-list slots, social" "whole frame (reducer + layout + sample + display list), social" \
        "SVG of the social bar" "Nyx glow frame at rest (timeline sample + display list)"
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for scenario in "$@"; do
    iterations=${ITERATIONS:-10}
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=tabbar_probe_measure \
        --callgrind-out-file="$out" "$probe" "$scenario" "$iterations" >/dev/null 2>&1
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    printf '%s\t%s\n' "$((total / iterations))" "$scenario"
done
