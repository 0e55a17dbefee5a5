#!/usr/bin/env bash
# Times `tabbar tokens import` of a generated 200,000-token DTCG file (release build) and reports the
# wall and user time and the peak memory (max RSS) of each run. Not a unit test: run it by hand.
#
#   Benchmarks/token-import.sh [RUNS]        (default 5)
#
# The file: one palette group of 199,993 colour tokens (two thirds hex values, one third aliases to an
# earlier token) and a tabbar group of 7 roles, one aliased into the palette; about 6.7 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
file=${TMPDIR:-/tmp}/tabbar-tokens-200k.json
python3 - "$file" <<'PY'
import json, random, sys
random.seed(1)
palette = {"$type": "color"}
for i in range(200_000 - 7):
    if i < 1000 or i % 3:
        palette[f"c{i}"] = {"$value": "#%06X" % random.randrange(0, 1 << 24)}
    else:
        palette[f"c{i}"] = {"$value": "{palette.c%d}" % random.randrange(0, i)}
tabbar = {
    "background": {"color": {"$type": "color", "$value": "#FFFFFF"}},
    "item": {"$type": "color", "selected": {"$value": "{palette.c199990}"}, "unselected": {"$value": "#555555"}},
    "badge": {"$type": "color", "fill": {"$value": "#C00000"}, "text": {"$value": "#FFFFFF"}},
    "action": {"$type": "color", "fill": {"$value": "#0055CC"}, "foreground": {"$value": "#FFFFFF"}},
}
open(sys.argv[1], "w").write(json.dumps({"palette": palette, "tabbar": tabbar}, separators=(",", ":")))
PY
swift build -c release --package-path Tools --product tabbar >&2
for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e s wall, %U s user, %M KB max RSS" Tools/.build/release/tabbar tokens import "$file" --json "${TMPDIR:-/tmp}/tabbar-tokens-200k.theme.json" 2>&1 | tail -1
done
